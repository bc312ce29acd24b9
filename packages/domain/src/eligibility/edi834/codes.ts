import type { EligibilityAction } from "../memberRow.js";

/**
 * The code lists an 834 (005010X220A1) uses, and how they map onto ours. Written out in full, both
 * ways, so a reader sees every choice (docs/features/bulk-eligibility.md, EDI 834).
 */

/** INS03 maintenance type codes the implementation guide allows, and what each asks for. */
export const insMaintenanceActions = {
  "001": "change",
  "021": "add",
  "024": "terminate",
  "025": "reinstate",
  "030": "audit",
} as const satisfies Record<string, EligibilityAction>;

/** An INS03 maintenance type code. */
export type MaintenanceTypeCode = keyof typeof insMaintenanceActions;

/** The INS03 code that asks for each action (the reverse of `insMaintenanceActions`). */
export const insMaintenanceCodeOfAction: Record<EligibilityAction, MaintenanceTypeCode> = {
  change: "001",
  add: "021",
  terminate: "024",
  reinstate: "025",
  audit: "030",
};

/** HD01 maintenance type codes (the HD loop also allows 002 delete, 026 correction, 032 not applicable). */
export const hdMaintenanceCodes = ["001", "002", "021", "024", "025", "026", "030", "032"] as const;

/**
 * INS02 individual relationship codes the 834 allows, mapped onto the spec's relationship codes
 * (codes/relationships.ts). Most numbers agree; where they do not, the map says so:
 * - 12 and 13 are swapped: X12 12 is brother- or sister-in-law (ours 13), X12 13 mother- or
 *   father-in-law (ours 12).
 * - 19 Child is our 02 Son or Daughter, the spec's dependent code (enrollment.md §9) the screens
 *   offer (our 19 is a near-duplicate they do not offer).
 * - 16 Stepparent is our 48, 53 Life Partner our 29 Domestic Partner, 38 Collateral Dependent our
 *   23 Sponsored Dependent.
 * - 60 Annuitant, D2 Trustee, G8 Other Relationship and G9 Other Relative have no code of ours:
 *   21 Unknown.
 */
export const relationshipFromX12: Record<string, string> = {
  "01": "01",
  "03": "03",
  "04": "04",
  "05": "05",
  "06": "06",
  "07": "07",
  "08": "08",
  "09": "09",
  "10": "10",
  "11": "11",
  "12": "13",
  "13": "12",
  "14": "14",
  "15": "15",
  "16": "48",
  "17": "17",
  "18": "18",
  "19": "02",
  "23": "23",
  "24": "24",
  "25": "25",
  "26": "26",
  "31": "31",
  "38": "23",
  "53": "29",
  "60": "21",
  D2: "21",
  G8: "21",
  G9: "21",
};

/**
 * Our relationship codes written as INS02. Ours that the 834 has no code for are G8 Other
 * Relationship (21 Unknown, 28 Friend, 34 Other Adult, 36 Emancipated Minor, 45 Widow, 50 Foster
 * Parent); 20 Employee is the subscriber (18); 30 Both Parents and 33 Father/Mother are 03.
 */
export const relationshipToX12: Record<string, string> = {
  "01": "01",
  "02": "19",
  "03": "03",
  "04": "04",
  "05": "05",
  "06": "06",
  "07": "07",
  "08": "08",
  "09": "09",
  "10": "10",
  "11": "11",
  "12": "13",
  "13": "12",
  "14": "14",
  "15": "15",
  "17": "17",
  "18": "18",
  "19": "19",
  "20": "18",
  "21": "G8",
  "23": "23",
  "24": "24",
  "25": "25",
  "26": "26",
  "28": "G8",
  "29": "53",
  "30": "03",
  "31": "31",
  "33": "03",
  "34": "G8",
  "36": "G8",
  "45": "G8",
  "48": "16",
  "50": "G8",
};

/**
 * HD03 insurance line codes onto our coverage types (enrollment.md §3 memberLob). A code not listed
 * (life, disability, …) is kept as read, and judging refuses it as a coverage type we do not know.
 */
export const coverageTypeFromInsuranceLine: Record<string, string> = {
  HLT: "MEDICAL",
  HMO: "MEDICAL",
  PPO: "MEDICAL",
  POS: "MEDICAL",
  EPO: "MEDICAL",
  MM: "MEDICAL",
  FAC: "MEDICAL",
  PRA: "MEDICAL",
  AK: "MEDICAL",
  DEN: "DENTAL",
  DCP: "DENTAL",
  VIS: "VISION",
  PDG: "DRUG",
  MOD: "DRUG",
  AG: "SERVICE",
};

/**
 * Our coverage types written as HD03. UCCI dental has no insurance line code: it goes as DEN (and
 * reads back as DENTAL; its plan, HD04, still tells it apart). A type we do not know is written as
 * it is, so what was read is written back unchanged.
 */
