import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { failureKind, isWorthRetrying } from "./failures.js";

/** What a query or mutation may say about itself, for the cache-wide handlers below. */
interface CallMeta extends Record<string, unknown> {
  /** The call needs no session (the sign-in): its 401 says something else than "the session ended". */
  withoutSession?: boolean;
  /** The "am I signed in?" query: its answer going from a session to nobody also means it ended. */
  sessionCheck?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

let sessionEnded: () => void = () => undefined;

/**
 * Says what to do when the session has ended: main.tsx wires it to the router
 * ({@link endSession} in guards.ts). One place for every page, present and future.
 */
export function whenSessionEnds(handler: () => void) {
  sessionEnded = handler;
}

/** A 401 from a call that needs a session: the session ended (idle too long, logged out elsewhere). */
export function endsSession(error: unknown, meta: CallMeta | undefined): boolean {
  return failureKind(error) === "signedOut" && !meta?.withoutSession;
}

// After the cache has recorded the failure, so the handler may clear it.
const tellSessionEnded = () => queueMicrotask(() => sessionEnded());

/** The portal found the session ended by itself (the idle warning ran out): the same handler. */
export const reportSessionEnded = tellSessionEnded;

const queryCache = new QueryCache({
  onError: (error, query) => {
    if (endsSession(error, query.meta)) tellSessionEnded();
  },
});

/**
 * The session check refetched (the tab regained focus after a long pause) and nobody is signed in
 * any more, while the portal still held a session: the session ended as surely as with a 401.
 * Written values (login, logout, the handler itself) only update what the portal holds.
 */
let holdsSession = false;
queryCache.subscribe((event) => {
  if (!event.query.meta?.sessionCheck) return;
  if (event.type === "removed") holdsSession = false;
  if (event.type !== "updated" || event.action.type !== "success") return;
  const signedIn = event.action.data != null;
  const ended = holdsSession && !signedIn && !event.action.manual;
  holdsSession = signedIn;
  if (ended) tellSessionEnded();
});

/** The portal's query defaults (a test that changes them puts these back). */
export const portalQueryDefaults = {
  queries: {
    staleTime: 30_000,
    // A 4xx will not change by asking again; a network blip (status 0) or a 5xx might.
    retry: (count: number, error: unknown) => count < 2 && isWorthRetrying(error),
  },
};

/** One cache for the whole portal: loaders fill it, pages read it, nothing is fetched twice. */
export const queryClient = new QueryClient({
  queryCache,
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (endsSession(error, mutation.meta)) tellSessionEnded();
    },
  }),
  defaultOptions: portalQueryDefaults,
});
