import { type ApiCall, type ApiClientOptions, createCall } from "./call.js";
import { loginAnswerSchema } from "./mfa.js";
import { portalConfigSchema } from "./session.js";
import { sessionCalls } from "./session-client.js";

/** The calls of the signed-out pages: the portal's configuration and the sign-in itself. */
export function signInCalls(call: ApiCall) {
  return {
    config: () => call("/api/config", portalConfigSchema),
    /**
     * Signs in: the session, or (202) the factor pending when MFA is enrolled, answered by
     * `verifySignInPasscode` (MFA at sign-in, beyond the spec).
     */
    login: (body: { loginId: string; password: string }) =>
      call("/api/session", loginAnswerSchema, { method: "POST", body: JSON.stringify(body) }),
  };
}

/**
 * A client of the login page's calls alone (the configuration, the sign-in, the session): the
 * login page loads it instead of the full client, so its first load carries none of the other
 * pages' schemas (bundle budget: docs/benchmarks.md, Size).
 */
export function createSignInClient(options: ApiClientOptions = {}) {
  const call = createCall(options);
  return { ...sessionCalls(call), ...signInCalls(call) };
}
