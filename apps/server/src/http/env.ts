import type { SessionCache } from "../auth/session-cache.js";
import type { CachedSession, SessionContext } from "../auth/sessions.js";
import type { SsnVault } from "../auth/ssn.js";
import type { ServerConfig } from "../config.js";
import type { Database } from "../db/database.js";
import type { Mailer } from "../mail/mailer.js";
import type { Logger } from "../observability/log.js";
import type { AppMetrics } from "../observability/metrics.js";
import type { MedeAnalyticsSignOn } from "../reports/medeAnalytics.js";
import type { SpendingVendor } from "../spending/vendor.js";
import type { VisionProviderLookup } from "../vision/adapter.js";

/** What every handler can reach: the database, configuration and, once resolved, the session. */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  vault: SsnVault;
  /** The migration version the database is at, for the health answer. */
  migration: number;
  /** "today" is injectable so tests pin dates. */
  now: () => Date;
  /** Waits that long (the sign-in throttle's hold, auth/throttle.ts); absent: a real timer. Tests record it instead. */
  sleep?: (ms: number) => Promise<void>;
  /** Where e-mail goes: the outbox table, or SMTP when configured (mail/mailer.ts). */
  mailer: Mailer;
  /** The JSON logger (observability/log.ts); a request's lines go through its child, `c.get("log")`. */
  logger: Logger;
  /** This app's Prometheus metrics (observability/metrics.ts), read at GET /api/metrics. */
  metrics: AppMetrics;
  /** Sessions as read a moment ago (auth/session-cache.ts), ended by any change to them. */
  sessionCache: SessionCache<CachedSession>;
  /** The Mede Analytics sign-on (session-and-admin.md §7); absent: the built-in one (reports/medeAnalytics.ts). */
  medeAnalytics?: MedeAnalyticsSignOn;
  /** The spending-account vendor (assist-employees.md §7); absent: the built-in one (spending/vendor.ts). */
  spendingVendor?: SpendingVendor;
  /** The vision provider partner (assist-employees.md §7 visionProvider); absent: the environment's or the built-in one (vision/adapter.ts). */
  visionProvider?: VisionProviderLookup;
  /**
   * Set while the process drains on SIGTERM (server.ts): the readiness answer turns false
   * (health/ready.ts). Absent in tests that build the app alone: never draining. `port` is the port
   * the server listens on, once it does (PORT=0 picks one): the embedded demo's own address
   * (http/host-gate.ts); absent when the app answers without a socket.
   */
  lifecycle?: { readonly draining: boolean; readonly port?: number };
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    session: SessionContext | null;
    /**
     * A session still waiting for the administrator's MFA factor (MFA at sign-in): set instead of
     * `session`, which stays null, so every other route answers it as signed out.
     */
    pendingSession: SessionContext | null;
    /** The call carried a session cookie whose session has ended: its 401 says so. */
    sessionEnded: boolean;
    /**
     * A session signed in with a temporary password (session-and-admin.md §4 Password step): set
     * instead of `session` until the password is changed, so only the password change takes it.
     */
    passwordSession: SessionContext | null;
  };
};
