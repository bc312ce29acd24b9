import { createSignInClient } from "@epr/contract";
import { noteSessionResponse } from "../../lib/sessionClock.js";

/**
 * The login page's calls (configuration, sign-in, session) on a client of their own, so the login
 * page's first load carries none of the other pages' schemas and, in a module without the query
 * cache, no TanStack Query either (the login is an entry of its own: docs/benchmarks.md, Size).
 */
export const signInClient = createSignInClient({ onResponse: noteSessionResponse });
