import {
  cancelDateRemovalRequestSchema,
  employeeCancellationRequestSchema,
  employeeChangeResponseSchema,
  employeeSaveRequestSchema,
  umiParamSchema,
} from "@epr/contract";
import { domainMessages, formatUsDate } from "@epr/domain";
import { addMonths, endOfMonth } from "date-fns";
import type { SessionContext } from "../auth/sessions.js";
import { exampleSubmission } from "../enrollment-submit/routes.js";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { modifiesGroup, readsGroup, recordGroups } from "../http/references.js";
import { errorAnswer, json, refusalCodes, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { planCancel } from "./cancel.js";
import { changeEmployee } from "./change.js";
import { planRemoveCancelDate } from "./remove-cancel-date.js";
import { planSave } from "./save.js";

/**
 * Writes to an existing employee, each through the one pipeline of change.ts:
 * guarded by `employee.modify`, If-Match with the version read (428 without, 412 stale) and an
 * Idempotency-Key (a repeat replays the first answer).
 */

const refusals = {
  400: errorAnswer("Malformed input, a rule of the add flow's schemas broken, or 'No changes to save'", [
    "invalid_request",
    "no_changes",
  ]),
  401: standardErrors[401],
  403: errorAnswer("Not entitled, or a group touched may not be modified", refusalCodes),
  404: errorAnswer("No such employee", ["not_found"]),
  409: errorAnswer(
    `pending_transaction: '${domainMessages.pendingEdit}' (or the cancel's sentence); or the same Idempotency-Key still running`,
    ["pending_transaction", "idempotency_key_in_progress"],
  ),
  412: errorAnswer(`Stale If-Match: '${domainMessages.employeeStale}'`, ["stale"]),
  422: errorAnswer(
    "'invalid providers' or 'invalid report codes' (each field's message in issues), or the Idempotency-Key reused with another body",
    ["invalid_providers", "invalid_report_codes", "idempotency_key_reused"],
  ),
  428: errorAnswer("If-Match or Idempotency-Key missing", ["precondition_required"]),
};

/**
 * The example body in the OpenAPI document, which the generated authorization matrix sends to a
 * seeded employee: a reinstate onto the add flow's example coverage (the demo client's first group,
 * effective the first of next month), a save any cancelled employee of that client accepts (the
 * matrix sends it to one: a reinstate of coverage that has not ended is refused).
 */
function exampleSave() {
  const { record } = exampleSubmission();
  return { transactionType: "REINSTATE", record, reinstateDate: record.globalCoverageEffectiveDate };
}

const saveRoute = guardedRoute({
  // The record's groups need only be readable here: the write pipeline judges the change against
  // the stored record and asks Modify of every group it touches.
  guard: {
    policy: "employee.modify",
    ifMatch: true,
    idempotencyKey: true,
    references: {
      ...recordGroups(readsGroup),
      "body.bookkeeping.coverages.forAddition[].groupNumber": readsGroup,
      "body.bookkeeping.coverages.forDeletion[].groupNumber": readsGroup,
    },
  },
  method: "put",
  path: "/employees/{umi}",
  request: {
    params: umiParamSchema,
    body: {
      required: true,
      content: json(employeeSaveRequestSchema, exampleSave()),
    },
  },
  responses: {
    200: {
      description: "Saved: the new version (also the ETag) and the result per group touched",
      content: json(employeeChangeResponseSchema),
    },
    ...refusals,
    409: errorAnswer(
      `pending_transaction: '${domainMessages.pendingEdit}'; reinstate_active: a reinstate naming a group whose coverage has not ended ('${domainMessages.reinstateActive}'); or the same Idempotency-Key still running`,
      ["pending_transaction", "reinstate_active", "idempotency_key_in_progress"],
    ),
  },
});

/**
 * The example cancellation: the demo client's first group, cancelled at the end of next month for
 * reason 01 (a date after any seeded effective date and before any group end).
 */
function exampleCancellation() {
  const today = new Date();
  return {
    transactionType: "CANCEL",
    cancellations: [
      {
        groupNumber: "100100",
        cancelReasonCode: "01",
        cancelDate: formatUsDate(endOfMonth(addMonths(today, 1))),
      },
    ],
  };
}

const cancelRoute = guardedRoute({
  guard: {
    policy: "employee.modify",
    ifMatch: true,
    idempotencyKey: true,
    references: { "body.cancellations[].groupNumber": modifiesGroup },
  },
  method: "put",
  path: "/employees/{umi}/cancellation",
  request: {
    params: umiParamSchema,
    body: {
      required: true,
      content: json(employeeCancellationRequestSchema, exampleCancellation()),
    },
  },
  responses: {
    200: {
      description:
        "Cancelled: the new version (also the ETag) and the result per group (enrollment.md §4 outcome)",
      content: json(employeeChangeResponseSchema),
    },
    ...refusals,
    409: errorAnswer(
      `pending_transaction: '${domainMessages.pendingCancel}'; or the same Idempotency-Key still running`,
      ["pending_transaction", "idempotency_key_in_progress"],
    ),
  },
});

/**
 * The example removal: the example cancellation's group and line (the example save's medical line),
 * taking the cancel date itself as its effective date (§5: not before the cancel date). The
 * authorization matrix sends the routes in the document's order, so it removes what the example
 * cancellation set.
 */
function exampleRemoval() {
  const { record } = exampleSubmission();
  const line = record.subscriber.memberCoverages[0]?.memberLobs[0];
  return {
    groupNumber: "100100",
    lineOfBusiness: line?.lineOfBusiness ?? "PPO",
    effectiveDate: exampleCancellation().cancellations[0]?.cancelDate,
  };
}

const removeCancelDateRoute = guardedRoute({
  guard: {
    policy: "employee.modify",
    ifMatch: true,
    idempotencyKey: true,
    references: { "body.groupNumber": modifiesGroup },
  },
  method: "put",
  path: "/employees/{umi}/cancel-date-removal",
  request: {
    params: umiParamSchema,
    body: {
      required: true,
      content: json(cancelDateRemovalRequestSchema, exampleRemoval()),
    },
  },
  responses: {
    200: {
      description:
        "The cancel date removed from the line on every member covered by it: the new version (also the ETag) and the group's result (enrollment.md §4 Remove cancel date)",
      content: json(employeeChangeResponseSchema),
    },
    ...refusals,
    400: errorAnswer(
      "Malformed input; the line has no cancel date today or later; or the effective date breaks a §5 remove-cancel-date rule (empty, before the cancel date, not before the group cancellation date)",
      ["invalid_request"],
    ),
  },
});

/** The session of an employee write: the guard has checked it acts for a client. */
function writer(session: SessionContext | null) {
  const s = requireSession(session);
  return { ...s, clientId: s.clientId ?? -1 };
}

export const employeeChangeRoutes = new GuardedApi()
  .openapi(saveRoute, async (c) => {
    const { umi } = c.req.valid("param");
    const body = c.req.valid("json");
    const { config } = c.get("deps");
    const answer = await changeEmployee(c, {
      session: writer(c.get("session")),
      umi,
      transactionType: body.transactionType,
      pendingMessage: domainMessages.pendingEdit,
      plan: (tx, row, ctx) => planSave(tx, row, ctx, body, { sepEnabled: config.flags.SEP }),
    });
    return c.json(answer, 200);
  })
  .openapi(cancelRoute, async (c) => {
    const { umi } = c.req.valid("param");
    const { cancellations } = c.req.valid("json");
    const answer = await changeEmployee(c, {
      session: writer(c.get("session")),
      umi,
      transactionType: "CANCEL",
      pendingMessage: domainMessages.pendingCancel,
      plan: async (_tx, row, ctx) => planCancel(row, ctx, cancellations),
    });
    return c.json(answer, 200);
  })
  .openapi(removeCancelDateRoute, async (c) => {
    const { umi } = c.req.valid("param");
    const removal = c.req.valid("json");
    const answer = await changeEmployee(c, {
      session: writer(c.get("session")),
      umi,
      transactionType: "REMOVE_CANCEL_DATE",
      pendingMessage: domainMessages.pendingEdit,
      plan: async (_tx, row, ctx) => planRemoveCancelDate(row, ctx, removal),
    });
    return c.json(answer, 200);
  });
