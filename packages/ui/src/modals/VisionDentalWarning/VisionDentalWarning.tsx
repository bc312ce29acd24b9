import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";

/**
 * Words of the vision and dental warning. The spec names the modal and when it opens (enrollment.md
 * §8: a save answered `visionDental`, after the vision/dental product validation of §4) but quotes
 * no text: this wording is ours.
 */
export const defaultVisionDentalWarningCopy = {
  title: "Vision and Dental Coverage",
  text: "The vision or dental products selected could not be accepted for this enrollment. Please review the vision and dental selections and try again.",
  detailsLabel: "Products not accepted",
  ok: "OK",
};

/** The words of the vision and dental warning. */
export type VisionDentalWarningCopy = Record<keyof typeof defaultVisionDentalWarningCopy, string>;

/** Props of `VisionDentalWarning`. */
export interface VisionDentalWarningProps {
  /** Whether the modal is open. */
  open: boolean;
  /** What the server said per product (validateProductsResponse), listed under the message. */
  details?: readonly string[];
  /** OK or Escape: back to the coverage to fix it. */
  onClose: () => void;
  /** Override any of the words. */
  copy?: Partial<VisionDentalWarningCopy>;
}

/**
 * Vision and dental warning (enrollment.md §2 Modals; §4 vision/dental product validation on save
 * for the brands whose record says so; §8). An alert dialog; OK and Escape close it.
 */
export function VisionDentalWarning({ open, details, onClose, copy }: VisionDentalWarningProps) {
  const words = { ...defaultVisionDentalWarningCopy, ...copy };
  return (
    <AcknowledgeModal
      name="vision-dental-warning"
      open={open}
      alert
      title={words.title}
      description={words.text}
      onAcknowledge={onClose}
      button={words.ok}
    >
      {details?.length ? (
        <ul aria-label={words.detailsLabel} className="list-disc space-y-1 ps-6">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </AcknowledgeModal>
  );
}
