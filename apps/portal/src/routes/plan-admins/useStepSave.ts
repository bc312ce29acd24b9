import type { PlanAdminDetail } from "@epr/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { rememberPlanAdmin } from "./planAdminData.js";
import { failureOf, type StepOutcome } from "./stepOutcome.js";

/** How a step saves (session-and-admin.md §2 add-plan-admin.*). */
export interface StepSaveOptions<Values> {
  /** The administrator edited (absent while adding one: a save then fails as "no administrator"). */
  detail: PlanAdminDetail | undefined;
  /** The call that stores the values and answers the administrator as stored. */
  save: (detail: PlanAdminDetail, values: Values) => Promise<PlanAdminDetail>;
  /** The success message of a save. */
  saved: (values: Values) => string;
  /** A card with a read mode starts in edit mode (an add's createFlow); default read. */
  startEditing?: boolean;
  /** The outcome shown on arrival (the creation's message after an add). */
  initialOutcome?: StepOutcome;
  /** After a save, besides leaving edit mode (a table starts again with nothing selected). */
  onSaved?: () => void;
}

/**
 * The save of a plan administrator step, written once for every step: one call through the plan
 * administrator client; on success the stored administrator is kept (`rememberPlanAdmin`), the card
 * goes back to read mode and the step says so; a failure shows the server's sentence (`failureOf`).
 * `card` holds the props an editable card takes (mode, saving, Edit, Cancel, submit).
 */
export function useStepSave<Values>(options: StepSaveOptions<Values>) {
  const { detail, save, saved, onSaved } = options;
  const [editing, setEditing] = useState(options.startEditing ?? false);
  const [outcome, setOutcome] = useState<StepOutcome>(options.initialOutcome ?? null);
  const mutation = useMutation({
    mutationFn: (values: Values) => {
      if (!detail) throw new Error("no administrator");
      return save(detail, values);
    },
    onSuccess: (updated, values) => {
      rememberPlanAdmin(updated);
      setEditing(false);
      onSaved?.();
      setOutcome({ kind: "success", message: saved(values) });
    },
    onError: (error) => setOutcome(failureOf(error)),
  });
  const submit = (values: Values) => {
    setOutcome(null);
    mutation.mutate(values);
  };
  return {
    editing,
    setEditing,
    outcome,
    setOutcome,
    saving: mutation.isPending,
    submit,
    /** The props of the step's card. */
    card: {
      mode: editing ? ("edit" as const) : ("read" as const),
      saving: mutation.isPending,
      onEdit: () => {
        setOutcome(null);
        setEditing(true);
      },
      onCancel: () => setEditing(false),
      onSubmit: submit,
    },
  };
}
