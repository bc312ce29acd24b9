import {
  BACKGROUND_HEADER,
  BACKGROUND_HEADER_VALUE,
  createApiClient,
  type EmployeeSearchQuery,
  type EnrollmentListQuery,
} from "@epr/contract";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { noteSessionResponse } from "./sessionClock.js";

/** The portal's API client; every answer tells the session's ends (sessionClock.ts). */
export const api = createApiClient({ onResponse: noteSessionResponse });

/** Re-exported: a page that needs no other call imports it from featureApi.ts, without `api`. */
export { featureApi } from "./featureApi.js";

/**
 * The client for background refreshes: queries with a `refetchInterval` (a list polling while a
 * report job runs) call through it. It sends X-Background: 1, so polling is no activity and does
 * not keep an idle session alive.
 */
export const backgroundApi = createApiClient({
  headers: { [BACKGROUND_HEADER]: BACKGROUND_HEADER_VALUE },
  onResponse: noteSessionResponse,
});

/** Re-exported so pages keep one import for their queries; the shell imports it from session.ts. */
export { sessionQuery } from "./session.js";

/** Re-exported likewise: the login page imports it from signIn.ts, without this module's client. */
export { configQuery } from "./signIn.js";

/** Every employee query (search, summary, pending check, history, ID cards): a change refreshes them all. */
export const employeesKey = ["employees"] as const;

/** Search results page by page: 'View next' fetches the page after `listId` and appends it. */
export const employeeSearchQuery = (search: Omit<EmployeeSearchQuery, "listId">) =>
  infiniteQueryOptions({
    queryKey: [...employeesKey, "search", search],
    queryFn: ({ pageParam }) =>
      api.searchEmployees({ ...search, ...(pageParam ? { listId: pageParam } : {}) }),
    initialPageParam: "",
    getNextPageParam: (last) => last.searchData.listId,
  });

export const employeeSummaryQuery = (umi: string) =>
  queryOptions({
    queryKey: [...employeesKey, "summary", umi],
    queryFn: () => api.employeeSummary(umi),
  });

/**
 * The pending-transaction check of one employee (enrollment.md §4 Edit entry; §7: the server looks
 * the subscriber up by umi), asked when a page is about to offer a change: the summary's actions
 * menu and the cancel-coverage page's entry. Keyed by the version read, so a change (which may
 * leave a transaction pending) asks again. Only asked of an administrator who may modify one of
 * the employee's groups (the server answers anyone else 403).
 */
export const pendingTransactionQuery = (umi: string, version: number | string | null | undefined) =>
  queryOptions({
    queryKey: [...employeesKey, "pending", umi, version ?? null],
    queryFn: () => api.employeePendingCheck(umi),
    staleTime: 30_000,
    retry: false,
  });

/**
 * A content file by id (enrollment.md §7 Content): texts change only with a release, so a page
 * keeps what it loaded for the session's life; the browser revalidates with the server's ETag.
 */
export const contentQuery = (id: string) =>
  queryOptions({
    queryKey: ["content", id],
    queryFn: () => api.content(id),
    staleTime: 5 * 60_000,
  });

/** Every enrollment in progress query starts with this key, so a delete refreshes them all at once. */
export const enrollmentsKey = ["enrollments"] as const;

/**
 * One page of the enrollments in process (enrollment.md §2): `limit` 20 for the full list, 5 for
 * the landing's embed; `after` is the previous page's `next`.
 */
export const enrollmentsQuery = (query: EnrollmentListQuery) =>
  queryOptions({
    queryKey: [...enrollmentsKey, "list", query],
    queryFn: () => api.enrollments(query),
  });

/** An enrollment in progress (enrollment.md §4 Resuming): always read fresh, it may have been saved since. */
export const enrollmentQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: [...enrollmentsKey, "one", enrollmentId],
    queryFn: () => api.enrollment(enrollmentId),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * The cancel reason codes (enrollment.md §7; 99 is left out by the server): a reference list, read
 * once per session, shared by the cancel-coverage page and the edit's cancel line of business.
 */
export const cancelReasonsQuery = queryOptions({
  queryKey: ["reference", "cancel-reasons"],
  queryFn: async () => (await api.cancelReasons()).payload,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The identity theft page's groups (assist-employees.md §2.11, §7 idTheft getGroups). */
export const identityTheftQuery = queryOptions({
  queryKey: ["identity-theft"],
  queryFn: () => api.identityTheftGroups(),
});
