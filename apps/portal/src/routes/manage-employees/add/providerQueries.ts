import { type ProviderSearchQuery, type ProviderSearchResponse, providerCalls } from "@epr/contract";
import { featureApi } from "../../../lib/featureApi.js";

/** The providers' client (enrollment.md §7 Providers): the directory's search and the PCP check. */
export const providerApi = featureApi(providerCalls);

/**
 * The provider directory's results page by page, within the plan's network when it has one; the
 * `listId` (an opaque keyset cursor) asks for the next page. Plain options, not TanStack's
 * `infiniteQueryOptions` (types only, but its call loads its chunk on every page with the PCP check:
 * the add flow's Plan Coverage step one script over its budget; docs/benchmarks.md, Fewer scripts a page).
 */
export const providerSearchQuery = (criteria: ProviderSearchQuery | null, network: string | null) => ({
  queryKey: ["providers", "search", criteria, network] as const,
  queryFn: ({ pageParam }: { pageParam: string }) =>
    providerApi.searchProviders({
      ...(criteria ?? {}),
      ...(network ? { productName: network } : {}),
      ...(pageParam ? { listId: pageParam } : {}),
    }),
  initialPageParam: "",
  getNextPageParam: (page: ProviderSearchResponse) => page.listId,
});
