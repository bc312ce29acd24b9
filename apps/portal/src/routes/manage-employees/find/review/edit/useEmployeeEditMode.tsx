import type { EmployeeSummaryResponse } from "@epr/contract";
import type { EmployeeRecord } from "@epr/domain";
import { Button } from "@epr/ui/button";
import type {
  EditableSummarySection,
  EmployeeActionRights,
  EmployeeSummaryEdit,
} from "@epr/ui/cards/employee-summary";
import type { CoverageLineOnFile } from "@epr/ui/cards/plan-coverage";
import { FeedbackBar } from "@epr/ui/feedback-bar";
import { StepFormsProvider, useStepForms } from "@epr/ui/step-forms";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useEditCoverageSections } from "./coverageSections.js";
import { useEditSections } from "./EditSections.js";
import { useEmployeeEdit } from "./EmployeeEditContext.js";
import { CancelDateRemoved, preloadEditCards } from "./editCards.js";
import { withEditParam } from "./editEntry.js";
import { providerErrorsByMember } from "./providerErrors.js";
import { removeCancelDateRefusal } from "./removeCancelDateRefusal.js";
import { useEditEntry } from "./useEditEntry.js";
import { useEditLeaveGuard } from "./useEditLeaveGuard.js";
import { type EditFieldErrors, useEditSave } from "./useEditSave.js";
import { useRemoveCancelDate } from "./useRemoveCancelDate.js";

/** What `useEmployeeEditMode` gives the review page. */
export interface EmployeeEditMode {
  /** An edit of this employee is in progress (edit=true and a draft). */
  editing: boolean;
  /** The record to show: the draft's while editing, else the one read. */
  record: EmployeeRecord | undefined;
  /** A key for the summary card: a new edit (or a reload after a conflict) starts its forms afresh. */
  key: string;
  /** Edit Employee Record of the actions menu (the entry checks). */
  onEdit: () => void;
  /** The summary card's `edit` while editing. */
  summaryEdit: EmployeeSummaryEdit | undefined;
  /** Messages a save placed on fields, for the coverage side's cards. */
  fieldErrors: EditFieldErrors;
  /** Wraps the summary card: in edit mode its cards submit together from the edit's Save. */
  frame: (summary: ReactNode) => ReactNode;
  /** The edit's bars (a failed entry check, the stale-version Reload), above the summary. */
  banner: ReactNode;
  /** The edit's modals. */
  ui: ReactNode;
}

/**
 * Edit on the review page (enrollment.md §2 employee.find.review with edit=true; §4 Edit entry,
 * Edit save): the entry checks, the sections in edit mode, one Save for every card (the subscriber,
 * the dependents, the COB and MNLOA cards, and what the coverage side adds through
 * `coverageSections`), Cancel (asking first when something changed) and the leave guard.
 */
