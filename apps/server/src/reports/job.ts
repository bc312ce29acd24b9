import { z } from "zod";
import type { SsnVault } from "../auth/ssn.js";
import type { JobHandler } from "../jobs/runner.js";
import { type RowPages, writePdf, writeXlsx } from "./files.js";
import { type ReportRow, reportRowPages } from "./rows.js";

/** The job kind of a census or wellness report (reports are durable jobs, DESIGN.md). */
export const GENERATE_REPORT = "reports.generate";

/** The job's payload: the request's id only (never an SSN, jobs migration 007). */
const payloadSchema = z.object({ reportRequestId: z.number().int().positive() });

/** Runs a report request gets; the request shows failed once they are spent (our choice). */
export const REPORT_JOB_ATTEMPTS = 3;

/** The download's file name. */
export const reportFileName = (reportType: string, id: number | string, format: string) =>
  `${reportType}-report-${id}.${format === "PDF" ? "pdf" : "xlsx"}`;

/**
 * Generates one requested report into its file (session-and-admin.md §3, §5). Safe to run twice:
 * a request that has its file is left alone, and the file is stored in one statement at the end, so
 * a server that stopped mid-run leaves nothing half written and the next run starts over.
 * `onPage` is a seam for tests (after each page of rows is read).
 */
export function generateReportHandler(deps: {
  vault: SsnVault;
  pageRows?: number;
  onPage?: (rows: number) => Promise<void>;
}): JobHandler {
  return async (payload, { db }) => {
    const { reportRequestId } = payloadSchema.parse(payload);
    const { rows } = await db.query<{
      id: number | string;
      client_id: number;
      report_type: string;
      report_format: string;
      ssn_mask: boolean;
      group_numbers: string[];
      report_name: string | null;
      ready: boolean;
    }>(
      `select id, client_id, report_type, report_format, ssn_mask, group_numbers, report_name,
              file_bytes is not null as ready
         from report_requests where id = $1`,
      [reportRequestId],
    );
    const request = rows[0];
    if (!request || request.ready) return;
    const source = reportRowPages(
      db,
      deps.vault,
      { clientId: request.client_id, groupNumbers: request.group_numbers, ssnMask: request.ssn_mask },
      deps.pageRows,
    );
    const pages: RowPages = {
      async *[Symbol.asyncIterator]() {
        let read = 0;
        for await (const page of source as AsyncIterable<ReportRow[]>) {
          read += page.length;
          yield page;
          await deps.onPage?.(read);
        }
      },
    };
    const heading = {
      title:
        request.report_name ??
        (request.report_type === "wellness" ? "Wellness Taxation Report" : "Census Report"),
      groupNumbers: request.group_numbers,
      ssnMasked: request.ssn_mask,
    };
    const file =
      request.report_format === "PDF" ? await writePdf(heading, pages) : await writeXlsx(heading, pages);
    await db.query(
      `update report_requests
          set file_bytes = $2, file_name = $3, row_count = $4, completed_at = now()
        where id = $1 and file_bytes is null`,
      [
        request.id,
        file.bytes,
        reportFileName(request.report_type, request.id, request.report_format),
        file.rows,
      ],
    );
  };
}
