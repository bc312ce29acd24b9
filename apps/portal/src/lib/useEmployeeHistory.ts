import { historyCalls } from "@epr/contract";
import type { HistoryStatus } from "@epr/ui/modals/history";
import { type HistoryModalKind, historyServiceOf } from "@epr/ui/modals/history";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { featureApi } from "./featureApi.js";
import { employeesKey } from "./queryKeys.js";

const historyApi = featureApi(historyCalls);

/** Every history entry of one employee: a save refreshes them all. */
export const employeeHistoryKey = (umi: string) => [...employeesKey, "history", umi] as const;

/**
 * One history service of one employee and group, page by page (enrollment.md §7 History: {umi,
 * groupNo}); the next page starts after the last one's `next`.
 */
export const employeeHistoryQuery = (
  umi: string,
  kind: HistoryModalKind,
  groupNumber: string | undefined,
) => {
  const service = historyServiceOf[kind];
  return infiniteQueryOptions({
    // The three COB modals read the same service: one cache entry serves them.
    queryKey: [...employeeHistoryKey(umi), service, groupNumber ?? null],
    queryFn: ({ pageParam }) =>
      historyApi.employeeHistory(umi, service, {
        ...(groupNumber ? { groupNumber } : {}),
        ...(pageParam ? { after: pageParam } : {}),
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
    // A failure opens the error modal at once (enrollment.md §8 History modal fetch failure).
    retry: false,
  });
};

/** What the review page opens: a modal kind for a group (the summary card's `onOpenHistory`). */
export interface HistoryRequest {
  kind: HistoryModalKind;
  groupNumber?: string;
}

/**
 * The history modal's props for one employee, read only while a modal is open (`request` set):
 * spread them into `HistoryModal` with `open`, `kind`, `groupNumber` and `onClose`.
 */
export function useEmployeeHistory(umi: string, request: HistoryRequest | null) {
  const query = useInfiniteQuery({
    ...employeeHistoryQuery(umi, request?.kind ?? "plan", request?.groupNumber),
    enabled: request !== null,
  });
  // A failed fetch, first page or a later one, opens the error modal and the loading stops (§8).
  const status: HistoryStatus = query.isError ? "error" : query.isPending ? "loading" : "success";
  return {
    status,
    rows: query.data?.pages.flatMap((page) => page.payload) ?? [],
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    ...(query.error ? { errorMessage: query.error.message } : {}),
  };
}
