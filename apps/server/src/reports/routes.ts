import {
  REPORT_REQUESTS_IN_QUEUE_PER_ADMIN,
  type ReportType,
  type RequestedReport,
  reportGroupsResponseSchema,
  reportIdParamSchema,
  reportMessages,
  reportRequestBodySchema,
  reportTypeParamSchema,
  requestedReportSchema,
  requestedReportsQuerySchema,
  requestedReportsResponseSchema,
} from "@epr/contract";
import { REPORTS_TABLE_PAGE_SIZE, reportGroupChoices } from "@epr/domain";
import { censusReportFormSchema } from "@epr/forms/schemas";
import { z } from "@hono/zod-openapi";
import type { SessionContext } from "../auth/sessions.js";
import type { Queryable } from "../db/database.js";
import { audit } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { readsGroup } from "../http/references.js";
import { errorAnswer, json, notFoundError, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { enqueueJob } from "../jobs/runner.js";
import {
  mayReadReport,
  mayRequestReport,
  mayUseReports,
  mayViewFullSsnOfGroups,
  policyMessages,
  readableGroupNumbers,
} from "../policy/index.js";
import { GENERATE_REPORT, REPORT_JOB_ATTEMPTS } from "./job.js";

const groupsRoute = guardedRoute({
  guard: { policy: "reports.read" },
  method: "get",
  path: "/reports/{reportType}/groups",
  description:
    "The census or wellness group picker's groups: only those with Employee Data View or Modify, sorted by group number (session-and-admin.md §5).",
  request: { params: reportTypeParamSchema },
  responses: {
    200: { description: "Groups the administrator may report on", content: json(reportGroupsResponseSchema) },
    ...standardErrors,
  },
});

const requestRoute = guardedRoute({
  guard: { policy: "reports.request", references: { "body.groupNumbers[]": readsGroup } },
  method: "post",
  path: "/reports/{reportType}/requests",
  description:
    "Requests a census or wellness taxation report (§3, §7 request-report): stored, then generated in the background as a job into .xlsx (Excel, the default) or .pdf; SSNs masked unless ssnMask is false, which needs Modify on every group chosen (the full-SSN rule) and is audited; no groups chosen means every listed group. Not for a view-only login; at most REPORT_REQUESTS_IN_QUEUE_PER_ADMIN waiting or being made per administrator (429).",
  request: {
    params: reportTypeParamSchema,
    body: {
      content: json(reportRequestBodySchema, { reportFormat: "Excel", ssnMask: true, groupNumbers: [] }),
      required: true,
    },
  },
  responses: {
    201: {
      description: "Requested; its state is requested until the job runs",
      content: json(requestedReportSchema),
    },
    ...standardErrors,
    429: errorAnswer("The administrator already has the most reports waiting or being made", [
      "too_many_reports",
    ]),
  },
});

const listRoute = guardedRoute({
  guard: { policy: "reports.read" },
  method: "get",
  path: "/reports/{reportType}/requests",
  description:
    "Requested reports of the chosen client (§2 /requested-reports, §7), newest first, 10 a page (§9), each with its state (requested, running, ready, failed); only reports whose groups the administrator may read.",
  request: { params: reportTypeParamSchema, query: requestedReportsQuerySchema },
  responses: {
    200: { description: "One page of requested reports", content: json(requestedReportsResponseSchema) },
    ...standardErrors,
  },
});

const FILE_TYPES = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
} as const;

const fileRoute = guardedRoute({
  guard: { policy: "report.read" },
  method: "get",
  path: "/reports/requests/{reportId}/file",
  description: "The finished report file (§7 download census / Wellness .xlsx or .pdf).",
  request: { params: reportIdParamSchema },
  responses: {
    200: {
      description: "The file, as an attachment",
      content: {
        [FILE_TYPES.xlsx]: { schema: z.string().meta({ format: "binary" }) },
        [FILE_TYPES.pdf]: { schema: z.string().meta({ format: "binary" }) },
      },
    },
    ...standardErrors,
    ...notFoundError,
    409: errorAnswer("Not ready yet", ["not_ready"]),
  },
});

/** The first key of the per-administrator advisory lock of report requests (any number, the same in every server). */
const REPORT_REQUEST_LOCK = 720_260_025;

/** A requested report row as the list and the request read it. */
interface RequestRow {
  id: number | string;
  report_type: ReportType;
  report_format: "Excel" | "PDF";
  ssn_mask: boolean;
  group_numbers: string[];
  report_name: string | null;
  requested_at: Date | string;
  completed_at: Date | string | null;
  file_name: string | null;
  ready: boolean;
  job_state: string | null;
}

