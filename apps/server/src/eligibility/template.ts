import {
  CENSUS_EXAMPLE_ACTION,
  type CensusColumn,
  type CensusList,
  type CoverageType,
  censusActionChoices,
  censusColumns,
  columnLetter,
  relationshipCodes,
  relationshipLabels,
  stateCodes,
  tobaccoStatuses,
  tobaccoStatusLabels,
} from "@epr/domain";
import ExcelJS from "exceljs";
import { eligibilityFileLimits } from "./file-type.js";

/** A plan a client's group offers, for the template's plan lists. */
export interface TemplatePlan {
  coverageType: CoverageType;
  productId: string;
  name?: string | null;
}

/** A report code a group asks (its abbreviation is what a census row names it by). */
export interface TemplateReportCode {
  abbreviatedType: string;
  type: string;
  required: boolean;
  allowedValues?: readonly string[];
}

/** What a client's template is made of (the caller loads it from the database). */
export interface CensusTemplateInput {
  groups: readonly {
    groupNumber: string;
    name?: string | null;
    plans: readonly TemplatePlan[];
    /** The group asks the tobacco question of members with medical coverage (tobaccoQuestionRequired). */
    asksTobacco?: boolean;
    /** The group's report codes (enrollment.md §4 Report codes). */
    reportCodes?: readonly TemplateReportCode[];
  }[];
  /** The cancel reasons to offer ({ value, label }, as GET /api/reference/cancel-reasons gives them). */
  cancelReasons: readonly { value: string; label: string }[];
}

/** A list's entry as the drop-down shows it: "code - label", which the census reader reads as the code. */
const entry = (code: string, label?: string | null) =>
  !label ? code : label.startsWith(code) ? label : `${code} - ${label}`;

/** The last row the lists and formats cover: the headings and as many rows as a file may hold. */
const LAST_ROW = eligibilityFileLimits.rows + 1;
const SSN_LIKE = new Set(["subscriberSsn", "ssn", "zip", "phone"]);

/** exceljs keeps a range's validation once (its typings name only the per-cell one). */
type SheetWithValidations = ExcelJS.Worksheet & {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
};

/** The coverage types the client offers (all of them when it has no plan on record). */
function offeredTypes(input: CensusTemplateInput): Set<CoverageType> {
  const types = new Set(input.groups.flatMap((group) => group.plans.map((plan) => plan.coverageType)));
  return types.size > 0
    ? types
    : new Set(censusColumns.flatMap((c) => (c.coverageType ? [c.coverageType] : [])));
}

/** Each drop-down's entries: a list, or a coverage type's groups or plans. */
function listEntries(input: CensusTemplateInput, column: CensusColumn): string[] {
  const list = column.list as CensusList;
  const unique = (values: string[]) => [...new Set(values)];
  switch (list) {
    case "action":
      return [...censusActionChoices];
    case "relationship":
      return relationshipCodes.map((code) => entry(code, relationshipLabels[code]));
    case "gender":
      return ["M", "F"];
    case "indicator":
      return ["Yes", "No"];
    case "state":
      return [...stateCodes];
    case "cancelReason":
      return input.cancelReasons.map((reason) => entry(reason.value, reason.label));
    case "tobacco":
      return tobaccoStatuses.map((status) => entry(status, tobaccoStatusLabels[status]));
    case "group":
      return unique(
        input.groups
          .filter((group) => group.plans.some((plan) => plan.coverageType === column.coverageType))
          .map((group) => entry(group.groupNumber, group.name)),
      );
    case "plan":
      return unique(
        input.groups.flatMap((group) =>
          group.plans
            .filter((plan) => plan.coverageType === column.coverageType)
            .map((plan) => entry(plan.productId, plan.name)),
        ),
      );
  }
}

/** The groups offering a coverage type (every group when the client has no plan on record). */
const groupsOffering = (input: CensusTemplateInput, type: CoverageType) => {
  const offering = input.groups.filter((g) => g.plans.some((plan) => plan.coverageType === type));
  return offering.length > 0 || input.groups.some((g) => g.plans.length > 0) ? offering : input.groups;
};

/**
 * The columns of the client's template: the member's, and a block per coverage type it offers. The
 * add flow's Plan Coverage answers a file can carry are columns only where the client's groups ask
 * them: the tobacco answer when a group offering medical asks the question, a block's report codes
 * when a group offering that type has any (their note lists each group's codes).
 */
