import { type EnrollmentListQuery, enrollmentCalls } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { featureApi } from "../../lib/featureApi.js";
import { enrollmentsKey } from "../../lib/queryKeys.js";

/** The enrollments in process' client: list, read, start, save and delete (enrollment.md §2, §4). */
export const enrollmentApi = featureApi(enrollmentCalls);

/**
 * One page of the enrollments in process (enrollment.md §2): `limit` 20 for the full list, 5 for
 * the landing's embed; `after` is the previous page's `next`.
 */
export const enrollmentsQuery = (query: EnrollmentListQuery) =>
  queryOptions({
    queryKey: [...enrollmentsKey, "list", query],
    queryFn: () => enrollmentApi.enrollments(query),
  });

/** An enrollment in progress (enrollment.md §4 Resuming): always read fresh, it may have been saved since. */
export const enrollmentQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: [...enrollmentsKey, "one", enrollmentId],
    queryFn: () => enrollmentApi.enrollment(enrollmentId),
    staleTime: 0,
    gcTime: 0,
  });
