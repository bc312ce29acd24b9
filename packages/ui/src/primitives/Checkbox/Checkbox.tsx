import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from "react";
import { cn } from "../../lib/cn.js";
import { FieldError } from "../Field/Field.js";

/** Props of `Checkbox`. */
export type CheckboxProps = Omit<ComponentProps<"input">, "type" | "size"> & {
  /** Visible label beside the box. */
  label: ReactNode;
  /** Help text under the label (linked with aria-describedby). */
  hint?: ReactNode;
  /** Shows the mixed state (a select-all box with some rows selected). */
  indeterminate?: boolean;
  /** Called with the new checked state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Visually hide the label (table row selection). */
  hideLabel?: boolean;
  /** Error message (a required box left unchecked): shown under the label, linked, box invalid. */
  error?: ReactNode;
};

/**
 * A native checkbox with its label (Established Patient, COBRA, certify, select-all). The box is
 * drawn with CSS over the native input, so it keeps native keyboard and form behaviour.
 */
export function Checkbox({
  label,
  hint,
  indeterminate = false,
  onCheckedChange,
  onChange,
  hideLabel,
  error,
  className,
  id,
  ...props
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const generated = useId();
  const inputId = id ?? `checkbox-${generated.replace(/:/g, "")}`;
  const hintId = hint != null ? `${inputId}-hint` : undefined;
  const invalid = error != null && error !== false && error !== "";
  const errorId = invalid ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div data-slot="checkbox" className={cn("flex items-start gap-2", className)}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          onChange?.(e);
          onCheckedChange?.(e.target.checked);
        }}
        className={cn(
          "mt-0.5 size-5 shrink-0 cursor-pointer accent-primary focus-visible:focus-ring",
          "disabled:cursor-not-allowed disabled:opacity-60",
        )}
        {...props}
      />
      <div className={cn("flex flex-col", hideLabel && "sr-only")}>
        <label htmlFor={inputId} className="cursor-pointer text-foreground">
          {label}
        </label>
        {hint != null ? (
          <span id={hintId} className="text-muted-foreground text-sm">
            {hint}
          </span>
        ) : null}
        {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    </div>
  );
}
