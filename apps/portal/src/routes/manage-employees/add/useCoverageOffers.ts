import { coverageCalls } from "@epr/contract";
import { type CoveragePlanOption, type CoverageType, convertDate, coverageTypes } from "@epr/domain";
import { useQueries } from "@tanstack/react-query";
import { featureApi } from "../../../lib/featureApi.js";

const coverageApi = featureApi(coverageCalls);

/** The plans offered per coverage type, as the plan coverage cards take them. */
export interface CoverageOffers {
  /** Some coverage type is still loading. */
  loading: boolean;
  /** The first failure, if any. */
  error: Error | null;
  /** The coverage types with at least one product, each with its groups' plans. */
  offered: { coverageType: CoverageType; groups: readonly CoveragePlanOption[] }[];
  /** The groups' plans of each offered coverage type. */
  productsOf: Map<CoverageType, readonly CoveragePlanOption[]>;
}

/**
 * The client's groups' products per coverage type for the subscriber's ZIP on a date (enrollment.md
 * §7 coverages by version, type, date and ZIP), as the add flow's Plan Coverage step and the edit's
 * add-coverage page both show them. `effectiveDate` is MM/dd/yyyy; nothing is asked without a date
 * and a ZIP.
 */
export function useCoverageOffers(effectiveDate: string, zipCode: string): CoverageOffers {
  const queryDate = convertDate(effectiveDate, "us", "usDash") ?? "";
  const offers = useQueries({
    queries: coverageTypes.map((coverageType) => ({
      queryKey: ["coverages", coverageType, queryDate, zipCode],
      queryFn: () =>
        coverageApi.coverages({ version: "v2", coverageType, effectiveDate: queryDate, zipCode }),
      enabled: queryDate !== "" && zipCode !== "",
      staleTime: 5 * 60_000,
    })),
  });
  const offered = coverageTypes
    .map((coverageType, index) => ({ coverageType, groups: offers[index]?.data?.payload ?? [] }))
    .filter((offer) => offer.groups.some((group) => group.products.length > 0));
  return {
    loading: offers.some((offer) => offer.isPending && offer.fetchStatus !== "idle"),
    error: offers.find((offer) => offer.isError)?.error ?? null,
    offered,
    productsOf: new Map(offered.map((offer) => [offer.coverageType, offer.groups])),
  };
}
