import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import { type ReportRow, reportColumns, rowCells } from "./rows.js";

/** What heads a report file: its title and the groups it covers. */
export interface ReportHeading {
  title: string;
  groupNumbers: readonly string[];
  ssnMasked: boolean;
}

/** The rows as the job reads them: pages from the keyset cursor. */
export type RowPages = AsyncIterable<ReportRow[]>;

/** Collects a stream's bytes: the finished file is stored in one statement (report_requests). */
function collect(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

/**
 * A real .xlsx through exceljs's streaming writer: each row is committed (written out and dropped)
 * as soon as it is added, so the workbook never holds the census in memory. Row 1 is the title,
 * row 2 the groups, row 3 the headings, then one row per member line.
 */
export async function writeXlsx(
  heading: ReportHeading,
  pages: RowPages,
): Promise<{ bytes: Buffer; rows: number }> {
  const stream = new PassThrough();
  const done = collect(stream);
  const rows = await xlsxTo(stream, heading, pages);
  return { bytes: await done, rows };
}

/**
 * The same .xlsx written into a stream as its rows come (a download answers with it as it is
 * written, so neither the rows nor the file are ever whole in memory); resolves with the rows.
 */
export async function xlsxTo(stream: PassThrough, heading: ReportHeading, pages: RowPages): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  workbook.title = heading.title;
  // Sheet names are at most 31 characters; the full title is the first row.
  const sheet = workbook.addWorksheet("Report");
  sheet.addRow([heading.title]).commit();
  sheet.addRow([`Groups: ${heading.groupNumbers.join(", ")}`]).commit();
  sheet.addRow([...reportColumns]).commit();
  let rows = 0;
  for await (const page of pages) {
    for (const row of page) {
      sheet.addRow(rowCells(row)).commit();
      rows += 1;
    }
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}

/** Column widths of the PDF's fixed-pitch lines, in characters. */
const PDF_WIDTHS = [8, 24, 11, 12, 18, 14, 11, 9];

const pdfLine = (cells: readonly string[]) =>
  cells.map((cell, i) => cell.slice(0, (PDF_WIDTHS[i] ?? 10) - 1).padEnd(PDF_WIDTHS[i] ?? 10)).join("");

/**
 * A real .pdf through pdfkit: landscape letter, a fixed-pitch line per member; pdfkit starts pages
 * as the text flows and writes each finished page out, so the document never holds the census.
 */
export async function writePdf(
  heading: ReportHeading,
  pages: RowPages,
): Promise<{ bytes: Buffer; rows: number }> {
  const stream = new PassThrough();
  const done = collect(stream);
  const doc = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margin: 36,
    info: { Title: heading.title },
  });
  doc.pipe(stream);
  doc.font("Helvetica-Bold").fontSize(14).text(heading.title);
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(`Groups: ${heading.groupNumbers.join(", ")}`);
  doc.moveDown(0.5);
  doc.font("Courier-Bold").fontSize(8).text(pdfLine(reportColumns));
  doc.font("Courier").fontSize(8);
  let rows = 0;
  for await (const page of pages) {
    for (const row of page) {
      doc.text(pdfLine(rowCells(row)));
      rows += 1;
    }
  }
  doc.end();
  return { bytes: await done, rows };
}
