import type { ReactNode } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { type DateBound, DateField } from "../../primitives/DateField/DateField.js";
import { YesNoRadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";
import { yesNoValue } from "./yesNo.js";

/** Props of `YesNoField`. */
export interface YesNoFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** Control id of the first radio: the error summary's link target. */
  id: string;
  /** The question. */
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
}

/**
 * A yes/no question of a card's form (Medicare SSDI and Parts C and D, the MNLOA questions): two
 * radios bound to the form, holding "yes" or "no"; a record's boolean shows as its answer.
 */
export function YesNoField<T extends FieldValues, O>({
  control,
  name,
  id,
  legend,
  hint,
  error,
  required,
}: YesNoFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <YesNoRadioGroup
          id={id}
          name={`${id}-radio`}
          legend={legend}
          hint={hint}
          required={required}
          error={error}
          value={yesNoValue(field.value)}
          onValueChange={field.onChange}
        />
      )}
    />
  );
}

/** Props of `FormDateField`. */
export interface FormDateFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  min?: DateBound;
  max?: DateBound;
  hint?: ReactNode;
}

/** A date of a card's form: the `DateField` primitive (typed MM/DD/YYYY or picked) bound to the form. */
export function FormDateField<T extends FieldValues, O>({
  control,
  name,
  id,
  label,
  error,
  required,
  min,
  max,
  hint = "MM/DD/YYYY",
}: FormDateFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          id={id}
          label={label}
          hint={hint}
          required={required}
          error={error}
          min={min}
          max={max}
          value={typeof field.value === "string" ? field.value : ""}
          onValueChange={field.onChange}
          inputProps={{ name: field.name, onBlur: field.onBlur, ref: field.ref }}
        />
      )}
    />
  );
}
