import {
  type BillingUserTypeResponse,
  billingUserTypeRequestSchema,
  billingUserTypeResponseSchema,
  planAdminParamsSchema,
} from "@epr/contract";
import { type BillingUserType, billingUserTypeSchema, effectiveBillingUserType } from "@epr/domain";
import { z } from "zod/mini";
import type { SessionContext } from "../auth/sessions.js";
import type { Queryable } from "../db/database.js";
import { audit } from "../http/audit.js";
import { clientSession } from "../http/client-session.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { json, notFoundError, standardErrors } from "../http/responses.js";
import { findPlanAdmin, type PlanAdminRow } from "../plan-admins/queries.js";
import { mayManagePlanAdmin, type PlanAdminAction } from "../policy/index.js";

/**
 * Billing user types (session-and-admin.md §7 'ebill userTypes'; docs/features/billing.md): what
 * an administrator holding Bills may do in billing, per client. Stored per administrator and client
 * (`billing_user_types`); none stored is `view` (@epr/domain `effectiveBillingUserType`).
 */

/** The user type stored for an administrator in a client, if any. */
export async function storedBillingUserType(
  db: Queryable,
  adminId: number,
  clientId: number,
): Promise<BillingUserType | null> {
  const { rows } = await db.query<{ user_type: string }>(
    "select user_type from billing_user_types where admin_id = $1 and client_id = $2",
    [adminId, clientId],
  );
  const parsed = billingUserTypeSchema.safeParse(rows[0]?.user_type);
  // Anything unreadable grants no more than the default.
  return parsed.success ? parsed.data : null;
}

/**
 * The session's billing user type in its chosen client: read per request, so a change a super user
 * makes takes effect on the next request; none without Bills or a client.
 */
export async function sessionBillingUserType(
  db: Queryable,
  session: SessionContext,
): Promise<BillingUserType | null> {
  if (session.clientId === null || !session.view.entitlements.ebill) return null;
  return effectiveBillingUserType(true, await storedBillingUserType(db, session.adminId, session.clientId));
}

const params = z.extend(planAdminParamsSchema, {
  loginId: planAdminParamsSchema.shape.loginId.check(z.meta({ example: "demo.admin" })),
});

const readRoute = guardedRoute({
  guard: { policy: "billing.userType" },
  method: "get",
  path: "/billing/user-types/{loginId}",
  description:
    "A plan administrator's billing user type in the chosen client (view, pay, manage; none without the Bills access), for the Billing step of add-plan-admin.* (session-and-admin.md §2). A super user of the client.",
  request: { params },
  responses: {
    200: { description: "The user type", content: json(billingUserTypeResponseSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

const updateRoute = guardedRoute({
  guard: { policy: "billing.userType" },
  method: "put",
  path: "/billing/user-types/{loginId}",
  description:
    "Sets a plan administrator's billing user type in the chosen client only (a shared administrator's other clients keep theirs). It gives something only while they hold Bills. Audited.",
  request: {
    params,
    body: { required: true, content: json(billingUserTypeRequestSchema, { userType: "pay" }) },
  },
  responses: {
    200: { description: "Set", content: json(billingUserTypeResponseSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

/** The administrator of the path, once the policy lets the session act on their part of this client. */
async function target(
  db: Queryable,
  session: SessionContext,
  loginId: string,
  action: PlanAdminAction,
): Promise<PlanAdminRow> {
  const admin = await findPlanAdmin(db, loginId);
  enforce(mayManagePlanAdmin(session, admin, action));
  return admin as PlanAdminRow;
}

async function answerOf(
  db: Queryable,
  admin: PlanAdminRow,
  clientId: number,
): Promise<BillingUserTypeResponse> {
  const bills = admin.entitlements.ebill;
  return {
    loginId: admin.loginId,
    bills,
    userType: effectiveBillingUserType(bills, await storedBillingUserType(db, admin.adminId, clientId)),
  };
}

export const billingUserTypeRoutes = new GuardedApi()
  .openapi(readRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { db } = c.get("deps");
    const admin = await target(db, session, c.req.valid("param").loginId, "read");
    return c.json(await answerOf(db, admin, session.clientId), 200);
  })
  .openapi(updateRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { db } = c.get("deps");
    // This client's part of the administrator, as their group entitlements ('groups'): a shared
    // administrator's too, never in another client (the row is keyed by the session's client).
    const admin = await target(db, session, c.req.valid("param").loginId, "groups");
    const { userType } = c.req.valid("json");
    const before = await storedBillingUserType(db, admin.adminId, session.clientId);
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into billing_user_types (admin_id, client_id, user_type) values ($1, $2, $3)
         on conflict (admin_id, client_id) do update set user_type = $3, updated_at = now()`,
        [admin.adminId, session.clientId, userType],
      );
      await audit(tx, session.adminId, "planAdmin.billingUserType.updated", admin.loginId, {
        clientId: session.clientId,
        from: before ?? "view (default)",
        to: userType,
      });
    });
    return c.json(await answerOf(db, admin, session.clientId), 200);
  });
