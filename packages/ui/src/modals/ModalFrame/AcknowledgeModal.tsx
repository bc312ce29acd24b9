import { Button } from "../../primitives/Button/Button.js";
import { ModalFrame, type ModalFrameProps } from "./ModalFrame.js";

/** Props of `AcknowledgeModal`: a `ModalFrame` whose one answer is its button. */
export interface AcknowledgeModalProps extends Omit<ModalFrameProps, "footer" | "onDismiss" | "closeLabel"> {
  /** The button's words (OK, Close, Return Home). */
  button: string;
  /** The button and Escape: the one answer the modal takes. */
  onAcknowledge: () => void;
}

/**
 * A modal the administrator can only acknowledge (the warnings, notices and blocks of
 * enrollment.md §8): one button, and Escape means the same, so there is never a second way out that
 * does something else.
 */
export function AcknowledgeModal({ button, onAcknowledge, ...frame }: AcknowledgeModalProps) {
  return (
    <ModalFrame
      {...frame}
      onDismiss={onAcknowledge}
      footer={<Button onClick={onAcknowledge}>{button}</Button>}
    />
  );
}
