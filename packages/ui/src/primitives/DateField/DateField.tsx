import { useBrand } from "@epr/brand-themes";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { type ChangeEvent, useState } from "react";
import { cn } from "../../lib/cn.js";
import { type Day, formatDateTyping, formatDay, parseDay, toDay } from "../../lib/dates.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";
import { Button } from "../Button/Button.js";
import { Field, type FieldProps } from "../Field/Field.js";
import { TextInput, type TextInputProps } from "../TextInput/TextInput.js";
import { Calendar } from "./Calendar.js";

/** A date bound: a `Date`, "MM/DD/YYYY" or "YYYY-MM-DD". */
export type DateBound = Date | string;

/** Props of `DateField`. */
export type DateFieldProps = Omit<FieldProps, "children" | "onChange" | "defaultValue"> & {
  /** Controlled value as typed, MM/DD/YYYY when complete (enrollment.md §7 Dates). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the text after each keystroke or calendar pick. */
  onValueChange?: (value: string) => void;
  /** Earliest day the calendar offers (default 01/01/1900, enrollment.md §9). */
  min?: DateBound;
  /** Latest day the calendar offers (default 12/31/2500, enrollment.md §9). */
  max?: DateBound;
  /** Accessible name of the calendar button; defaults to "Choose date" plus the field's label text. */
  calendarLabel?: string;
  /** Props passed to the text input (name, onBlur…). */
  inputProps?: Omit<TextInputProps, "value" | "defaultValue" | "onChange">;
};

/**
 * A date field: typed MM/DD/YYYY (slashes inserted while typing) plus a calendar in a dialog.
 * The calendar opens on the typed date, offers only days within min and max, closes with Escape
 * and returns focus to its button; choosing a day fills the field.
 */
export function DateField({
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  calendarLabel,
  inputProps,
  label,
  disabled,
  readOnly,
  ...fieldProps
}: DateFieldProps) {
  const brand = useBrand();
  const [inner, setInner] = useState(defaultValue ?? "");
  const text = value ?? inner;
  const set = (v: string) => {
    if (value === undefined) setInner(v);
    onValueChange?.(v);
  };
  const [open, setOpen] = useState(false);
  const lo = toDay(min);
  const hi = toDay(max);
  const name = calendarLabel ?? `Choose date${typeof label === "string" ? ` for ${label}` : ""}`;

  return (
    <Field label={label} disabled={disabled} readOnly={readOnly} {...fieldProps}>
      <div data-slot="date-field" className="flex max-w-60 items-center gap-2">
        <TextInput
          inputMode="numeric"
          placeholder="MM/DD/YYYY"
          autoComplete="off"
          maxLength={10}
          value={text}
          onChange={(e: ChangeEvent<HTMLInputElement>) => set(formatDateTyping(e.target.value))}
          {...inputProps}
        />
        {readOnly ? null : (
          <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
            <DialogPrimitive.Trigger asChild>
              <Button
                variant="outline"
                size="icon"
                aria-label={name}
                disabled={disabled}
                className="shrink-0"
              >
                <StrokeIcon className="size-5" strokeWidth={2}>
                  <rect x="3.5" y="5" width="17" height="15" rx="2" />
                  <path d="M3.5 10h17M8 3v4M16 3v4" />
                </StrokeIcon>
              </Button>
            </DialogPrimitive.Trigger>
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
                  className={cn(
                    "fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-card border border-border bg-surface p-4 text-foreground shadow-xl",
                  )}
                >
                  <DialogPrimitive.Title className="sr-only">{name}</DialogPrimitive.Title>
                  <Calendar
                    selected={parseDay(text)}
                    min={lo}
                    max={hi}
                    onSelect={(d: Day) => {
                      set(formatDay(d));
                      setOpen(false);
                    }}
                  />
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
        )}
      </div>
    </Field>
  );
}
