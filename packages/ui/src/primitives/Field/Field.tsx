import { type ComponentProps, createContext, type ReactNode, useContext, useId } from "react";
import { cn } from "../../lib/cn.js";

/** What a field gives its control so every input is wired the same way (STYLE.md Forms). */
export interface FieldControlProps {
  /** Id of the control; the label's `htmlFor` and the error summary's link target. */
  id: string;
  /** Hint id then error id, space-separated; undefined when neither is shown. */
  "aria-describedby"?: string;
  /** True while the field shows an error. */
  "aria-invalid"?: true;
  /** Mirrors the field's `required`. */
  required?: boolean;
  /** Mirrors the field's `disabled`. */
  disabled?: boolean;
  /** Mirrors the field's `readOnly`. */
  readOnly?: boolean;
}

/** Options of `useField`. */
export interface UseFieldOptions {
  /** Control id; generated when omitted. Give one when an error summary must link to the field. */
  id?: string;
  /** True when a hint is rendered. */
  hasHint?: boolean;
  /** The field's error message; a non-empty value makes the control invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * One hook that wires label, hint and error: `aria-describedby` = hint id + error id, and
 * `aria-invalid` on the control (STYLE.md Forms and errors; `aria-errormessage` is not used because
 * screen readers do not read it reliably).
 */
export function useField({ id, hasHint, error, required, disabled, readOnly }: UseFieldOptions) {
  const generated = useId();
  const controlId = id ?? `field-${generated.replace(/:/g, "")}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = error != null && error !== false && error !== "";
  const describedBy = [hasHint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ");
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": true as const } : {}),
    ...(required ? { required: true } : {}),
    ...(disabled ? { disabled: true } : {}),
    ...(readOnly ? { readOnly: true } : {}),
  };
  return { controlId, hintId, errorId, invalid, control };
}

const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * The props of the nearest `Field` for its control (`TextInput`, `Select`, masked inputs). Outside a
 * field it returns null and the control stands alone.
 */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}

/** Props of `Field`. */
export interface FieldProps extends Omit<ComponentProps<"div">, "children"> {
  /** Visible label. Every control has one (WCAG 1.3.1, 3.3.2). */
  label: ReactNode;
  /** Help text under the label, e.g. the spec's search hints (enrollment.md §5 Search). */
  hint?: ReactNode;
  /** Error message; the spec's messages come from `@epr/forms`. Prefixed by a hidden "Error:". */
  error?: ReactNode;
  /** Marks the field required: a visual "*" and `required` on the control. */
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Control id (see `useField`). */
  id?: string;
  /** Visually hide the label (still read by screen readers), e.g. inside a table cell. */
  hideLabel?: boolean;
  /** The control: `TextInput`, `Select`, `SsnInput`, `DateField`… */
  children: ReactNode;
}

/** A form field: label, hint, control and error, with the ids wired (STYLE.md Forms and errors). */
export function Field({
  label,
  hint,
  error,
  required,
  disabled,
  readOnly,
  id,
  hideLabel,
  className,
  children,
  ...props
}: FieldProps) {
  const { hintId, errorId, invalid, control } = useField({
    id,
    hasHint: hint != null,
    error,
    required,
    disabled,
    readOnly,
  });
  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn("flex flex-col gap-1", className)}
      {...props}
    >
      <label
        data-slot="field-label"
        htmlFor={control.id}
        className={cn("font-semibold text-foreground", hideLabel && "sr-only")}
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      {hint != null ? (
        <p data-slot="field-hint" id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
    </div>
  );
}

/** An error message with the visually hidden "Error:" prefix (STYLE.md Forms and errors). */
export function FieldError({ className, children, ...props }: ComponentProps<"p">) {
  return (
    <p data-slot="field-error" className={cn("font-semibold text-danger text-sm", className)} {...props}>
      <span className="sr-only">Error: </span>
      {children}
    </p>
  );
}

/** Props of `Fieldset`. */
export interface FieldsetProps extends Omit<ComponentProps<"fieldset">, "children"> {
  /** The question, rendered as the legend (radio and checkbox groups). */
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Id prefix; the error summary links to `${id}` (put it on the first option). */
  id?: string;
  /** Render-prop: the first option should take `firstOptionId`. */
  children:
    | ReactNode
    | ((ids: { describedBy?: string; invalid: boolean; firstOptionId: string }) => ReactNode);
}

/**
 * A group of related controls (radio buttons, checkboxes) with a legend, hint and error. The
 * fieldset carries `aria-describedby`; each option is a native input, so arrow keys move between
 * radios without extra code.
 */
export function Fieldset({
  legend,
  hint,
  error,
  required,
  id,
  className,
  children,
  ...props
}: FieldsetProps) {
  const { controlId, hintId, errorId, invalid, control } = useField({
    id,
    hasHint: hint != null,
    error,
    required,
  });
  const describedBy = control["aria-describedby"];
  return (
    <fieldset
      data-slot="fieldset"
      data-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={cn("m-0 flex min-w-0 flex-col gap-2 border-0 p-0", className)}
      {...props}
    >
      <legend data-slot="fieldset-legend" className="mb-1 p-0 font-semibold text-foreground">
        {legend}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </legend>
      {hint != null ? (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
      {typeof children === "function"
        ? children({ describedBy, invalid, firstOptionId: controlId })
        : children}
    </fieldset>
  );
}
