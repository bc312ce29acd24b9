import { documentCalls } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { featureApi } from "../../lib/api.js";

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
