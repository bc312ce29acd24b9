import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import {
  type EligibilityFileKind,
  EligibilityFileRefused,
  eligibilityFileKind,
  eligibilityFileLimits,
  lastRowNamed,
  withEntriesFirst,
} from "./file-type.js";

/**
 * A row of a census sheet with a value: its number in the sheet (the heading row is 1; rows with no
 * value are skipped, not yielded) and its cells as text.
 */
export interface SheetRow {
  number: number;
  cells: string[];
}

/**
 * An uploaded eligibility file, opened: a census (.xlsx or CSV) as its sheet's rows, READ ONE AT A
 * TIME as they are taken (the upload stores them as they come, so memory does not grow with the file),
 * or an 834's text, for the 834 reader. The rows throw EligibilityFileRefused where the file breaks a
 * limit (too many rows, a CSV quote never closed, a damaged workbook).
 */
export type OpenedEligibilityFile =
  | { kind: "census"; format: Exclude<EligibilityFileKind, "834">; rows: AsyncIterable<SheetRow> }
  | { kind: "834"; text: string };

/**
 * An uploaded eligibility file, read whole: a census as the sheet's cells (row i of `table` is the
 * sheet's row i + 1), or an 834's text.
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

/**
 * Opens an upload by its content's kind; throws EligibilityFileRefused (never quoting the file) for
 * what the kind's check finds (empty, too big, another kind, a zip bomb): before any row is read.
 */
export async function openEligibilityFile(bytes: Buffer): Promise<OpenedEligibilityFile> {
  const kind = await eligibilityFileKind(bytes);
  if (kind === "834") return { kind: "834", text: decodeText(bytes) };
  if (kind === "csv") {
    const text = decodeText(bytes);
    // Parsed once first, keeping nothing: the CSV's own refusals (too many rows, a quote never closed)
    // come before a row is stored, for the cost of a parse, not of storing 100,000 rows to roll back.
    for (const _row of csvRows(text));
    return { kind: "census", format: "csv", rows: asAsync(csvRows(text)) };
  }
  const workbook = withEntriesFirst(bytes, WORKBOOK_PARTS);
  // A sheet naming rows beyond the limit is read once first, keeping nothing, so a workbook with values
  // that far is refused before a row is stored (not after storing 100,000 rows to roll back); the
  // scan that says so costs an unpacking, not a reading of the cells.
  if ((await lastRowNamed(workbook)) > LAST_ROW) for await (const _row of xlsxRows(workbook));
  return { kind: "census", format: "xlsx", rows: xlsxRows(workbook) };
}

/** Reads an upload whole (the template's and results file's tests read them back this way). */
export async function readEligibilityFile(bytes: Buffer): Promise<EligibilityFile> {
  const file = await openEligibilityFile(bytes);
  if (file.kind === "834") return file;
  const table: string[][] = [];
  for await (const row of file.rows) {
    while (table.length < row.number - 1) table.push(NO_CELLS);
    table.push(row.cells);
  }
  return { kind: "census", format: file.format, table };
}

