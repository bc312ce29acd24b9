import { useBrand } from "@epr/brand-themes";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, type ReactNode, type RefObject, useRef } from "react";
import { cn } from "../../lib/cn.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";

/**
 * A modal dialog on @radix-ui/react-dialog: focus is trapped inside while open, Escape closes it,
 * and focus returns to the element that opened it (or was focused before it opened).
 */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The element that opens the dialog (use `asChild` with a `Button`). */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Closes the dialog (use `asChild` with a `Button`). */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The portal's modal sizes (enrollment.md §9: xl-modal, large-modal, epr-standard-modal). */
export const dialogContentVariants = cva(
  [
    "fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col",
    "rounded-card border border-border bg-surface text-foreground shadow-xl outline-none",
  ],
  {
    variants: {
      size: {
        /** `xl-modal`: history tables, group selection, product grids. */
        xl: "max-w-5xl",
        /** `large-modal`: copy PCP to others, cancel line of business, spending elections. */
        large: "max-w-3xl",
        /** `epr-standard-modal`: confirmations, outcomes, warnings. */
        standard: "max-w-lg",
      },
    },
    defaultVariants: { size: "standard" },
  },
);

/** Props of `DialogContent`. */
export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Hide the × close button (for modals that must be answered, like unsaved changes). */
    hideClose?: boolean;
    /** Accessible name of the × button. */
    closeLabel?: string;
    /**
     * Where focus goes on close when the element that had it at the opening is gone (the form
     * whose save the dialog confirmed has closed): never lost to the page's body.
     */
    fallbackFocus?: RefObject<HTMLElement | null> | undefined;
  };

/**
 * The dialog panel with its overlay, rendered in a portal. The portal re-applies the current
 * brand (`data-brand`) because it sits outside the `BrandProvider`'s element.
 */
export function DialogContent({
  className,
  size,
  children,
  hideClose = false,
  closeLabel = "Close",
  onOpenAutoFocus,
  onCloseAutoFocus,
  fallbackFocus,
  ...props
}: DialogContentProps) {
  const brand = useBrand();
  // Radix returns focus to the Trigger; a dialog opened without one (an outcome modal after a save)
  // returns it to the element that had focus when it opened.
  const previous = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <div data-brand={brand.code} data-brand-family={brand.family} style={{ display: "contents" }}>
        <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          data-slot="dialog-content"
          data-size={size ?? "standard"}
          className={cn(dialogContentVariants({ size }), className)}
          {...props}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            previous.current = active instanceof HTMLElement && active !== document.body ? active : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            const target = previous.current?.isConnected ? previous.current : fallbackFocus?.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          {children}
          {hideClose ? null : (
            <DialogPrimitive.Close
              data-slot="dialog-close-x"
              aria-label={closeLabel}
              className="absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-control text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:focus-ring"
            >
              <StrokeIcon className="size-5">
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </StrokeIcon>
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </div>
    </DialogPrimitive.Portal>
  );
}

/** Title area at the top of the dialog. */
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-1 border-border border-b p-card pe-14", className)}
      {...props}
    />
  );
}

/** Scrollable body of the dialog. */
export function DialogBody({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-body" className={cn("overflow-y-auto p-card", className)} {...props} />;
}

/** Actions row at the bottom (OK, Cancel, Return Home). */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-wrap justify-end gap-3 border-border border-t p-card py-4", className)}
      {...props}
    />
  );
}

/** The dialog's accessible name (required by Radix and by WCAG 4.1.2). */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("font-bold text-xl", className)}
      {...props}
    />
  );
}

/** The dialog's description, read when it opens. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-muted-foreground", className)}
      {...props}
    />
  );
}

/** Props of `SimpleDialog`. */
export interface SimpleDialogProps extends Omit<DialogContentProps, "title"> {
  /** Controlled open state. */
  open?: boolean;
  /** Called when the dialog asks to open or close (Escape, ×, overlay). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog, rendered as the trigger (`asChild`). */
  trigger?: ReactNode;
  /** Title text. */
  title: ReactNode;
  /** Optional description under the title. */
  description?: ReactNode;
  /** Footer actions. */
  footer?: ReactNode;
}

/** Header, body and footer in one: the shape of most of the portal's modals (enrollment.md §2 Modals). */
export function SimpleDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  footer,
  children,
  ...content
}: SimpleDialogProps) {
  const rootProps = open === undefined ? {} : { open };
  return (
    <Dialog {...rootProps} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent {...(description ? {} : { "aria-describedby": undefined })} {...content}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children ? <DialogBody>{children}</DialogBody> : null}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}
