import {
  PLAN_ADMIN_PAGE_SIZE,
  planAdminActionMessages,
  planAdminCreateSchema,
  planAdminDetailSchema,
  planAdminGroupsUpdateSchema,
  planAdminListQuerySchema,
  planAdminListSchema,
  planAdminMessageSchema,
  planAdminParamsSchema,
  planAdminUpdateSchema,
} from "@epr/contract";
import {
  applyGroupEntitlementEdit,
  entitlementsSchema,
  temporaryPasswordEnds,
  userEntitlementsOf,
  withUserEntitlements,
} from "@epr/domain";
import { adminMessages } from "@epr/forms/schemas";
import type { Context } from "hono";
import { z } from "zod/mini";
import { sendResetLink } from "../account/password-resets.js";
import { portalOrigin } from "../account/routes.js";
import { hashPassword } from "../auth/password.js";
import { requireReauthentication } from "../auth/reauth.js";
import { endAdminSessions, type SessionContext } from "../auth/sessions.js";
import { throttleKey } from "../auth/throttle.js";
import { audit } from "../http/audit.js";
import type { AppEnv } from "../http/env.js";
import { HttpError } from "../http/errors.js";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { errorAnswer, json, notFoundError, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { isSharedPlanAdmin, mayManagePlanAdmin, type PlanAdminAction } from "../policy/index.js";
import { detailOf, findPlanAdmin, listPlanAdmins, type PlanAdminRow, temporaryPassword } from "./queries.js";

/**
 * Plan administrators (session-and-admin.md §2 add-plan-admin.*, §4 Group entitlement editing;
 * the account actions are beyond the spec): only a super user of
 * the chosen client (policy planAdmins.manage / planAdmin.manage). Every change and account
 * action writes an audit row naming the administrator acted on.
 */

const params = z.extend(planAdminParamsSchema, {
  loginId: planAdminParamsSchema.shape.loginId.check(z.meta({ example: "demo.admin" })),
});
const conflict = { 409: errorAnswer("The user ID is taken", ["login_taken"]) } as const;

const listRoute = guardedRoute({
  guard: { policy: "planAdmins.manage" },
  method: "get",
  path: "/plan-admins",
  description: `The chosen client's plan administrators by login ID, ${PLAN_ADMIN_PAGE_SIZE} a page; \`after\` is the previous page's \`next\`.`,
  request: { query: planAdminListQuerySchema },
  responses: { 200: { description: "One page", content: json(planAdminListSchema) }, ...standardErrors },
});

const readRoute = guardedRoute({
  guard: { policy: "planAdmin.manage" },
  method: "get",
  path: "/plan-admins/{loginId}",
  description: "One administrator with their user and group entitlements in the chosen client.",
  request: { params },
  responses: {
    200: { description: "The administrator", content: json(planAdminDetailSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

const createRoute = guardedRoute({
  guard: { policy: "planAdmins.manage" },
  method: "post",
  path: "/plan-admins",
  description:
    "Adds an administrator of the chosen client (demographics and user entitlements; every group N/A). A temporary password is e-mailed to them; they change it at first sign-in.",
  request: {
    body: {
      content: json(planAdminCreateSchema, {
        demographics: {
          loginId: "new.admin",
          firstName: "Nadia",
          lastName: "Ng",
          email: "nadia.ng@example.com",
          company: "",
        },
        userEntitlements: { employeesView: true },
      }),
      required: true,
    },
  },
  responses: {
    201: { description: "Added", content: json(planAdminDetailSchema) },
    ...standardErrors,
    ...conflict,
  },
});

const updateRoute = guardedRoute({
  guard: { policy: "planAdmin.identity" },
  method: "put",
  path: "/plan-admins/{loginId}",
  description:
    "Demographics and Overall (user) entitlements of an administrator of the chosen client. A super user changing their own e-mail also sends `currentPassword`, unless this session verified a factor within the last few minutes.",
  request: {
    params,
    body: {
      content: json(planAdminUpdateSchema, {
        demographics: {
          firstName: "Dana",
          lastName: "Demo",
          email: "dana.demo@example.com",
          company: "",
        },
        userEntitlements: { employeesView: true, employeesEdit: true },
      }),
      required: true,
    },
  },
  responses: {
    200: { description: "Changed", content: json(planAdminDetailSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

const groupsRoute = guardedRoute({
  guard: { policy: "planAdmin.manage" },
  method: "put",
  path: "/plan-admins/{loginId}/groups",
  description:
    "Group entitlements (session-and-admin.md §4): the selected groups of the chosen client get the new Employee Data and Spending Account values; an empty new value keeps the existing one. Groups flagged for Medicare cannot be selected.",
  request: {
    params,
    body: {
      content: json(planAdminGroupsUpdateSchema, {
        selectedGroups: ["100100"],
        employeeData: "Modify",
        spendingAccount: "",
      }),
      required: true,
    },
  },
  responses: {
    200: { description: "Changed", content: json(planAdminDetailSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

/** The account actions of a super user (beyond the spec). */
const actionRoute = (
  action: string,
  description: string,
  policy: "planAdmin.manage" | "planAdmin.identity" = "planAdmin.identity",
) =>
  guardedRoute({
    guard: { policy },
    method: "post",
    path: `/plan-admins/{loginId}/${action}`,
    description,
    request: { params },
    responses: {
      200: { description: "Done", content: json(planAdminMessageSchema) },
      ...standardErrors,
      ...notFoundError,
    },
  });
const disableRoute = actionRoute(
  "disable",
  "Disables the account: it signs in no more and every session of it ends (endAdminSessions). Not one's own.",
);
const enableRoute = actionRoute("enable", "Enables a disabled account.");
const unlockRoute = actionRoute(
  "unlock",
  "Forgets the account's failed sign-ins, so a throttled administrator may sign in at once.",
);
const resetRoute = actionRoute(
  "password-reset",
  "E-mails the administrator a single-use password reset link (as 'Forgot password' does).",
);
const removeRoute = actionRoute(
  "remove-from-client",
  "Removes the administrator from the chosen client: their group entitlements in it and their access to it go, and their sessions in it end. An administrator whose only client this was is also disabled. Not oneself.",
  "planAdmin.manage",
);

/**
 * The administrator of the path, once the policy allows the session to act on them. The identity
 * of an administrator shared with other clients is refused here (`mayManagePlanAdmin`, 'edit' and
 * 'disable'), before anything is read from the body or changed.
 */
async function target(
  c: Context<AppEnv>,
  session: SessionContext,
  action: PlanAdminAction,
): Promise<PlanAdminRow> {
  const admin = await findPlanAdmin(c.get("deps").db, c.req.param("loginId") ?? "");
  const decision = mayManagePlanAdmin(session, admin, action);
  if (decision) throw new HttpError(decision.status, decision.message, decision.code);
  return admin as PlanAdminRow;
}

const clientOf = (session: SessionContext) => session.clientId as number;

export const planAdminRoutes = new GuardedApi()
  .openapi(listRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { after } = c.req.valid("query");
    return c.json(
      await listPlanAdmins(c.get("deps").db, clientOf(session), after, PLAN_ADMIN_PAGE_SIZE),
      200,
    );
  })
  .openapi(readRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const admin = await target(c, session, "read");
    return c.json(await detailOf(c.get("deps").db, admin, clientOf(session)), 200);
  })
  .openapi(createRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { demographics, userEntitlements } = c.req.valid("json");
    const { db, mailer, now } = c.get("deps");
    const password = temporaryPassword();
    const entitlements = withUserEntitlements(entitlementsSchema.parse({}), userEntitlements);
    const hash = await hashPassword(password);
    // The temporary password signs in for TEMPORARY_PASSWORD_TTL_DAYS, then asks for a new one.
    const temporaryUntil = temporaryPasswordEnds(now());
    const created = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `insert into plan_admins (login_id, first_name, last_name, email, company, role, password_hash, temporary_password,
                                  temporary_password_expires_at, entitlements)
         values ($1, $2, $3, $4, $5, 'plan_admin', $6, true, $8, $7) on conflict do nothing returning id`,
        [
          demographics.loginId,
          demographics.firstName,
          demographics.lastName,
          demographics.email,
          demographics.company,
          hash,
          JSON.stringify(entitlements),
          temporaryUntil.toISOString(),
        ],
      );
      const id = rows[0]?.id;
      if (id === undefined) return null;
      await tx.query("insert into admin_clients (admin_id, client_id) values ($1, $2)", [
        id,
        clientOf(session),
      ]);
      return id;
    });
    if (created === null) throw new HttpError(409, planAdminActionMessages.loginTaken, "login_taken");
    // The temporary password goes by e-mail (the outbox by default), and nowhere else.
    await mailer.send({
      to: demographics.email,
      subject: "Your employer portal account",
      text: [
        `An administrator account was made for you. Your user ID is ${demographics.loginId}.`,
        `Your temporary password is: ${password}`,
        "You will be asked to choose a new password when you first sign in.",
        `It works until ${temporaryUntil.toISOString().slice(0, 10)}; after that, ask your super user for a new one.`,
      ].join("\n\n"),
      secret: { until: temporaryUntil, key: `temporary-password:${created}` },
    });
    await audit(db, session.adminId, "planAdmin.created", demographics.loginId, {
      userEntitlements: userEntitlementsOf(entitlements),
    });
    const admin = await findPlanAdmin(db, demographics.loginId);
    return c.json(await detailOf(db, admin as PlanAdminRow, clientOf(session)), 201);
  })
  .openapi(updateRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const admin = await target(c, session, "edit");
    const { demographics, userEntitlements, currentPassword } = c.req.valid("json");
    const { db } = c.get("deps");
    // One's own e-mail is where reset links and passcodes go: a session alone may not move it
    // (a stolen session must not redirect reset links): the password, or a factor verified just now.
    const ownEmailChanged =
      admin.adminId === session.adminId &&
      demographics.email.trim().toLowerCase() !== admin.email.trim().toLowerCase();
    const proof = ownEmailChanged
      ? await requireReauthentication(c, session, "account.email.change", currentPassword)
      : null;
    const before = userEntitlementsOf(admin.entitlements);
    const entitlements = withUserEntitlements(admin.entitlements, userEntitlements);
    await db.query(
      "update plan_admins set first_name = $2, last_name = $3, email = $4, company = $5, entitlements = $6 where id = $1",
      [
        admin.adminId,
        demographics.firstName,
        demographics.lastName,
        demographics.email,
        demographics.company,
        JSON.stringify(entitlements),
      ],
    );
    const after = userEntitlementsOf(entitlements);
    const changed = Object.keys(after).filter(
      (k) => after[k as keyof typeof after] !== before[k as keyof typeof before],
    );
    await audit(db, session.adminId, "planAdmin.updated", admin.loginId, {
      entitlementsChanged: Object.fromEntries(changed.map((k) => [k, after[k as keyof typeof after]])),
      ...(proof ? { ownEmailChanged: true, confirmedWith: proof } : {}),
    });
    const updated = await findPlanAdmin(db, admin.loginId);
    return c.json(await detailOf(db, updated as PlanAdminRow, clientOf(session)), 200);
  })
  .openapi(groupsRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const admin = await target(c, session, "groups");
    const { selectedGroups, employeeData, spendingAccount } = c.req.valid("json");
    const { db } = c.get("deps");
    const current = await detailOf(db, admin, clientOf(session));
    const byNumber = new Map(current.groups.map((g) => [g.groupNumber, g]));
    const selected = [...new Set(selectedGroups)];
    // Only groups of the chosen client's table, none flagged for Medicare (session-and-admin.md §2).
    if (selected.some((g) => !byNumber.has(g)))
      throw new HttpError(400, adminMessages.selectGroup, "unknown_group");
    if (selected.some((g) => byNumber.get(g)?.medicare))
      throw new HttpError(400, adminMessages.medicareGroup, "medicare_group");
    const next = applyGroupEntitlementEdit(current.groups, selected, {
      employeeData,
      spendingAccount,
    }).filter((g) => selected.includes(g.groupNumber));
    await db.transaction(async (tx) => {
      for (const group of next)
        await tx.query(
          `insert into admin_group_entitlements (admin_id, group_number, employee_data, spending_account)
           values ($1, $2, $3, $4)
           on conflict (admin_id, group_number) do update set employee_data = $3, spending_account = $4`,
          [admin.adminId, group.groupNumber, group.employeeData, group.spendingAccount],
        );
    });
    await audit(db, session.adminId, "planAdmin.groups.updated", admin.loginId, {
      groups: selected,
      employeeData: employeeData || "unchanged",
      spendingAccount: spendingAccount || "unchanged",
    });
    return c.json(await detailOf(db, admin, clientOf(session)), 200);
  })
  .openapi(disableRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const admin = await target(c, session, "disable");
    const { db, now } = c.get("deps");
    await db.query("update plan_admins set disabled_at = coalesce(disabled_at, $2) where id = $1", [
      admin.adminId,
      now(),
    ]);
    // A disabled account's sessions all end.
    const ended = await endAdminSessions(db, admin.adminId);
    await audit(db, session.adminId, "planAdmin.disabled", admin.loginId, { sessionsEnded: ended });
    return c.json({ message: planAdminActionMessages.disabled }, 200);
  })
  .openapi(enableRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const admin = await target(c, session, "edit");
    await c.get("deps").db.query("update plan_admins set disabled_at = null where id = $1", [admin.adminId]);
    await audit(c.get("deps").db, session.adminId, "planAdmin.enabled", admin.loginId);
    return c.json({ message: planAdminActionMessages.enabled }, 200);
  })
  .openapi(unlockRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const admin = await target(c, session, "edit");
    // The sign-in throttle's counters of the login ID, from every address (auth/throttle.ts).
    const { db } = c.get("deps");
    const { rows } = await db.query("delete from login_throttle where login_key = $1 returning address", [
      throttleKey(admin.loginId),
    ]);
    // One unlock ends every lock of the account: a second factor locked by wrong codes too
    // (mfa/factor-throttle.ts), since the owner's own code is refused until it ends.
    const factor = await db.query("delete from factor_throttle where admin_id = $1 returning admin_id", [
      admin.adminId,
    ]);
    await audit(db, session.adminId, "planAdmin.unlocked", admin.loginId, {
      counters: rows.length,
      factorLock: factor.rows.length > 0,
    });
    return c.json({ message: planAdminActionMessages.unlocked }, 200);
  })
  .openapi(resetRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const admin = await target(c, session, "edit");
    const { db, mailer, now } = c.get("deps");
    const sent = await sendResetLink(
      { db, mailer },
      { id: admin.adminId, email: admin.email },
      portalOrigin(c),
      now(),
    );
    await audit(
      db,
      session.adminId,
      sent ? "planAdmin.reset.sent" : "planAdmin.reset.repeated",
      admin.loginId,
    );
    return c.json(
      { message: sent ? planAdminActionMessages.resetSent : planAdminActionMessages.resetRecent },
      200,
    );
  })
  .openapi(removeRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const admin = await target(c, session, "remove");
    const { db, now } = c.get("deps");
    const clientId = clientOf(session);
    // An ordinary administrator of this client alone would be left with no client to manage them:
    // the account is disabled with it. A shared one keeps their other clients (and internal staff).
    const last = !isSharedPlanAdmin(admin) && admin.clientIds.every((id) => id === clientId);
    const ended = await db.transaction(async (tx) => {
      await tx.query(
        `delete from admin_group_entitlements e using groups g
          where e.admin_id = $1 and g.group_number = e.group_number and g.client_id = $2`,
        [admin.adminId, clientId],
      );
      await tx.query("delete from admin_clients where admin_id = $1 and client_id = $2", [
        admin.adminId,
        clientId,
      ]);
      if (last) {
        await tx.query("update plan_admins set disabled_at = coalesce(disabled_at, $2) where id = $1", [
          admin.adminId,
          now(),
        ]);
        return endAdminSessions(tx, admin.adminId);
      }
      const { rows } = await tx.query(
        "delete from sessions where admin_id = $1 and client_id = $2 returning admin_id",
        [admin.adminId, clientId],
      );
      return rows.length;
    });
    await audit(db, session.adminId, "planAdmin.removed", admin.loginId, {
      disabled: last,
      sessionsEnded: ended,
    });
    return c.json(
      { message: last ? planAdminActionMessages.removedLast : planAdminActionMessages.removed },
      200,
    );
  });
