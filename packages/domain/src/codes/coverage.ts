/** Coverage types of a member line (enrollment.md §3 memberLob). */
export const coverageTypes = ["MEDICAL", "DENTAL", "UCCIDENTAL", "VISION", "DRUG", "SERVICE"] as const;
/** A coverage type. */
export type CoverageType = (typeof coverageTypes)[number];

/** Display labels of the coverage types. */
export const coverageTypeLabels: Record<CoverageType, string> = {
  MEDICAL: "Medical",
  DENTAL: "Dental",
  UCCIDENTAL: "UCCI Dental",
  VISION: "Vision",
  DRUG: "Drug",
  SERVICE: "Service",
};

/**
 * A coverage type as people read it (enrollment.md §3 memberLob coverageType, §3 Option lists:
 * "uccidental (UCCI Dental)"): "Medical", "UCCI Dental", never the code. A code the list does not
 * know is shown as it came (rather than hidden); nothing gives "".
 */
export function coverageTypeLabel(code: string | null | undefined): string {
  if (!code) return "";
  return (coverageTypeLabels as Record<string, string>)[code.toUpperCase()] ?? code;
}

/**
 * Line-of-business codes per coverage type (enrollment.md §3 Option lists). UCCI dental has no
 * separate code in the spec ("UCCI Dental"); we use "UCCI".
 */
export const lineOfBusinessByCoverageType = {
  MEDICAL: ["CV", "FA", "GPO", "HMO", "MM", "POS", "PPO", "PR", "TDL", "WR"],
  DENTAL: ["DEN"],
  DRUG: ["PDG"],
  SERVICE: ["AG", "ASC", "BO1", "BO2", "LR1", "MC1", "OS1", "WB2", "WB3", "WB4", "WC1", "WH1", "WR1"],
  VISION: ["VIS"],
  UCCIDENTAL: ["UCCI"],
} as const satisfies Record<CoverageType, readonly string[]>;

/** A known line-of-business code. */
export type LineOfBusinessCode = (typeof lineOfBusinessByCoverageType)[CoverageType][number];

/** Every known line-of-business code. */
export const lineOfBusinessCodes = Object.values(lineOfBusinessByCoverageType).flat() as LineOfBusinessCode[];

/** Coverage type of a line-of-business code, or `undefined` for an unknown code. */
export function coverageTypeOfLine(lineOfBusiness: string): CoverageType | undefined {
  for (const type of coverageTypes) {
    if ((lineOfBusinessByCoverageType[type] as readonly string[]).includes(lineOfBusiness)) return type;
  }
  return undefined;
}

/** Major medical lines of business: MM, FA, PR (enrollment.md §3). */
export const majorMedicalLines = ["MM", "FA", "PR"] as const;
/** A major-medical line. */
export type MajorMedicalLine = (typeof majorMedicalLines)[number];

/** Whether a line of business is a major-medical line (enrollment.md §3, §4 Major Medical step). */
export function isMajorMedicalLine(lineOfBusiness: string | null | undefined): boolean {
  return (majorMedicalLines as readonly string[]).includes(lineOfBusiness ?? "");
}

/** Product names of major-medical lines: FA Facility, PR Professional, MM Major Medical (enrollment.md §3). */
export const majorMedicalProductNames: Record<MajorMedicalLine, string> = {
  FA: "Facility",
  PR: "Professional",
  MM: "Major Medical",
};

/**
 * Display product name of a line (assist-employees.md §3 product names): FA Facility,
 * PR Professional, MM Major Medical, otherwise the coverage type's name (Dental, Drug, Medical,
 * Service, Vision).
 */
export function productNameOf(
  lineOfBusiness: string | null | undefined,
  coverageType?: CoverageType,
): string {
  if (isMajorMedicalLine(lineOfBusiness)) return majorMedicalProductNames[lineOfBusiness as MajorMedicalLine];
  const type = coverageType ?? coverageTypeOfLine(lineOfBusiness ?? "");
  if (type === "UCCIDENTAL" || type === "DENTAL") return "Dental";
  return type ? coverageTypeLabels[type] : "Medical";
}

/** Coverage category codes (enrollment.md §3, §4 Coverage category code). */
export const coverageCategoryCodes = ["IND", "ESP", "E1D", "ECH", "FAM", "TWO"] as const;
/** A coverage category code. */
export type CoverageCategoryCode = (typeof coverageCategoryCodes)[number];
/** Labels of the coverage category codes. */
export const coverageCategoryLabels: Record<CoverageCategoryCode, string> = {
  IND: "Subscriber only",
  ESP: "Subscriber and spouse",
  E1D: "Subscriber and one child",
  ECH: "Subscriber and children",
  FAM: "Family",
  TWO: "Subscriber and domestic partner",
};

/** Tobacco status codes: T user, N no, U unknown (turned into N) (enrollment.md §3 memberCoverage). */
export const tobaccoStatuses = ["T", "N", "U"] as const;
/** A tobacco status. */
export type TobaccoStatus = (typeof tobaccoStatuses)[number];
/** Labels of the tobacco statuses. */
export const tobaccoStatusLabels: Record<TobaccoStatus, string> = { T: "Yes", N: "No", U: "Unknown" };

/** Placeholder effective date meaning "take the global effective date" (enrollment.md §3 memberLob). */
export const UPDATE_ME = "updateMe";

/** Cancel reason codes named by enrollment.md §9: 03 void, 06 ineligible dependent, 99 excluded. */
export const CANCEL_REASON = { void: "03", ineligibleDependent: "06", excluded: "99" } as const;
