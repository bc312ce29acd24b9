import { SBC_MODAL_CLOSE_MS } from "@epr/domain";
import { useEffect, useRef } from "react";
import { ModalFrame } from "../../modals/ModalFrame/ModalFrame.js";
import { Button } from "../../primitives/Button/Button.js";

/** Words of the SBC download modal (assist-employees.md §2.5 names the modal, not its text: ours). */
export const sbcDownloadCopy = {
  title: "Summary of Benefits and Coverage",
  text: "Your download will begin shortly. This window closes by itself.",
  close: "Close",
} as const;

/** Props of `SbcDownloadModal`. */
export interface SbcDownloadModalProps {
  open: boolean;
  /** The plan whose SBC downloads. */
  planName: string;
  /** Close, Escape, or the timer. */
  onClose: () => void;
  /** How long the modal stays open (§9: 3 seconds). */
  closeAfterMs?: number;
}

/**
 * The SBC download modal (assist-employees.md §2.5, §9): says the download is coming and closes by
 * itself after 3 seconds, or earlier by Close or Escape; focus returns to the opener.
 */
export function SbcDownloadModal({
  open,
  planName,
  onClose,
  closeAfterMs = SBC_MODAL_CLOSE_MS,
}: SbcDownloadModalProps) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => close.current(), closeAfterMs);
    return () => clearTimeout(timer);
  }, [open, closeAfterMs]);
  return (
    <ModalFrame
      open={open}
      name="sbc-download"
      title={sbcDownloadCopy.title}
      description={`${planName}: ${sbcDownloadCopy.text}`}
      onDismiss={onClose}
      footer={
        <Button type="button" onClick={onClose}>
          {sbcDownloadCopy.close}
        </Button>
      }
    />
  );
}
