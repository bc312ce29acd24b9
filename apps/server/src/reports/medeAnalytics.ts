import { createHmac, hkdfSync, randomBytes } from "node:crypto";

/** What the sign-on sends (session-and-admin.md §7 POST reports/v1/mede-analytics: loginId, aso, bpdId). */
export interface MedeAnalyticsRequest {
  loginId: string;
  aso: boolean;
  /** The administrator's data differentiator (bpdId); the client number when none is stored. */
  bpdId: string;
}

/** The sign-on's answer: status true opens the analytics at `url` (§7). */
export interface MedeAnalyticsAnswer {
  status: boolean;
  url: string | null;
}

/** A Mede Analytics sign-on adapter: a deployment brings its own through the app's deps. */
export type MedeAnalyticsSignOn = (request: MedeAnalyticsRequest) => Promise<MedeAnalyticsAnswer>;

/** Where the built-in sign-on sends the administrator unless EPR_MEDE_ANALYTICS_URL says (a fictional host). */
export const DEFAULT_MEDE_ANALYTICS_URL = "https://analytics.mede.example/sso";
/** Reports at Hand's address unless EPR_REPORTS_AT_HAND_URL says (a fictional host). */
export const DEFAULT_REPORTS_AT_HAND_URL = "https://reportsathand.example/";

/** Minutes a built-in sign-on assertion is good for (our choice: a link opened at once). */
const ASSERTION_MINUTES = 5;

/** HKDF's label for the sign-on key derived from EPR_SECRET: fixed, so every process derives the same. */
export const MEDE_ANALYTICS_KEY_LABEL = "epr mede-analytics sign-on key v1";

/**
 * The key that signs the assertion: EPR_MEDE_ANALYTICS_KEY when the operator gave one; else derived
 * from EPR_SECRET (HKDF-SHA256 under MEDE_ANALYTICS_KEY_LABEL), so every worker of EPR_WORKERS and
 * every server over one database signs alike: nothing one process made may be needed by another
 * (DESIGN.md: past one machine, the server is stateless). The label keeps it apart from the SSN
 * key derived from the same secret. Without EPR_SECRET (only the embedded PGlite, which is one
 * process: config.ts refuses DATABASE_URL and EPR_WORKERS above 1 without it) a random key for
 * this process, as before: no other process signs, and a demo has no analytics side that checks.
 */
export function medeAnalyticsKey(env: NodeJS.ProcessEnv = process.env): string {
  if (env.EPR_MEDE_ANALYTICS_KEY) return env.EPR_MEDE_ANALYTICS_KEY;
  if (env.EPR_SECRET)
    return Buffer.from(hkdfSync("sha256", env.EPR_SECRET, "", MEDE_ANALYTICS_KEY_LABEL, 32)).toString("hex");
  return randomBytes(32).toString("hex");
}

/** The assertion's signature: HMAC-SHA256 under `key`, base64url, as the analytics side checks it. */
export function signAssertion(key: string, assertion: string): string {
  return createHmac("sha256", key).update(assertion).digest("base64url");
}

/**
 * The built-in sign-on: a short-lived assertion of who signs on (loginId, aso, bpdId, expiry and a
 * nonce), signed with HMAC-SHA256 under `key` (`medeAnalyticsKey`; a random one when none is
 * given), appended to the analytics address. The analytics side checks the signature with the
 * shared key.
 */
export function builtInMedeAnalytics(
  options: { url?: string; key?: string; now?: () => Date } = {},
): MedeAnalyticsSignOn {
  const url = options.url ?? DEFAULT_MEDE_ANALYTICS_URL;
  const key = options.key ?? randomBytes(32).toString("hex");
  const now = options.now ?? (() => new Date());
  return async (request) => {
    const target = new URL(url);
    const assertion = Buffer.from(
      JSON.stringify({
        sub: request.loginId,
        aso: request.aso,
        bpdId: request.bpdId,
        exp: new Date(now().getTime() + ASSERTION_MINUTES * 60_000).toISOString(),
        nonce: randomBytes(12).toString("hex"),
      }),
    ).toString("base64url");
    const signature = signAssertion(key, assertion);
    target.searchParams.set("assertion", assertion);
    target.searchParams.set("signature", signature);
    return { status: true, url: target.toString() };
  };
}

/** The sign-on the environment configures (EPR_MEDE_ANALYTICS_URL; its key by `medeAnalyticsKey`). */
export function medeAnalyticsFromEnv(env: NodeJS.ProcessEnv = process.env): MedeAnalyticsSignOn {
  return builtInMedeAnalytics({
    ...(env.EPR_MEDE_ANALYTICS_URL ? { url: env.EPR_MEDE_ANALYTICS_URL } : {}),
    key: medeAnalyticsKey(env),
  });
}

/** Reports at Hand's address (session-and-admin.md §2: opens in a new tab). */
export const reportsAtHandUrl = (env: NodeJS.ProcessEnv = process.env) =>
  env.EPR_REPORTS_AT_HAND_URL || DEFAULT_REPORTS_AT_HAND_URL;
