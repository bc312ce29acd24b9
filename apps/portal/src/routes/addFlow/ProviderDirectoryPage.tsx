import type { ProviderSearchQuery } from "@epr/contract";
import { ProviderDirectoryCard, type ProviderDirectoryEntry } from "@epr/ui/cards/provider-directory";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { api } from "../../lib/api.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { useAddFlow } from "./AddFlowContext.js";
import { directoryReturnPath } from "./directoryReturn.js";
import { useProviderSearchNetwork } from "./useProviderSearchNetwork.js";

/**
 * The built-in provider directory of the add flow (enrollment.md §2 provider search, §7 Find a
 * doctor: an internal page by name, number, city, state and 5-digit ZIP), opened by a provider
 * card's Search Provider Directory. Choosing a provider returns to
 * /employer/manage-employees/add/coverage with PCPIndex, PCPNumber and PCPNAME (URL-encoded), which
 * fill that participant's provider; Cancel returns without a choice. The page lives inside the add
 * flow, so the flow's draft, with everything typed on the coverage step, is kept meanwhile. The
 * directory answers a page at a time; Show more results appends the next one. The search is
 * narrowed to the medical group's network (`group`, `planArea` in the URL) when the brand's rule
 * says so (enrollment.md §7 Group name by group number), and the card says which.
 */
export function Component() {
  const flow = useAddFlow();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const index = Number(params.get("PCPIndex") ?? "0");
  const participant = [flow.draft.record.subscriber, ...flow.draft.record.dependents][index];
  const name = participant ? `${participant.fullName.first} ${participant.fullName.last}`.trim() : "";
  usePageTitle("Provider Directory");
  const [criteria, setCriteria] = useState<ProviderSearchQuery | null>(null);
  const { network, pending: networkPending } = useProviderSearchNetwork(
    params.get("group"),
    params.get("planArea"),
  );
  // The directory answers a page at a time; its listId (an opaque keyset cursor) asks for the next.
  const search = useInfiniteQuery({
    queryKey: ["providers", "search", criteria, network],
    queryFn: ({ pageParam }) =>
      api.searchProviders({
        ...(criteria ?? {}),
        ...(network ? { productName: network } : {}),
        ...(pageParam ? { listId: pageParam } : {}),
      }),
    initialPageParam: "",
    getNextPageParam: (page) => page.listId,
    enabled: criteria !== null && !networkPending,
    placeholderData: keepPreviousData,
  });
  const providers = search.data?.pages.flatMap((page) => page.providers);
  const results: ProviderDirectoryEntry[] | undefined = providers?.map((provider) => ({
    physicianNumber: provider.providerNumber,
    physicianName: provider.name,
    address1: provider.address1,
    city: provider.city,
    state: provider.state,
    zipCode: provider.zipCode,
    acceptingNewPatients: provider.acceptingNewPatients,
  }));
  const back = (choice?: { physicianNumber: string; physicianName: string }) =>
    navigate(directoryReturnPath(index, choice ?? null, flow.draft.enrollmentId));

  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-6 outline-none">
      <div>
        <p className="m-0 text-muted-foreground text-sm">Add Employee · Plan Coverage</p>
        <h1 className="m-0 font-bold text-2xl">Find a Primary Care Provider{name ? ` for ${name}` : ""}</h1>
      </div>
      <ProviderDirectoryCard
        headingLevel={2}
        network={network}
        onSearch={(next) => setCriteria(next as ProviderSearchQuery)}
        results={criteria ? results : undefined}
        loading={(search.isFetching && !search.isFetchingNextPage) || (criteria !== null && networkPending)}
        onShowMore={search.hasNextPage ? () => void search.fetchNextPage() : undefined}
        loadingMore={search.isFetchingNextPage}
        error={search.isError ? search.error.message : null}
        onChoose={(choice) => back(choice)}
        onCancel={() => back()}
      />
    </main>
  );
}
