import { getBrand } from "@epr/brand-themes";
import type { EmployeeRecord } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { reinstateDraft, reinstateParams } from "./reinstate.js";

/** enrollment.md §2 (the subscriber step with umi and reinstateDate), §4 Reinstate. */

const context = { brand: getBrand("6012").capabilities };
const ended = {
  lineOfBusiness: "PPO",
  coverageType: "MEDICAL",
  coverageEffectiveDate: "01/01/2025",
  coverageEndDate: "10/31/2026",
};
const record = {
  umi: "M10000037",
  globalCoverageEffectiveDate: "01/01/2025",
  subscriber: {
    fullName: { first: "Ada", last: "Caskey" },
    gender: "F",
    birthDate: "05/23/1980",
    relationshipCode: "20",
    ssn: "*****6789",
    otherInsuranceIndicator: "yes",
    otherInsurance: { insuranceCarrier: "Acme" },
    medicareEligibleIndicator: "no",
    memberCoverages: [{ groupNumber: "100300", memberLobs: [ended] }],
  },
  dependents: [
    {
      fullName: { first: "Bo", last: "Caskey" },
      gender: "M",
      birthDate: "03/04/2012",
      relationshipCode: "02",
      otherInsuranceIndicator: "no",
      medicareEligibleIndicator: "no",
      memberCoverages: [{ groupNumber: "100300", memberLobs: [ended] }],
    },
  ],
} as unknown as EmployeeRecord;

describe("reinstateParams", () => {
  it.each([
    ["umi=M1&reinstateDate=12%2F01%2F2026", { umi: "M1", reinstateDate: "12/01/2026" }],
    ["umi=M1", null],
    ["reinstateDate=12%2F01%2F2026", null],
    ["", null],
  ])("?%s → %j", (query, expected) => {
    expect(reinstateParams(new URLSearchParams(query))).toEqual(expected);
  });
});

describe("reinstateDraft", () => {
  const target = { umi: "M10000037", version: 7, reinstateDate: "12/01/2026" };
  let n = 0;
  const draft = reinstateDraft(record, target, context, () => `card-${++n}`);

  it("carries the employee and the version read to Finish", () => {
    expect(draft.reinstate).toEqual(target);
    expect(draft.enrollmentId).toBeNull();
  });

  it("clears coverages, resets other insurance and Medicare, takes the reinstate date (prepareReinstate)", () => {
    expect(draft.record.globalCoverageEffectiveDate).toBe("12/01/2026");
    expect(draft.record.subscriber.memberCoverages).toEqual([]);
    expect(draft.record.dependents[0]?.memberCoverages).toEqual([]);
    expect(draft.record.subscriber.otherInsuranceIndicator).toBe("unknown");
    expect(draft.record.subscriber.otherInsurance).toBeNull();
  });

  it("the subscriber and dependent cards start from the employee", () => {
    expect(draft.subscriber.lastName).toBe("Caskey");
    expect(draft.subscriber.coverageEffectiveDate).toBe("12/01/2026");
    expect(draft.dependents.map((d) => d.values.firstName)).toEqual(["Bo"]);
    expect(Object.keys(draft.dependentRecords)).toEqual(draft.dependents.map((d) => d.id));
  });
});
