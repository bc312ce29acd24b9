import { groupEntitlementValues, planAdminUserEntitlementKeys, sessionMessages } from "@epr/domain";
import {
  adminMessages,
  newPlanAdminDemographicsSchema,
  PLAN_ADMIN_LOGIN_PATTERN,
  planAdminDemographicsSchema,
  planAdminMessages,
  planAdminUserEntitlementsSchema,
} from "@epr/forms/schemas";
import * as z from "zod/mini";
import { type ApiCall, type ApiClientOptions, createCall } from "./call.js";
import { currentPasswordSchema } from "./mfa.js";
import { entitlementValueSchema } from "./session.js";

/**
 * Plan administrators (session-and-admin.md §2 add-plan-admin.*, §3, §4 Group entitlement editing;
 * the account actions are beyond the spec): a super user of the chosen
 * client lists, adds and edits that client's administrators and acts on their accounts.
 */

/** How many administrators a page of the list holds (our choice; the spec names none). */
export const PLAN_ADMIN_PAGE_SIZE = 100;

/** Answers of the account actions (our wording). */
export const planAdminActionMessages = {
  created: "The administrator was added. A temporary password was e-mailed to them.",
  disabled: "The account is disabled. Every session of it has ended.",
  enabled: "The account is enabled.",
  unlocked: "The account is unlocked: its failed sign-ins are forgotten.",
  resetSent: "A password reset link was e-mailed to the administrator.",
  resetRecent: "A reset link was sent less than a minute ago; it is still valid.",
  loginTaken: "That user ID is already in use. Please choose another.",
  notFound: "We could not find that administrator.",
  ownAccount: sessionMessages.ownAccountDisable,
  disabledSignIn: "This account is disabled. Please contact your super user.",
  /**
   * An administrator who also works for other clients (or a multi-client or internal login): what
   * the server says refusing their identity, and what the edit page says beside it.
   */
  identityElsewhere:
    "This administrator also works for other clients: only they or internal staff may change their details, password, account or overall entitlements. You may change their group entitlements here or remove them from this client.",
  removed: "The administrator was removed from this client. Their sessions here have ended.",
  removedLast:
    "The administrator was removed from this client, their only one: the account is disabled and every session of it has ended.",
  temporaryPasswordExpired: "Your temporary password has expired. Please ask your super user for a new one.",
  after: "after must be the next value a previous page answered.",
} as const;

/** A path's login ID (session-and-admin.md §2: the loginId parameter). */
export const planAdminParamsSchema = z.strictObject({
  loginId: z.string().check(z.regex(PLAN_ADMIN_LOGIN_PATTERN, planAdminMessages.loginId)),
});

export const planAdminListQuerySchema = z.strictObject({
  after: z.optional(z.string().check(z.regex(PLAN_ADMIN_LOGIN_PATTERN, planAdminActionMessages.after))),
});
export type PlanAdminListQuery = z.infer<typeof planAdminListQuerySchema>;

/** One row of the list. */
export const planAdminSummarySchema = z.object({
  loginId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Absent for an administrator whose identity this client does not manage (`identityManaged`). */
  email: z.optional(z.string()),
  superUser: z.boolean(),
  disabled: z.boolean(),
  temporaryPassword: z.boolean(),
  /**
   * Whether this client's super user manages the administrator's identity (details, e-mail,
   * password, account, overall entitlements). False for one who also works for other clients, or
   * a multi-client or internal login: then only their group entitlements here and their access to
   * this client are this client's to change; the server refuses the rest.
   */
  identityManaged: z.boolean(),
});
export type PlanAdminSummary = z.infer<typeof planAdminSummarySchema>;

export const planAdminListSchema = z.object({
  admins: z.array(planAdminSummarySchema).check(z.maxLength(PLAN_ADMIN_PAGE_SIZE)),
  /** Present when more follow: pass it as `after`. */
  next: z.optional(z.string()),
});
export type PlanAdminList = z.infer<typeof planAdminListSchema>;

/** A group of the client as the group entitlements table shows it (session-and-admin.md §2). */
export const planAdminGroupSchema = z.object({
  groupNumber: z.string(),
  name: z.string(),
  employeeData: entitlementValueSchema,
  spendingAccount: entitlementValueSchema,
  /** Flagged for Medicare: cannot be selected. */
  medicare: z.boolean(),
});
export type PlanAdminGroup = z.infer<typeof planAdminGroupSchema>;

const userEntitlementsShape = z.object(
  Object.fromEntries(planAdminUserEntitlementKeys.map((key) => [key, z.boolean()])) as Record<
    (typeof planAdminUserEntitlementKeys)[number],
    z.ZodMiniBoolean<boolean>
  >,
);

