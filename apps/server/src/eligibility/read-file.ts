import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import {
  type EligibilityFileKind,
  EligibilityFileRefused,
  eligibilityFileKind,
  eligibilityFileLimits,
  withEntriesFirst,
} from "./file-type.js";

/**
 * An uploaded eligibility file, read: a census (.xlsx or CSV) as the sheet's cells, for @epr/domain's
 * readCensus, or an 834's text, for the 834 reader. Row i of `table` is the sheet's row i + 1.
 */
export type EligibilityFile =
  | { kind: "census"; format: Exclude<EligibilityFileKind, "834">; table: string[][] }
  | { kind: "834"; text: string };

/** The sheet's last row with a value may be at most this one (the headings and 100,000 rows). */
const LAST_ROW = eligibilityFileLimits.rows + 1;
/** The parts exceljs's streaming reader needs before any worksheet, in the order it reads them. */
export const WORKBOOK_PARTS = [
  "xl/_rels/workbook.xml.rels",
  "xl/workbook.xml",
  "xl/sharedStrings.xml",
  "xl/styles.xml",
];
/** A row the sheet skips (no cell): one shared empty array, so gaps cost nothing. */
const NO_CELLS: string[] = [];

/** Reads an upload by its content's kind; throws EligibilityFileRefused (never quoting the file). */
export async function readEligibilityFile(bytes: Buffer): Promise<EligibilityFile> {
  const kind = await eligibilityFileKind(bytes);
  if (kind === "834") return { kind: "834", text: decodeText(bytes) };
  if (kind === "csv") return { kind: "census", format: "csv", table: readCsv(decodeText(bytes)) };
  return { kind: "census", format: "xlsx", table: await readXlsx(withEntriesFirst(bytes, WORKBOOK_PARTS)) };
}

/** UTF-8 text without its byte-order mark. */
function decodeText(bytes: Buffer): string {
  return new TextDecoder("utf-8").decode(bytes);
}

/** The separator of a CSV: a comma, unless the heading line has more semicolons or tabs (a European export). */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const count = (separator: string) => firstLine.split(separator).length;
  return [",", ";", "\t"].reduce((best, separator) => (count(separator) > count(best) ? separator : best));
}

/**
 * A CSV's records (RFC 4180): fields separated by a comma (or the heading line's semicolon or tab),
 * quoted fields with doubled quotes inside, and CRLF, LF or CR line ends. One pass over the text. Blank lines are counted, not stored, until a row with
 * a value follows them, so the table never outgrows the row limit: a value beyond row 100,001 refuses
 * the file as too many rows, and a quote never closed refuses it at the row the quote opens on.
 */
export function readCsv(text: string): string[][] {
  const separator = separatorOf(text);
  const sep = separator.charCodeAt(0);
  /** The next separator or line end from `from`, or the text's end. */
  const nextSpecial = (from: number) => {
    let at = from;
    for (; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code === sep || code === 13 || code === 10) break;
    }
    return at;
  };
  const rows: string[][] = [];
  let blankRows = 0;
  let row: string[] = [];
  let hasValue = false;
  const endCell = (cell: string) => {
    row.push(cell);
    if (!hasValue && cell.trim() !== "") hasValue = true;
  };
  const endRow = () => {
    if (!hasValue) blankRows += 1;
    else {
      if (rows.length + blankRows + 1 > LAST_ROW) throw new EligibilityFileRefused("too-many-rows");
      for (; blankRows > 0; blankRows--) rows.push(NO_CELLS);
      rows.push(row);
    }
    row = [];
    hasValue = false;
  };
  let i = 0;
  while (i <= text.length) {
    if (text[i] === '"') {
      // A quoted field: up to the quote that is not doubled.
      const opensOn = rows.length + blankRows + 1;
      let cell = "";
      let at = i + 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new EligibilityFileRefused("broken", opensOn);
        cell += text.slice(at, quote);
        if (text[quote + 1] !== '"') {
          at = quote + 1;
          break;
        }
        cell += '"';
        at = quote + 2;
      }
      // Anything between the closing quote and the separator is kept, as spreadsheets do.
      const stop = nextSpecial(at);
      endCell(cell + text.slice(at, stop).replace(/"/g, ""));
      i = stop;
    } else {
      // A quote inside an unquoted field is text.
      const stop = nextSpecial(i);
      endCell(text.slice(i, stop));
      i = stop;
    }
    const char = text[i];
    if (char === separator) {
      i += 1;
      continue;
    }
    endRow();
    if (char === undefined) break;
    i += char === "\r" && text[i + 1] === "\n" ? 2 : 1;
    // A file ending with a line end has no empty last record.
    if (i === text.length) break;
  }
  return rows;
}

