import { type PlanAdminUserEntitlementKey, planAdminUserEntitlementKeys } from "@epr/domain";
import * as z from "zod/mini";
import { genericMessages } from "../shared/messages.js";

/**
 * The plan administrator add/edit forms (session-and-admin.md §2 add-plan-admin.demographics and
 * .user-entitlements). The spec names the steps, not their fields or messages: the fields are the
 * plan administrator's of §3, the messages ours.
 */
export const planAdminMessages = {
  loginId: "Please enter a user ID of 3 to 50 letters, digits, dots, dashes or underscores.",
  firstName: "Please enter the first name.",
  lastName: "Please enter the last name.",
  email: genericMessages.email,
  tooLong: genericMessages.tooLong,
  /** Employee pages need employees.view (session-and-admin.md §6), so Edit alone would open nothing. */
  editNeedsView: "Edit Employees needs View Employees: select both, or neither.",
} as const;

/** A login ID the portal can issue: letters, digits and . _ - (our rule; the spec shows none). */
export const PLAN_ADMIN_LOGIN_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, planAdminMessages.tooLong),
      z.regex(/^[^\p{Cc}]*$/u, genericMessages.format),
    );

/** Demographics of an administrator being edited (session-and-admin.md §3 plan administrator). */
export const planAdminDemographicsSchema = z.strictObject({
  firstName: required(planAdminMessages.firstName, 50),
  lastName: required(planAdminMessages.lastName, 50),
  email: z.pipe(
    z.string({ error: planAdminMessages.email }).check(z.trim(), z.maxLength(100, planAdminMessages.tooLong)),
    z.email(planAdminMessages.email),
  ),
  company: z._default(
    z
      .string({ error: genericMessages.format })
      .check(
        z.trim(),
        z.maxLength(100, planAdminMessages.tooLong),
        z.regex(/^[^\p{Cc}]*$/u, genericMessages.format),
      ),
    "",
  ),
});
/** Demographics values. */
export type PlanAdminDemographics = z.output<typeof planAdminDemographicsSchema>;

/** A new administrator's demographics: also the login ID, which never changes afterwards. */
export const newPlanAdminDemographicsSchema = z.strictObject(
  z.extend(planAdminDemographicsSchema, {
    loginId: z
      .string({ error: planAdminMessages.loginId })
      .check(z.trim(), z.regex(PLAN_ADMIN_LOGIN_PATTERN, planAdminMessages.loginId)),
  }).shape,
);
/** New administrator values. */
export type NewPlanAdminDemographics = z.output<typeof newPlanAdminDemographicsSchema>;

/** The Overall (user) Entitlements step's values (@epr/domain `planAdminUserEntitlementKeys`). */
export const planAdminUserEntitlementsSchema = z
  .strictObject(
    z.object(
      Object.fromEntries(
        planAdminUserEntitlementKeys.map((key) => [
          key,
          z._default(z.boolean({ error: genericMessages.format }), false),
        ]),
      ) as Record<PlanAdminUserEntitlementKey, z.ZodMiniDefault<z.ZodMiniBoolean<boolean>>>,
    ).shape,
  )
  .check(
    // session-and-admin.md §6: without employees.view the employee pages send the user home.
    z.refine((values) => !values.employeesEdit || values.employeesView, {
      path: ["employeesEdit"],
      message: planAdminMessages.editNeedsView,
    }),
  );
/** User entitlement values. */
export type PlanAdminUserEntitlements = z.output<typeof planAdminUserEntitlementsSchema>;