export function useEmployeeEditMode(input: {
  umi: string;
  summary: EmployeeSummaryResponse | undefined;
  rights: EmployeeActionRights | null;
  /** The group the summary's switcher shows: the coverage side's sections edit that group. */
  groupNumber: string;
}): EmployeeEditMode {
  const { umi, summary, rights, groupNumber } = input;
  const { draft, change, end } = useEmployeeEdit();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => new Date());
  const editing = params.get("edit") === "true" && draft !== null;
  const entry = useEditEntry({ umi, summary, rights });
  const forms = useStepForms();
  const sections = useEditSections({ today });
  const leaveEditMode = useCallback(
    () => setParams((p) => withEditParam(p, false), { replace: true }),
    [setParams],
  );
  // The save's end leaves edit mode without the leave guard's question (nothing is left unsaved),
  // or goes where the guard's question was heading when its Save started the save.
  const afterSave = useRef<(otherwise: () => void) => void>((otherwise) => otherwise());
  const save = useEditSave({ umi, onEnded: () => afterSave.current(leaveEditMode) });
  // enrollment.md §4 Remove cancel date: the line's form calls the server; a second later the
  // employee is read again (the hook) and the edit goes on from it.
  const removal = useRemoveCancelDate(umi);
  const [removedLine, setRemovedLine] = useState<CoverageLineOnFile | null>(null);
  const [removingLine, setRemovingLine] = useState<CoverageLineOnFile | null>(null);
  const removeCancelDate = useCallback(
    (line: CoverageLineOnFile, effectiveDate: string) => {
      setRemovedLine(null);
      setRemovingLine(line);
      removal
        .remove({ groupNumber: line.groupNumber, lineOfBusiness: line.lineOfBusiness, effectiveDate })
        .then(() => setRemovedLine(line))
        // The refusal is the hook's `error`, shown on the form.
        .catch(() => undefined);
    },
    [removal],
  );
  const refusal = removeCancelDateRefusal(removal.error);
  // The coverage side (plan lines, providers, tobacco, report codes) renders in the summary's own
  // sections and submits with the same Save; the save's field messages come back onto its cards.
  const coverage = useEditCoverageSections({
    groupNumber,
    groups: summary?.groups ?? [],
    forms,
    providerErrors: providerErrorsByMember(save.fieldErrors.issues, draft?.record, groupNumber),
    reportCodeErrors: save.fieldErrors.reportCodes,
    onRemoveCancelDate: removeCancelDate,
    removeCancelDateState: {
      state: {
        pending: removal.pending,
        serverError: refusal.field,
        failure: refusal.failure,
        removed: removedLine !== null,
      },
      stateLine: removingLine ?? undefined,
    },
  });
  const coverageSections: Partial<Record<EditableSummarySection, ReactNode>> = coverage
    ? {
        planCoverage: coverage.planCoverage,
        providers: coverage.providers,
        tobacco: coverage.tobacco,
        reportCodes: coverage.reportCodes,
      }
    : {};

  const submit = useCallback(async () => {
    sections.startCollecting();
    if (!(await forms.submitAll()) || !draft) return false;
    const record = sections.collected(draft.record);
    change(() => ({ record }));
    return save.save(record);
  }, [sections, forms, draft, change, save]);

  const guard = useEditLeaveGuard({
    umi,
    dirty: draft?.dirty ?? false,
    editing,
    cancel: () => {
      end();
      leaveEditMode();
    },
    discard: end,
    save: submit,
  });
  afterSave.current = guard.saved;

  return {
    editing,
    record: editing ? draft?.record : summary?.payload,
    key: editing && draft ? `${umi}:edit:${draft.version}` : `${umi}:view`,
    // The edit's cards start downloading with the entry checks, so they are there when it opens.
    onEdit: () => {
      preloadEditCards();
      entry.onEdit();
    },
    summaryEdit: editing
      ? {
          ...sections.summaryEdit,
          saving: save.saving,
          sections: { ...sections.sections, ...coverageSections },
        }
      : undefined,
    fieldErrors: save.fieldErrors,
    frame: (node) =>
      editing ? (
        <StepFormsProvider step={forms}>
          {node}
          <div className="flex flex-wrap justify-end gap-3 border-border border-t pt-4">
            <Button variant="outline" onClick={guard.askToCancel} disabled={save.saving}>
              Cancel
            </Button>
            <Button loading={save.saving} onClick={() => void submit()}>
              Save
            </Button>
          </div>
        </StepFormsProvider>
      ) : (
        node
      ),
    banner: (
      <>
        {entry.banner}
        {save.banner}
        {/* After the reload the line's form is gone with the old record: the sentence stays here. */}
        {editing && removedLine && !removal.reloading ? (
          <FeedbackBar variant="success" title={null} className="mb-4">
            <CancelDateRemoved productName={removedLine.productName} groupNumber={removedLine.groupNumber} />
          </FeedbackBar>
        ) : null}
      </>
    ),
    ui: (
      <>
        {entry.ui}
        {save.ui}
        {editing ? coverage?.modals : null}
        {guard.modal}
      </>
    ),
  };
}
