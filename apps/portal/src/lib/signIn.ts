import { createSignInClient } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { noteSessionResponse } from "./sessionClock.js";

/**
 * The login page's calls (configuration, sign-in, session) on a client of their own, so the login
 * page's first load carries none of the other pages' schemas (docs/benchmarks.md, Size).
 */
export const signInClient = createSignInClient({ onResponse: noteSessionResponse });

/** The portal's configuration (brand pin, feature flags, session timing): asked once a visit. */
export const configQuery = queryOptions({
  queryKey: ["config"],
  queryFn: () => signInClient.config(),
  staleTime: Number.POSITIVE_INFINITY,
});
