import { type ApiCall, type ApiClientOptions, createCall } from "./call.js";
import { currentSessionSchema, type Session } from "./session.js";

/**
 * A client of one feature's calls only (documents, ID cards, client information, Change PCP,
 * architecture, plan administrators): the pages of that feature load it, so the typed client every
 * other page shares does not carry their schemas (bundle budget: docs/benchmarks.md, Size).
 */
export function clientOf<T>(calls: (call: ApiCall) => T, options: ApiClientOptions = {}): T {
  return calls(createCall(options));
}

/** The session check, shared by the full client and the session-only one. */
export function sessionCalls(call: ApiCall) {
  return {
    /** The signed-in session, or null when nobody is signed in. */
    session: async (): Promise<Session | null> => {
      const current = await call("/api/session", currentSessionSchema);
      return current.signedIn ? current.session : null;
    },
  };
}

/**
 * A client of the session check alone. The portal's shell asks "who is signed in?" before any
 * page; with this client its first load carries the session's schema only, and the full client
 * (every page's schemas) loads with the first page that calls it (bundle budget: docs/benchmarks.md, Size).
 */
export function createSessionClient(options: ApiClientOptions = {}) {
  return sessionCalls(createCall(options));
}