const SELECT_REQUEST = `select r.id, r.report_type, r.report_format, r.ssn_mask, r.group_numbers, r.report_name,
       r.requested_at, r.completed_at, r.file_name, r.file_bytes is not null as ready, j.state as job_state
  from report_requests r left join jobs j on j.id = r.job_id`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The state shown: ready once the file is stored, otherwise the job's. */
function stateOf(row: RequestRow): RequestedReport["state"] {
  if (row.ready) return "ready";
  if (row.job_state === "queued") return "requested";
  if (row.job_state === "running") return "running";
  return "failed";
}

/**
 * `downloadable`: whether the session may have the file; one with full SSNs needs the full-SSN
 * rule (`mayReadReport`), so a reader without it sees the report listed without its file name.
 */
function toRequested(row: RequestRow, downloadable = true): RequestedReport {
  return {
    reportId: String(row.id),
    reportType: row.report_type,
    requestDate: iso(row.requested_at) ?? "",
    groupNumbers: row.group_numbers.join(","),
    reportFormat: row.report_format,
    ssnMask: row.ssn_mask ? "Y" : "N",
    reportName: row.report_name,
    state: stateOf(row),
    completedAt: iso(row.completed_at),
    fileName: row.ready && downloadable ? row.file_name : null,
  };
}

/** The session of a report route: the guard has checked it acts for a client. */
function clientSession(session: SessionContext | null): SessionContext & { clientId: number } {
  const s = requireSession(session);
  if (s.clientId === null) throw new HttpError(403, policyMessages.chooseClient, "no_client");
  return s as SessionContext & { clientId: number };
}

/** The session of a census or wellness route: it holds that report's entitlement (§6). */
function reportSession(session: SessionContext | null, reportType: ReportType) {
  const s = clientSession(session);
  enforce(mayUseReports(s, reportType));
  return s;
}

/** The picker's groups with their names, sorted by group number (§5). */
async function pickerGroups(db: Queryable, session: SessionContext & { clientId: number }) {
  const { listed } = reportGroupChoices(session.view.groups, []);
  const numbers = listed.map((g) => g.groupNumber);
  const { rows } = await db.query<{ group_number: string; name: string }>(
    `select group_number, name from groups
      where client_id = $1 and group_number = any($2::text[]) order by group_number`,
    [session.clientId, numbers],
  );
  const value = new Map(listed.map((g) => [g.groupNumber, g.employeeData]));
  return rows.map((r) => ({
    groupNumber: r.group_number,
    groupName: r.name,
    employeeData: value.get(r.group_number) === "Modify" ? ("Modify" as const) : ("View" as const),
  }));
}

/**
 * Census and wellness reports as durable jobs (DESIGN.md). A request and its job are stored in one
 * transaction, so a request exists only with the job that makes its file.
 */
