import { cancelReasonsResponseSchema } from "@epr/contract";
import { cancelReasonOptions } from "@epr/domain";
import type { Queryable } from "../db/database.js";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { json, standardErrors } from "../http/responses.js";

const cancelReasonsRoute = guardedRoute({
  guard: { policy: "client.reference" },
  method: "get",
  path: "/reference/cancel-reasons",
  responses: {
    200: {
      description: "The cancel reasons to offer, reason 99 left out",
      content: json(cancelReasonsResponseSchema),
    },
    ...standardErrors,
  },
});

/**
 * The cancel reason codes (migration 009), in their order, as options: `{ value, label }` with the
 * code in front of the label ("03 - Void"), so an administrator who knows the codes finds them.
 * Reason 99 is left out by @epr/domain `cancelReasonOptions` (enrollment.md §5, §9), the same rule
 * the portal's cancel modal applies.
 */
export async function loadCancelReasons(db: Queryable) {
  const { rows } = await db.query<{ code: string; label: string }>(
    "select code, label from cancel_reasons order by position",
  );
  return cancelReasonOptions(rows.map((r) => ({ value: r.code, label: `${r.code} - ${r.label}` })));
}

/** GET /api/reference/cancel-reasons (enrollment.md §7 Cancel reason codes: payload list of {value, label}). */
export const cancelReasonRoutes = new GuardedApi().openapi(cancelReasonsRoute, async (c) =>
  c.json({ payload: await loadCancelReasons(c.get("deps").db) }, 200),
);
