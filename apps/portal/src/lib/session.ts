import { createSessionClient } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";

/**
 * The session check of the shell (guards.ts): its own small client, so the first load does not
 * carry every page's schemas; pages use the full client of api.ts (issue 8: first load under 150 KB).
 */
const sessionClient = createSessionClient();

/** The signed-in session, or null when nobody is (the server answers that without an error status). */
export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: () => sessionClient.session(),
  staleTime: 60_000,
  // Asking needs no session; its answer turning to nobody means the session ended (queryClient.ts).
  meta: { withoutSession: true, sessionCheck: true },
});
