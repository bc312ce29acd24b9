export {
  Field,
  type FieldControlProps,
  FieldError,
  type FieldProps,
  Fieldset,
  type FieldsetProps,
  type UseFieldOptions,
  useField,
  useFieldControl,
} from "./Field.js";