/** One administrator with everything the add/edit steps show. */
export const planAdminDetailSchema = z.extend(planAdminSummarySchema, {
  company: z.string(),
  userEntitlements: userEntitlementsShape,
  /** Every group of the client, sorted by group number (N/A where none is held). */
  groups: z.array(planAdminGroupSchema),
  /** Whether the Dental (UCD) and Billing steps show (session-and-admin.md §2 sidebar). */
  ucdDental: z.boolean(),
  billing: z.boolean(),
});
export type PlanAdminDetail = z.infer<typeof planAdminDetailSchema>;

/** Adding an administrator: demographics with the login ID, and the user entitlements. */
export const planAdminCreateSchema = z.strictObject({
  demographics: newPlanAdminDemographicsSchema,
  userEntitlements: planAdminUserEntitlementsSchema,
});
export type PlanAdminCreate = z.input<typeof planAdminCreateSchema>;

/**
 * Editing an administrator's demographics and user entitlements. A super user changing their own
 * e-mail also sends their current password (unless a factor was verified in this session within
 * FRESH_FACTOR_MINUTES): whoever holds a session alone must not be able to move the account's
 * reset links and passcodes to another mailbox.
 */
export const planAdminUpdateSchema = z.strictObject({
  demographics: planAdminDemographicsSchema,
  userEntitlements: planAdminUserEntitlementsSchema,
  currentPassword: z.optional(currentPasswordSchema),
});
export type PlanAdminUpdate = z.input<typeof planAdminUpdateSchema>;

const newValueSchema = z.enum(["", ...groupEntitlementValues], { error: adminMessages.entitlementValue });

/**
 * The group entitlements edit (session-and-admin.md §4): the selected groups get the new values;
 * an empty new value keeps the existing one. At most one table's worth (1000) at once.
 */
export const planAdminGroupsUpdateSchema = z.strictObject({
  selectedGroups: z
    .array(z.string().check(z.regex(/^[A-Za-z0-9-]{1,20}$/, adminMessages.selectGroup)), {
      error: adminMessages.selectGroup,
    })
    .check(z.minLength(1, adminMessages.selectGroup), z.maxLength(1000, adminMessages.selectGroup)),
  employeeData: z._default(newValueSchema, ""),
  spendingAccount: z._default(newValueSchema, ""),
});
export type PlanAdminGroupsUpdate = z.input<typeof planAdminGroupsUpdateSchema>;

export const planAdminMessageSchema = z.object({ message: z.string() });

/** The plan administrator calls of the typed client. */
export function planAdminCalls(call: ApiCall) {
  const path = (loginId: string, tail = "") => `/api/plan-admins/${encodeURIComponent(loginId)}${tail}`;
  const send = (body: unknown, method = "POST"): RequestInit => ({ method, body: JSON.stringify(body) });
  return {
    planAdmins: (query: PlanAdminListQuery = {}) =>
      call(
        `/api/plan-admins${query.after ? `?after=${encodeURIComponent(query.after)}` : ""}`,
        planAdminListSchema,
      ),
    planAdmin: (loginId: string) => call(path(loginId), planAdminDetailSchema),
    createPlanAdmin: (body: PlanAdminCreate) => call("/api/plan-admins", planAdminDetailSchema, send(body)),
    updatePlanAdmin: (loginId: string, body: PlanAdminUpdate) =>
      call(path(loginId), planAdminDetailSchema, send(body, "PUT")),
    updatePlanAdminGroups: (loginId: string, body: PlanAdminGroupsUpdate) =>
      call(path(loginId, "/groups"), planAdminDetailSchema, send(body, "PUT")),
    disablePlanAdmin: (loginId: string) => call(path(loginId, "/disable"), planAdminMessageSchema, send({})),
    enablePlanAdmin: (loginId: string) => call(path(loginId, "/enable"), planAdminMessageSchema, send({})),
    unlockPlanAdmin: (loginId: string) => call(path(loginId, "/unlock"), planAdminMessageSchema, send({})),
    sendPlanAdminReset: (loginId: string) =>
      call(path(loginId, "/password-reset"), planAdminMessageSchema, send({})),
    removePlanAdminFromClient: (loginId: string) =>
      call(path(loginId, "/remove-from-client"), planAdminMessageSchema, send({})),
  };
}

/**
 * A client of only these calls: the plan administrator pages load it, so the typed client every
 * other page shares does not carry their schemas (bundle budget: each route under 100 kB).
 */
export function createPlanAdminClient(options: ApiClientOptions = {}) {
  return planAdminCalls(createCall(options));
}