/** A date cell's day as MM/dd/yyyy (exceljs gives a date cell as that day's UTC midnight). */
function usDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** A cell's value as text: what the spreadsheet shows, a formula's result, a date as MM/dd/yyyy. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : usDate(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value !== "object") return String(value);
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("formula" in value || "sharedFormula" in value)
    return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ("hyperlink" in value) return cellText(value.text as ExcelJS.CellValue);
  if ("error" in value) return value.error;
  return "";
}

/** The rows of one worksheet as text; row i of the table is the sheet's row i + 1. */
async function readSheet(worksheet: AsyncIterable<ExcelJS.Row>): Promise<string[][]> {
  const table: string[][] = [];
  for await (const row of worksheet) {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    if (!cells.some((cell) => cell !== undefined && cell.trim() !== "")) continue;
    if (row.number > LAST_ROW) throw new EligibilityFileRefused("too-many-rows");
    while (table.length < row.number - 1) table.push(NO_CELLS);
    table[row.number - 1] = Array.from(cells, (cell) => cell ?? "");
  }
  return table;
}

/** What exceljs's streaming reader knows of a worksheet and of the workbook, beyond its types. */
type StreamedSheet = AsyncIterable<ExcelJS.Row> & { name?: string; iterator?: unknown };
type StreamedBook = { model?: { sheets?: { name: string }[] } };

/**
 * Closes a parked worksheet's file unread. Its stream opens lazily, and the reader deletes the file
 * as it moves on: an open that finds it gone is expected, not an error.
 */
function closeUnread(worksheet: StreamedSheet) {
  if (!(worksheet.iterator instanceof Readable)) return;
  worksheet.iterator.on("error", () => {});
  worksheet.iterator.destroy();
}

/**
 * An .xlsx's census sheet (the one named "Census", else the first) through exceljs's STREAMING
 * reader: rows are read one at a time and only their text kept. Date cells (by their number format,
 * hence the cached styles) come as MM/dd/yyyy. The reader goes to the end of the workbook, so the
 * worksheets it parked in temporary files (when the workbook lists its parts after them) are
 * deleted; a sheet not read is closed unread.
 */
async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  let table: string[][] | undefined;
  let refused: EligibilityFileRefused | undefined;
  try {
    for await (const worksheet of reader as AsyncIterable<StreamedSheet>) {
      const sheets = (reader as unknown as StreamedBook).model?.sheets ?? [];
      const census = sheets.find((sheet) => sheet.name.trim().toLowerCase() === "census");
      if (table || refused || (census && census.name !== worksheet.name)) {
        closeUnread(worksheet);
        continue;
      }
      try {
        table = await readSheet(worksheet);
      } catch (error) {
        // A refusal stops the rows, not the workbook: going on to its end deletes the parked sheets.
        if (!(error instanceof EligibilityFileRefused)) throw error;
        refused = error;
        closeUnread(worksheet);
      }
    }
  } catch {
    throw new EligibilityFileRefused("broken");
  }
  if (refused) throw refused;
  if (!table) throw new EligibilityFileRefused("unknown-type");
  return table;
}
