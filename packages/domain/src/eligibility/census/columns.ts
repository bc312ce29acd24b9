import { type CoverageType, coverageTypeLabels, coverageTypes } from "../../codes/coverage.js";
import type { EligibilityAction, EligibilityCoverage, EligibilityMemberRow } from "../memberRow.js";

/**
 * The census spreadsheet's layout (docs/features/bulk-eligibility.md "Census spreadsheets"): ONE row
 * per member (the subscriber's own row and one row per dependent, tied by the subscriber's SSN), with
 * a block of coverage columns per coverage type ("Medical Group", "Medical Plan", "Medical Effective
 * Date", …). An HR system exports one line per person, and an administrator reads a family as a few
 * consecutive lines; a row per member × coverage would repeat every name and address up to six times
 * and let the copies disagree.
 *
 * This list is the one place the columns are named: the reader matches headings against it and the
 * template writes its headings, descriptions, examples and lists from it.
 */

/** A member field a column fills (everything of the row model except its coverages and bookkeeping). */
export type CensusMemberField = Exclude<keyof EligibilityMemberRow, "source" | "coverages" | "columns">;
/** A coverage field a repeated column fills (the coverage type comes from the column's block). */
export type CensusCoverageField = Exclude<keyof EligibilityCoverage, "coverageType">;

/**
 * How a cell is read: kept as written (trimmed), a date (MM/dd/yyyy when it is one), an SSN (digits),
 * or a code offered by a list as "code - label" (the code is kept).
 */
export type CensusCellKind = "text" | "date" | "ssn" | "code";

/** The lists the template offers in a column's drop-down (filled from the client's data). */
export type CensusList =
  | "action"
  | "relationship"
  | "gender"
  | "indicator"
  | "state"
  | "group"
  | "plan"
  | "cancelReason"
  | "tobacco";

/** What the census columns have in common. */
interface CensusColumnBase {
  /** The heading as the template writes it (the reader ignores case, spaces, hyphens and underscores). */
  heading: string;
  /** What the column means, for the template's Columns sheet. */
  description: string;
  /** A value for the template's example row. */
  example: string;
  kind: CensusCellKind;
  /** A file without this heading is refused (its rows could not be tied to anyone). */
  required?: boolean;
  list?: CensusList;
}

/** A column of the member's own data. */
export interface CensusMemberColumn extends CensusColumnBase {
  field: CensusMemberField;
  coverageType?: undefined;
}

/** A column of one coverage type's block. */
export interface CensusCoverageColumn extends CensusColumnBase {
  field: CensusCoverageField;
  coverageType: CoverageType;
}

/** One census column. */
export type CensusColumn = CensusMemberColumn | CensusCoverageColumn;

/** The member columns, in the template's order. */
const memberColumns: CensusMemberColumn[] = [
  {
    heading: "Action",
    field: "action",
    kind: "code",
    list: "action",
    description:
      "Add, Change, Terminate or Reinstate. Leave blank to let the portal compare the row with what is on file (a new member is added, a difference is changed, nothing else happens).",
    example: "Add",
  },
  {
    heading: "Subscriber SSN",
    field: "subscriberSsn",
    kind: "ssn",
    required: true,
    description: "The employee's SSN, 9 digits, on the employee's row and on each of their dependents' rows.",
    example: "123-45-6789",
  },
  {
    heading: "Relationship",
    field: "relationshipCode",
    kind: "code",
    list: "relationship",
    required: true,
    description: "The member's relationship to the employee: 18 Self on the employee's own row.",
    example: "18 - Self",
  },
  {
    heading: "SSN",
    field: "ssn",
    kind: "ssn",
    description: "The member's own SSN, 9 digits (may be blank for a dependent).",
    example: "123-45-6789",
  },
  {
    heading: "Client-Assigned ID",
    field: "clientAssignedId",
    kind: "text",
    description: "Your own ID for the employee, if you use one.",
    example: "E-10442",
  },
  { heading: "First Name", field: "firstName", kind: "text", description: "First name.", example: "Maria" },
  { heading: "Middle Name", field: "middleName", kind: "text", description: "Middle name.", example: "J" },
  { heading: "Last Name", field: "lastName", kind: "text", description: "Last name.", example: "Lopez" },
  {
    heading: "Gender",
    field: "gender",
    kind: "code",
    list: "gender",
    description: "M or F.",
    example: "F",
  },
  {
    heading: "Birth Date",
    field: "birthDate",
    kind: "date",
    description: "Date of birth, MM/DD/YYYY.",
    example: "04/17/1986",
  },
  {
    heading: "Hire Date",
    field: "hireDate",
    kind: "date",
    description: "The employee's date of hire, MM/DD/YYYY (employee's row only).",
    example: "01/06/2025",
  },
  {
    heading: "Address 1",
    field: "address1",
    kind: "text",
    description: "Street address.",
    example: "100 Main St",
  },
  {
    heading: "Address 2",
    field: "address2",
    kind: "text",
    description: "Apartment, suite or unit.",
    example: "Apt 4",
  },
  { heading: "City", field: "city", kind: "text", description: "City.", example: "Springfield" },
  {
    heading: "State",
    field: "state",
    kind: "code",
    list: "state",
    description: "Two-letter state code.",
    example: "IL",
  },
  { heading: "ZIP", field: "zip", kind: "text", description: "5-digit ZIP code.", example: "62701" },
  { heading: "Phone", field: "phone", kind: "text", description: "Home phone.", example: "2175550100" },
  {
    heading: "Work Email",
    field: "workEmail",
    kind: "text",
    description: "Work e-mail address.",
    example: "maria.lopez@example.com",
  },
  {
    heading: "Other Insurance",
    field: "otherInsuranceIndicator",
    kind: "code",
    list: "indicator",
    description:
      "Yes or No: is the member covered by other insurance? (the add flow asks it of every member)",
    example: "No",
  },
  {
    heading: "Medicare Eligible",
    field: "medicareEligibleIndicator",
    kind: "code",
    list: "indicator",
    description: "Yes or No: is the member eligible for Medicare? (the add flow asks it of every member)",
    example: "No",
  },
  {
    heading: "Event Date",
    field: "eventDate",
    kind: "date",
    description:
      "The date the change takes effect when it is not a coverage's own date (a reinstatement, a life event), MM/DD/YYYY.",
    example: "",
  },
];

