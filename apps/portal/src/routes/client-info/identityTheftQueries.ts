import { identityTheftCalls } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { featureApi } from "../../lib/featureApi.js";

/** The identity theft page's client (assist-employees.md §7 idTheft). */
export const identityTheftApi = featureApi(identityTheftCalls);

/** The identity theft page's groups (assist-employees.md §2.11, §7 idTheft getGroups). */
export const identityTheftQuery = queryOptions({
  queryKey: ["identity-theft"],
  queryFn: () => identityTheftApi.identityTheftGroups(),
});
