import type { Session } from "@epr/contract";
import { Link } from "react-router";
import { safeNext } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";

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

/** The login page's 'Forgot password' link (beyond the spec). */
export function ForgotPasswordLink() {
  return (
    <p className="mt-6">
      <Link to={paths.forgotPassword} className="text-link underline">
        Forgot password?
      </Link>
    </p>
  );
}
