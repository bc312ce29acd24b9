import {
  ELIGIBILITY_IMPORTS_PAGE_SIZE,
  ELIGIBILITY_ROWS_PAGE_SIZE,
  eligibilityApplyRequestSchema,
  eligibilityImportIdParamSchema,
  eligibilityImportMessages,
  eligibilityImportRequestSchema,
  eligibilityImportSchema,
  eligibilityImportsQuerySchema,
  eligibilityImportsResponseSchema,
  eligibilityRowsQuerySchema,
  eligibilityRowsResponseSchema,
} from "@epr/contract";
import type { SessionContext } from "../auth/sessions.js";
import { audit } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { readsGroup } from "../http/references.js";
import { errorAnswer, json, notFoundError, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { enqueueJob } from "../jobs/runner.js";
import { mayApplyEligibilityImport, mayReadEligibilityImport, mayReadEmployees } from "../policy/index.js";
import {
  APPLY_IMPORT,
  IMPORT_JOB_ATTEMPTS,
  listImports,
  readImport,
  rowsPage,
  startImport,
  toImport,
} from "./store.js";

/** The example import: one new subscriber in the demo client's first group (never applied by the matrix). */
const exampleImport = {
  fileName: "census.xlsx",
  kind: "census",
  rows: [
    {
      source: { kind: "row", row: 2 },
      action: "add",
      subscriberSsn: "123456789",
      relationshipCode: "18",
      firstName: "Avery",
      lastName: "Example",
      gender: "F",
      birthDate: "01/31/1990",
      coverages: [{ groupNumber: "100100", coverageType: "MEDICAL", productId: "100100-MED" }],
      columns: {},
    },
  ],
};

const tooMany = errorAnswer("The administrator already has the most imports being checked or applied", [
  "too_many_imports",
]);

const startRoute = guardedRoute({
  guard: {
    policy: "eligibility.preview",
    // Every group a row names must be one the session may read; modifying it is judged per row.
    references: { "body.rows[].coverages[].groupNumber": readsGroup },
  },
  method: "post",
  path: "/eligibility/imports",
  description:
    "Starts an eligibility import from member rows already read (the file upload reads them on the server): stored, then judged by a job (the preview: every row's outcome, before and after, errors with the screens' messages); nothing of any employee changes. View-only logins may preview. At most ELIGIBILITY_IMPORTS_RUNNING_PER_ADMIN judging or applying per administrator (429).",
  request: { body: { required: true, content: json(eligibilityImportRequestSchema, exampleImport) } },
  responses: {
    202: { description: "Stored; its rows are being judged", content: json(eligibilityImportSchema) },
    ...standardErrors,
    429: tooMany,
  },
});

const listRoute = guardedRoute({
  guard: { policy: "eligibility.read" },
  method: "get",
  path: "/eligibility/imports",
  description:
    "Past imports of the chosen client, newest first, 20 a page: who, when, the file's name, counts.",
  request: { query: eligibilityImportsQuerySchema },
  responses: {
    200: { description: "One page of imports", content: json(eligibilityImportsResponseSchema) },
    ...standardErrors,
  },
});

const oneRoute = guardedRoute({
  guard: { policy: "eligibilityImport.read" },
  method: "get",
  path: "/eligibility/imports/{importId}",
  description:
    "One import: its status, progress (rows judged, rows applied) and counts by outcome; polled by its page.",
  request: { params: eligibilityImportIdParamSchema },
  responses: {
    200: { description: "The import", content: json(eligibilityImportSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

const rowsRoute = guardedRoute({
  guard: { policy: "eligibilityImport.read" },
  method: "get",
  path: "/eligibility/imports/{importId}/rows",
  description:
    "An import's rows in file order (keyset pages), by outcome or by error message: each with its outcome, before and after, errors at their column, and what applying did. SSNs masked; coverages of groups the session may not read left out.",
  request: { params: eligibilityImportIdParamSchema, query: eligibilityRowsQuerySchema },
  responses: {
    200: { description: "One page of rows", content: json(eligibilityRowsResponseSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

const applyRoute = guardedRoute({
  guard: { policy: "eligibilityImport.apply", idempotencyKey: true },
  method: "post",
  path: "/eligibility/imports/{importId}/apply",
  description:
    "Applies a judged import as a job: allOrNothing (nothing changes if one row is refused) or validOnly (the rows without errors). Each employee's change goes through the screens' write pipeline; a delayed group's waits as a pending transaction. A full file's proposed terminations are ended only when ticked (terminations: their row ids). Never for a view-only login.",
  request: {
    params: eligibilityImportIdParamSchema,
    body: {
      required: true,
      content: json(eligibilityApplyRequestSchema, { mode: "validOnly", terminations: [] }),
    },
  },
  responses: {
    202: { description: "Being applied", content: json(eligibilityImportSchema) },
    ...standardErrors,
    ...notFoundError,
    409: errorAnswer(
      "Not judged yet or applied already (not_judged); all or nothing asked while rows have errors (rows_refused); or the same Idempotency-Key still running",
      ["not_judged", "rows_refused", "idempotency_key_in_progress"],
    ),
    422: errorAnswer("The Idempotency-Key reused with another body", ["idempotency_key_reused"]),
    429: tooMany,
  },
});

/** The session of an import route: the guard has checked it acts for a client. */
function clientSession(session: SessionContext | null): SessionContext & { clientId: number } {
  const s = requireSession(session);
  enforce(mayReadEmployees(s));
  return s as SessionContext & { clientId: number };
}

export const eligibilityRoutes = new GuardedApi()
  .openapi(startRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const body = c.req.valid("json");
    const { db, vault, now } = c.get("deps");
    const id = await startImport(db, { vault, now: now() }, session, body);
    const imp = await readImport(db, id);
    if (!imp) throw new HttpError(404, eligibilityImportMessages.notJudged, "not_found");
    c.header("Location", `/api/eligibility/imports/${id}`);
    return c.json(await toImport(db, session, imp), 202);
  })
  .openapi(listRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { after } = c.req.valid("query");
    const { db } = c.get("deps");
    // On the primary: the page lists an import just started and polls it.
    const page = await listImports(db, session.clientId, after, ELIGIBILITY_IMPORTS_PAGE_SIZE);
    return c.json(
      {
        imports: await Promise.all(page.rows.map((row) => toImport(db, session, row))),
        next: page.next,
        pageSize: ELIGIBILITY_IMPORTS_PAGE_SIZE,
      },
      200,
    );
  })
  .openapi(oneRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { importId } = c.req.valid("param");
    const { db } = c.get("deps");
    const imp = await readImport(db, importId);
    enforce(mayReadEligibilityImport(session, imp ? { clientId: imp.client_id } : null));
    return c.json(await toImport(db, session, imp as NonNullable<typeof imp>), 200);
  })
  .openapi(rowsRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { importId } = c.req.valid("param");
    const query = c.req.valid("query");
    const { db } = c.get("deps");
    const imp = await readImport(db, importId);
    enforce(mayReadEligibilityImport(session, imp ? { clientId: imp.client_id } : null));
    const page = await rowsPage(db, session, importId, query, ELIGIBILITY_ROWS_PAGE_SIZE);
    return c.json({ ...page, pageSize: ELIGIBILITY_ROWS_PAGE_SIZE }, 200);
  })
  .openapi(applyRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { importId } = c.req.valid("param");
    const { mode, terminations } = c.req.valid("json");
    const { db, now } = c.get("deps");
    const imp = await readImport(db, importId);
    enforce(mayApplyEligibilityImport(session, imp ? { clientId: imp.client_id } : null));
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: string; errors: number }>(
        `select status, (select count(*)::int from eligibility_import_rows r
                          where r.import_id = i.id and r.outcome = 'error') as errors
           from eligibility_imports i where id = $1 for update`,
        [importId],
      );
      const row = rows[0];
      if (row?.status !== "judged")
        throw new HttpError(409, eligibilityImportMessages.notJudged, "not_judged");
      if (mode === "allOrNothing" && row.errors > 0)
        throw new HttpError(409, eligibilityImportMessages.refusedRows, "rows_refused");
      // What will not be applied is said now: rows with errors refused with their first message, rows
      // that change nothing and proposed terminations not ticked left alone.
      await tx.query(
        `update eligibility_import_rows set applied = 'refused', applied_reason = errors -> 0 ->> 'message'
          where import_id = $1 and outcome = 'error'`,
        [importId],
      );
      await tx.query(
        `update eligibility_import_rows set applied = 'skipped'
          where import_id = $1 and applied = 'no'
            and (outcome = 'noChange' or (proposed_termination and not (id::text = any($2::text[]))))`,
        [importId, terminations],
      );
      const jobId = await enqueueJob(tx, {
        kind: APPLY_IMPORT,
        payload: { importId },
        runAt: now(),
        maxAttempts: IMPORT_JOB_ATTEMPTS,
        fairKey: `client:${imp?.client_id}`,
      });
      await tx.query(
        `update eligibility_imports set status = 'applying', mode = $2, apply_job_id = $3,
                applied_count = (select count(*)::int from eligibility_import_rows where import_id = $1 and applied <> 'no')
          where id = $1`,
        [importId, mode, jobId],
      );
      await audit(tx, session.adminId, "eligibility.apply.request", importId, {
        mode,
        terminations: terminations.length,
      });
    });
    const after = await readImport(db, importId);
    return c.json(await toImport(db, session, after as NonNullable<typeof after>), 202);
  });
