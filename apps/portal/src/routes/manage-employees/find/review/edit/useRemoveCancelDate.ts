import {
  type ApiError,
  type CancelDateRemovalRequest,
  type EmployeeChangeResponse,
  employeeChangeCalls,
} from "@epr/contract";
import { REMOVE_CANCEL_DATE_RELOAD_MS } from "@epr/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { featureApi } from "../../../../../lib/featureApi.js";
import { employeeSummaryQuery } from "../../employeeQueries.js";
import { useEmployeeEdit } from "./EmployeeEditContext.js";

const changeApi = featureApi(employeeChangeCalls);

/** What the remove-cancel-date action of the review page in edit mode gets from the hook. */
export interface RemoveCancelDate {
  /**
   * Removes the cancel date of one line (the group, its line of business and the new effective
   * date, MM/dd/yyyy) over the version the edit began with, or the summary's when no edit is in
   * progress. Resolves with the server's answer; rejects with its `ApiError` (400 with the §5
   * message on `effectiveDate`, 409 pending, 412 changed by someone else).
   */
  remove: (removal: CancelDateRemovalRequest) => Promise<EmployeeChangeResponse>;
  /** The call is on its way. */
  pending: boolean;
  /** Removed: the employee is reloaded in a moment (§9: after 1 second), then this turns false. */
  reloading: boolean;
  /** The last refusal, or null. */
  error: ApiError | null;
}

/**
 * Remove cancel date on the review page in edit mode (enrollment.md §4 Remove cancel date): PUT
 * /api/employees/{umi}/cancel-date-removal with the version read (If-Match) and a key per attempt
 * (Idempotency-Key), then, after `REMOVE_CANCEL_DATE_RELOAD_MS` (§9: 1 second), reloads the
 * employee. The edit goes on from the reloaded record and its new version (the old version would
 * answer 412 on the next save); like the legacy reload, changes not yet saved are not kept.
 */
export function useRemoveCancelDate(umi: string): RemoveCancelDate {
  const { draft, begin } = useEmployeeEdit();
  const queryClient = useQueryClient();
  const [reloading, setReloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const editing = draft !== null;
  const reload = useCallback(async () => {
    try {
      const summary = await queryClient.fetchQuery({ ...employeeSummaryQuery(umi), staleTime: 0 });
      if (editing) begin(umi, summary.version, summary.payload);
    } finally {
      setReloading(false);
    }
  }, [queryClient, umi, editing, begin]);

  const mutation = useMutation<EmployeeChangeResponse, ApiError, CancelDateRemovalRequest>({
    mutationFn: (removal) => {
      const version = draft?.version ?? queryClient.getQueryData(employeeSummaryQuery(umi).queryKey)?.version;
      if (version === undefined) throw new Error("The employee has not been read yet.");
      return changeApi.removeCancelDate(umi, removal, version, crypto.randomUUID());
    },
    onSuccess: () => {
      setReloading(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void reload(), REMOVE_CANCEL_DATE_RELOAD_MS);
    },
  });

  return {
    remove: mutation.mutateAsync,
    pending: mutation.isPending,
    reloading,
    error: mutation.error,
  };
}
