import { type CancelReasonOption, cancelReasonOptions, fillMessage } from "@epr/domain";
import { type CancelFormContext, type CancelFormValues, errorSummaryItems, useCancelForm } from "@epr/forms";
import { useEffect, useId, useMemo, useRef } from "react";
import { FormDateField } from "../../cards/shared/FormFields.js";
import { Button } from "../../primitives/Button/Button.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { Field } from "../../primitives/Field/Field.js";
import { Select } from "../../primitives/Select/Select.js";
import { ModalFrame } from "../ModalFrame/ModalFrame.js";

/**
 * Words of the cancel line of business modal. The messages are @epr/forms' (`cancelMessages`, the
 * spec's §5 wording, through `cancelFormSchema`); the title, labels and buttons are ours.
 */
export const defaultCancelLineOfBusinessCopy = {
  title: "Cancel Coverage",
  text: "Choose the cancel reason and the cancel date for the coverage below.",
  linesLabel: "Coverage to cancel",
  line: "Group {group}: {lineOfBusiness}, effective {date}",
  reason: "Cancel Reason",
  reasonPlaceholder: "Select a reason",
  cancelDate: "Cancel Date",
  submit: "Cancel Coverage",
  keep: "Keep Coverage",
};

/** The words of the cancel line of business modal. */
export type CancelLineOfBusinessCopy = Record<keyof typeof defaultCancelLineOfBusinessCopy, string>;

/** Props of `CancelLineOfBusiness`. */
export interface CancelLineOfBusinessProps {
  /** Whether the modal is open; each opening starts with an empty form. */
  open: boolean;
  /**
   * The line being cancelled (and, for the cascading brands, the lines cancelled with it): the cancel
   * date is checked against their effective dates and their groups' future cancel dates.
   */
  lines: CancelFormContext["lines"];
  /** Each group's future cancel date (MM/dd/yyyy), for the group-end message. */
  groupCancelDates?: CancelFormContext["groupCancelDates"];
  /** The cancel reason codes as the service lists them; reason 99 is left out here (`cancelReasonOptions`). */
  reasons: readonly CancelReasonOption[];
  /** A valid reason and date (MM/dd/yyyy): the app adds the line to the deletion list (`cancelLineOfBusiness`). */
  onSubmit: (values: CancelFormValues) => void;
  /** Keep Coverage, × or Escape: nothing is cancelled. */
  onCancel: () => void;
  /** Override any of the words. */
  copy?: Partial<CancelLineOfBusinessCopy>;
}

/**
 * Cancel line of business (enrollment.md §2 Modals; §4 Cancel line of business; §5 Cancel modal): a
 * reason (without 99) and a cancel date, validated by @epr/forms' `cancelFormSchema` with the spec's
 * messages, among them the void rule (reason 03 needs the date equal to the effective date) and the
 * group-end message. A failed submit focuses the error summary; Escape keeps the coverage.
 */
export function CancelLineOfBusiness({
  open,
  lines,
  groupCancelDates,
  reasons,
  onSubmit,
  onCancel,
  copy,
}: CancelLineOfBusinessProps) {
  const words = { ...defaultCancelLineOfBusinessCopy, ...copy };
  const formId = useId();
  const ids = { cancelReason: `${formId}-reason`, cancelDate: `${formId}-date` };
  const context = useMemo(() => ({ lines, groupCancelDates }), [lines, groupCancelDates]);
  const options = useMemo(() => cancelReasonOptions(reasons), [reasons]);
  const form = useCancelForm(context, {
    mode: "onSubmit",
    defaultValues: { cancelReason: "", cancelDate: "" },
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const { reset } = form;
  const reasonRef = useRef<HTMLSelectElement | null>(null);

  // Each opening is a new cancellation: nothing typed for another line carries over.
  useEffect(() => {
    if (open) reset({ cancelReason: "", cancelDate: "" });
  }, [open, reset]);

  const reasonField = form.register("cancelReason");
  return (
    <ModalFrame
      name="cancel-line-of-business"
      open={open}
      title={words.title}
      description={words.text}
      onDismiss={onCancel}
      initialFocus={reasonRef}
      size="large"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {words.keep}
          </Button>
          <Button type="submit" form={formId}>
            {words.submit}
          </Button>
        </>
      }
    >
      <ul aria-label={words.linesLabel} className="mb-4 list-disc space-y-1 ps-6">
        {lines.map((line) => (
          <li key={`${line.groupNumber}-${line.lineOfBusiness}`}>
            {fillMessage(words.line, {
              group: line.groupNumber,
              lineOfBusiness: line.lineOfBusiness,
              date: line.effectiveDate,
            })}
          </li>
        ))}
      </ul>
      <ErrorSummary className="mb-4" focusKey={submitCount} errors={errorSummaryItems(errors, ids)} />
      <form id={formId} noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        <Field id={ids.cancelReason} label={words.reason} required error={errors.cancelReason?.message}>
          <Select
            options={options}
            placeholder={words.reasonPlaceholder}
            {...reasonField}
            ref={(element) => {
              reasonField.ref(element);
              reasonRef.current = element;
            }}
          />
        </Field>
        <FormDateField
          control={form.control}
          name="cancelDate"
          id={ids.cancelDate}
          label={words.cancelDate}
          required
          error={errors.cancelDate?.message}
        />
      </form>
    </ModalFrame>
  );
}
