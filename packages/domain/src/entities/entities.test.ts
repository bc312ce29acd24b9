import { describe, expect, it } from "vitest";
import { medicareEligibleSchema, mnloaSchema, otherInsuranceSchema } from "./cob.js";
import { addressSchema, fullNameSchema } from "./common.js";
import {
  groupAdditionalInformationSchema,
  memberCoverageSchema,
  memberLobSchema,
  reportCodeSchema,
} from "./coverage.js";
import { dependentSchema, employeeRecordSchema, isCobDataProcessed, subscriberSchema } from "./employee.js";

const subscriber = {
  fullName: { first: "Ann", last: "Lee" },
  gender: "F",
  birthDate: "02/03/1980",
  relationshipCode: "20",
  address: { address1: "1 Main St", city: "Town", state: "PA", zipCode: { base: "19000" } },
  memberCoverages: [
    {
      groupNumber: "123456",
      memberLobs: [{ lineOfBusiness: "PPO", coverageType: "MEDICAL", coverageEffectiveDate: "updateMe" }],
      reportCodes: [{ type: "DEPT", value: "ab1" }],
      tobaccoStatus: "U",
    },
  ],
};

describe("employeeRecordSchema (enrollment.md §3)", () => {
  it("parses a record and defaults indicators to unknown", () => {
    const parsed = employeeRecordSchema.parse({ umi: "1", subscriber, isCOBDataProcessed: "NO" });
    expect(parsed.subscriber.otherInsuranceIndicator).toBe("unknown");
    expect(parsed.subscriber.medicareEligibleIndicator).toBe("unknown");
    expect(parsed.dependents).toEqual([]);
    expect(parsed.subscriber.memberCoverages[0]?.reportCodes?.[0]?.value).toBe("AB1");
  });

  it("accepts 25 dependents and rejects 26", () => {
    const dependent = { fullName: { first: "Kid", last: "Lee" }, relationshipCode: "02" };
    expect(
      employeeRecordSchema.safeParse({ subscriber, dependents: Array(25).fill(dependent) }).success,
    ).toBe(true);
    expect(
      employeeRecordSchema.safeParse({ subscriber, dependents: Array(26).fill(dependent) }).success,
    ).toBe(false);
  });

  it.each([
    ["impossible date", { ...subscriber, birthDate: "02/30/1980" }],
    ["wrong gender", { ...subscriber, gender: "X" }],
    ["wrong type", { ...subscriber, fullName: "Ann" }],
    [
      "bad effective date",
      {
        ...subscriber,
        memberCoverages: [
          {
            groupNumber: "1",
            memberLobs: [
              { lineOfBusiness: "PPO", coverageType: "MEDICAL", coverageEffectiveDate: "2024-01-01" },
            ],
          },
        ],
      },
    ],
  ])("rejects %s without throwing", (_label, value) => {
    expect(subscriberSchema.safeParse(value).success).toBe(false);
  });

  it("rejects a missing subscriber", () => {
    expect(employeeRecordSchema.safeParse({ umi: "1" }).success).toBe(false);
  });

  it("parses a dependent with special status and opting in", () => {
    const parsed = dependentSchema.parse({ fullName: {}, dependentStatus: "M", optingIn: true });
    expect(parsed.dependentStatus).toBe("M");
  });
});

describe("isCobDataProcessed", () => {
  it.each([
    ["NO", true],
    ["YES", true],
    [true, true],
    [false, false],
    ["false", false],
    ["", false],
    [null, false],
    [undefined, false],
  ] as const)("%s → %s", (value, expected) => {
    expect(isCobDataProcessed(value)).toBe(expected);
  });
});

describe("other entity schemas", () => {
  it("parses each", () => {
    expect(fullNameSchema.safeParse({ first: "A", suffix: "JR" }).success).toBe(true);
    expect(addressSchema.safeParse({ zipCode: { base: "12345", extension: "6789" } }).success).toBe(true);
    expect(memberLobSchema.safeParse({ lineOfBusiness: "DEN", coverageType: "DENTAL" }).success).toBe(true);
    expect(memberLobSchema.safeParse({ lineOfBusiness: "DEN", coverageType: "TEETH" }).success).toBe(false);
    expect(memberCoverageSchema.parse({ groupNumber: "1" }).memberLobs).toEqual([]);
    expect(reportCodeSchema.parse({ type: "X", value: null }).value).toBeNull();
    expect(
      otherInsuranceSchema.safeParse({ relationSubscriber: "3", custody: "J", courtOrder: "0" }).success,
    ).toBe(true);
    expect(otherInsuranceSchema.safeParse({ relationSubscriber: "9" }).success).toBe(false);
    expect(
      medicareEligibleSchema.safeParse({
        claimNumber: "1EG4TE5MK73",
        whyEligible: "0",
        partA: { startDate: "01/01/2020" },
        partD: true,
        partDInfo: { bin: "123456", pcn: "ABC" },
      }).success,
    ).toBe(true);
    expect(mnloaSchema.safeParse({ sufferingFrom: "yes" }).success).toBe(false);
    expect(groupAdditionalInformationSchema.parse({}).planAreaCode).toBe("363");
    expect(groupAdditionalInformationSchema.parse({ planAreaCode: "375" }).planAreaCode).toBe("375");
  });
});
