import { referenceCalls } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { featureApi } from "../../lib/featureApi.js";

const referenceApi = featureApi(referenceCalls);

/**
 * The cancel reason codes (enrollment.md §7; 99 is left out by the server): a reference list, read
 * once per session, shared by the cancel-coverage page and the edit's cancel line of business.
 */
export const cancelReasonsQuery = queryOptions({
  queryKey: ["reference", "cancel-reasons"],
  queryFn: async () => (await referenceApi.cancelReasons()).payload,
  staleTime: Number.POSITIVE_INFINITY,
});
