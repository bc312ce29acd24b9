import * as z from "zod/mini";
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
  z.object({ kind: z.literal("row"), row: z.int().check(z.positive()) }),
  /** An 834: the member loop's INS segment number (1-based within the transaction set, ST is 1). */
  z.object({ kind: z.literal("segment"), segment: z.int().check(z.positive()) }),
]);
/** Where a row came from. */
export type RowSource = z.infer<typeof rowSourceSchema>;

/** One coverage line a row names (a census row's coverage columns, or an 834 HD loop with its DTPs). */
export const eligibilityCoverageSchema = z.object({
  groupNumber: z.string(),
  /** The coverage type as read (MEDICAL, DENTAL, VISION, …; an 834's HD03 is mapped onto these). */
  coverageType: z.string(),
  /** The plan's product ID (a census Plan column, an 834's HD04). */
  productId: z.nullish(z.string()),
  /** MM/dd/yyyy as read (834 DTP 348). */
  effectiveDate: z.nullish(z.string()),
  /** MM/dd/yyyy as read (834 DTP 349). */
  endDate: z.nullish(z.string()),
  /** A termination's reason code (the spec's cancel reasons). */
  cancelReasonCode: z.nullish(z.string()),
  /**
   * The member's tobacco answer in this line's group as read (T yes, N no, U unknown): the add flow
   * asks it with medical coverage when the group requires it. Optional: added for the census.
   */
  tobaccoStatus: z.nullish(z.string()),
  /** The last date of tobacco use as read (MM/dd/yyyy), with a T answer. */
  tobaccoUsageDate: z.nullish(z.string()),
  /**
   * The group's report codes as read: `TYPE=VALUE` pairs (the code's abbreviated type) separated by
   * semicolons (`DIV=EAST; LOC=12`), on the subscriber's row. Optional: added for the census.
   */
  reportCodes: z.nullish(z.string()),
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
  ssn: z.nullish(z.string()),
  clientAssignedId: z.nullish(z.string()),
  firstName: z.nullish(z.string()),
  middleName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  /** M or F as read. */
  gender: z.nullish(z.string()),
  birthDate: z.nullish(z.string()),
  hireDate: z.nullish(z.string()),
  /** The employment status as read (834 INS08: FT full-time, PT part-time, RT retired, TE terminated, …). */
  employmentStatus: z.nullish(z.string()),
  address1: z.nullish(z.string()),
  address2: z.nullish(z.string()),
  city: z.nullish(z.string()),
  state: z.nullish(z.string()),
  zip: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  workEmail: z.nullish(z.string()),
  /**
   * The add flow's other-insurance and Medicare questions (yes, no or unknown; enrollment.md §3):
   * a new member needs them answered, as on the screens. Optional: added for judging.
   */
  otherInsuranceIndicator: z.nullish(z.string()),
  medicareEligibleIndicator: z.nullish(z.string()),
  /** The date the change takes effect when the file names one apart from the lines (834 DTP 336/356/357). */
  eventDate: z.nullish(z.string()),
  coverages: z._default(z.array(eligibilityCoverageSchema), []),
  /**
   * Where each field was read, for an error's location: a census column's heading ("Birth Date") or
   * an 834 element ("DMG02"); keyed by the field's name above (coverages as `coverages.0.effectiveDate`).
   */
  columns: z._default(z.record(z.string(), z.string()), {}),
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
