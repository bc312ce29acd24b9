import { getBrand } from "@epr/brand-themes";
import type { EmployeeRecord } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { memoryStorage, refusingStorage } from "../../../lib/tabStorage.test-support.js";
import { newDraft } from "./draft.js";
import {
  clearReinstateDraft,
  REINSTATE_DRAFT_KEY,
  reinstateDraft,
  reinstateParams,
  storedReinstateDraft,
  storeReinstateDraft,
} from "./reinstate.js";

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

describe("a reinstate's draft across a reload", () => {
  const target = { umi: "M10000037", version: 7, reinstateDate: "12/01/2026" };
  // Partway through: the subscriber step accepted, the plan step's cards as typed.
  const partway = {
    ...reinstateDraft(record, target, context, () => "card-1"),
    coverageTyped: {
      plans: {},
      providers: {},
      tobacco: { "card-1": { tobaccoStatus: "N" } },
      reportCodes: {},
    },
  };

  it.each([
    ["a later step's own address", "", true],
    ["the subscriber step of the same reinstate", "umi=M10000037&reinstateDate=12%2F01%2F2026", true],
    ["another employee's reinstate", "umi=M2&reinstateDate=12%2F01%2F2026", false],
    ["the same employee on another date", "umi=M10000037&reinstateDate=01%2F01%2F2027", false],
    ["an enrollment in process", "enrollment=E1", false],
  ])("%s resumes it: %s", (_name, query, resumes) => {
    const storage = memoryStorage();
    storeReinstateDraft(partway, storage);
    const resumed = storedReinstateDraft(new URLSearchParams(query), storage);
    if (resumes) {
      // Everything comes back: the version read when it started (Finish's If-Match), what was typed.
      expect(resumed).toEqual(JSON.parse(JSON.stringify(partway)));
      expect(resumed?.reinstate).toEqual(target);
      expect(resumed?.coverageTyped?.tobacco["card-1"]).toEqual({ tobaccoStatus: "N" });
    } else expect(resumed).toBeNull();
  });

  it("keeps only a reinstate: an enrollment's draft lives on the server", () => {
    const storage = memoryStorage();
    storeReinstateDraft(newDraft(context), storage);
    expect(storage.items.has(REINSTATE_DRAFT_KEY)).toBe(false);
    expect(storedReinstateDraft(new URLSearchParams(), storage)).toBeNull();
  });

  it("forgets it once the flow is left", () => {
    const storage = memoryStorage();
    storeReinstateDraft(partway, storage);
    clearReinstateDraft(storage);
    expect(storedReinstateDraft(new URLSearchParams(), storage)).toBeNull();
  });

  it("ignores what cannot be read, and a storage that refuses", () => {
    const storage = memoryStorage();
    storage.setItem(REINSTATE_DRAFT_KEY, "{not json");
    expect(storedReinstateDraft(new URLSearchParams(), storage)).toBeNull();
    const refusing = refusingStorage();
    expect(() => storeReinstateDraft(partway, refusing)).not.toThrow();
    expect(storedReinstateDraft(new URLSearchParams(), refusing)).toBeNull();
    expect(() => clearReinstateDraft(refusing)).not.toThrow();
  });
});
