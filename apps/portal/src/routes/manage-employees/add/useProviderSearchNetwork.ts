import { useBrand } from "@epr/brand-themes";
import { providerSearchUsesGroupName } from "@epr/domain";
import { useQuery } from "@tanstack/react-query";
import { groupNameQuery } from "../../../lib/groupQueries.js";

/** What `useProviderSearchNetwork` answers. */
export interface ProviderSearchNetwork {
  /** The group's product name to narrow the search to; null: the whole directory. */
  network: string | null;
  /** The group name is still being read: a search waits for it. */
  pending: boolean;
}

/**
 * The network the provider directory searches (enrollment.md §7 Group name by group number): the
 * product name the group name service answers for the medical group, for brands whose rule uses it
 * (`providerSearchUsesGroupName` over the brand record). Without a group, for 6009 and for 6008
 * outside AHPA it reads nothing and searches the whole directory. A failed read also searches the
 * whole directory (our choice: the spec names no error for it, and a narrower list is a help, not
 * a condition of choosing a PCP, which the server validates anyway).
 */
export function useProviderSearchNetwork(
  groupNumber: string | null,
  planAreaCode: string | null,
): ProviderSearchNetwork {
  const brand = useBrand();
  const uses = Boolean(groupNumber) && providerSearchUsesGroupName(brand.capabilities, planAreaCode);
  const name = useQuery({ ...groupNameQuery(groupNumber ?? ""), enabled: uses });
  if (!uses) return { network: null, pending: false };
  return {
    network: name.data?.payload.providerDataList.providerDataRecord[0]?.productName || null,
    pending: name.isPending && !name.isError,
  };
}