function templateColumns(input: CensusTemplateInput): CensusColumn[] {
  const types = offeredTypes(input);
  return censusColumns.flatMap((column): CensusColumn[] => {
    const type = column.coverageType;
    if (!type) return [column];
    if (!types.has(type)) return [];
    const groups = groupsOffering(input, type);
    if (column.field === "tobaccoStatus" || column.field === "tobaccoUsageDate")
      return groups.some((g) => g.asksTobacco) ? [column] : [];
    if (column.field !== "reportCodes") return [column];
    const asking = groups.filter((g) => g.reportCodes?.length);
    if (asking.length === 0) return [];
    const codesOf = (g: (typeof asking)[number]) =>
      (g.reportCodes ?? [])
        .map((code) => {
          const values = code.allowedValues?.length ? `: ${code.allowedValues.join(", ")}` : "";
          return `${code.abbreviatedType} ${code.type}${code.required ? " (required)" : ""}${values}`;
        })
        .join("; ");
    const first = asking[0]?.reportCodes ?? [];
    return [
      {
        ...column,
        description: `${column.description} ${asking.map((g) => `Group ${g.groupNumber}: ${codesOf(g)}.`).join(" ")}`,
        example: first
          .map((code) => `${code.abbreviatedType}=${code.allowedValues?.[0] ?? "VALUE"}`)
          .join("; "),
      },
    ];
  });
}

/**
 * A census template made for one client (docs/features/bulk-eligibility.md "Census spreadsheets"):
 * a "Census" sheet with the headings (each with a note saying what it means), one example row
 * (Action "Example", skipped by the reader if left in) and the client's lists as drop-downs; a
 * "Columns" sheet describing every column with an example; the lists themselves on a hidden "Lists"
 * sheet. Only the coverage blocks of the coverage types the client offers are included.
 */
export async function censusTemplate(input: CensusTemplateInput): Promise<Buffer> {
  const columns = templateColumns(input);

  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Employer portal";
  const census = workbook.addWorksheet("Census", { views: [{ state: "frozen", ySplit: 1 }] });
  const described = workbook.addWorksheet("Columns");
  const lists = workbook.addWorksheet("Lists", { state: "hidden" });

  census.addRow(columns.map((column) => column.heading)).font = { bold: true };
  census.addRow(
    columns.map((column) => (column.field === "action" ? CENSUS_EXAMPLE_ACTION : column.example)),
  );
  census.getRow(2).font = { italic: true, color: { argb: "FF5F6368" } };

  let listColumn = 0;
  columns.forEach((column, index) => {
    const sheetColumn = census.getColumn(index + 1);
    sheetColumn.width = Math.max(12, column.heading.length + 4);
    census.getCell(1, index + 1).note = column.description;
    // Kept as text, so a spreadsheet does not drop an SSN's or a ZIP's leading zeros.
    if (SSN_LIKE.has(column.field)) sheetColumn.numFmt = "@";
    if (!column.list) return;
    const entries = listEntries(input, column);
    if (entries.length === 0) return;
    const letter = columnLetter(listColumn++);
    lists.getCell(`${letter}1`).value = column.heading;
    entries.forEach((value, row) => {
      lists.getCell(`${letter}${row + 2}`).value = value;
    });
    const own = columnLetter(index);
    (census as SheetWithValidations).dataValidations.add(`${own}2:${own}${LAST_ROW}`, {
      type: "list",
      allowBlank: true,
      formulae: [`Lists!$${letter}$2:$${letter}$${entries.length + 1}`],
      showErrorMessage: true,
      // A warning, not a stop: a code typed without its label ("18") is read just as well.
      errorStyle: "warning",
      errorTitle: column.heading,
      error: `Choose a ${column.heading} from the list.`,
    });
  });

  described.columns = [
    { header: "Heading", width: 28 },
    { header: "What it means", width: 90 },
    { header: "Example", width: 24 },
    { header: "Required", width: 10 },
  ];
  described.getRow(1).font = { bold: true };
  for (const column of columns) {
    described.addRow([column.heading, column.description, column.example, column.required ? "Yes" : ""]);
  }
  described.getColumn(2).alignment = { wrapText: true, vertical: "top" };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
