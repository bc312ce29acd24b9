import { type EmployeeChangeResponse, employeeChangeCalls, providerCalls } from "@epr/contract";
import { type EmployeeRecord, PROVIDER_VALIDATION_DELAY_MS } from "@epr/domain";
import { Button, FeedbackBar } from "@epr/ui";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { featureApi } from "../../../../../lib/featureApi.js";
import { groupApi } from "../../../../../lib/groupQueries.js";
import { SaveStatus, StopEditPending, UncoveredDependent, Warning } from "../../../../../lib/lazyModals.js";
import { employeeHistoryKey } from "../../../../../lib/useEmployeeHistory.js";
import { checkCoverageStep } from "../../../add/coverageChecks.js";
import { employeeSummaryQuery } from "../../employeeQueries.js";
import { useEmployeeEdit } from "./EmployeeEditContext.js";
import type { EmployeeEditDraft } from "./editDraft.js";
import {
  editPayload,
  editSaveFailure,
  preSaveEdit,
  reportCodesToValidate,
  type UncoveredDependentEntry,
} from "./editSave.js";

const saveApi = featureApi((call) => ({ ...employeeChangeCalls(call), ...providerCalls(call) }));

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The messages a save placed on fields (enrollment.md §4 Provider validation on save): the
 * server's per-field issues ('invalid providers', path → message) and the report code validator's
 * 'Group N: … (abbr)' lines. The coverage side's cards show them on their fields.
 */
export interface EditFieldErrors {
  /** Issue path (as the server names the field) → message. */
  issues: Record<string, string>;
  reportCodes: string[];
}

const noFieldErrors: EditFieldErrors = { issues: {}, reportCodes: [] };

/** What `useEditSave` gives the review page. */
export interface EditSave {
  /**
   * Runs the edit save with the draft as it is now, or with `record` (the cards' valid values
   * applied). True when the server took it (its result modal is open); false when it stopped.
   */
  save: (record?: EmployeeRecord) => Promise<boolean>;
  saving: boolean;
  /** Messages on fields from the last save attempt (cleared by the next). */
  fieldErrors: EditFieldErrors;
  /** The stale-version bar with its Reload (shown above the summary). */
  banner: ReactNode;
  /** The modals of the save. */
  ui: ReactNode;
}

type Dialog =
  | { kind: "warning"; message: string }
  | { kind: "uncovered"; dependents: UncoveredDependentEntry[] }
  | { kind: "result"; answer: EmployeeChangeResponse }
  | { kind: "stopped" }
  | null;

/**
 * The edit save (enrollment.md §4 Edit save, Save routing, Pre-save in edit, Provider validation on
 * save; §8): the pre-save rules (a deletion without an addition blocks; dependents with no coverage
 * ask the uncovered-dependent modal, Save removes them, Return goes back), cleanCoverage ('No
 * changes to save'), the report codes validated before the save, then the final save over the
 * version read when the edit began, with one Idempotency-Key per attempt; 100 ms later (§9) the
 * result modal per group. On its close the edit ends and the summary and its history are read
 * again. A 412 keeps what was typed and offers Reload (concurrent edits); a pending
 * transaction stops the edit; anything else is a Warning with OK.
 */
