import { fillMessage } from "@epr/domain";
import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";

/**
 * Words of the ASO effective date warning. The spec says when it shows (enrollment.md §5: an ASO
 * effective date earlier than 6 months before the first of the current month, outside add flows)
 * but quotes no text: this wording is ours.
 */
export const defaultAsoEffectiveDateWarningCopy = {
  title: "Effective Date Warning",
  text: "The coverage effective date {date} is more than 6 months in the past. Retroactive coverage for a self-funded (ASO) group may affect claims already processed. Please confirm the date before you save.",
  ok: "OK",
};

/** The words of the ASO effective date warning. */
export type AsoEffectiveDateWarningCopy = Record<keyof typeof defaultAsoEffectiveDateWarningCopy, string>;

/** Props of `AsoEffectiveDateWarning`. */
export interface AsoEffectiveDateWarningProps {
  /**
   * Whether the modal is open: the app opens it when `checkEffectiveDate` of @epr/domain answers
   * `asoNotice: true` for the date just entered.
   */
  open: boolean;
  /** The effective date entered (MM/dd/yyyy), named in the text. */
  effectiveDate: string;
  /** OK or Escape: the date stays (the notice warns, it does not refuse). */
  onClose: () => void;
  /** Override any of the words. */
  copy?: Partial<AsoEffectiveDateWarningCopy>;
}

/**
 * ASO effective date warning (enrollment.md §2 Modals; §5 Effective date for coverage; §9 'ASO
 * lookback 3 years, warning beyond 6 months'). The date is allowed; the administrator is warned.
 * An alert dialog; OK and Escape close it.
 */
export function AsoEffectiveDateWarning({
  open,
  effectiveDate,
  onClose,
  copy,
}: AsoEffectiveDateWarningProps) {
  const words = { ...defaultAsoEffectiveDateWarningCopy, ...copy };
  return (
    <AcknowledgeModal
      name="aso-effective-date-warning"
      open={open}
      alert
      title={words.title}
      description={fillMessage(words.text, { date: effectiveDate })}
      onAcknowledge={onClose}
      button={words.ok}
    />
  );
}
