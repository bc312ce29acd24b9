import {
  type EnrollmentSaved,
  enrollmentIdParamSchema,
  enrollmentListQuerySchema,
  enrollmentListResponseSchema,
  enrollmentMessages,
  enrollmentResponseSchema,
  enrollmentSavedSchema,
  enrollmentSaveRequestSchema,
} from "@epr/contract";
import type { EmployeeRecord } from "@epr/domain";
import type { Context } from "hono";
import type { SessionContext } from "../auth/sessions.js";
import { checkApprovedCoverageStep } from "../enrollment-submit/coverage-checks.js";
import { audit } from "../http/audit.js";
import type { AppEnv } from "../http/env.js";
import { HttpError } from "../http/errors.js";
import { assertVersion, enforce, GuardedApi, guardedRoute, guardMessages } from "../http/guard.js";
import { modifiesGroup, recordGroups } from "../http/references.js";
import { type ErrorCodes, errorAnswer, json, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { mayModifyEnrollment, mayReadEnrollment, readableEnrollmentScope } from "../policy/index.js";
import { loadSpecialEnrollment } from "../reference/specialEnrollment.js";
import { exampleEnrollment } from "./example.js";
import {
  decodeCursor,
  deleteSavedEnrollment,
  enrollmentSubject,
  enrollmentTotals,
  findEnrollment,
  findEnrollmentBySsn,
  groupNumbersOf,
  insertEnrollment,
  listEnrollments,
  updateEnrollment,
  withMaskedSsns,
} from "./queries.js";
import { checkEnrollment, resolveSsns } from "./validate.js";

/**
 * Enrollments in process (enrollment.md §2, §4, §7): the list with its counts, one
 * enrollment to resume, starting one, saving it in progress and deleting a SAVED one. Every route is
 * guarded (http/guard.ts) with a policy of policy/route-table.ts; an enrollment is named by its opaque id.
 */

const notFound = { 404: errorAnswer("No such enrollment", ["not_found"]) };
const conflict = (description: string, codes: ErrorCodes) => ({ 409: errorAnswer(description, codes) });
/** enrollment.md §4, §8: a save approving Plan Coverage runs the step's checks (coverage-checks.ts). */
const presaveRejection = {
  422: errorAnswer(
    "A save approving Plan Coverage with a provider or report code the server refuses: 'invalid providers' (code invalid_providers) or 'invalid report codes' (code invalid_report_codes), each field's message in issues on its record path; nothing is written. Also: the Idempotency-Key reused with another body.",
    ["invalid_providers", "invalid_report_codes", "idempotency_key_reused"],
  ),
};
const saveBody = {
  required: true,
  content: json(enrollmentSaveRequestSchema, exampleEnrollment),
};

const listRoute = guardedRoute({
  guard: { policy: "enrollments.read" },
  method: "get",
  path: "/enrollments",
  request: { query: enrollmentListQuerySchema },
  responses: {
    200: {
      description: "One page of the client's enrollments in process",
      content: json(enrollmentListResponseSchema),
    },
    ...standardErrors,
  },
});

const createEnrollmentRoute = guardedRoute({
  guard: { policy: "enrollments.create", idempotencyKey: true, references: recordGroups(modifiesGroup) },
  method: "post",
  path: "/enrollments",
  request: { body: saveBody },
  responses: {
    201: { description: "Started", content: json(enrollmentSavedSchema) },
    200: {
      description: "A SAVED enrollment for the SSN exists: its id",
      content: json(enrollmentSavedSchema),
    },
    ...standardErrors,
    ...conflict("An enrollment for the SSN has been submitted", [
      "enrollment_elsewhere",
      "enrollment_staged",
      "idempotency_key_in_progress",
    ]),
    ...presaveRejection,
  },
});

const getRoute = guardedRoute({
  guard: { policy: "enrollment.read" },
  method: "get",
  path: "/enrollments/{enrollmentId}",
  request: { params: enrollmentIdParamSchema },
  responses: {
    200: {
      description: "The enrollment (SSNs masked); ETag = version",
      content: json(enrollmentResponseSchema),
    },
    ...standardErrors,
    ...notFound,
  },
});

const saveRoute = guardedRoute({
  guard: {
    policy: "enrollment.modify",
    ifMatch: true,
    idempotencyKey: true,
    references: recordGroups(modifiesGroup),
  },
  method: "put",
  path: "/enrollments/{enrollmentId}",
  request: { params: enrollmentIdParamSchema, body: saveBody },
  responses: {
    200: { description: "Saved in progress", content: json(enrollmentSavedSchema) },
    ...standardErrors,
    ...notFound,
    ...conflict("The enrollment has been submitted", ["enrollment_staged", "idempotency_key_in_progress"]),
    ...presaveRejection,
    412: errorAnswer("Someone saved it after it was read", ["stale"]),
    428: errorAnswer("If-Match or Idempotency-Key missing", ["precondition_required"]),
  },
});

const deleteRoute = guardedRoute({
  guard: { policy: "enrollment.modify" },
  method: "delete",
  path: "/enrollments/{enrollmentId}",
  request: { params: enrollmentIdParamSchema },
  responses: {
    204: { description: "Deleted" },
    ...standardErrors,
    ...notFound,
    ...conflict("Only a SAVED enrollment can be deleted", ["enrollment_staged"]),
  },
});

/** The session of an enrollment route: the guard has checked it acts for a client. */
function enrollmentSession(session: SessionContext | null) {
  const s = requireSession(session);
  return { ...s, clientId: s.clientId ?? -1 };
}

/** The answer of a create or save carries its version also as the ETag (DESIGN.md data flow step 3). */
function tag(c: Context<AppEnv>, body: EnrollmentSaved, created = false): EnrollmentSaved {
  c.header("ETag", `"${body.version}"`);
  if (created) c.header("Location", `/api/enrollments/${body.id}`);
  return body;
}

/** A unique-index violation: another start for the same SSN won the race. */
/** Special enrollment for the record's coverage effective date (enrollment.md §4; the SEP flag). */
function specialEnrollmentOf(c: Context<AppEnv>, clientId: number, record: EmployeeRecord) {
  const { db, config, now } = c.get("deps");
  return loadSpecialEnrollment(db, {
    clientId,
    sepEnabled: config.flags.SEP,
    coverageEffectiveDate: record.globalCoverageEffectiveDate,
    today: now(),
  });
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

export const enrollmentRoutes = new GuardedApi()
  .openapi(listRoute, async (c) => {
    const session = enrollmentSession(c.get("session"));
    const { limit, after } = c.req.valid("query");
    const { db, vault } = c.get("deps");
    // Only the enrollments this administrator may read, filtered in SQL before the page is cut.
    const scope = readableEnrollmentScope(session);
    const page = await listEnrollments(db, vault, scope, limit, decodeCursor(after));
    const { counts, participantsCount } = await enrollmentTotals(db, scope);
    return c.json(
      {
        payload: { enrollmentsInProgress: page.rows, participantsCount },
        counts,
        more: page.more,
        ...(page.next ? { next: page.next } : {}),
      },
      200,
    );
  })
  .openapi(createEnrollmentRoute, async (c) => {
    const session = enrollmentSession(c.get("session"));
    const { record, approvedSteps } = c.req.valid("json");
    const { db, vault, now } = c.get("deps");
    const fresh = { clientId: session.clientId, groupNumbers: [], startedBy: session.adminId };
    enforce(mayModifyEnrollment(session, fresh, groupNumbersOf(record)));
    const ssns = resolveSsns(record, null);
    // enrollment.md §2, §4: an enrollment for the SSN blocks a new one unless it is SAVED, which
    // is answered instead, for the portal to resume. One this administrator may not read is never
    // named (its id would open it to the saves that follow): a 409 says only that it exists.
    const answerExisting = async () => {
      const existing = await findEnrollmentBySsn(db, vault, session.clientId, ssns.subscriber);
      if (!existing) return null;
      if (mayReadEnrollment(session, existing.subject))
        throw new HttpError(409, enrollmentMessages.elsewhere, "enrollment_elsewhere");
      if (existing.status !== "SAVED")
        throw new HttpError(409, enrollmentMessages.staged, "enrollment_staged");
      const { id, version, status } = existing;
      return c.json(tag(c, { id, version, status, existing: true }), 200);
    };
    const found = await answerExisting();
    if (found) return found;
    checkEnrollment(
      record,
      ssns,
      approvedSteps,
      now(),
      await specialEnrollmentOf(c, session.clientId, record),
    );
    const stored = await checkApprovedCoverageStep(db, session.clientId, record, approvedSteps, now());
    try {
      const made = await db.transaction(async (tx) => {
        const row = await insertEnrollment(tx, vault, {
          clientId: session.clientId,
          record: stored,
          ssns,
          approvedSteps,
          adminId: session.adminId,
        });
        await audit(tx, session.adminId, "enrollment.create", row.id);
        return row;
      });
      return c.json(tag(c, { ...made, existing: false }, true), 201);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await answerExisting();
      if (raced) return raced;
      throw error;
    }
  })
  .openapi(getRoute, async (c) => {
    const session = enrollmentSession(c.get("session"));
    const { enrollmentId } = c.req.valid("param");
    const { db, vault } = c.get("deps");
    const row = await findEnrollment(db, vault, enrollmentId);
    enforce(mayReadEnrollment(session, row && enrollmentSubject(row)));
    if (!row) throw new HttpError(404, enrollmentMessages.notFound, "not_found");
    await audit(db, session.adminId, "enrollment.view", row.id);
    c.header("ETag", `"${row.version}"`);
    return c.json(
      {
        id: row.id,
        status: row.status,
        version: row.version,
        payload: withMaskedSsns(row.record, row.ssns),
        approvedSteps: row.approvedSteps,
        updatedAt: row.updatedAt,
      },
      200,
    );
  })
  .openapi(saveRoute, async (c) => {
    const session = enrollmentSession(c.get("session"));
    const { enrollmentId } = c.req.valid("param");
    const { record, approvedSteps } = c.req.valid("json");
    const { db, vault, now } = c.get("deps");
    const row = await findEnrollment(db, vault, enrollmentId);
    // The stored enrollment readable, and the groups it named and the groups it will name: each
    // one this administrator may modify.
    enforce(mayModifyEnrollment(session, row && enrollmentSubject(row), groupNumbersOf(record)));
    if (!row) throw new HttpError(404, enrollmentMessages.notFound, "not_found");
    assertVersion(c, row.version);
    if (row.status !== "SAVED") throw new HttpError(409, enrollmentMessages.notSaved, "enrollment_staged");
    const ssns = resolveSsns(record, row.ssns);
    checkEnrollment(record, ssns, approvedSteps, now(), await specialEnrollmentOf(c, row.clientId, record));
    const stored = await checkApprovedCoverageStep(db, row.clientId, record, approvedSteps, now());
    const updated = await db.transaction(async (tx) => {
      const written = await updateEnrollment(tx, vault, {
        id: row.id,
        version: row.version,
        record: stored,
        ssns,
        approvedSteps,
        adminId: session.adminId,
      });
      if (written) await audit(tx, session.adminId, "enrollment.save", row.id);
      return written;
    });
    // Another save (or the final one) came between our read and our write.
    if (!updated) throw new HttpError(412, guardMessages.stale, "stale");
    return c.json(tag(c, { ...updated, existing: false }), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const session = enrollmentSession(c.get("session"));
    const { enrollmentId } = c.req.valid("param");
    const { db, vault } = c.get("deps");
    const row = await findEnrollment(db, vault, enrollmentId);
    enforce(mayModifyEnrollment(session, row && enrollmentSubject(row)));
    if (!row) throw new HttpError(404, enrollmentMessages.notFound, "not_found");
    // enrollment.md §2: only a SAVED row can be deleted; the others are staged.
    if (row.status !== "SAVED") throw new HttpError(409, enrollmentMessages.notSaved, "enrollment_staged");
    const deleted = await db.transaction(async (tx) => {
      const gone = await deleteSavedEnrollment(tx, row.id);
      if (gone) await audit(tx, session.adminId, "enrollment.delete", row.id);
      return gone;
    });
    if (!deleted) throw new HttpError(409, enrollmentMessages.notSaved, "enrollment_staged");
    return c.body(null, 204);
  });
