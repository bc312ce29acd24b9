import type { Session } from "@epr/contract";
import { lazyNamed } from "@epr/ui/utils";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { queryClient, reportSessionEnded } from "../lib/queryClient.js";
import { backgroundSessionClient, sessionQuery } from "../lib/session.js";
import { noteSessionEnds, sessionEnds, subscribeSessionEnds } from "../lib/sessionClock.js";

/**
 * The idle warning's modal (Radix dialog), downloaded when the warning is due rather than with every
 * page after sign-in (docs/benchmarks.md, Size: about 12 kB gzip of each page's first load).
 */
const SessionTimeout = lazyNamed(
  () => import("@epr/ui/modals/session-timeout").then((m) => m.SessionTimeout),
  { loadWhen: (props: { open: boolean }) => props.open },
);
let modalLoaded: Promise<unknown> | null = null;
/** Downloads the modal once; the warning waits for it, so it opens whole (focus on Stay). */
export const loadSessionTimeoutModal = () => {
  modalLoaded ??= SessionTimeout.preload();
  return modalLoaded;
};

/**
 * The warning opens this long before the session's end (two minutes, ours: the spec has no idle
 * end) until the server's configuration says otherwise (GET /api/config, EPR_SESSION_WARNING_SECONDS).
 */
export const SESSION_WARNING_MS = 2 * 60_000;
/** After the end, the server is asked again at most this often while it says the session lives (clock skew). */
const RECHECK_MS = 5_000;

/** The session's end: the earlier of its idle and absolute ends; null while unknown. */
function soonestEnd(): number | null {
  const { idleEnd, absoluteEnd } = sessionEnds();
  if (idleEnd === null) return absoluteEnd;
  return absoluteEnd === null ? idleEnd : Math.min(idleEnd, absoluteEnd);
}

/** Asks the server without counting as activity; false (and the session ends here) when it has ended. */
async function stillLive(lastCheck: { current: number }): Promise<boolean> {
  lastCheck.current = Date.now();
  const live = await backgroundSessionClient.session().then(
    (answer) => answer !== null,
    () => true, // Unreachable now: the next check or call will tell.
  );
  if (!live) reportSessionEnded();
  return live;
}

/** Props of `SessionTimeoutWatcher`. */
export interface SessionTimeoutWatcherProps {
  /** The signed-in session: its ends are where the clock starts (the sign-in's answer carries them). */
  session: Session;
  /** Sign out now (the layout's logout). */
  onSignOut: () => void;
  /** How long before the end the warning opens: the server's setting (useSessionWarningMs). */
  warningMs?: number;
}

/**
 * Follows the server's clock for the session (lib/sessionClock.ts) and opens the idle warning
 * `warningMs` (two minutes unless configured) before its end. Before opening, and when the time is up,
 * it asks the server in the background (no activity), since another tab may have kept the session
 * alive. Stay signed in asks who is signed in, an ordinary call that slides the idle end; a session
 * found ended goes to the login page, which comes back here (guards.ts endSession).
 */
export function SessionTimeoutWatcher({
  session,
  onSignOut,
  warningMs = SESSION_WARNING_MS,
}: SessionTimeoutWatcherProps) {
  useEffect(() => noteSessionEnds(session.idleExpiresAt, session.expiresAt), [session]);
  const ends = useSyncExternalStore(subscribeSessionEnds, sessionEnds);
  const end = ends.idleEnd === null && ends.absoluteEnd === null ? null : soonestEnd();
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [staying, setStaying] = useState(false);
  const lastCheck = useRef(0);

  // Two minutes before the end: check, then warn if the end has not moved meanwhile.
  useEffect(() => {
    if (end === null || open) return;
    const timer = setTimeout(
      async () => {
        if (!(await stillLive(lastCheck))) return;
        await loadSessionTimeoutModal().catch(() => undefined);
        const latest = soonestEnd();
        if (latest !== null && latest - Date.now() <= warningMs) {
          setNow(Date.now());
          setOpen(true);
        }
      },
      Math.max(0, end - warningMs - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [end, open, warningMs]);

  // While open: count down each second; close if the end moved (activity here or elsewhere).
  useEffect(() => {
    if (!open) return;
    const tick = setInterval(() => {
      const at = Date.now();
      setNow(at);
      const latest = soonestEnd();
      if (latest === null || latest - at > warningMs) setOpen(false);
      else if (at >= latest && at - lastCheck.current >= RECHECK_MS) void stillLive(lastCheck);
    }, 1_000);
    return () => clearInterval(tick);
  }, [open, warningMs]);

  const stay = async () => {
    setStaying(true);
    try {
      // An ordinary call: it slides the idle end, and its answer's headers move the clock.
      const current = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
      if (current) setOpen((soonestEnd() ?? 0) - Date.now() <= warningMs);
    } catch {
      // Unreachable: the warning stays, and the time left keeps counting.
    } finally {
      setStaying(false);
    }
  };

  return (
    <SessionTimeout
      open={open}
      secondsLeft={end === null ? 0 : Math.ceil((end - now) / 1_000)}
      staying={staying}
      onStay={() => void stay()}
      onSignOut={() => {
        setOpen(false);
        onSignOut();
      }}
    />
  );
}
