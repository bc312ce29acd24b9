import type { SessionContext } from "../auth/sessions.js";
import { requireSession } from "./session-middleware.js";

/**
 * The session of a route whose policy needs a chosen client (its guard has checked one is
 * chosen), with the client's id as a number.
 */
export function clientSession(session: SessionContext | null): SessionContext & { clientId: number } {
  const s = requireSession(session);
  return { ...s, clientId: s.clientId ?? -1 };
}
