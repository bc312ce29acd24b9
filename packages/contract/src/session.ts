import { clientSchema, entitlementsSchema, groupEntitlementValues } from "@epr/domain";
import * as z from "zod/mini";

/** Employee Data and Spending Account values of a group entitlement (session-and-admin.md §3). */
export const entitlementValueSchema = z.enum(groupEntitlementValues);

export const groupEntitlementSchema = z.object({
  groupNumber: z.string(),
  employeeData: entitlementValueSchema,
  spendingAccount: entitlementValueSchema,
});
export type GroupEntitlement = z.infer<typeof groupEntitlementSchema>;

export const employerSchema = z.object({
  clientNumber: z.string(),
  clientName: z.string(),
  brandCode: z.string(),
  status: z.enum(["active", "cancelled"]),
  aso: z.boolean(),
  /**
   * Whether this administrator has accepted a cancelled client's conditions (session-and-admin.md
   * §2, §4 Cancelled client); absent for an active client's.
   */
  conditionsAccepted: z.optional(z.boolean()),
});
export type Employer = z.infer<typeof employerSchema>;

/** A signed-in session: who, for which employer, with what rights (login, GET /api/session, choosing a client). */
export const sessionSchema = z.object({
  admin: z.object({
    loginId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    company: z.string(),
    role: z.string(),
    /** A login ID containing VIEW marks a view-only administrator (enrollment.md §6). */
    viewOnly: z.boolean(),
    /** Role mcu_admin: chooses a client before working (session-and-admin.md §6). */
    multiClient: z.boolean(),
    /** Internal staff: log in as any employer from /clients (session-and-admin.md §6). */
    internal: z.optional(z.boolean()),
  }),
  /** Null until a multi-client administrator has chosen a client. */
  employer: z.nullable(employerSchema),
  /** The brand the portal wears: the deployment's pinned brand, else the employer's. */
  brandCode: z.string(),
  /** User-level entitlements, as the domain names them (session-and-admin.md §3 Entitlements). */
  entitlements: entitlementsSchema,
  groups: z.array(groupEntitlementSchema),
  /**
   * When the session ends if nothing happens (ISO 8601): each call but a background refresh moves
   * it (beyond the spec, which names no timeout: 30 minutes idle). The portal warns two minutes before.
   */
  idleExpiresAt: z.optional(z.string()),
  /** When the session ends whatever happens (ISO 8601): 12 hours after sign-in by default. */
  expiresAt: z.optional(z.string()),
  /**
   * Signed in with a temporary password (session-and-admin.md §4 Password step): until it is
   * changed the session may call only the password change, and the portal goes to Verify & Agree.
   */
  passwordChangeRequired: z.optional(z.boolean()),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * GET /api/session: whether anyone is signed in and, if so, the session. Asking is not an error,
 * so the answer is 200 either way (a 401 here was a console error on the login page).
 */
export const currentSessionSchema = z.discriminatedUnion("signedIn", [
  z.object({ signedIn: z.literal(false) }),
  z.object({ signedIn: z.literal(true), session: sessionSchema }),
]);
export type CurrentSession = z.infer<typeof currentSessionSchema>;

/**
 * The spec's feature flags (enrollment.md §1; session-and-admin.md §9: SEP special enrollment and
 * ALERTS, from app configuration): the server's EPR_SEP and EPR_ALERTS.
 */
export const featureFlagsSchema = z.object({ SEP: z.boolean(), ALERTS: z.boolean() });
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/**
 * A session's idle time and how long before its end the warning opens (beyond the spec: 30 minutes
 * and two minutes unless the server is configured otherwise).
 */
export const sessionTimingSchema = z.object({
  idleSeconds: z.int().check(z.positive()),
  warningSeconds: z.int().check(z.positive()),
});
export type SessionTiming = z.infer<typeof sessionTimingSchema>;

/** GET /api/config: what the portal needs before anyone signs in, with the feature flags. */
export const portalConfigSchema = z.object({
  pinnedBrand: z.nullable(z.string()),
  flags: featureFlagsSchema,
  session: sessionTimingSchema,
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;

/** GET /api/clients: the clients a multi-client administrator may act for. */
export const clientListSchema = z.object({ clients: z.array(clientSchema) });
export type ClientList = z.infer<typeof clientListSchema>;

export const chooseClientSchema = z.object({
  clientNumber: z.string().check(z.trim(), z.regex(/^\d{1,12}$/, "Please choose a client.")),
});

/**
 * Request header of a background refresh (a list polling while a job runs): the server reads the
 * session but does not count the call as activity, so the idle end does not move (a page left
 * open must still time out). Its value is {@link BACKGROUND_HEADER_VALUE}.
 */
/**
 * Said when a session ended (idle too long, past its lifetime, signed out elsewhere): the server's
 * 401 to a call with a dead session cookie, and the login page the portal then opens. The spec
 * quotes no wording; this is ours.
 */
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please log in again.";

export const BACKGROUND_HEADER = "X-Background";
export const BACKGROUND_HEADER_VALUE = "1";

/**
 * Response headers of every call made with a live session: its idle end and its absolute end
 * (ISO 8601), so the portal follows the server's clock without asking (the warning dialog).
 */
export const SESSION_IDLE_EXPIRES_HEADER = "X-Session-Idle-Expires-At";
export const SESSION_EXPIRES_HEADER = "X-Session-Expires-At";
