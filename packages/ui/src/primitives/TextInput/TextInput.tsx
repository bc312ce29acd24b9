import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.js";
import { Field, type FieldProps, useFieldControl } from "../Field/Field.js";

/** Styles shared by every text-like control (text, masked, date, select). */
export const inputVariants = cva(
  [
    "block w-full rounded-control border-2 border-field-border bg-surface px-3 text-foreground",
    "placeholder:text-muted-foreground focus-visible:focus-ring",
    "aria-invalid:border-field-border-invalid",
    "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
    // Not on a select: the browser counts every <select> as :read-only, which would hide its frame.
    "[&:read-only:not(select)]:border-transparent [&:read-only:not(select)]:bg-muted [&:read-only:not(select)]:px-0 [&:read-only:not(select)]:focus-visible:px-3",
  ],
  {
    variants: {
      size: { sm: "h-8 text-sm", md: "h-10 text-base" },
      width: {
        full: "w-full",
        /** Two to five characters: ZIP, suffix. */
        short: "w-full max-w-32",
        /** Ten to twenty characters: SSN, phone, dates. */
        medium: "w-full max-w-60",
      },
    },
    defaultVariants: { size: "md", width: "full" },
  },
);

/** Props of `TextInput`. */
export type TextInputProps = Omit<ComponentProps<"input">, "size" | "width"> &
  VariantProps<typeof inputVariants>;

/**
 * A text input. Inside a `Field` it takes the field's id, `aria-describedby`, `aria-invalid`,
 * `required`, `disabled` and `readOnly`; its own props win.
 */
export function TextInput({ className, size, width, type = "text", ...props }: TextInputProps) {
  const field = useFieldControl();
  return (
    <input
      data-slot="text-input"
      type={type}
      className={cn(inputVariants({ size, width }), className)}
      {...field}
      {...props}
    />
  );
}

/** Props of `TextField`: a `Field` with a `TextInput`. */
export type TextFieldProps = Omit<FieldProps, "children" | "onChange"> & {
  /** Props passed to the input (value, onChange, name, maxLength, autoComplete…). */
  inputProps?: TextInputProps;
  /** Extra content after the input (a button, a note). */
  children?: ReactNode;
};

/** Label, hint, error and text input in one (the most common field). */
export function TextField({ inputProps, children, ...fieldProps }: TextFieldProps) {
  return (
    <Field {...fieldProps}>
      <TextInput {...inputProps} />
      {children}
    </Field>
  );
}