/** The columns of one coverage type's block, in the template's order. */
function coverageColumns(coverageType: CoverageType): CensusCoverageColumn[] {
  const label = coverageTypeLabels[coverageType];
  const isMedical = coverageType === "MEDICAL";
  return [
    {
      heading: `${label} Group`,
      field: "groupNumber",
      coverageType,
      kind: "code",
      list: "group",
      description: `The group number of the member's ${label.toLowerCase()} coverage.`,
      example: isMedical ? "G100" : "",
    },
    {
      heading: `${label} Plan`,
      field: "productId",
      coverageType,
      kind: "code",
      list: "plan",
      description: `The ${label.toLowerCase()} plan (its product ID).`,
      example: isMedical ? "PPO500" : "",
    },
    {
      heading: `${label} Effective Date`,
      field: "effectiveDate",
      coverageType,
      kind: "date",
      description: `The first day of the ${label.toLowerCase()} coverage, MM/DD/YYYY.`,
      example: isMedical ? "02/01/2025" : "",
    },
    {
      heading: `${label} End Date`,
      field: "endDate",
      coverageType,
      kind: "date",
      description: `The last day of the ${label.toLowerCase()} coverage when it ends (Terminate), MM/DD/YYYY.`,
      example: "",
    },
    {
      heading: `${label} Cancel Reason`,
      field: "cancelReasonCode",
      coverageType,
      kind: "code",
      list: "cancelReason",
      description: `Why the ${label.toLowerCase()} coverage ends (Terminate).`,
      example: "",
    },
    // The add flow's Plan Coverage answers a file can carry (enrollment.md §4 Tobacco, Report codes).
    ...(isMedical
      ? ([
          {
            heading: "Medical Tobacco",
            field: "tobaccoStatus",
            coverageType,
            kind: "code",
            list: "tobacco",
            description:
              "Whether the member uses tobacco (T yes, N no, U unknown), when the group asks it of members with medical coverage.",
            example: "N",
          },
          {
            heading: "Medical Tobacco Usage Date",
            field: "tobaccoUsageDate",
            coverageType,
            kind: "date",
            description: "The last date the member used tobacco, with a T answer, MM/DD/YYYY.",
            example: "",
          },
        ] satisfies CensusCoverageColumn[])
      : []),
    {
      heading: `${label} Report Codes`,
      field: "reportCodes",
      coverageType,
      kind: "text",
      description: `The ${label.toLowerCase()} group's report codes, on the subscriber's row: each code's abbreviation, = and its value, separated by semicolons (DIV=EAST; LOC=12).`,
      example: "",
    },
  ];
}

/** Every census column, in the template's order: the member's, then one block per coverage type. */
export const censusColumns: readonly CensusColumn[] = [
  ...memberColumns,
  ...coverageTypes.flatMap(coverageColumns),
];

/**
 * Headings the reader accepts and ignores: the results file (the uploaded rows with each one's outcome
 * and reason beside it) can be fixed and uploaded again as it is.
 */
export const censusIgnoredHeadings = ["Outcome", "Reason"] as const;

/**
 * The action column's words (case-insensitive). A blank action is "audit": the row says what the
 * member's coverage is, and the portal compares it with what is on file (as an 834 full file does).
 * "Example" marks the template's example row, which is skipped if it is left in.
 */
export const censusActionWords: Readonly<Record<string, EligibilityAction | "skip">> = {
  add: "add",
  change: "change",
  terminate: "terminate",
  term: "terminate",
  reinstate: "reinstate",
  example: "skip",
};

/** The words the template's Action list offers. */
export const censusActionChoices = ["Add", "Change", "Terminate", "Reinstate"] as const;

/** The word of the template's example row. */
export const CENSUS_EXAMPLE_ACTION = "Example";

/** A heading as compared: case, spaces, hyphens and underscores do not count. */
export function censusHeadingKey(heading: string): string {
  return heading.toLowerCase().replace(/[\s\-_]+/g, "");
}
