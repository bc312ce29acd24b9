import { censusHeadingKey } from "../eligibility/census/columns.js";
import { type CensusProblem, columnLetter } from "../eligibility/census/readCensus.js";
import { lineOfBusinessKey } from "./reconcile.js";
import { type CoverageTier, coverageTierLabels, coverageTiers } from "./schemas.js";

/**
 * The client's own roster or payroll deductions, as Reconcile reads it (docs/features/billing.md
 * "Reconcile"). The spec names no roster (billing is ours): the headings below are our choice, kept
 * few and forgiving, since the file is the client's own export, not a template of ours.
 *
 * A member is identified by their **member ID** (the bill's and the ID card's) or their **employee
 * ID** (the client's own id for the employee, `clientAssignedId`, which a payroll system has); never
 * by SSN, name or birth date: an exact id matches one employee or none, where a name and a birth date
 * may match two, and an SSN would have to be read and compared in full. Columns the reader does not
 * know are left alone (an export carries departments, addresses…), and the answer says which columns
 * it read, so a misspelt heading shows as a column not read.
 */

/** What a roster column gives. */
export type RosterField = "memberId" | "employeeId" | "name" | "lineOfBusiness" | "tier" | "amount";

/** A roster column: the headings it is known by (case, spaces, hyphens and underscores ignored). */
export interface RosterColumn {
  field: RosterField;
  /** The heading as the documentation writes it. */
  heading: string;
  /** Other headings read as this column. */
  aliases: readonly string[];
  description: string;
}

/** The roster's columns, in the documentation's order. */
export const rosterColumns: readonly RosterColumn[] = [
  {
    field: "memberId",
    heading: "Member ID",
    aliases: ["Member Number", "Member No", "Subscriber ID", "UMI"],
    description: "The employee's member ID, as on the bill (this or Employee ID on every row).",
  },
  {
    field: "employeeId",
    heading: "Employee ID",
    aliases: ["Employee Number", "Employee No", "Client Assigned ID", "Payroll ID"],
    description: "The client's own id for the employee (the client-assigned ID on file).",
  },
  {
    field: "name",
    heading: "Name",
    aliases: ["Employee Name", "Member Name", "Subscriber Name", "Full Name"],
    description: "Shown beside a member the bill does not know; not used to match.",
  },
  {
    field: "lineOfBusiness",
    heading: "Line of Business",
    aliases: ["LOB", "Line"],
    description:
      "The line of business as the bill names it (PPO, DEN…). Blank or absent: the row is the member's whole bill (every line).",
  },
  {
    field: "tier",
    heading: "Tier",
    aliases: ["Coverage Tier", "Coverage Level", "Coverage"],
    description: "Employee, Employee + Spouse, Employee + Children or Family (EE, ES, EC, FAM).",
  },
  {
    field: "amount",
    heading: "Amount",
    aliases: ["Premium", "Deduction", "Deduction Amount", "Monthly Premium"],
    description: "The month's premium or deduction in dollars and cents ($1,234.56 or 1234.56).",
  },
];

/** Words a roster may give a tier in, beyond the bill's own labels (compared without spaces or signs). */
const tierAliases: Record<CoverageTier, readonly string[]> = {
  employee: ["EE", "EMP", "Employee Only", "Single", "Individual", "Subscriber Only"],
  employeeSpouse: ["ES", "EE+SP", "EE+S", "Employee & Spouse", "Employee + Partner", "Employee and Spouse"],
  employeeChildren: [
    "EC",
    "EE+CH",
    "EE+C",
    "Employee + Child",
    "Employee & Children",
    "Employee and Children",
    "Employee + Child(ren)",
  ],
  family: ["FAM", "FA", "Family", "EE+FAM"],
};

const tierKey = (word: string) =>
  word
    .toLowerCase()
    .replace(/&|\band\b/g, "+")
    .replace(/[^a-z+]/g, "");

const tierByWord = new Map<string, CoverageTier>(
  coverageTiers.flatMap((tier) =>
    [tier, coverageTierLabels[tier], ...tierAliases[tier]].map((word) => [tierKey(word), tier] as const),
  ),
);

/** A tier as a roster writes it, or undefined when it is none of the words above. */
export function rosterTier(word: string): CoverageTier | undefined {
  return tierByWord.get(tierKey(word));
}

/**
 * An amount in dollars as a roster writes it ("$1,234.56", "1234.5", "(12.00)" or "-12" for a
 * credit; a spreadsheet's number, possibly with a float's tail), in whole cents; undefined when it
 * is not one.
 */
export function rosterCents(text: string): number | undefined {
  let value = text.trim().replace(/^\$\s*/, "");
  let sign = 1;
  const bracketed = /^\((.*)\)$/.exec(value);
  if (bracketed) {
    value = (bracketed[1] ?? "").trim().replace(/^\$\s*/, "");
    sign = -1;
  }
  if (value.startsWith("-")) {
    sign = -sign;
    value = value.slice(1).replace(/^\$\s*/, "");
  }
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(value)) return undefined;
  const dollars = Number(value.replace(/,/g, ""));
  const cents = Math.round(dollars * 100);
  // A spreadsheet's 12.3400000001 is 12.34; 12.345 is not an amount of money.
  if (!Number.isSafeInteger(cents) || Math.abs(dollars * 100 - cents) > 1e-6) return undefined;
  return sign * cents || 0;
}