export const reportRoutes = new GuardedApi()
  .openapi(groupsRoute, async (c) => {
    const session = reportSession(c.get("session"), c.req.valid("param").reportType);
    return c.json({ groups: await pickerGroups(c.get("deps").db, session) }, 200);
  })
  .openapi(requestRoute, async (c) => {
    const { reportType } = c.req.valid("param");
    const session = reportSession(c.get("session"), reportType);
    const body = c.req.valid("json");
    const { db, now } = c.get("deps");
    const listed = (await pickerGroups(db, session)).map((g) => g.groupNumber);
    const parsed = censusReportFormSchema({ reportType, listedGroups: listed }).safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      throw new HttpError(400, issues[0]?.message ?? reportMessages.noGroups, "invalid_request", issues);
    }
    const groupNumbers = parsed.data.groupNumbersList.split(",").filter(Boolean);
    // Group authorization: only groups the picker lists (Employee Data View or Modify, §5).
    if (groupNumbers.length === 0) throw new HttpError(400, reportMessages.noGroups, "invalid_request");
    if (groupNumbers.some((g) => !listed.includes(g)))
      throw new HttpError(400, reportMessages.groupNotListed, "invalid_request");
    const unique = [...new Set(groupNumbers)].sort();
    const ssnMask = parsed.data.ssnMask === "Y";
    // The full-SSN rule: full SSNs of every member of a group need Modify on that group.
    enforce(mayRequestReport(session, { reportType, groupNumbers: unique, ssnMask }));
    const row = await db.transaction(async (tx) => {
      // One administrator's requests are counted one at a time (a lock per administrator, held to
      // the commit), so two at once cannot both pass the limit; counted are requests whose job is
      // waiting or running.
      await tx.query("select pg_advisory_xact_lock($1, $2)", [REPORT_REQUEST_LOCK, session.adminId]);
      const waiting = await tx.query<{ n: number }>(
        `select count(*)::int as n from report_requests r join jobs j on j.id = r.job_id
          where r.admin_id = $1 and j.state in ('queued', 'running')`,
        [session.adminId],
      );
      if ((waiting.rows[0]?.n ?? 0) >= REPORT_REQUESTS_IN_QUEUE_PER_ADMIN)
        throw new HttpError(429, reportMessages.tooManyInQueue, "too_many_reports");
      const inserted = await tx.query<{ id: number | string }>(
        `insert into report_requests (client_id, admin_id, report_type, report_format, ssn_mask, group_numbers, report_name)
         values ($1, $2, $3, $4, $5, $6::text[], $7) returning id`,
        [
          session.clientId,
          session.adminId,
          reportType,
          parsed.data.reportFormat,
          ssnMask,
          unique,
          "reportName" in parsed.data ? parsed.data.reportName : null,
        ],
      );
      const id = Number(inserted.rows[0]?.id);
      const jobId = await enqueueJob(tx, {
        kind: GENERATE_REPORT,
        payload: { reportRequestId: id },
        runAt: now(),
        maxAttempts: REPORT_JOB_ATTEMPTS,
        // The queue takes clients in turn: one client's many reports never hold back another's.
        fairKey: `client:${session.clientId}`,
      });
      await tx.query("update report_requests set job_id = $2 where id = $1", [id, jobId]);
      await audit(tx, session.adminId, "report.request", String(id), {
        reportType,
        reportFormat: parsed.data.reportFormat,
        ssnMask: parsed.data.ssnMask,
        groups: unique.length,
      });
      // Full SSNs are audited like one employee's (employee.ssn.view): who, which report, which groups.
      if (!ssnMask)
        await audit(tx, session.adminId, "report.ssn.request", String(id), { reportType, groups: unique });
      const { rows } = await tx.query<RequestRow>(`${SELECT_REQUEST} where r.id = $1`, [id]);
      return rows[0] as RequestRow;
    });
    return c.json(toRequested(row), 201);
  })
  .openapi(listRoute, async (c) => {
    const { reportType } = c.req.valid("param");
    const session = reportSession(c.get("session"), reportType);
    const { after } = c.req.valid("query");
    // On the primary, not the replica: the page lists a request the administrator has just made and
    // polls its status, which a lagging replica would not show yet.
    const { rows } = await c.get("deps").db.query<RequestRow>(
      `${SELECT_REQUEST}
        where r.client_id = $1 and r.report_type = $2 and r.group_numbers <@ $3::text[]
          and ($4::bigint is null or r.id < $4::bigint)
        order by r.id desc limit $5`,
      [
        session.clientId,
        reportType,
        readableGroupNumbers(session),
        after ?? null,
        REPORTS_TABLE_PAGE_SIZE + 1,
      ],
    );
    const page = rows.slice(0, REPORTS_TABLE_PAGE_SIZE);
    const last = page[page.length - 1];
    return c.json(
      {
        reports: page.map((row) =>
          toRequested(row, row.ssn_mask || mayViewFullSsnOfGroups(session, row.group_numbers) === null),
        ),
        next: rows.length > REPORTS_TABLE_PAGE_SIZE && last ? String(last.id) : null,
        pageSize: REPORTS_TABLE_PAGE_SIZE,
      },
      200,
    );
  })
  .openapi(fileRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { reportId } = c.req.valid("param");
    const { db } = c.get("deps");
    const { rows } = await db.query<{
      client_id: number;
      report_type: ReportType;
      group_numbers: string[];
      ssn_mask: boolean;
      file_name: string | null;
      file_bytes: Uint8Array | null;
    }>(
      "select client_id, report_type, group_numbers, ssn_mask, file_name, file_bytes from report_requests where id = $1",
      [reportId],
    );
    const row = rows[0];
    enforce(
      mayReadReport(
        session,
        row ? { clientId: row.client_id, groupNumbers: row.group_numbers, ssnMask: row.ssn_mask } : null,
      ),
    );
    if (row) enforce(mayUseReports(session, row.report_type));
    if (!row?.file_bytes || !row.file_name) throw new HttpError(409, reportMessages.notReady, "not_ready");
    await audit(db, session.adminId, "report.download", reportId, {
      fileName: row.file_name,
      ssnMasked: row.ssn_mask,
    });
    const type = row.file_name.endsWith(".pdf") ? FILE_TYPES.pdf : FILE_TYPES.xlsx;
    c.header("Content-Type", type);
    c.header("Content-Disposition", `attachment; filename="${row.file_name}"`);
    return c.body(new Uint8Array(row.file_bytes), 200) as never;
  });
