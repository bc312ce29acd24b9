import { uncoveredDependents } from "@epr/domain";
import type { UncoveredDependentItem } from "@epr/ui/modals/uncovered-dependent";
import { type ReactNode, useRef, useState } from "react";
import { UncoveredDependent } from "../../../lib/lazyModals.js";
import { useAddFlow } from "./AddFlowContext.js";
import type { AddFlowDraft, DraftAction } from "./draft.js";

/** What `useUncoveredDependentConfirm` gives the coverage step. */
export interface UncoveredDependentConfirm {
  /** The step shell's `confirm`: the draft without the uncovered dependents after OK, null after Return. */
  confirm: (next: AddFlowDraft) => Promise<AddFlowDraft | null>;
  /** The uncovered-dependent modal, rendered by the step. */
  modal: ReactNode;
}

/**
 * The draft without the dependents at `indexes` (their card, record and kept record), its steps
 * recomputed: a removed dependent may have been the one that needed the other insurance, Medicare or
 * MNLOA step. A major medical step the chosen plans need stays.
 */
export function withoutDependents(
  draft: AddFlowDraft,
  indexes: ReadonlySet<number>,
  reduce: (draft: AddFlowDraft, action: DraftAction) => AddFlowDraft,
): AddFlowDraft {
  const removed = new Set(draft.dependents.filter((_, index) => indexes.has(index)).map(({ id }) => id));
  const record = {
    ...draft.record,
    dependents: draft.record.dependents.filter((_, index) => !indexes.has(index)),
  };
  const kept: AddFlowDraft = {
    ...draft,
    dependents: draft.dependents.filter(({ id }) => !removed.has(id)),
    dependentRecords: Object.fromEntries(
      Object.entries(draft.dependentRecords).filter(([id]) => !removed.has(id)),
    ),
  };
  return reduce(kept, {
    type: "recordChanged",
    record,
    step: "coverage",
    options: { majorMedicalNeeded: draft.steps.some((step) => step.id === "majorMedical") },
  });
}

/**
 * Assigning plans in the add flow (enrollment.md §4): dependents left with no coverage open the
 * uncovered-dependent modal, which warns they will be removed. OK removes them from the enrollment
 * and the step goes on; Return (or Escape) stays on the step to choose their coverage.
 */
export function useUncoveredDependentConfirm(): UncoveredDependentConfirm {
  const flow = useAddFlow();
  const [listed, setListed] = useState<UncoveredDependentItem[]>([]);
  const [open, setOpen] = useState(false);
  const answer = useRef<((ok: boolean) => void) | null>(null);

  const confirm = async (next: AddFlowDraft) => {
    const uncovered = new Set(uncoveredDependents(next.record.dependents));
    if (uncovered.size === 0) return next;
    const indexes = new Set(
      next.record.dependents.flatMap((dependent, index) => (uncovered.has(dependent) ? [index] : [])),
    );
    setListed(
      next.record.dependents.flatMap((dependent, index) =>
        indexes.has(index)
          ? [
              {
                id: next.dependents[index]?.id ?? String(index),
                name: [dependent.fullName?.first, dependent.fullName?.last].filter(Boolean).join(" "),
              },
            ]
          : [],
      ),
    );
    const ok = await new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setOpen(true);
    });
    return ok ? withoutDependents(next, indexes, flow.reduce) : null;
  };

  const choose = (ok: boolean) => {
    setOpen(false);
    answer.current?.(ok);
    answer.current = null;
  };

  return {
    confirm,
    modal: (
      <UncoveredDependent
        open={open}
        flow="add"
        dependents={listed}
        onConfirm={() => choose(true)}
        onReturn={() => choose(false)}
      />
    ),
  };
}
