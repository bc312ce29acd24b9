import { queryOptions } from "@tanstack/react-query";
import { signInClient } from "../routes/login/signInClient.js";

/** The portal's configuration (brand pin, feature flags, session timing): asked once a visit. */
export const configQuery = queryOptions({
  queryKey: ["config"],
  queryFn: () => signInClient.config(),
  staleTime: Number.POSITIVE_INFINITY,
});
