import { type EmployeeChangeResponse, employeeChangeCalls } from "@epr/contract";
import { type EmployeeRecord, prepareReinstate } from "@epr/domain";
import { dependentFormFromRecord, subscriberFormFromRecord } from "@epr/forms";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { featureApi } from "../../../lib/featureApi.js";
import { forgetInTab, keepInTab, keptInTab, sessionTabStorage } from "../../../lib/tabStorage.js";
import { employeeSummaryQuery } from "../find/employeeQueries.js";
import { type AddFlowDraft, type DraftContext, newDraft } from "./draft.js";

const changeApi = featureApi(employeeChangeCalls);

/**
 * The employee a reinstate brings back (enrollment.md §4 Reinstate): its umi, the version read when
 * the reinstate started (sent as If-Match by Finish) and the reinstate date (MM/dd/yyyy).
 */
export interface ReinstateTarget {
  umi: string;
  version: number;
  reinstateDate: string;
}

/**
 * What the flow is called above each step and in the page title: a reinstate is no new employee
 * (enrollment.md §4 Reinstate; the actions menu names it Reinstate, §6).
 */
export function addFlowName(reinstate: boolean): string {
  return reinstate ? "Reinstate Employee" : "Add Employee";
}

/** The reinstate named in the subscriber step's address (`?umi=…&reinstateDate=…`, enrollment.md §2), if any. */
export function reinstateParams(params: URLSearchParams): { umi: string; reinstateDate: string } | null {
  const umi = params.get("umi");
  const reinstateDate = params.get("reinstateDate");
  return umi && reinstateDate ? { umi, reinstateDate } : null;
}

/**
 * The add flow's draft of a reinstate (enrollment.md §4 Reinstate): the employee's record with its
 * coverages cleared, the effective date from the reinstate date and Medicare and other insurance
 * reset (@epr/domain `prepareReinstate`); the subscriber and dependent cards start from it. Nothing
 * is saved as an enrollment in progress: the employee exists, so Finish saves it (`finishReinstate`).
 */
export function reinstateDraft(
  record: EmployeeRecord,
  target: ReinstateTarget,
  context: DraftContext,
  newId: () => string,
): AddFlowDraft {
  const prepared = prepareReinstate(record, target.reinstateDate);
  const dependents = prepared.dependents.map((dependent) => ({ id: newId(), dependent }));
  return {
    ...newDraft(context),
    record: prepared,
    subscriber: subscriberFormFromRecord(prepared.subscriber, prepared),
    dependents: dependents.map(({ id, dependent }) => ({ id, values: dependentFormFromRecord(dependent) })),
    dependentRecords: Object.fromEntries(dependents.map(({ id, dependent }) => [id, dependent])),
    reinstate: target,
  };
}

/**
 * Finish of a reinstate (enrollment.md §4 Save routing: REINSTATE): the final save of the existing
 * employee over the version read when the reinstate started, with the Finish page's Idempotency-Key.
 */
export function finishReinstate(
  target: ReinstateTarget,
  record: EmployeeRecord,
  idempotencyKey: string,
): Promise<EmployeeChangeResponse> {
  return changeApi.saveEmployee(
    target.umi,
    { transactionType: "REINSTATE", record, reinstateDate: target.reinstateDate },
    target.version,
    idempotencyKey,
  );
}

/** What the add flow's layout shows while a reinstate starts. */
export interface ReinstateStart {
  /** The employee is being read: the flow waits for it. */
  loading: boolean;
  /** Reading the employee failed. */
  error: Error | null;
  retry: () => void;
}

/**
 * Starts a reinstate named in the address (enrollment.md §2: the subscriber step with umi and
 * reinstateDate): reads the employee fresh (its version is the one Finish sends) and makes the
 * reinstate draft of it the flow's draft.
 */
export function useReinstateStart(
  params: URLSearchParams,
  draft: AddFlowDraft,
  replace: (draft: AddFlowDraft) => void,
  context: DraftContext,
): ReinstateStart {
  const named = reinstateParams(params);
  const wanted =
    named && (draft.reinstate?.umi !== named.umi || draft.reinstate.reinstateDate !== named.reinstateDate)
      ? named
      : null;
  const employee = useQuery({
    ...employeeSummaryQuery(wanted?.umi ?? ""),
    enabled: wanted !== null,
    staleTime: 0,
  });
  // Read fresh: the summary on file may be older than the version Finish must send.
  const data = employee.isFetchedAfterMount ? employee.data : undefined;
  const umi = wanted?.umi ?? null;
  const reinstateDate = wanted?.reinstateDate ?? null;
  useEffect(() => {
    if (!umi || !reinstateDate || !data || data.payload.umi?.toUpperCase() !== umi.toUpperCase()) return;
    replace(
      reinstateDraft(data.payload, { umi, version: data.version, reinstateDate }, context, () =>
        crypto.randomUUID(),
      ),
    );
  }, [umi, reinstateDate, data, replace, context]);
  return {
    loading: wanted !== null && !employee.isError,
    error: wanted !== null ? employee.error : null,
    retry: () => void employee.refetch(),
  };
}

/** Where a reinstate's draft waits out a reload of the tab (sessionStorage: this tab only, gone with it). */
export const REINSTATE_DRAFT_KEY = "epr.addFlow.reinstateDraft";

/**
 * Keeps a reinstate's draft across a reload (a reinstate is no enrollment in process, so
 * the server keeps nothing until Finish; the add flow's own draft survives a reload as its saved
 * enrollment, this one here). Only a reinstate draft is kept; a storage that refuses is ignored.
 */
export function storeReinstateDraft(draft: AddFlowDraft, storage = sessionTabStorage()): void {
  if (draft.reinstate) keepInTab(REINSTATE_DRAFT_KEY, draft, storage);
}

/**
 * The reinstate draft kept before a reload, when the address is of that reinstate: a step's own
 * address (the steps after the first carry no id), or the subscriber step's `umi` and
 * `reinstateDate` of the same reinstate. Null for an enrollment in process (`enrollment=`), another
 * reinstate, or nothing kept.
 */
export function storedReinstateDraft(
  params: URLSearchParams,
  storage = sessionTabStorage(),
): AddFlowDraft | null {
  if (params.get("enrollment")) return null;
  const kept = keptInTab(REINSTATE_DRAFT_KEY, storage) as AddFlowDraft | null;
  if (!kept?.reinstate || !kept.record) return null;
  const named = reinstateParams(params);
  if (named && (named.umi !== kept.reinstate.umi || named.reinstateDate !== kept.reinstate.reinstateDate))
    return null;
  return kept;
}

/** Forgets the kept reinstate draft (the flow was left: finished, cancelled or abandoned). */
export function clearReinstateDraft(storage = sessionTabStorage()): void {
  forgetInTab(REINSTATE_DRAFT_KEY, storage);
}
