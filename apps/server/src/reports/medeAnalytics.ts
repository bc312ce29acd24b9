import { createHmac, randomBytes } from "node:crypto";

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

/**
 * The built-in sign-on: a short-lived assertion of who signs on (loginId, aso, bpdId, expiry and a
 * nonce), signed with HMAC-SHA256 under `key` (EPR_MEDE_ANALYTICS_KEY, else a key made at start),
 * appended to the analytics address. The analytics side checks the signature with the shared key.
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
    const signature = createHmac("sha256", key).update(assertion).digest("base64url");
    target.searchParams.set("assertion", assertion);
    target.searchParams.set("signature", signature);
    return { status: true, url: target.toString() };
  };
}

/** The sign-on the environment configures (EPR_MEDE_ANALYTICS_URL, EPR_MEDE_ANALYTICS_KEY). */
export function medeAnalyticsFromEnv(env: NodeJS.ProcessEnv = process.env): MedeAnalyticsSignOn {
  return builtInMedeAnalytics({
    ...(env.EPR_MEDE_ANALYTICS_URL ? { url: env.EPR_MEDE_ANALYTICS_URL } : {}),
    ...(env.EPR_MEDE_ANALYTICS_KEY ? { key: env.EPR_MEDE_ANALYTICS_KEY } : {}),
  });
}

/** Reports at Hand's address (session-and-admin.md §2: opens in a new tab). */
export const reportsAtHandUrl = (env: NodeJS.ProcessEnv = process.env) =>
  env.EPR_REPORTS_AT_HAND_URL || DEFAULT_REPORTS_AT_HAND_URL;
