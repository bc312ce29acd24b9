import { type ReactNode, useEffect } from "react";
import type { FieldValues, UseFormWatch } from "react-hook-form";

/**
 * Hands each change of an edit-mode form to the page, unvalidated (the page keeps a draft of what
 * the administrator typed, enrollment.md §2), for as long as the form is shown.
 */
export function useFormChanges<Input extends FieldValues, Values>(
  watch: UseFormWatch<Input>,
  onChange: ((values: Values) => void) | undefined,
) {
  useEffect(() => {
    if (!onChange) return;
    const subscription = watch((current) => onChange(current as unknown as Values));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);
}

/** The note above a form's fields that explains the required marker (the card's `requiredNote`). */
export function RequiredNote({ children }: { children: ReactNode }) {
  return <p className="mt-0 mb-4 text-muted-foreground text-sm">{children}</p>;
}
