import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { censusHeadingKey, censusIgnoredHeadings } from "@epr/domain";
import ExcelJS from "exceljs";

/** One uploaded row with what became of it. */
export interface ResultRow {
  /** The row's cells as uploaded, in the headings' order. */
  cells: readonly string[];
  /** What became of it ("Applied", "Refused", "Pending", …). */
  outcome: string;
  /** Why: sentences, and errors with the column each names (said once each, `reasonText`). */
  reasons: readonly ResultReason[];
}

/** One reason of a row: a sentence, or an error with the column it names (none for the whole row). */
export type ResultReason = string | { column?: string | null; message: string };

/**
 * A row's reasons as its Reason cell says them: each distinct sentence once, where it was first said,
 * naming every column it was said of ("SSN, Subscriber SSN: This field is required"). A subscriber's
 * rows are judged together, so one sentence reaches a row several times (the held-back sentence, one
 * message on two columns, a refusal's reason that is also its first error's message); the file is
 * read to fix each row, and a sentence said twice reads as two faults.
 */
export function reasonText(reasons: readonly ResultReason[]): string {
  const columnsOf = new Map<string, Set<string>>();
  for (const reason of reasons) {
    const { column, message } = typeof reason === "string" ? { column: null, message: reason } : reason;
    const sentence = message.trim();
    if (!sentence) continue;
    const columns = columnsOf.get(sentence) ?? new Set<string>();
    columnsOf.set(sentence, columns);
    if (column?.trim()) columns.add(column.trim());
  }
  return [...columnsOf]
    .map(([sentence, columns]) => (columns.size ? `${[...columns].join(", ")}: ${sentence}` : sentence))
    .join("; ");
}

/** What the results file is made of. */
export interface ResultsInput {
  /** The uploaded file's headings (for an 834, the columns the caller lays its members out in). */
  headings: readonly string[];
  rows: Iterable<ResultRow> | AsyncIterable<ResultRow>;
}

/**
 * A value a spreadsheet would run as a formula when it is typed in again or opened as CSV (it starts
 * with = + - @, a tab or a carriage return) is written with a leading apostrophe; the census reader
 * takes the apostrophe off again, so a fixed results file uploads with the member's own values.
 */
export function neutralize(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The columns an earlier results file added (uploaded again): left out, each row gets fresh ones. */
const added = new Set(censusIgnoredHeadings.map(censusHeadingKey));

/**
 * The results workbook: the uploaded columns as they were, then "Outcome" and "Reason" beside each
 * row (at the end, so every column keeps the letter a message names it by), for the administrator
 * to fix the refused rows and upload the file again. Written by exceljs's streaming writer, a row at
 * a time; every value is a string cell (exceljs writes a formula only from a { formula } value), and
 * neutralised as above.
 */
export async function resultsWorkbook(input: ResultsInput): Promise<Buffer> {
  const stream = new PassThrough();
  const bytes = buffer(stream);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet("Results", { views: [{ state: "frozen", ySplit: 1 }] });
  const kept = input.headings.flatMap((heading, index) =>
    added.has(censusHeadingKey(heading)) ? [] : [index],
  );
  sheet.columns = [...kept.map(() => ({ width: 16 })), { width: 12 }, { width: 60 }];
  const heading = sheet.addRow([
    ...kept.map((index) => neutralize(input.headings[index] ?? "")),
    "Outcome",
    "Reason",
  ]);
  heading.font = { bold: true };
  heading.commit();
  for await (const row of input.rows) {
    const cells = kept.map((index) => neutralize(row.cells[index] ?? ""));
    sheet.addRow([...cells, neutralize(row.outcome), neutralize(reasonText(row.reasons))]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return bytes;
}
