import type { Session } from "@epr/contract";
import { useQuery } from "@tanstack/react-query";
import { configQuery } from "../lib/signIn.js";
import { SESSION_WARNING_MS, SessionTimeoutWatcher } from "./SessionTimeoutWatcher.js";

/**
 * The idle warning with the server's timing (GET /api/config: EPR_SESSION_WARNING_SECONDS, two
 * minutes by default). It starts once the configuration has
 * answered: a guessed two minutes would open the warning at once when the server warns later (a
 * short idle time), and Stay signed in right after sign-in has no idle end to move. Should the
 * configuration fail, two minutes.
 */
export function SessionWatch({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const config = useQuery(configQuery);
  if (config.isPending) return null;
  const warningMs = config.data ? config.data.session.warningSeconds * 1_000 : SESSION_WARNING_MS;
  return <SessionTimeoutWatcher session={session} onSignOut={onSignOut} warningMs={warningMs} />;
}