export function useEditSave(input: { umi: string; onEnded: () => void }): EditSave {
  const { umi, onEnded } = input;
  const { draft, begin, end } = useEmployeeEdit();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<EditFieldErrors>(noFieldErrors);
  const current = useRef<EmployeeEditDraft | null>(draft);
  current.current = draft;
  const uncoveredAnswer = useRef<((save: boolean) => void) | null>(null);

  /** Reads the employee again (summary and its history); the edit ends first when `ending`. */
  const reread = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: employeeHistoryKey(umi) });
    return queryClient.fetchQuery({ ...employeeSummaryQuery(umi), staleTime: 0 });
  }, [queryClient, umi]);

  const finish = useCallback(async () => {
    setDialog(null);
    end();
    onEnded();
    await reread();
  }, [end, onEnded, reread]);

  const save = useCallback(
    async (record?: EmployeeRecord): Promise<boolean> => {
      const latest = current.current;
      if (!latest || saving) return false;
      const edit = record ? { ...latest, record } : latest;
      const today = new Date();
      setFieldErrors(noFieldErrors);
      setStale(null);
      const pre = preSaveEdit(edit, today);
      if (pre.kind === "blocked") {
        setDialog({ kind: "warning", message: pre.message });
        return false;
      }
      let removed: number[] = [];
      if (pre.uncovered.length > 0) {
        const confirmed = await new Promise<boolean>((resolve) => {
          uncoveredAnswer.current = resolve;
          setDialog({ kind: "uncovered", dependents: pre.uncovered });
        });
        if (!confirmed) return false;
        removed = pre.uncovered.map((entry) => entry.index);
      }
      const payload = editPayload(pre.record, edit, removed, today);
      if (!payload.ok) {
        setDialog({ kind: "warning", message: payload.message });
        return false;
      }
      setSaving(true);
      try {
        // The subscriber's SSN is masked in an edit, so the providers are validated by the final
        // save on the server ('invalid providers' with each field's message); the report codes here.
        const checks = await checkCoverageStep(
          { providers: [], reportCodes: reportCodesToValidate(payload.record) },
          {
            validatePcp: (body) => saveApi.validatePcp(body),
            validateReportCodes: (body) => groupApi.validateReportCodes(body),
            wait,
          },
        );
        if (!checks.ok) {
          setFieldErrors({ issues: {}, reportCodes: checks.reportCodeErrors });
          setDialog({ kind: "warning", message: checks.rejections.join(", ") });
          return false;
        }
        const answer = await saveApi.saveEmployee(
          umi,
          { transactionType: "EDIT", record: payload.record, bookkeeping: edit.bookkeeping },
          edit.version,
          crypto.randomUUID(),
        );
        // enrollment.md §4 Save routing, §9: 100 ms before the save completes.
        await wait(PROVIDER_VALIDATION_DELAY_MS);
        setDialog({ kind: "result", answer });
        return true;
      } catch (error) {
        const failure = editSaveFailure(error);
        if (failure.kind === "changedElsewhere") setStale(failure.message);
        else if (failure.kind === "pending") setDialog({ kind: "stopped" });
        else {
          if (failure.kind === "invalid")
            setFieldErrors({
              issues: Object.fromEntries(failure.issues.map((issue) => [issue.path, issue.message])),
              reportCodes: [],
            });
          setDialog({ kind: "warning", message: failure.message });
        }
        return false;
      } finally {
        setSaving(false);
      }
    },
    [saving, umi],
  );

  /** Reload after a 412: the employee as it is now, and a new edit from it (what was typed goes). */
  const reload = useCallback(async () => {
    setReloading(true);
    try {
      const fresh = await reread();
      begin(umi, fresh.version, fresh.payload);
      setStale(null);
    } finally {
      setReloading(false);
    }
  }, [reread, begin, umi]);

  const answerUncovered = (save: boolean) => {
    setDialog(null);
    uncoveredAnswer.current?.(save);
    uncoveredAnswer.current = null;
  };

  const result = dialog?.kind === "result" ? dialog.answer : null;
  return {
    save,
    saving,
    fieldErrors,
    banner: stale ? (
      <FeedbackBar variant="warning" title={null} className="mb-4">
        <span className="me-3">{stale}</span>
        <Button variant="outline" loading={reloading} onClick={() => void reload()}>
          Reload
        </Button>
      </FeedbackBar>
    ) : null,
    ui: (
      <>
        <UncoveredDependent
          open={dialog?.kind === "uncovered"}
          flow="edit"
          dependents={
            dialog?.kind === "uncovered"
              ? dialog.dependents.map((entry) => ({ id: String(entry.index), name: entry.name }))
              : []
          }
          onConfirm={() => answerUncovered(true)}
          onReturn={() => answerUncovered(false)}
        />
        <Warning
          open={dialog?.kind === "warning"}
          message={dialog?.kind === "warning" ? dialog.message : ""}
          onClose={() => setDialog(null)}
        />
        <StopEditPending open={dialog?.kind === "stopped"} onStopEdit={() => void finish()} />
        <SaveStatus
          open={result !== null}
          outcome={result?.outcome ?? { title: "Success", text: "" }}
          groups={Object.entries(result?.groups ?? {}).map(([groupNumber, outcome]) => ({
            groupNumber,
            result: outcome,
          }))}
          onClose={() => void finish()}
        />
      </>
    ),
  };
}
