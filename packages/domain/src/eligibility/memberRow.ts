import { z } from "zod";
import type { Indicator } from "../codes/names.js";

/**
 * Eligibility in bulk: what one member line of an uploaded file asks for, whatever the file's kind
 * (a census spreadsheet's row or an X12 834's member loop). Readers turn a file into these rows and
 * nothing else; judging a row (the same schemas and rules as the add, edit, cancel and reinstate
 * screens) and applying it are the server's, so a row of a file is judged exactly as the same change
 * made on the screens would be.
 *
 * Values are kept as read (trimmed text, dates as MM/dd/yyyy when the file's date could be read,
 * else as written): a value that is wrong is reported by the screens' own schema, with its message,
 * at the row and column it came from (`columns`).
 */

/**
 * What a row asks for. The 834's maintenance type codes (INS03) map onto them: 021 add, 001 change,
 * 024 cancellation or termination, 025 reinstatement, 030 audit or compare (a full file: the row says
 * what the member's coverage is, and whatever differs is the change).
 */
export const eligibilityActions = ["add", "change", "terminate", "reinstate", "audit"] as const;
/** What a row asks for. */
export type EligibilityAction = (typeof eligibilityActions)[number];

/** Where a row came from, for messages and the results file. */
export const rowSourceSchema = z.discriminatedUnion("kind", [
  /** A census spreadsheet or CSV: the sheet's row number (1-based, the header is row 1). */
  z.object({ kind: z.literal("row"), row: z.number().int().positive() }),
  /** An 834: the member loop's INS segment number (1-based within the transaction set, ST is 1). */
  z.object({ kind: z.literal("segment"), segment: z.number().int().positive() }),
]);
/** Where a row came from. */
export type RowSource = z.infer<typeof rowSourceSchema>;

/** One coverage line a row names (a census row's coverage columns, or an 834 HD loop with its DTPs). */
export const eligibilityCoverageSchema = z.object({
  groupNumber: z.string(),
  /** The coverage type as read (MEDICAL, DENTAL, VISION, …; an 834's HD03 is mapped onto these). */
  coverageType: z.string(),
  /** The plan's product ID (a census Plan column, an 834's HD04). */
  productId: z.string().nullish(),
  /** MM/dd/yyyy as read (834 DTP 348). */
  effectiveDate: z.string().nullish(),
  /** MM/dd/yyyy as read (834 DTP 349). */
  endDate: z.string().nullish(),
  /** A termination's reason code (the spec's cancel reasons). */
  cancelReasonCode: z.string().nullish(),
  /**
   * The member's tobacco answer in this line's group as read (T yes, N no, U unknown): the add flow
   * asks it with medical coverage when the group requires it. Optional: added for the census.
   */
  tobaccoStatus: z.string().nullish(),
  /** The last date of tobacco use as read (MM/dd/yyyy), with a T answer. */
  tobaccoUsageDate: z.string().nullish(),
  /**
   * The group's report codes as read: `TYPE=VALUE` pairs (the code's abbreviated type) separated by
   * semicolons (`DIV=EAST; LOC=12`), on the subscriber's row. Optional: added for the census.
   */
  reportCodes: z.string().nullish(),
});
/** One coverage line a row names. */
export type EligibilityCoverage = z.infer<typeof eligibilityCoverageSchema>;

/**
 * One member line of a file. The subscriber's SSN ties a dependent's row to its employee (a census
 * row repeats it; an 834's REF 0F carries it); a subscriber's row has relationship code 18 (Self).
 */
export const eligibilityMemberRowSchema = z.object({
  source: rowSourceSchema,
  action: z.enum(eligibilityActions),
  subscriberSsn: z.string(),
  /** The spec's relationship codes (enrollment.md §3 Option lists); 18 is the subscriber. */
  relationshipCode: z.string(),
  /** The member's own SSN (a dependent's may be empty). */
  ssn: z.string().nullish(),
  clientAssignedId: z.string().nullish(),
  firstName: z.string().nullish(),
  middleName: z.string().nullish(),
  lastName: z.string().nullish(),
  /** M or F as read. */
  gender: z.string().nullish(),
  birthDate: z.string().nullish(),
  hireDate: z.string().nullish(),
  /** The employment status as read (834 INS08: FT full-time, PT part-time, RT retired, TE terminated, …). */
  employmentStatus: z.string().nullish(),
  address1: z.string().nullish(),
  address2: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  zip: z.string().nullish(),
  phone: z.string().nullish(),
  workEmail: z.string().nullish(),
  /**
   * The add flow's other-insurance and Medicare questions (yes, no or unknown; enrollment.md §3):
   * a new member needs them answered, as on the screens. Optional: added for judging.
   */
  otherInsuranceIndicator: z.string().nullish(),
  medicareEligibleIndicator: z.string().nullish(),
  /** The date the change takes effect when the file names one apart from the lines (834 DTP 336/356/357). */
  eventDate: z.string().nullish(),
  coverages: z.array(eligibilityCoverageSchema).default([]),
  /**
   * Where each field was read, for an error's location: a census column's heading ("Birth Date") or
   * an 834 element ("DMG02"); keyed by the field's name above (coverages as `coverages.0.effectiveDate`).
   */
  columns: z.record(z.string(), z.string()).default({}),
});
/** One member line of a file. */
export type EligibilityMemberRow = z.infer<typeof eligibilityMemberRowSchema>;

/** The relationship code of the subscriber's own row (834 INS02 '18', Self). */
export const SUBSCRIBER_RELATIONSHIP = "18";

/** Is this row the subscriber's own? */
export const isSubscriberRow = (row: Pick<EligibilityMemberRow, "relationshipCode">) =>
  row.relationshipCode === SUBSCRIBER_RELATIONSHIP;

/**
 * A row's other-insurance or Medicare answer as the add flow reads it: yes, no (Y, N too); anything
 * else is unknown, which the add flow asks to answer.
 */
export function rowIndicator(value: string | null | undefined): Indicator {
  const read = (value ?? "").trim().toLowerCase();
  return read === "yes" || read === "y" ? "yes" : read === "no" || read === "n" ? "no" : "unknown";
}

/**
 * A row's report codes as the census writes them (`DIV=EAST; LOC=12`), by abbreviated type; null
 * when a pair is not `TYPE=VALUE`. The 834's reporting categories are written from them.
 */
export function readReportCodes(value: string): { abbreviatedType: string; value: string }[] | null {
  const pairs = value
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => /^([^=]+)=(.*)$/.exec(pair));
  if (pairs.some((pair) => !pair || (pair[1] ?? "").trim() === "")) return null;
  return pairs.map((pair) => ({
    abbreviatedType: (pair?.[1] ?? "").trim().toUpperCase(),
    value: (pair?.[2] ?? "").trim().toUpperCase(),
  }));
}
