import { resourceCalls } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { featureApi } from "../../lib/featureApi.js";

/**
 * The resource pages' queries, on a client of their own: the home page shows the tiles without
 * loading every call's schemas (docs/benchmarks.md, Size).
 */
const resourcesApi = featureApi(resourceCalls);

/** The resource pages' links in order (session-and-admin.md §2 /resources sidebar, /home tiles). */
export const resourcesQuery = queryOptions({
  queryKey: ["resources"],
  queryFn: () => resourcesApi.resources(),
  staleTime: 5 * 60_000,
});

/** One resource page by slug. */
export const resourceQuery = (slug: string) =>
  queryOptions({
    queryKey: ["resources", slug],
    queryFn: () => resourcesApi.resource(slug),
    staleTime: 5 * 60_000,
  });