/** A CSV's rows, read as they are taken (the text is parsed lazily, one record at a time). */
async function* asAsync<T>(rows: Iterable<T>): AsyncGenerator<T> {
  yield* rows;
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
 * quoted fields with doubled quotes inside, and CRLF, LF or CR line ends. One pass over the text,
 * yielding each record with a value as it is read (blank records are counted, not yielded): a value
 * beyond row 100,001 refuses the file as too many rows, and a quote never closed refuses it at the
 * row the quote opens on.
 */
export function* csvRows(text: string): Generator<SheetRow> {
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
  /** The record being read, numbered from 1. */
  let number = 1;
  let row: string[] = [];
  let hasValue = false;
  const endCell = (cell: string) => {
    row.push(cell);
    if (!hasValue && cell.trim() !== "") hasValue = true;
  };
  let i = 0;
  while (i <= text.length) {
    if (text[i] === '"') {
      // A quoted field: up to the quote that is not doubled.
      let cell = "";
      let at = i + 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new EligibilityFileRefused("broken", number);
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
    if (hasValue) {
      if (number > LAST_ROW) throw new EligibilityFileRefused("too-many-rows");
      yield { number, cells: row };
    }
    number += 1;
    row = [];
    hasValue = false;
    if (char === undefined) break;
    i += char === "\r" && text[i + 1] === "\n" ? 2 : 1;
    // A file ending with a line end has no empty last record.
    if (i === text.length) break;
  }
}

/** A CSV's records as a table (row i is record i + 1; blank records before a value kept as empty rows). */
export function readCsv(text: string): string[][] {
  const table: string[][] = [];
  for (const row of csvRows(text)) {
    while (table.length < row.number - 1) table.push(NO_CELLS);
    table.push(row.cells);
  }
  return table;
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

/** The rows of one worksheet with a value, as text, each with its number in the sheet. */
async function* sheetRows(worksheet: AsyncIterable<ExcelJS.Row>): AsyncGenerator<SheetRow> {
  for await (const row of worksheet) {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    if (!cells.some((cell) => cell !== undefined && cell.trim() !== "")) continue;
    if (row.number > LAST_ROW) throw new EligibilityFileRefused("too-many-rows");
    yield { number: row.number, cells: Array.from(cells, (cell) => cell ?? "") };
  }
}

/** What exceljs's streaming reader knows of a worksheet and of the workbook, beyond its types. */
type StreamedSheet = AsyncIterable<ExcelJS.Row> & { name?: string; iterator?: unknown };
type StreamedBook = { model?: { sheets?: { name: string }[] } };

/**
 * Whether exceljs parked the worksheet in a temporary file (it does when the workbook has no shared
 * strings: their part, moved first, is what it waits for) rather than reading it from the zip.
 */
const isParked = (worksheet: StreamedSheet) => worksheet.iterator instanceof Readable;

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
 * reader, its rows yielded one at a time as they are taken, only their text kept. Date cells (by
 * their number format, hence the cached styles) come as MM/dd/yyyy.
 *
 * Temporary files: exceljs parks a workbook's worksheets in temporary files when it has no shared
 * strings, and deletes each as the reader moves past it; so once the census sheet is read, or
 * refused, or its reading stopped, the reader goes on to the workbook's end, closing the other
 * sheets unread. A sheet read straight from the zip (a workbook with shared strings: every sheet is,
 * since withEntriesFirst puts the parts it waits for first) has no file: a refusal or a stop in it
 * leaves the rest of the zip unread (draining it would buffer the sheet's remaining text).
 */
async function* xlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  const sheets = (reader as unknown as AsyncIterable<StreamedSheet>)[Symbol.asyncIterator]();
  const nextSheet = async () => {
    try {
      return await sheets.next();
    } catch {
      throw new EligibilityFileRefused("broken");
    }
  };
  /** Goes on to the workbook's end, closing each sheet unread (their temporary files go with them). */
  const toTheEnd = async () => {
    for (let next = await nextSheet(); !next.done; next = await nextSheet()) closeUnread(next.value);
  };

  let census: StreamedSheet | undefined;
  while (!census) {
    const next = await nextSheet();
    if (next.done) throw new EligibilityFileRefused("unknown-type");
    const names = (reader as unknown as StreamedBook).model?.sheets ?? [];
    const named = names.find((sheet) => sheet.name.trim().toLowerCase() === "census");
    if (named && named.name !== next.value.name) closeUnread(next.value);
    else census = next.value;
  }

  let read = false;
  let refused: EligibilityFileRefused | undefined;
  try {
    try {
      for await (const row of sheetRows(census)) yield row;
      read = true;
    } catch (error) {
      // A refusal stops the rows, not the workbook (see above); anything else is a damaged file.
      if (!(error instanceof EligibilityFileRefused)) throw new EligibilityFileRefused("broken");
      refused = error;
    }
  } finally {
    // Also when the taker stops early (its own error): a parked sheet's file is closed and deleted.
    if (read || isParked(census)) {
      closeUnread(census);
      const drained = toTheEnd();
      // A damaged part after the census refuses the file, as it always has; after a stop, it is moot.
      if (read || refused) await drained;
      else await drained.catch(() => {});
    }
  }
  if (refused) throw refused;
}
