import { documentCalls } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { featureApi } from "../../lib/featureApi.js";
import { queryClient } from "../../lib/queryClient.js";
import { configQuery } from "../../lib/signIn.js";

/** The plan document calls (assist-employees.md §2.4, §2.5, §2.13, §7), a client of their own. */
export const documentApi = featureApi(documentCalls);

/** A document listing (assist-employees.md §2.4): booklets, group contracts or preventive medication lists. */
export const planDocumentsQuery = (listing: "bene-books" | "group-contracts" | "preventive-medications") =>
  queryOptions({
    queryKey: ["documents", listing],
    queryFn: () => documentApi.planDocuments(listing),
  });

/** The plans of the summary of benefits, before each one's metadata (§2.5). */
export const sbcPlansQuery = queryOptions({
  queryKey: ["documents", "summary-of-benes"],
  queryFn: () => documentApi.sbcPlans(),
});

/** The home widget's counters: documents added in the past 60 days (§2.13). */
export const documentAlertsQuery = queryOptions({
  queryKey: ["documents", "alerts"],
  queryFn: () => documentApi.documentAlerts(),
});

/**
 * Starts loading the home widget's counters once the configuration says the ALERTS flag is on
 * (enrollment.md §1): never asked while it is off or unknown (the server answers 404 feature_off).
 * Not awaited by a loader: the page waits for the flag itself.
 */
export function prefetchDocumentAlerts() {
  void queryClient
    .ensureQueryData(configQuery)
    .then((config) => (config.flags.ALERTS ? queryClient.prefetchQuery(documentAlertsQuery) : undefined))
    // No configuration: no alerts; the page says nothing of them.
    .catch(() => undefined);
}
