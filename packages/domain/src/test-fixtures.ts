import type { BrandRules } from "./brand/brandRules.js";
import type { MemberLob } from "./entities/coverage.js";
import type { Dependent, EmployeeRecord, Subscriber } from "./entities/employee.js";

/** Test helper: a memberLob. Not exported from the package index. */
export function lob(lineOfBusiness: string, extra: Partial<MemberLob> = {}): MemberLob {
  const coverageType = lineOfBusiness === "DEN" ? "DENTAL" : lineOfBusiness === "VIS" ? "VISION" : "MEDICAL";
  return { lineOfBusiness, coverageType, coverageEffectiveDate: "01/01/2024", ...extra };
}

/** Test helper: a subscriber. */
export function subscriber(extra: Partial<Subscriber> = {}): Subscriber {
  return {
    fullName: { first: "Ann", last: "Lee" },
    relationshipCode: "20",
    ssn: "123456789",
    medicareEligibleIndicator: "unknown",
    otherInsuranceIndicator: "unknown",
    memberCoverages: [],
    ...extra,
  };
}

/** Test helper: a dependent. */
export function dependent(extra: Partial<Dependent> = {}): Dependent {
  return {
    fullName: { first: "Kid", last: "Lee" },
    relationshipCode: "02",
    medicareEligibleIndicator: "unknown",
    otherInsuranceIndicator: "unknown",
    memberCoverages: [],
    ...extra,
  };
}

/** Test helper: an employee record. */
export function record(extra: Partial<EmployeeRecord> = {}): EmployeeRecord {
  return { subscriber: subscriber(), dependents: [], ...extra };
}

const SPENDING_BRANDS = new Set([
  "3001",
  ...Array.from({ length: 9 }, (_, i) => `600${i + 1}`),
  ...Array.from({ length: 12 }, (_, i) => `90${String(i + 1).padStart(2, "0")}`),
  "9015",
  "9017",
  "9018",
]);

const is = (code: string, ...codes: string[]) => codes.includes(code);

/**
 * Test helper: the business-rule capabilities of a brand code, from the codes named in enrollment.md §4 to §6 and
 * assist-employees.md §5, §8 (6008, 6009, 6010, 6011, 6012, 9017, 9018; spending list 3001, 6001 to
 * 6009, 9001 to 9012, 9015, 9017, 9018). Unknown codes get the default behaviour.
 */
export function specBrandRules(brandCode: string): BrandRules {
  const code = brandCode.trim();
  const ibcFamily = is(code, "6008", "6009");
  return {
    otherInsuranceStepOnCobData: is(code, "6010", "6011", "6012"),
    cascadesVisionDentalOnMedicalCancel: is(code, "6012", "9017", "9018"),
    hidesVisionDentalCancelAlongsideMedical: is(code, "6012"),
    validatesVisionDentalOnSave: is(code, "6012", "9017", "9018"),
    changePcp: !is(code, "6012"),
    spendingAccountElections: SPENDING_BRANDS.has(code),
    viewSbc: ibcFamily,
    trimsPcpReasonCode: !ibcFamily,
    changePcpDateWindow: ibcFamily,
    hidesCobraCheckbox: is(code, "6012"),
    altNoProductSelectedNotice: is(code, "6012"),
  };
}
