import { submitWith, useRemoveCancelDateForm } from "@epr/forms";
import { useEffect, useId, useMemo } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { DateField } from "../../primitives/DateField/DateField.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import type { CoverageLineOnFile } from "./CoverageLinesOnFile.js";

/** Words of the remove-cancel-date form; `{product}` and `{group}` name the line. */
export interface RemoveCancelDateCopy {
  /** Heading of the form. */
  removeTitle: string;
  /** Label of the new effective date. */
  removeEffectiveDateLabel: string;
  /** Hint under the date. */
  removeEffectiveDateHint: string;
  /** The button that removes the cancel date. */
  removeSubmitLabel: string;
  /** Closes the form without removing. */
  removeCloseLabel: string;
  /** Said once the server removed the cancel date (the employee reloads a moment later). */
  removedText: string;
  errorSummaryTitle: string;
}

/** The default wording (ours: the spec names the action and its errors, not its words). */
export const defaultRemoveCancelDateCopy: RemoveCancelDateCopy = {
  removeTitle: "Remove the cancel date of {product}, group {group}",
  removeEffectiveDateLabel: "New Effective Date",
  removeEffectiveDateHint: "MM/DD/YYYY. The coverage continues from this date.",
  removeSubmitLabel: "Remove Cancel Date",
  removeCloseLabel: "Keep Cancel Date",
  removedText:
    "The cancel date of {product}, group {group} was removed. The employee's record is being reloaded.",
  errorSummaryTitle: "There is a problem",
};

/** Where the removal of one line's cancel date stands, as the app knows it. */
export interface RemoveCancelDateState {
  /** The call is on its way. */
  pending?: boolean;
  /** The server's refusal of the date (400 on effectiveDate), shown on the field. */
  serverError?: string | null;
  /** The server refused for another reason (changed by someone else, pending…): its message. */
  failure?: string | null;
  /** The server removed it. */
  removed?: boolean;
}

/** Props of `RemoveCancelDateForm`. */
export interface RemoveCancelDateFormProps {
  line: CoverageLineOnFile;
  /** The date the form starts with: the edit's global effective date (enrollment.md §4). */
  defaultEffectiveDate: string;
  /** The group's own cancellation date, when it has one (enrollment.md §5). */
  groupCancelDate?: string | null;
  state: RemoveCancelDateState;
  copy: RemoveCancelDateCopy;
  /** A valid date: remove the cancel date with it. */
  onSubmit: (line: CoverageLineOnFile, effectiveDate: string) => void;
  onClose: () => void;
}

const fill = (text: string, line: CoverageLineOnFile) =>
  text.replaceAll("{product}", line.productName).replaceAll("{group}", line.groupNumber);

/**
 * Remove cancel date of one coverage line (enrollment.md §4 Remove cancel date; §5 remove-cancel-date
 * errors): the line's new effective date, starting at the edit's global effective date, checked by
 * @epr/forms `useRemoveCancelDateForm` (required, not before the cancel date, before the group's
 * cancellation date) with the error summary focused on a failed submit and each message linked to
 * the field; the server's refusal on the same field; then the success sentence (the app reloads).
 */
export function RemoveCancelDateForm({
  line,
  defaultEffectiveDate,
  groupCancelDate,
  state,
  copy,
  onSubmit,
  onClose,
}: RemoveCancelDateFormProps) {
  const id = `remove-cancel-date-${useId().replaceAll(":", "")}`;
  const fieldId = `${id}-effectiveDate`;
  const context = useMemo(
    () => ({ cancelDate: line.coverageEndDate ?? "", groupCancelDate }),
    [line.coverageEndDate, groupCancelDate],
  );
  const form = useRemoveCancelDateForm(context, {
    mode: "onSubmit",
    defaultValues: { effectiveDate: defaultEffectiveDate },
    shouldFocusError: false,
  });
  const { errors, submitCount, isSubmitted } = form.formState;
  const value = form.watch("effectiveDate") ?? "";
  const { setError } = form;
  // The server's message goes on the field it is about (a 400 carries the enrollment.md §5 message).
  useEffect(() => {
    if (state.serverError) setError("effectiveDate", { type: "server", message: state.serverError });
  }, [state.serverError, setError]);

  if (state.removed)
    return (
      <FeedbackBar variant="success" title={null} role="status" className="mt-3">
        {fill(copy.removedText, line)}
      </FeedbackBar>
    );

  const message = errors.effectiveDate?.message;
  const submit = submitWith(form, (valid) => onSubmit(line, valid.effectiveDate));
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-slot="remove-cancel-date"
      className="mt-3 flex flex-col gap-3 rounded-card border border-border p-4"
    >
      <h4 id={`${id}-title`} className="m-0 font-semibold text-base">
        {fill(copy.removeTitle, line)}
      </h4>
      {state.failure ? (
        <FeedbackBar variant="failure" title={null}>
          {state.failure}
        </FeedbackBar>
      ) : null}
      <ErrorSummary
        title={copy.errorSummaryTitle}
        focusKey={submitCount}
        errors={submitCount > 0 && typeof message === "string" ? [{ fieldId, message }] : []}
      />
      <DateField
        id={fieldId}
        label={copy.removeEffectiveDateLabel}
        hint={copy.removeEffectiveDateHint}
        required
        error={typeof message === "string" ? message : undefined}
        value={value}
        onValueChange={(next) =>
          form.setValue("effectiveDate", next, { shouldDirty: true, shouldValidate: isSubmitted })
        }
      />
      <div className="flex flex-wrap gap-3">
        <Button loading={state.pending} onClick={() => void submit()}>
          {copy.removeSubmitLabel}
        </Button>
        <Button variant="outline" onClick={onClose} disabled={state.pending}>
          {copy.removeCloseLabel}
        </Button>
      </div>
    </section>
  );
}
