import { type ApiCall, BACKGROUND_HEADER, BACKGROUND_HEADER_VALUE, clientOf } from "@epr/contract";
import { noteSessionResponse } from "./sessionClock.js";

/**
 * A client of one feature's calls (@epr/contract `clientOf`), made by that feature's pages so the
 * shared client of api.ts stays small; its answers tell the session's ends too. In a module of its
 * own: a page importing it from api.ts loaded the shared client with every page's schemas.
 */
export const featureApi = <T>(calls: (call: ApiCall) => T, { background = false } = {}): T =>
  clientOf(calls, {
    onResponse: noteSessionResponse,
    ...(background ? { headers: { [BACKGROUND_HEADER]: BACKGROUND_HEADER_VALUE } } : {}),
  });
