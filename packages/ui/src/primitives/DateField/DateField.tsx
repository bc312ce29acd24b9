import { type ChangeEvent, useRef, useState } from "react";
import { type Day, formatDateTyping, formatDay, parseDay, toDay } from "../../lib/dates.js";
import { lazyNamed } from "../../lib/lazyNamed.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";
import { Button } from "../Button/Button.js";
import { Field, type FieldProps } from "../Field/Field.js";
import { TextInput, type TextInputProps } from "../TextInput/TextInput.js";

// The calendar and its dialog download when a calendar first opens (keeps route chunks small).
const CalendarDialog = lazyNamed(() => import("./CalendarDialog.js").then((m) => m.CalendarDialog), {
  loadWhen: (props) => props.open,
});

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
  const calendarButton = useRef<HTMLButtonElement>(null);
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
          <>
            <Button
              ref={calendarButton}
              variant="outline"
              size="icon"
              aria-label={name}
              aria-haspopup="dialog"
              aria-expanded={open}
              disabled={disabled}
              className="shrink-0"
              onClick={() => setOpen(true)}
            >
              <StrokeIcon className="size-5" strokeWidth={2}>
                <rect x="3.5" y="5" width="17" height="15" rx="2" />
                <path d="M3.5 10h17M8 3v4M16 3v4" />
              </StrokeIcon>
            </Button>
            <CalendarDialog
              open={open}
              onOpenChange={setOpen}
              name={name}
              selected={parseDay(text)}
              min={lo}
              max={hi}
              onSelect={(d: Day) => {
                set(formatDay(d));
                setOpen(false);
              }}
              returnFocus={calendarButton}
            />
          </>
        )}
      </div>
    </Field>
  );
}