/** One roster row as read: who, and what the client says of them. */
export interface RosterFileRow {
  /** The row's number in the sheet (the heading row is 1). */
  row: number;
  memberId?: string;
  employeeId?: string;
  name?: string;
  /** Null: the member's whole bill. */
  lineOfBusiness: string | null;
  tier?: CoverageTier;
  cents?: number;
}

/** One data row read: a roster row, the problem that leaves it out, or a blank row. */
export type RosterRowReading =
  | { kind: "row"; row: RosterFileRow }
  | { kind: "problem"; problem: CensusProblem }
  | { kind: "skip" };

/** The heading row read: the columns found and the row reader, or the problems refusing the file. */
export type RosterHeadingReading =
  | {
      ok: true;
      /** Each column read: its field, its heading as written and its letter. */
      columns: { field: RosterField; heading: string; column: string }[];
      readRow: (cells: readonly string[], rowNumber: number) => RosterRowReading;
    }
  | { ok: false; problems: CensusProblem[] };

export const rosterMessages = {
  noHeadings: "The first row must hold the column headings.",
  noId: 'The headings must include "Member ID" or "Employee ID": a roster row is matched by one of them.',
  twice: (heading: string) => `The heading "${heading}" appears more than once.`,
  rowNoId: "This row has neither a member ID nor an employee ID.",
  tier: "The tier must be Employee, Employee + Spouse, Employee + Children or Family (or EE, ES, EC, FAM).",
  amount: "The amount must be in dollars and cents, such as 1234.56.",
  lineOfBusiness: "The line of business must be written as on the bill: up to 30 letters, digits or spaces.",
  id: "An id must be up to 40 letters, digits or hyphens.",
} as const;

const byKey = new Map(
  rosterColumns.flatMap((column) =>
    [column.heading, ...column.aliases].map((heading) => [censusHeadingKey(heading), column] as const),
  ),
);

const text = (cell: string | undefined) => (cell ?? "").trim();
const ID = /^[A-Za-z0-9-]{1,40}$/;
/** A line of business as a bill writes it: a code ("PPO") or a name ("UCCI Dental"). */
const LINE = /^[A-Z0-9][A-Z0-9 ]{0,29}$/;

/**
 * The STREAMING roster reader: the heading row first, then each data row on its own (the bulk
 * import's file reading hands them one at a time). A value is judged only for its shape (an id, a
 * tier word, an amount, a line code); problems name the row and the column, never the value.
 */
export function readRosterHeadings(headings: readonly string[]): RosterHeadingReading {
  if (headings.every((cell) => text(cell) === ""))
    return { ok: false, problems: [{ row: 1, column: "A", message: rosterMessages.noHeadings }] };
  const problems: CensusProblem[] = [];
  const at = new Map<RosterField, number>();
  headings.forEach((raw, index) => {
    const column = byKey.get(censusHeadingKey(text(raw)));
    if (!column) return;
    if (at.has(column.field))
      problems.push({ row: 1, column: text(raw), message: rosterMessages.twice(text(raw)) });
    else at.set(column.field, index);
  });
  if (!at.has("memberId") && !at.has("employeeId"))
    problems.push({ row: 1, column: "Member ID", message: rosterMessages.noId });
  if (problems.length > 0) return { ok: false, problems };

  const columns = [...at].map(([field, index]) => ({
    field,
    heading: text(headings[index]),
    column: columnLetter(index),
  }));
  const cell = (cells: readonly string[], field: RosterField) => {
    const index = at.get(field);
    return index === undefined ? "" : text(cells[index]);
  };
  const problem = (row: number, field: RosterField, message: string): RosterRowReading => ({
    kind: "problem",
    problem: { row, column: text(headings[at.get(field) ?? 0]), message },
  });
  const readRow = (cells: readonly string[], row: number): RosterRowReading => {
    if ([...at.values()].every((index) => text(cells[index]) === "")) return { kind: "skip" };
    const memberId = cell(cells, "memberId");
    const employeeId = cell(cells, "employeeId");
    if (!memberId && !employeeId)
      return problem(row, at.has("memberId") ? "memberId" : "employeeId", rosterMessages.rowNoId);
    if (memberId && !ID.test(memberId)) return problem(row, "memberId", rosterMessages.id);
    if (employeeId && !ID.test(employeeId)) return problem(row, "employeeId", rosterMessages.id);
    // Compared with the bill's own spelling without regard to case or spacing (rosterDifferences).
    const line = lineOfBusinessKey(cell(cells, "lineOfBusiness"));
    if (line && !LINE.test(line)) return problem(row, "lineOfBusiness", rosterMessages.lineOfBusiness);
    const tierWord = cell(cells, "tier");
    const tier = tierWord ? rosterTier(tierWord) : undefined;
    if (tierWord && !tier) return problem(row, "tier", rosterMessages.tier);
    const amount = cell(cells, "amount");
    const cents = amount ? rosterCents(amount) : undefined;
    if (amount && cents === undefined) return problem(row, "amount", rosterMessages.amount);
    const name = cell(cells, "name");
    return {
      kind: "row",
      row: {
        row,
        ...(memberId ? { memberId } : {}),
        ...(employeeId ? { employeeId } : {}),
        ...(name ? { name: name.slice(0, 120) } : {}),
        lineOfBusiness: line || null,
        ...(tier ? { tier } : {}),
        ...(cents !== undefined ? { cents } : {}),
      },
    };
  };
  return { ok: true, columns, readRow };
}
