import { employeeSummaryCalls, pendingCheckCalls } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { featureApi } from "../../../lib/featureApi.js";
import { employeesKey } from "../../../lib/queryKeys.js";

/** The employee's summary, read by the review page and every page that changes an employee. */
export const employeeApi = featureApi((call) => ({
  ...employeeSummaryCalls(call),
  ...pendingCheckCalls(call),
}));

export const employeeSummaryQuery = (umi: string) =>
  queryOptions({
    queryKey: [...employeesKey, "summary", umi],
    queryFn: () => employeeApi.employeeSummary(umi),
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
    queryFn: () => employeeApi.employeePendingCheck(umi),
    staleTime: 30_000,
    retry: false,
  });
