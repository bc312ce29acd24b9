import { PassThrough, Readable } from "node:stream";
import {
  enrollmentReportFileParamSchema,
  enrollmentReportsResponseSchema,
  medeAnalyticsResponseSchema,
} from "@epr/contract";
import { ENROLLMENT_REPORTS_UNAVAILABLE_CODE, reportsAccess } from "@epr/domain";
import { z } from "@hono/zod-openapi";
import type { SessionContext } from "../auth/sessions.js";
import type { Queryable } from "../db/database.js";
import { audit } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { json, notFoundError, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { errorFields } from "../observability/log.js";
import {
  mayUseEnrollmentReports,
  mayUseMedeAnalytics,
  policyMessages,
  readableGroupNumbers,
} from "../policy/index.js";
import { xlsxTo } from "./files.js";
import { medeAnalyticsFromEnv, reportsAtHandUrl } from "./medeAnalytics.js";
import { reportRowPages } from "./rows.js";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const listRoute = guardedRoute({
  guard: { policy: "reports.enrollment" },
  method: "get",
  path: "/reports/enrollments",
  description:
    "The chosen client's enrollment reports (session-and-admin.md §2 /reports, §3, §7 reports/v1/enrollments): one per tax year with members in groups the administrator may read; none available answers returnCode 100212 (§8).",
  responses: {
    200: { description: "The enrollment reports, or 100212", content: json(enrollmentReportsResponseSchema) },
    ...standardErrors,
  },
});

const fileRoute = guardedRoute({
  guard: { policy: "reports.enrollment" },
  method: "get",
  path: "/reports/enrollments/{reportFile}/file",
  description:
    "One enrollment report (§7 download/enrollment/{file}): generated now from the client's members in the groups the administrator may read, SSNs masked, as .xlsx.",
  request: { params: enrollmentReportFileParamSchema },
  responses: {
    200: {
      description: "The file, as an attachment",
      content: { [XLSX]: { schema: z.string().meta({ format: "binary" }) } },
    },
    ...standardErrors,
    ...notFoundError,
  },
});

const medeRoute = guardedRoute({
  guard: { policy: "reports.medeAnalytics" },
  method: "post",
  path: "/reports/mede-analytics",
  description:
    "The Mede Analytics sign-on (§7 reports/v1/mede-analytics: loginId, aso, bpdId): status true with the address to open; a failed sign-on is only logged (§8) and answers status false.",
  responses: {
    200: { description: "The sign-on's answer", content: json(medeAnalyticsResponseSchema) },
    ...standardErrors,
  },
});

/** The enrollment report of a tax year and the members it covers (our naming: one report per year). */
const fileNameOf = (taxYear: number) => `enrollment-report-${taxYear}.xlsx`;

/** Members of the client in the groups the administrator may read, and their latest change. */
async function enrollmentSummary(db: Queryable, clientId: number, groups: readonly string[]) {
  const { rows } = await db.query<{ members: number; last_run: Date | string | null }>(
    `select count(*)::int as members, max(e.updated_at) as last_run
       from employee_groups eg join employees e on e.umi = eg.umi
      where e.client_id = $1 and eg.group_number = any($2::text[])`,
    [clientId, groups],
  );
  return { members: rows[0]?.members ?? 0, lastRun: rows[0]?.last_run ?? null };
}

function enrollmentSession(session: SessionContext | null) {
  const s = requireSession(session);
  enforce(mayUseEnrollmentReports(s));
  return s as SessionContext & { clientId: number };
}

/**
 * The reports landing's services (session-and-admin.md §2 /reports): enrollment reports
 * with their download, and the Mede Analytics sign-on through its adapter.
 */
export const reportsLandingRoutes = new GuardedApi()
  .openapi(listRoute, async (c) => {
    const session = enrollmentSession(c.get("session"));
    const { db, now } = c.get("deps");
    const taxYear = now().getUTCFullYear();
    // A pure read over every member of the client: the replica when there is one.
    const summary = await enrollmentSummary(db.replica, session.clientId, readableGroupNumbers(session));
    const access = reportsAccess(session.view.entitlements);
    const atHandUrl = access.atHand ? reportsAtHandUrl() : null;
    if (summary.members === 0 || summary.lastRun === null)
      return c.json({ reports: [], returnCode: ENROLLMENT_REPORTS_UNAVAILABLE_CODE, atHandUrl }, 200);
    return c.json(
      {
        reports: [
          {
            reportType: "Enrollment Report",
            taxYear: String(taxYear),
            lastRunDate: new Date(summary.lastRun).toISOString().slice(0, 10),
            fileType: "xlsx" as const,
            reportFile: fileNameOf(taxYear),
          },
        ],
        returnCode: null,
        atHandUrl,
      },
      200,
    );
  })
  .openapi(fileRoute, async (c) => {
    const session = enrollmentSession(c.get("session"));
    const { reportFile } = c.req.valid("param");
    const { db, now, vault } = c.get("deps");
    const taxYear = now().getUTCFullYear();
    const groups = readableGroupNumbers(session);
    const { members } = await enrollmentSummary(db.replica, session.clientId, groups);
    if (reportFile !== fileNameOf(taxYear) || members === 0)
      throw new HttpError(404, policyMessages.reportNotFound, "not_found");
    // Audited before it is sent: a download that breaks off was still asked for.
    await audit(db, session.adminId, "report.download", reportFile, { members });
    // Written into the answer page by page from the keyset cursor (the replica's work when there
    // is one): neither the client's rows nor the file are ever whole in memory.
    const out = new PassThrough();
    const log = c.get("log");
    xlsxTo(
      out,
      { title: `Enrollment Report ${taxYear}`, groupNumbers: [...groups].sort(), ssnMasked: true },
      reportRowPages(db.replica, vault, { clientId: session.clientId, groupNumbers: groups, ssnMask: true }),
    ).catch((error: unknown) => {
      // The status line is sent: the download ends broken, and the log says why.
      log.error({ adminId: session.adminId, ...errorFields(error) }, "enrollment report download failed");
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    c.header("Content-Type", XLSX);
    c.header("Content-Disposition", `attachment; filename="${reportFile}"`);
    return c.body(Readable.toWeb(out) as ReadableStream<Uint8Array>, 200) as never;
  })
  .openapi(medeRoute, async (c) => {
    const session = requireSession(c.get("session"));
    enforce(mayUseMedeAnalytics(session));
    const signOn = c.get("deps").medeAnalytics ?? defaultSignOn();
    const request = {
      loginId: session.view.admin.loginId,
      aso: session.view.employer?.aso === true,
      bpdId: session.view.employer?.clientNumber ?? "",
    };
    try {
      const answer = await signOn(request);
      return c.json({ status: answer.status, url: answer.status ? answer.url : null }, 200);
    } catch (error) {
      // §8: a Mede single sign-on failure is only logged: who (the administrator's id) and why (the
      // partner's reason and the error's class; never the assertion or key).
      c.get("log").warn(
        {
          adminId: session.adminId,
          reason: error instanceof Error ? error.message : String(error),
          ...errorFields(error),
        },
        "Mede Analytics sign-on failed",
      );
      return c.json({ status: false, url: null }, 200);
    }
  });

/** The environment's sign-on, made once (its key lives as long as the process). */
let envSignOn: ReturnType<typeof medeAnalyticsFromEnv> | undefined;
function defaultSignOn() {
  envSignOn ??= medeAnalyticsFromEnv();
  return envSignOn;
}
