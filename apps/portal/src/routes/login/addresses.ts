import type { Session } from "@epr/contract";
import { paths } from "../../lib/paths.js";

// The login's addresses, in a module that imports neither the router nor the query cache: the
// login page is an entry of its own (login.html) whose first load carries neither
// (docs/benchmarks.md, Size). guards.ts and password/loginHooks.tsx re-export them.

/** An origin no real page has: a path resolved against it must stay on it. */
const PATH_BASE = "http://portal.invalid";

/**
 * Only same-site paths are followed after login, never another origin. A browser reads `/\host`
 * as `//host` (a backslash is a slash in http URLs) and drops tabs and newlines (`/\t/host`), so
 * a path is followed only when it starts with one `/`, holds no backslash and no control
 * character, and resolves to this site.
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.includes("\\")) return paths.home;
  for (let i = 0; i < next.length; i++) {
    const code = next.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return paths.home;
  }
  try {
    return new URL(next, PATH_BASE).origin === PATH_BASE ? next : paths.home;
  } catch {
    return paths.home;
  }
}

/** Why the login page was opened, when the portal sent the user there (shown as a message). */
export const LOGIN_REASON = { param: "reason", sessionEnded: "expired" } as const;

/**
 * Where a sign-in goes: a temporary password to Verify & Agree (session-and-admin.md §4 Password
 * step), an administrator without a client to client selection (internal staff to /clients), anyone
 * else where they were heading.
 */
export function afterLogin(session: Session, next: string | null): string {
  if (session.passwordChangeRequired) return paths.verifyAndAgree;
  if (session.employer) return safeNext(next);
  // Internal staff choose on /clients, multi-client administrators on /client-selection (§2).
  return session.admin.internal ? paths.clients : paths.clientSelection;
}
