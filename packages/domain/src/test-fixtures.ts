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

/**
 * Test helper: brand rules with every capability off (no AHPA code, no per-brand site-access row)
 * except the ones given. Domain tests name the capability they exercise; which brand has which
 * capability is the registry's (@epr/brand-themes), tested there with the real records.
 */
export function brandFlags(on: Partial<BrandRules> = {}): BrandRules {
  return {
    otherInsuranceStepOnCobData: false,
    cascadesVisionDentalOnMedicalCancel: false,
    hidesVisionDentalCancelAlongsideMedical: false,
    validatesVisionDentalOnSave: false,
    changePcp: false,
    spendingAccountElections: false,
    viewSbc: false,
    trimsPcpReasonCode: false,
    changePcpDateWindow: false,
    changePcpClearsOnPpo: false,
    hidesCobraCheckbox: false,
    ahpaPlanAreaCode: null,
    siteAccess: { employerClientGroups: false, censusReport: false, wellnessReport: false },
    findADoctor: { mode: "internal" },
    ...on,
  };
}
