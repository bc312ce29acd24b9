import { mustAcceptConditions } from "@epr/domain";
import { redirect } from "react-router";
import { LOGIN_REASON } from "../routes/login/addresses.js";
import { paths } from "./paths.js";
import { queryClient } from "./queryClient.js";
import { sessionQuery } from "./session.js";
import { forgetSessionEnds } from "./sessionClock.js";

/** Where to come back to after logging in: the page asked for, on this site only. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** A signed-in session acting for an employer, or a redirect to login or client selection. */
export async function requireEmployerSession(request: Request) {
  const session = await queryClient.ensureQueryData(sessionQuery);
  if (!session) throw redirect(`${paths.login}?next=${encodeURIComponent(returnPath(request))}`);
  // A temporary password goes through Verify & Agree to its change first (session-and-admin.md §4).
  if (session.passwordChangeRequired) throw redirect(paths.verifyAndAgree);
  // Internal staff choose on /clients, multi-client administrators on /client-selection (session-and-admin.md §2).
  if (!session.employer) throw redirect(session.admin.internal ? paths.clients : paths.clientSelection);
  return session;
}

/**
 * A cancelled client's administrator who has not accepted its conditions goes to them first, from
 * enrollment, reports and resources (session-and-admin.md §2 cancelledConditions).
 */
export async function requireConditionsAccepted() {
  const session = await queryClient.ensureQueryData(sessionQuery);
  if (mustAcceptConditions(session?.employer)) throw redirect(paths.cancelledConditions);
  return null;
}

/**
 * A page whose own loader reads employer data. React Router runs a route's loaders side by side, so
 * such a loader awaits the guards itself before asking: a signed-out visit, a temporary password's
 * session or a cancelled client's unaccepted conditions never reach the server (no 401 or 403).
 */
export async function requireEmployerArea(request: Request, options: { conditionsFirst?: boolean } = {}) {
  const session = await requireEmployerSession(request);
  if (options.conditionsFirst) await requireConditionsAccepted();
  return session;
}

/** The login page, saying the session ended, and coming back to `location` after logging in. */
export function loginAfterSessionEnded(location: { pathname: string; search: string }): string {
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return `${paths.login}?next=${next}&${LOGIN_REASON.param}=${LOGIN_REASON.sessionEnded}`;
}

/** What {@link endSession} needs of the router (React Router's data router). */
export interface SessionEndRouter {
  state: {
    location: { pathname: string; search: string };
    navigation: { location?: { pathname: string; search: string } | undefined };
  };
  navigate(to: string, options: { replace: boolean }): Promise<void>;
}

/**
 * The session ended: forget it and everything read with it, and go to the login page,
 * which brings the user back to the page they were on, or on their way to, when it ended.
 */
export function endSession(router: SessionEndRouter) {
  const { location, navigation } = router.state;
  const here = navigation.location ?? location;
  // Several calls may fail at once; the first one already sent the user to log in.
  if (here.pathname === paths.login) return;
  queryClient.removeQueries();
  queryClient.setQueryData(sessionQuery.queryKey, null);
  forgetSessionEnds();
  void router.navigate(loginAfterSessionEnded(here), { replace: true });
}
