import { PassThrough } from "node:stream";
import { claimSourceLabel, claimStatusLabel } from "@epr/domain";
import ExcelJS from "exceljs";
import type { ClaimRecord } from "./read.js";

/** The download's columns, in order (assist-employees.md §2.9, §3 Claim summary). */
export const claimsColumns = [
  "Claim Number",
  "Member",
  "Date of Birth",
  "Service Date",
  "Plan Type",
  "Status",
  "Provider",
  "Billed",
  "Paid",
] as const;

/** One claim as a row of the download. */
export function claimCells(c: ClaimRecord): (string | number)[] {
  return [
    c.claim_number,
    `${c.member_first_name} ${c.member_last_name}`,
    c.member_birth_date ?? "",
    c.service_date,
    claimSourceLabel(c.claim_type),
    claimStatusLabel(c.status_code),
    c.provider_name,
    c.billed_amount,
    c.paid_amount,
  ];
}

/**
 * The filtered claims as a real .xlsx (exceljs's streaming writer, rows committed as added): row 1
 * names the member ID, group and range, row 2 the headings, then one row per claim.
 */
export async function writeClaimsXlsx(title: string, pages: AsyncIterable<ClaimRecord[]>): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet("Claims");
  sheet.addRow([title]).commit();
  sheet.addRow([...claimsColumns]).commit();
  for await (const page of pages) for (const claim of page) sheet.addRow(claimCells(claim)).commit();
  sheet.commit();
  await workbook.commit();
  return done;
}
