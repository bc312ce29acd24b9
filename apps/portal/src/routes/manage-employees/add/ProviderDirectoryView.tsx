import type { ProviderSearchQuery } from "@epr/contract";
import { ProviderDirectoryCard, type ProviderDirectoryEntry } from "@epr/ui/cards/provider-directory";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { usePageTitle } from "../../../lib/usePageTitle.js";
import { providerSearchQuery } from "./providerQueries.js";
import { useProviderSearchNetwork } from "./useProviderSearchNetwork.js";

/** Props of `ProviderDirectoryView`. */
export interface ProviderDirectoryViewProps {
  /** Where the directory was opened from, above the heading ("Add Employee · Plan Coverage"). */
  context: string;
  /** The participant the provider is chosen for. */
  participantName: string;
  /** A provider was chosen (or Cancel: null); the page returns where it came from. */
  onDone: (choice: { physicianNumber: string; physicianName: string } | null) => void;
  /**
   * The medical group and its plan area code: the search is narrowed to the group's network when the
   * brand's rule says so (enrollment.md §7 Group name by group number), and the card says which.
   */
  group?: string | null;
  planArea?: string | null;
}

/**
 * The built-in provider directory (enrollment.md §2 provider search, §7 Find a doctor: an internal
 * page by name, number, city, state and 5-digit ZIP), shared by the add flow's Plan Coverage step
 * and the edit of an existing employee: each wraps it in its own route, inside the layout that keeps
 * its draft, and says where to return. The directory answers a page at a time; Show more results
 * appends the next one.
 */
export function ProviderDirectoryView({
  context,
  participantName,
  onDone,
  group = null,
  planArea = null,
}: ProviderDirectoryViewProps) {
  usePageTitle("Provider Directory");
  const [criteria, setCriteria] = useState<ProviderSearchQuery | null>(null);
  const { network, pending: networkPending } = useProviderSearchNetwork(group, planArea);
  // The directory answers a page at a time; its listId (an opaque keyset cursor) asks for the next.
  const search = useInfiniteQuery({
    ...providerSearchQuery(criteria, network),
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

  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-6 outline-none">
      <div>
        <p className="m-0 text-muted-foreground text-sm">{context}</p>
        <h1 className="m-0 font-bold text-2xl">
          Find a Primary Care Provider{participantName ? ` for ${participantName}` : ""}
        </h1>
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
        onChoose={(choice) => onDone(choice)}
        onCancel={() => onDone(null)}
      />
    </main>
  );
}
