import { errorSummaryItems, useReinstateForm } from "@epr/forms";
import { useEffect, useId, useMemo } from "react";
import { FormDateField } from "../../cards/shared/FormFields.js";
import { Button } from "../../primitives/Button/Button.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { ModalFrame } from "../ModalFrame/ModalFrame.js";

/**
 * Words of the reinstate coverage date modal. The message is @epr/forms' (`cancelMessages.reinstateDate`
 * through `reinstateFormSchema`); the title, text, label and buttons are ours.
 */
export const defaultReinstateCoverageDateCopy = {
  title: "Reinstate Coverage",
  text: "Enter the date the reinstated coverage starts. You will then choose the coverage in the enrollment steps.",
  date: "Reinstate Effective Date",
  submit: "Continue",
  cancel: "Cancel",
};

/** The words of the reinstate coverage date modal. */
export type ReinstateCoverageDateCopy = Record<keyof typeof defaultReinstateCoverageDateCopy, string>;

/** Props of `ReinstateCoverageDate`. */
export interface ReinstateCoverageDateProps {
  /** Whether the modal is open; each opening starts with an empty date. */
  open: boolean;
  /** The employee's latest cancel date (MM/dd/yyyy): the reinstate date cannot be before it. */
  lastCancelDate?: string | null;
  /** A valid date (MM/dd/yyyy): the app prepares the record (`prepareReinstate`) and enters the add flow. */
  onSubmit: (reinstateDate: string) => void;
  /** Cancel, × or Escape: nothing happens. */
  onCancel: () => void;
  /** Override any of the words. */
  copy?: Partial<ReinstateCoverageDateCopy>;
}

/**
 * Reinstate coverage date (enrollment.md §2 Modals; §4 Reinstate; §5 'Reinstate effective date
 * required'): one date, validated by @epr/forms' `reinstateFormSchema` (required, 1900 to 2500, not
 * before the latest cancel date). A failed submit focuses the error summary; Escape cancels.
 */
export function ReinstateCoverageDate({
  open,
  lastCancelDate,
  onSubmit,
  onCancel,
  copy,
}: ReinstateCoverageDateProps) {
  const words = { ...defaultReinstateCoverageDateCopy, ...copy };
  const formId = useId();
  const dateId = `${formId}-date`;
  const context = useMemo(() => ({ lastCancelDate }), [lastCancelDate]);
  const form = useReinstateForm(context, {
    mode: "onSubmit",
    defaultValues: { reinstateDate: "" },
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const { reset } = form;

  useEffect(() => {
    if (open) reset({ reinstateDate: "" });
  }, [open, reset]);

  return (
    <ModalFrame
      name="reinstate-coverage-date"
      open={open}
      title={words.title}
      description={words.text}
      onDismiss={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {words.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {words.submit}
          </Button>
        </>
      }
    >
      <ErrorSummary
        className="mb-4"
        focusKey={submitCount}
        errors={errorSummaryItems(errors, { reinstateDate: dateId })}
      />
      <form id={formId} noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.reinstateDate))}>
        <FormDateField
          control={form.control}
          name="reinstateDate"
          id={dateId}
          label={words.date}
          required
          error={errors.reinstateDate?.message}
        />
      </form>
    </ModalFrame>
  );
}
