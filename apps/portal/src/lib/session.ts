import { BACKGROUND_HEADER, BACKGROUND_HEADER_VALUE, createSessionClient } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { noteSessionResponse } from "./sessionClock.js";

/**
 * The session check of the shell (guards.ts): its own small client, so the first load does not
 * carry every page's schemas; pages use the full client of api.ts (bundle budget: docs/benchmarks.md, Size).
 */
const sessionClient = createSessionClient({ onResponse: noteSessionResponse });

/**
 * Asks whether the session still lives without counting as activity (X-Background: 1): the idle
 * warning checks the server's clock with it before it opens and when the time is up.
 */
export const backgroundSessionClient = createSessionClient({
  headers: { [BACKGROUND_HEADER]: BACKGROUND_HEADER_VALUE },
  onResponse: noteSessionResponse,
});

/** The signed-in session, or null when nobody is (the server answers that without an error status). */
export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: () => sessionClient.session(),
  staleTime: 60_000,
  // Asking needs no session; its answer turning to nobody means the session ended (queryClient.ts).
  meta: { withoutSession: true, sessionCheck: true },
});
