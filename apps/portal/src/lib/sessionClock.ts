import { SESSION_EXPIRES_HEADER, SESSION_IDLE_EXPIRES_HEADER } from "@epr/contract";

/**
 * When the server says the session ends: its idle end, moved by
 * every call but a background refresh, and its absolute end. Read from each answer's headers and
 * from the session itself; the warning dialog (SessionTimeoutWatcher) follows it.
 */
export interface SessionEnds {
  /** Milliseconds since the epoch; null while unknown. */
  idleEnd: number | null;
  absoluteEnd: number | null;
}

const nobody: SessionEnds = { idleEnd: null, absoluteEnd: null };
let ends: SessionEnds = nobody;
const listeners = new Set<() => void>();

const parse = (value: string | null | undefined) => {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
};
const later = (known: number | null, seen: number | null) =>
  seen === null ? known : known === null ? seen : Math.max(known, seen);

/**
 * Notes ends the server told. Answers may arrive out of order, and a live session's ends only move
 * later, so the later of what is known and what is told wins.
 */
export function noteSessionEnds(
  idleExpiresAt: string | null | undefined,
  expiresAt: string | null | undefined,
) {
  const next = {
    idleEnd: later(ends.idleEnd, parse(idleExpiresAt)),
    absoluteEnd: later(ends.absoluteEnd, parse(expiresAt)),
  };
  if (next.idleEnd === ends.idleEnd && next.absoluteEnd === ends.absoluteEnd) return;
  ends = next;
  for (const listener of listeners) listener();
}

/** Every answer of the API clients passes here (api.ts, session.ts). */
export function noteSessionResponse(response: Response) {
  noteSessionEnds(
    response.headers.get(SESSION_IDLE_EXPIRES_HEADER),
    response.headers.get(SESSION_EXPIRES_HEADER),
  );
}

/** Forgets the ends (signed out, session ended): the next session tells its own. */
export function forgetSessionEnds() {
  if (ends === nobody) return;
  ends = nobody;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore. */
export function subscribeSessionEnds(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
export const sessionEnds = () => ends;