export const insuranceLineOfCoverageType: Record<string, string> = {
  MEDICAL: "HLT",
  DENTAL: "DEN",
  UCCIDENTAL: "DEN",
  VISION: "VIS",
  DRUG: "PDG",
  SERVICE: "AG",
};

/** INS05 benefit status codes: A active, C COBRA, S surviving insured, T tax equity. */
export const insBenefitStatusCodes = ["A", "C", "S", "T"] as const;

/** INS08 employment status codes. */
export const insEmploymentStatusCodes = ["AC", "AO", "AU", "FT", "L1", "PT", "RT", "TE"] as const;

/** BGN01 transaction set purpose codes: 00 original, 15 re-submission, 22 information copy. */
export const bgnPurposeCodes = ["00", "15", "22"] as const;

/**
 * BGN08 action codes: 2 change (update), 4 verify, RX replace. RX and 4 mark a full file (the
 * whole enrollment), as does a file whose every member loop has INS03 030.
 */
export const bgnActionCodes = ["2", "4", "RX"] as const;

/** BGN08 codes that mark a full file. */
export const bgnFullFileActionCodes: readonly string[] = ["RX", "4"];

/** DMG03 gender codes. */
export const dmgGenderCodes = ["M", "F", "U"] as const;

/** PER communication number qualifiers read as a phone number (home, work, cell, telephone). */
export const perPhoneQualifiers: readonly string[] = ["TE", "HP", "WP", "CP"];

/**
 * The segment ids an 834 may hold (005010X220A1 table 1 and 2). One not listed is refused; one
 * listed but not read (QTY, ACT, EC, ICM, AMT, HLH, LUI, DSB, IDC, LX, PLA, COB, LS, LE, N2) is
 * passed over.
 */
export const segmentIds834: ReadonlySet<string> = new Set([
  "BGN",
  "REF",
  "DTP",
  "QTY",
  "N1",
  "N2",
  "N3",
  "N4",
  "PER",
  "ACT",
  "INS",
  "NM1",
  "DMG",
  "EC",
  "ICM",
  "AMT",
  "HLH",
  "LUI",
  "DSB",
  "HD",
  "IDC",
  "LX",
  "PLA",
  "COB",
  "LS",
  "LE",
]);

/**
 * A CCYYMMDD date as MM/dd/yyyy, or `undefined` when it is not a real calendar date (an 834's D8
 * dates must be).
 */
export function dateFromD8(value: string): string | undefined {
  if (!/^\d{8}$/.test(value)) return undefined;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return undefined;
  return `${value.slice(4, 6)}/${value.slice(6, 8)}/${value.slice(0, 4)}`;
}

/** A MM/dd/yyyy date as CCYYMMDD, or `undefined` when it is not one. */
export function d8FromDate(value: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return undefined;
  const d8 = `${match[3]}${match[1]}${match[2]}`;
  return dateFromD8(d8) ? d8 : undefined;
}

/**
 * INS06-1 Medicare plan codes, read as the add flow's Medicare question (enrollment.md §3, "Is the
 * member eligible for Medicare?"): A Part A, B Part B, C Parts A and B, D Medicare are a yes, E No
 * Medicare a no. An INS06 left out answers nothing (the question stays unknown, as a census's blank).
 * Written back as D (yes: the part is not ours to know) and E (no).
 */
export const medicareFromIns06: Record<string, "Yes" | "No"> = {
  A: "Yes",
  B: "Yes",
  C: "Yes",
  D: "Yes",
  E: "No",
};
export const ins06OfMedicare = { Yes: "D", No: "E" } as const;

/**
 * COB03 coordination of benefits codes (loop 2320), read as the add flow's other-insurance question:
 * 1 Coordination of Benefits is a yes (the member has other coverage), 6 No Coordination of Benefits
 * a no; 5 Unknown, like no COB loop at all, answers nothing. Written back as COB*U**1 and COB*U**6
 * (COB01 U: the other payer's order is not ours to know), once, after the member's first coverage.
 */
export const otherInsuranceFromCob03: Record<string, "Yes" | "No"> = { "1": "Yes", "6": "No" };
export const cob03OfOtherInsurance = { Yes: "1", No: "6" } as const;

/**
 * HLH01 health-related codes (loop 2100A), read as the add flow's tobacco answer (enrollment.md §3
 * Plan Coverage): T tobacco use and X tobacco use and substance abuse are T; N none and S substance
 * abuse alone are N; U unknown is U. Written back as T, N or U. The 834 has one answer a member; the
 * census one a coverage line, so a member's answer is set on each of its lines.
 */
export const tobaccoFromHlh01: Record<string, "T" | "N" | "U"> = { T: "T", X: "T", N: "N", S: "N", U: "U" };

/**
 * A member's reporting categories (loop 2750 inside LS/LE 2700): N1*75 names the category (our report
 * code's abbreviation, DEPT), its REF the value; read as the census's report codes, `DEPT=HR; DIV=D1`,
 * on each of the member's lines. REF01 is written ZZ (mutually defined).
 */
export const REPORTING_CATEGORY_QUALIFIER = "75";
