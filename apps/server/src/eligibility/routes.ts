import {
  ELIGIBILITY_IMPORTS_PAGE_SIZE,
  ELIGIBILITY_ROWS_PAGE_SIZE,
  eligibility834QuerySchema,
  eligibilityApplyRequestSchema,
  eligibilityFileQuerySchema,
  eligibilityImportIdParamSchema,
  eligibilityImportMessages,
  eligibilityImportRequestSchema,
  eligibilityImportSchema,
  eligibilityImportsQuerySchema,
  eligibilityImportsResponseSchema,
  eligibilityRowsQuerySchema,
  eligibilityRowsResponseSchema,
} from "@epr/contract";
import { ELIGIBILITY_FILE_MAX_BYTES, parseUsDate } from "@epr/domain";
import { z } from "zod";
import type { SessionContext } from "../auth/sessions.js";
import { audit } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { modifiesGroup, readsGroup } from "../http/references.js";
import { errorAnswer, json, notFoundError, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { enqueueJob } from "../jobs/runner.js";
import { mayApplyEligibilityImport, mayReadEligibilityImport, mayReadEmployees } from "../policy/index.js";
import { group834, resultsInput, templateInput } from "./downloads.js";
import { resultsWorkbook } from "./results-file.js";
import {
  APPLY_IMPORT,
  IMPORT_JOB_ATTEMPTS,
  listImports,
  readImport,
  rowsPage,
  startImport,
  toImport,
} from "./store.js";
import { censusTemplate } from "./template.js";
import { openUpload, tooBigRefusal } from "./upload.js";

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

/** The example upload: the example import's row as a CSV (the matrix sends it as the body). */
const exampleCsv = [
  "Action,Subscriber SSN,Relationship,First Name,Last Name,Gender,Birth Date,Medical Group,Medical Plan",
  "Add,123456789,18,Avery,Example,F,01/31/1990,100100,100100-MED",
  "",
].join("\r\n");

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const binary = z.string().meta({ format: "binary" });

const fileRefused = errorAnswer(
  "The file was refused, nothing was stored (eligibility_file_refused): not an .xlsx, CSV or 834, over ELIGIBILITY_FILE_MAX_BYTES or ELIGIBILITY_FILE_MAX_ROWS rows, a workbook that unpacks too far, a census whose headings or rows are out of shape (details.problems), a malformed 834 (details.errors: segment, id, element, what is wrong; details.ack999: the 999 acknowledgment), or no member row. details is eligibilityFileRefusalDetailsSchema.",
  ["eligibility_file_refused"],
);

const uploadRoute = guardedRoute({
  guard: {
    policy: "eligibility.preview",
    // A file, not a form: its own limit, refused as a file (422), not the forms' 1 MB (413).
    bodyLimit: { maxBytes: ELIGIBILITY_FILE_MAX_BYTES, refusal: tooBigRefusal },
  },
  method: "post",
  path: "/eligibility/imports/files",
  description:
    "Starts an eligibility import from an uploaded file: the body is the file's raw bytes (application/octet-stream, at most ELIGIBILITY_FILE_MAX_BYTES), its kind decided by its content (an .xlsx or CSV census, an X12 834), read on the server into member rows, then exactly as POST /eligibility/imports: every group a row names must be one the session may read (404 otherwise, nothing stored), stored and judged by a job. The bytes are held for the request only and never stored.",
  request: {
    query: eligibilityFileQuerySchema,
    body: {
      required: true,
      content: { "application/octet-stream": { schema: binary, example: exampleCsv } },
    },
  },
  responses: {
    202: {
      description: "Read and stored; its rows are being judged",
      content: json(eligibilityImportSchema),
    },
    ...standardErrors,
    ...notFoundError,
    422: fileRefused,
    429: tooMany,
  },
});

const templateRoute = guardedRoute({
  guard: { policy: "eligibility.read" },
  method: "get",
  path: "/eligibility/template",
  description:
    "The census template (.xlsx) of the chosen client: its groups the session may read and their plans by coverage type, relationship, cancel reason and other codes as drop-downs, one example row, every column described. Attachment census-template-<clientNumber>.xlsx.",
  responses: {
    200: { description: "The template", content: { [XLSX]: { schema: binary } } },
    ...standardErrors,
  },
});

const resultsRoute = guardedRoute({
  guard: { policy: "eligibilityImport.read" },
  method: "get",
  path: "/eligibility/imports/{importId}/results",
  description:
    "The results file (.xlsx) of an import: every row in the census's columns, then its Outcome (what applying did, or before applying what it will do) and Reason; values a spreadsheet would run as a formula neutralised. SSNs in full for a login that may change employees (to fix and upload again), masked for a view-only login; coverages of groups the session may not read left out. Attachment eligibility-results-<importId>.xlsx.",
  request: { params: eligibilityImportIdParamSchema },
  responses: {
    200: { description: "The results file", content: { [XLSX]: { schema: binary } } },
    ...standardErrors,
    ...notFoundError,
  },
});

const edi834Route = guardedRoute({
  guard: { policy: "eligibility.export", references: { "query.groupNumber": modifiesGroup } },
  method: "get",
  path: "/eligibility/834",
  description:
    "An X12 834 (005010X220A1) of one group for a carrier or vendor: the employees changed in a date range (from and to, MM/DD/YYYY, both days included, UTC), each with its maintenance type, or with full=true and no dates the group's whole current enrollment (maintenance type 030). The session must read the group (404 otherwise) and, since the file carries every member's SSN in full, may modify it (the full-SSN rule, as a census report without masks: 403 otherwise, never a view-only login). Attachment <groupNumber>-<yyyymmdd>.834.",
  request: { query: eligibility834QuerySchema },
  responses: {
    200: { description: "The 834", content: { "text/plain": { schema: z.string() } } },
    ...standardErrors,
    ...notFoundError,
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
                          where r.import_id = i.id and r.outcome = 'error'
                            and (not r.proposed_termination or r.id::text = any($2::text[]))) as errors
           from eligibility_imports i where id = $1 for update`,
        [importId, terminations],
      );
      const row = rows[0];
      if (row?.status !== "judged")
        throw new HttpError(409, eligibilityImportMessages.notJudged, "not_judged");
      if (mode === "allOrNothing" && row.errors > 0)
        throw new HttpError(409, eligibilityImportMessages.refusedRows, "rows_refused");
      // What will not be applied is said now: rows that change nothing and proposed terminations not
      // ticked left alone; the other rows with errors (a ticked proposal's too) refused with their first message.
      await tx.query(
        `update eligibility_import_rows set applied = 'skipped'
          where import_id = $1 and applied = 'no'
            and (outcome = 'noChange' or (proposed_termination and not (id::text = any($2::text[]))))`,
        [importId, terminations],
      );
      await tx.query(
        `update eligibility_import_rows set applied = 'refused', applied_reason = errors -> 0 ->> 'message'
          where import_id = $1 and applied = 'no' and outcome = 'error'`,
        [importId],
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
  })
  .openapi(uploadRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { fileName } = c.req.valid("query");
    const { db, vault, now } = c.get("deps");
    // Held in this request's memory only: nothing of the bytes is written anywhere. The rows are read
    // from them as startImport stores them (a refused file rolls its transaction back).
    const input = await openUpload(fileName, Buffer.from(await c.req.arrayBuffer()), now(), session);
    const id = await startImport(db, { vault, now: now() }, session, input);
    const imp = await readImport(db, id);
    if (!imp) throw new HttpError(404, eligibilityImportMessages.notJudged, "not_found");
    c.header("Location", `/api/eligibility/imports/${id}`);
    return c.json(await toImport(db, session, imp), 202);
  })
  .openapi(templateRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { db } = c.get("deps");
    const bytes = await censusTemplate(await templateInput(db, session));
    const clientNumber = session.view.employer?.clientNumber ?? String(session.clientId);
    c.header("Content-Type", XLSX);
    c.header("Content-Disposition", `attachment; filename="census-template-${clientNumber}.xlsx"`);
    return c.body(new Uint8Array(bytes), 200) as never;
  })
  .openapi(resultsRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { importId } = c.req.valid("param");
    const { db, vault } = c.get("deps");
    const imp = await readImport(db, importId);
    enforce(mayReadEligibilityImport(session, imp ? { clientId: imp.client_id } : null));
    const bytes = await resultsWorkbook(await resultsInput(db, vault, session, importId));
    await audit(db, session.adminId, "eligibility.results.download", importId, {});
    c.header("Content-Type", XLSX);
    c.header("Content-Disposition", `attachment; filename="eligibility-results-${importId}.xlsx"`);
    return c.body(new Uint8Array(bytes), 200) as never;
  })
  .openapi(edi834Route, async (c) => {
    const session = clientSession(c.get("session"));
    const query = c.req.valid("query");
    const { db, vault, now } = c.get("deps");
    const range = query.from && query.to ? { from: dayStart(query.from), to: dayStart(query.to, 1) } : null;
    if (range && (!range.from || !range.to))
      throw new HttpError(400, eligibilityImportMessages.range, "invalid_request", [
        { path: "from", message: eligibilityImportMessages.range },
      ]);
    const at = now();
    const text = await group834(db, vault, {
      groupNumber: query.groupNumber,
      clientNumber: session.view.employer?.clientNumber ?? String(session.clientId),
      clientName: session.view.employer?.clientName ?? "",
      range: range as { from: Date; to: Date } | null,
      now: at,
    });
    await audit(db, session.adminId, "eligibility.834.download", query.groupNumber, {
      full: range === null,
    });
    const ymd = at.toISOString().slice(0, 10).replace(/-/g, "");
    c.header("Content-Type", "text/plain; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${query.groupNumber}-${ymd}.834"`);
    return c.body(text, 200) as never;
  });

/** The start of a MM/DD/YYYY day in UTC (plus `days`), or null when the day does not exist (02/30). */
function dayStart(value: string, days = 0): Date | null {
  if (!parseUsDate(value)) return null;
  const [month, day, year] = value.split("/").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days));
}
