import { parseDate } from "../../dates/dates.js";
import type { EligibilityCoverage, EligibilityMemberRow } from "../memberRow.js";
import {
  type CensusCellKind,
  type CensusColumn,
  censusActionChoices,
  censusActionWords,
  censusColumns,
  censusHeadingKey,
  censusIgnoredHeadings,
} from "./columns.js";

/**
 * A problem with the FILE's shape, at a row (1-based, the heading row is 1) and a column (its heading
 * as written, or its letter when it has none). Values are judged later, by the screens' own schemas.
 * A message never quotes a cell's value: a cell may hold an SSN or another personal value.
 */
export interface CensusProblem {
  row: number;
  column: string;
  message: string;
}

/** What a census table reads as. */
export interface CensusReading {
  rows: EligibilityMemberRow[];
  problems: CensusProblem[];
}

/** The spreadsheet's letters of a 0-based column index (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const byKey = new Map(censusColumns.map((column) => [censusHeadingKey(column.heading), column]));
const ignoredKeys = new Set(censusIgnoredHeadings.map(censusHeadingKey));

/**
 * A date as MM/dd/yyyy when the cell holds a real one written as ISO (2025-02-01, with or without a
 * time) or US (2/1/2025, 02-01-2025); anything else is kept as written, for the date's own schema to
 * report with its message.
 */
export function normalizeCensusDate(value: string): string {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(value);
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(value);
  const parts = iso ? [iso[2], iso[3], iso[1]] : us ? [us[1], us[2], us[3]] : null;
  if (!parts) return value;
  const [month, day, year] = parts as [string, string, string];
  const written = `${month.padStart(2, "0")}/${day.padStart(2, "0")}/${year}`;
  return parseDate(written, "us") ? written : value;
}

/**
 * An SSN as its 9 digits when it is written with dashes, spaces or dots; 7 or 8 bare digits are a
 * number the spreadsheet stored without its leading zeros, and get them back. Anything else is kept
 * as written, for the SSN's schema to report.
 */
export function normalizeCensusSsn(value: string): string {
  if (/^\d{7,8}$/.test(value)) return value.padStart(9, "0");
  if (!/^[\d\s.-]+$/.test(value)) return value;
  const digits = value.replace(/\D/g, "");
  return digits.length === 9 ? digits : value;
}

/** A listed value "code - label" (as the template's drop-downs write it) keeps its code. */
export function censusCode(value: string): string {
  const coded = /^(\S+)\s+-\s+\S/.exec(value);
  return coded ? (coded[1] as string) : value;
}

/**
 * The results file writes a value a spreadsheet would run as a formula with a leading apostrophe;
 * read back, the apostrophe goes, so a fixed results file uploads with the member's own values.
 */
function unneutralize(value: string): string {
  return /^'[=+\-@]/.test(value) ? value.slice(1) : value;
}

const readers: Record<CensusCellKind, (value: string) => string> = {
  text: (value) => value,
  date: normalizeCensusDate,
  ssn: normalizeCensusSsn,
  code: censusCode,
};

/** A cell as the row model keeps it: trimmed, read by its column's kind; blank is `undefined`. */
function readCell(cell: string | undefined, kind: CensusCellKind): string | undefined {
  const trimmed = unneutralize(textOf(cell)).trim();
  return trimmed === "" ? undefined : readers[kind](trimmed);
}

/** A cell's trimmed text; a sparse row's missing cell is blank. */
const textOf = (cell: string | undefined) => (cell ?? "").trim();
const isBlank = (cells: readonly string[]) => cells.every((cell) => textOf(cell) === "");

/** The heading row's columns, or the problems that make the file unreadable. */
function readHeadings(headings: readonly string[]) {
  const problems: CensusProblem[] = [];
  const columns: (CensusColumn | null)[] = [];
  const seen = new Set<CensusColumn>();
  headings.forEach((raw) => {
    const heading = textOf(raw);
    const key = censusHeadingKey(heading);
    const column = byKey.get(key);
    columns.push(column ?? null);
    if (heading === "" || ignoredKeys.has(key)) return;
    if (!column) {
      problems.push({ row: 1, column: heading, message: `The heading "${heading}" is not a census column.` });
    } else if (seen.has(column)) {
      problems.push({ row: 1, column: heading, message: `The heading "${heading}" appears more than once.` });
    } else {
      seen.add(column);
    }
  });
  for (const column of censusColumns) {
    if (column.required && !seen.has(column)) {
      problems.push({
        row: 1,
        column: column.heading,
        message: `The heading "${column.heading}" is missing.`,
      });
    }
  }
  return { columns, problems };
}

/** One data row as the census reads it: a member row, the problem that leaves it out, or nothing. */
export type CensusRowReading =
  | { kind: "row"; row: EligibilityMemberRow }
  | { kind: "problem"; problem: CensusProblem }
  /** A blank row, or the template's example row. */
  | { kind: "skip" };

