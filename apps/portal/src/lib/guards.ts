import { redirect } from "react-router";
import { sessionQuery } from "./api.js";
import { paths } from "./paths.js";
import { queryClient } from "./queryClient.js";

/** Where to come back to after logging in: the page asked for, on this site only. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** A signed-in session acting for an employer, or a redirect to login or client selection. */
export async function requireEmployerSession(request: Request) {
  const session = await queryClient.ensureQueryData(sessionQuery);
  if (!session) throw redirect(`${paths.login}?next=${encodeURIComponent(returnPath(request))}`);
  if (!session.employer) throw redirect(paths.clientSelection);
  return session;
}

/** Only same-site paths are followed after login, never another origin. */
export function safeNext(next: string | null): string {
  return next?.startsWith("/") && !next.startsWith("//") ? next : paths.home;
}
