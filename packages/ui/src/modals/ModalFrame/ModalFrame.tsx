import { type ReactNode, type RefObject, useId } from "react";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../primitives/Dialog/Dialog.js";

/** Props of `ModalFrame`. */
export interface ModalFrameProps {
  /** Whether the modal is open; the app owns this state (modals open after a save, a check or a click). */
  open: boolean;
  /** The title, rendered as the dialog's heading (`h2`) and accessible name. */
  title: ReactNode;
  /** The main message, linked as the dialog's accessible description. */
  description?: ReactNode;
  /** More content under the message (a list, a summary). */
  children?: ReactNode;
  /** The choices. */
  footer: ReactNode;
  /**
   * A warning the administrator must answer: `role="alertdialog"` (WAI-ARIA alert dialog), so
   * screen readers announce it as urgent.
   */
  alert?: boolean;
  /** enrollment.md §9 modal sizes: `standard` (epr-standard-modal), `large`, `xl`. */
  size?: "standard" | "large" | "xl";
  /**
   * What Escape (and the × button, when there is one) means. Each modal names it on purpose (stay,
   * return, go home); a modal without it can only be answered through its buttons.
   */
  onDismiss?: () => void;
  /**
   * Shows a × button with this accessible name, doing `onDismiss`. Only for a choice the footer
   * lacks (keep editing); a footer button that already dismisses needs no second control.
   */
  closeLabel?: string;
  /** The element focused when the modal opens (the safest choice); the first focusable one otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close when the element that opened the modal is gone (a form closed by the
   * save the modal confirmed): its card's Edit button, say, never the page's body.
   */
  finalFocus?: RefObject<HTMLElement | null>;
  /** Marks the content for tests and styling (`data-modal`). */
  name: string;
}

/**
 * The frame every modal of the enrollment flows shares (enrollment.md §2 Modals), on the Dialog
 * primitive: focus moves in and is trapped while open, and returns on close to the element that had
 * it. A click outside never answers a modal (a stray click must not save or abandon anything).
 */
export function ModalFrame({
  open,
  title,
  description,
  children,
  footer,
  alert = false,
  size = "standard",
  onDismiss,
  closeLabel,
  initialFocus,
  finalFocus,
  name,
}: ModalFrameProps) {
  const bodyId = useId();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onDismiss?.())}>
      <DialogContent
        size={size}
        data-modal={name}
        {...(alert ? { role: "alertdialog" } : {})}
        {...(description ? {} : { "aria-describedby": children ? bodyId : undefined })}
        {...(closeLabel ? { closeLabel } : {})}
        hideClose={!(onDismiss && closeLabel)}
        fallbackFocus={finalFocus}
        onEscapeKeyDown={(event) => {
          if (!onDismiss) event.preventDefault();
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          const target = initialFocus?.current;
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? (
            <DialogDescription className="text-foreground">{description}</DialogDescription>
          ) : null}
        </DialogHeader>
        {children ? <DialogBody id={bodyId}>{children}</DialogBody> : null}
        <DialogFooter>{footer}</DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
