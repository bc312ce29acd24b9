import * as z from "zod/mini";
import { type ApiCall, type ApiClientOptions, createCall } from "./call.js";
import { loginAnswerSchema } from "./mfa.js";
import { portalConfigSchema } from "./session.js";
import { sessionCalls } from "./session-client.js";

/** The session's own calls: the portal's configuration, signing in and signing out. */
export function signInCalls(call: ApiCall) {
  return {
    config: () => call("/api/config", portalConfigSchema),
    /**
     * Signs in: the session, or (202) the factor pending when MFA is enrolled, answered by
     * `verifySignInPasscode` (MFA at sign-in, beyond the spec).
     */
    login: (body: { loginId: string; password: string }) =>
      call("/api/session", loginAnswerSchema, { method: "POST", body: JSON.stringify(body) }),
    logout: async (): Promise<void> => {
      await call("/api/session", z.unknown(), { method: "DELETE" });
    },
  };
}

/**
 * A client of the session's calls alone (the configuration, the session, signing in and out): the
 * login page and the employer layout load it instead of the full client, so its first load carries none of the other
 * pages' schemas (bundle budget: docs/benchmarks.md, Size).
 */
export function createSignInClient(options: ApiClientOptions = {}) {
  const call = createCall(options);
  return { ...sessionCalls(call), ...signInCalls(call) };
}
