import type { EmployeeSummaryResponse } from "@epr/contract";
import type { EmployeeActionRights } from "@epr/ui/cards/employee-summary";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { NoModify, PendingTransaction } from "../../../../../lib/lazyModals.js";
import { ServiceErrorBar } from "../../../../../lib/serviceError.js";
import { employeeApi } from "../../employeeQueries.js";
import { useEmployeeEdit } from "./EmployeeEditContext.js";
import { mayEditEmployee, withEditParam } from "./editEntry.js";

/** What `useEditEntry` gives the review page. */
export interface EditEntry {
  /** Edit Employee Record of the actions menu: runs the entry checks, then begins the edit. */
  onEdit: () => void;
  /** The entry checks are running (the menu's choice waits for the pending check). */
  checking: boolean;
  /** A failed check's service error (shown above the summary). */
  banner: ReactNode;
  /** The no-modify and pending-transaction modals. */
  ui: ReactNode;
}

/**
 * The edit entry (enrollment.md §4 Edit entry): without modify rights the no-modify modal opens;
 * otherwise the pending-transaction check runs (the server looks the subscriber up by umi); pending
 * opens the pending-transaction modal and editing stays blocked; otherwise edit=true goes into the
 * address and the edit begins from the summary just read. An address that already says edit=true
 * (a reload, a link) runs the same checks before any editing shows. A failed check shows the
 * service error (§8 'Service failure … checking pending transactions') and does not edit.
 */
export function useEditEntry(input: {
  umi: string;
  summary: EmployeeSummaryResponse | undefined;
  rights: EmployeeActionRights | null;
}): EditEntry {
  const { umi, summary, rights } = input;
  const { draft, begin } = useEmployeeEdit();
  const [params, setParams] = useSearchParams();
  const wantsEdit = params.get("edit") === "true";
  const [refused, setRefused] = useState<"noModify" | "pending" | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  const checked = useRef<string | null>(null);

  const enter = useCallback(async () => {
    if (!summary) return;
    // This version's entry is checked now: an edit that ends before the address drops edit=true
    // must not look like a reload asking to edit again.
    checked.current = `${umi}:${summary.version}`;
    setFailure(null);
    const stayInView = () => setParams((p) => withEditParam(p, false), { replace: true });
    if (!mayEditEmployee(rights, summary.groups)) {
      stayInView();
      setRefused("noModify");
      return;
    }
    setChecking(true);
    try {
      const answer = await employeeApi.employeePendingCheck(umi);
      if (answer.pending) {
        stayInView();
        setRefused("pending");
        return;
      }
      setParams((p) => withEditParam(p, true));
      begin(umi, summary.version, summary.payload);
    } catch (error) {
      stayInView();
      setFailure(error);
    } finally {
      setChecking(false);
    }
  }, [summary, rights, umi, begin, setParams]);

  // An edit that ended here (saved, cancelled, stopped) leaves edit mode: until the address has
  // dropped edit=true, the summary read again after a save (a new version) is no reload asking to
  // edit again. The router may commit the address after that read renders.
  const endedFor = useRef<string | null>(null);
  if (draft) endedFor.current = umi;
  else if (!wantsEdit) endedFor.current = null;

  // edit=true in the address without an edit in progress (a reload): the same checks first, once
  // per employee version read.
  useEffect(() => {
    if (!wantsEdit || draft || !summary || checking || endedFor.current === umi) return;
    if (checked.current === `${umi}:${summary.version}`) return;
    void enter();
  }, [wantsEdit, draft, summary, checking, umi, enter]);

  return {
    onEdit: () => void enter(),
    checking,
    banner: failure ? (
      <ServiceErrorBar className="mb-4" error={failure} title="We could not check for pending transactions" />
    ) : null,
    ui: (
      <>
        <NoModify open={refused === "noModify"} onClose={() => setRefused(null)} />
        <PendingTransaction open={refused === "pending"} onClose={() => setRefused(null)} />
      </>
    ),
  };
}
