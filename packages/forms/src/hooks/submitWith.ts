import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * A form's submit that says whether it was valid: `form.handleSubmit(onValid)` resolves the same
 * way either way, but a step of the add flow (enrollment.md §4 "Save & Continue") submits every card
 * on the page at once and advances only when all of them were valid.
 */
export function submitWith<TInput extends FieldValues, TOutput>(
  form: Pick<UseFormReturn<TInput, unknown, TOutput>, "handleSubmit">,
  onValid: (values: TOutput) => void,
): (event?: { preventDefault?: () => void }) => Promise<boolean> {
  return async (event) => {
    let valid = false;
    await form.handleSubmit((values) => {
      valid = true;
      onValid(values);
    })(event as never);
    return valid;
  };
}