/** Reads one data row: its cells as text and its number in the sheet (the heading row is 1). */
export type CensusRowReader = (cells: readonly string[], rowNumber: number) => CensusRowReading;

/** The heading row read: the reader of the data rows, or the problems that refuse the whole file. */
export type CensusHeadingReading =
  | { ok: true; readRow: CensusRowReader }
  | { ok: false; problems: CensusProblem[] };

/**
 * The STREAMING census reader (docs/features/bulk-eligibility.md "Census spreadsheets"): the heading
 * row first, then each data row on its own, so a file of any size is read holding one row at a time.
 *
 * Only the file's SHAPE is judged here: a heading that is not a census column, appears twice or is
 * missing (the file is not read at all: a misspelt heading would otherwise drop its values without a
 * word); a row with a value beyond the last heading or an action word the census does not know (that
 * row is left out, the others are read). Blank rows and the template's example row are skipped.
 * Values are kept as read (see the cell readers above) and judged later by the screens' schemas.
 * `rowNumber` is the row's number in the sheet (the heading row is 1).
 */
export function readCensusHeadings(headings: readonly string[]): CensusHeadingReading {
  if (isBlank(headings)) {
    return {
      ok: false,
      problems: [{ row: 1, column: "A", message: "The first row must hold the column headings." }],
    };
  }
  const { columns, problems } = readHeadings(headings);
  if (problems.length > 0) return { ok: false, problems };

  const actionIndex = columns.findIndex((column) => column?.field === "action");
  const readRow: CensusRowReader = (cells, rowNumber) => {
    if (isBlank(cells)) return { kind: "skip" };
    const stray = cells.findIndex((cell, index) => textOf(headings[index]) === "" && textOf(cell) !== "");
    if (stray >= 0) {
      return {
        kind: "problem",
        problem: {
          row: rowNumber,
          column: columnLetter(stray),
          message: "This row has a value in a column without a heading.",
        },
      };
    }
    const word = actionIndex >= 0 ? readCell(cells[actionIndex], "code") : undefined;
    const action = word === undefined ? "audit" : censusActionWords[word.toLowerCase()];
    if (action === "skip") return { kind: "skip" };
    if (action === undefined) {
      return {
        kind: "problem",
        problem: {
          row: rowNumber,
          column: textOf(headings[actionIndex]),
          message: `The action must be ${censusActionChoices.slice(0, -1).join(", ")} or ${censusActionChoices.at(-1)}, or left blank.`,
        },
      };
    }
    return { kind: "row", row: memberRowOf(cells, headings, columns, rowNumber, action) };
  };
  return { ok: true, readRow };
}

/**
 * Reads a whole census table (the sheet's cells as text, the heading row first; row i of the table
 * is the sheet's row i + 1) into member rows: `readCensusHeadings` over every row of the table.
 */
export function readCensus(table: readonly (readonly string[])[]): CensusReading {
  const [headings = [], ...body] = table;
  const reading = readCensusHeadings(headings);
  if (!reading.ok) return { rows: [], problems: reading.problems };
  const rows: EligibilityMemberRow[] = [];
  const problems: CensusProblem[] = [];
  body.forEach((cells, bodyIndex) => {
    const read = reading.readRow(cells, bodyIndex + 2);
    if (read.kind === "row") rows.push(read.row);
    else if (read.kind === "problem") problems.push(read.problem);
  });
  return { rows, problems };
}

/** One data row, its shape already checked. */
function memberRowOf(
  cells: readonly string[],
  headings: readonly string[],
  columns: readonly (CensusColumn | null)[],
  row: number,
  action: EligibilityMemberRow["action"],
): EligibilityMemberRow {
  const member: Record<string, string> = {};
  const coverages = new Map<string, Record<string, string>>();
  const where: Record<string, string> = {};
  columns.forEach((column, index) => {
    if (!column) return;
    const heading = textOf(headings[index]);
    if (column.field === "action") {
      where.action = heading;
      return;
    }
    const value = readCell(cells[index], column.kind);
    if (!column.coverageType) {
      where[column.field] = heading;
      if (value !== undefined) member[column.field] = value;
      return;
    }
    if (value === undefined) return;
    const coverage = coverages.get(column.coverageType) ?? { coverageType: column.coverageType };
    coverage[column.field] = value;
    coverages.set(column.coverageType, coverage);
  });
  // A coverage's columns are keyed by its index among the row's lines (a block left blank is no line).
  const lines = [...coverages.values()];
  lines.forEach((line, index) => {
    columns.forEach((column, columnIndex) => {
      if (column && column.coverageType === line.coverageType) {
        where[`coverages.${index}.${column.field}`] = textOf(headings[columnIndex]);
      }
    });
  });
  return {
    ...member,
    source: { kind: "row", row },
    action,
    subscriberSsn: member.subscriberSsn ?? "",
    relationshipCode: member.relationshipCode ?? "",
    coverages: lines.map((line) => ({ ...line, groupNumber: line.groupNumber ?? "" }) as EligibilityCoverage),
    columns: where,
  };
}
