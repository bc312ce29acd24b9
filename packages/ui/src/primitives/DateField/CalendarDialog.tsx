import { useBrand } from "@epr/brand-themes";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { cn } from "../../lib/cn.js";
import type { Day } from "../../lib/dates.js";
import { Button } from "../Button/Button.js";
import { Calendar } from "./Calendar.js";

/** Props of `CalendarDialog`. */
export interface CalendarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name (the calendar button's). */
  name: string;
  selected: Day | null;
  min: Day | null;
  max: Day | null;
  onSelect: (day: Day) => void;
  /** The calendar button: focus returns to it when the dialog closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/**
 * The date field's calendar in a dialog, a module of its own so Radix's dialog downloads when a
 * calendar first opens (bundle budget: route chunks under 100 kB gzip). Closes with Escape or Cancel and
 * returns focus to the calendar button.
 */
export function CalendarDialog({
  open,
  onOpenChange,
  name,
  selected,
  min,
  max,
  onSelect,
  returnFocus,
}: CalendarDialogProps) {
  const brand = useBrand();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <div data-brand={brand.code} style={{ display: "contents" }}>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/30" />
          <DialogPrimitive.Content
            data-slot="date-field-dialog"
            aria-describedby={undefined}
            // Focus the calendar's active day once this dialog's focus scope is in place, not
            // from the calendar's own effect: inside another dialog (a modal's date), that
            // effect runs while the outer focus trap is still active and gets pulled back.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              const content = event.currentTarget as HTMLElement | null;
              content?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')?.focus();
            }}
            // The button is not a Radix trigger (it renders before this module loads): focus goes
            // back to it here.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus.current?.focus();
            }}
            className={cn(
              "fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-card border border-border bg-surface p-4 text-foreground shadow-xl",
            )}
          >
            <DialogPrimitive.Title className="sr-only">{name}</DialogPrimitive.Title>
            <Calendar selected={selected} min={min} max={max} onSelect={onSelect} />
            <div className="mt-2 flex justify-end">
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="sm">
                  Cancel
                </Button>
              </DialogPrimitive.Close>
            </div>
          </DialogPrimitive.Content>
        </div>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
