import { submitWith } from "@epr/forms";
import { useCallback, useEffect, useState } from "react";
import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormReturn,
  type UseFormWatch,
} from "react-hook-form";
import type { ErrorSummaryItem } from "../ErrorSummary/ErrorSummary.js";
import type { EditableCardProps } from "./CardForm.js";

/**
 * The react-hook-form options of every editable card's @epr/forms hook (STYLE.md Forms and errors):
 * it validates on the first submit, then on change, and a refused submit moves focus to the error
 * summary (`useCardForm`'s `focusKey`), never to the first field. Spread it before the card's own
 * `defaultValues`.
 */
export const cardFormOptions = { mode: "onSubmit", shouldFocusError: false } as const;

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

/** The fields the error summary links to, in screen order: each field's name to its control's id. */
export function fieldIds<Name extends string>(
  names: readonly Name[],
  idOf: (name: Name) => string,
): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, idOf(name)])) as Record<Name, string>;
}

/**
 * What an editable card gives `useCardForm`: its fields' ids, and its own props (`onSubmit`,
 * `onChange`, `onCancel`, `saving`; a card whose props are these may give them whole).
 */
export interface UseCardFormOptions<Input extends FieldValues, Output, Changes>
  extends Pick<EditableCardProps<Output>, "onSubmit" | "onCancel" | "saving"> {
  /**
   * The control id of each field the error summary links to, in the order the fields appear; a
   * nested field is named by its dotted path ("partA.startDate", "reportCodes.0.value").
   */
  fields: Partial<Record<FieldPath<Input>, string>>;
  /** Each change, unvalidated (the card's `onChange`). */
  onChange?: (values: Changes) => void;
  /**
   * A server's answers the page holds outside the form, by field (a user ID taken): each shows
   * where the form has no message of its own for the field, listed before any submit, and a new
   * answer moves focus to the summary.
   */
  serverErrors?: Partial<Record<FieldPath<Input>, string>> | null;
}

/** The props of `CardForm` that `useCardForm` decides. */
export interface CardFormShell extends Pick<EditableCardProps<never>, "onCancel" | "saving"> {
  /** Validates, then calls the card's `onSubmit` with the output; resolves whether it was valid. */
  onSave: (event?: { preventDefault?: () => void }) => Promise<boolean>;
  /** The error summary's items, in field order: none until a submit was refused or a server answered. */
  errors: ErrorSummaryItem[];
  /** Changes with each submit and each server answer, so the summary takes focus again. */
  focusKey: string;
}

/**
 * The edit shell every editable card shares (STYLE.md Forms and errors, enrollment.md §2): the
 * submit that validates and gives the card's `onSubmit` only a valid output, the error summary's
 * items linked to their fields, the key that moves focus to the summary after each refused submit
 * (or a server's answer), and the page's `onChange` wired to the form. Give it the form of the
 * card's @epr/forms hook (made with `cardFormOptions`) and the card's props, then spread `shell`
 * into `CardForm`.
 *
 * Errors the card sets on the form with the type "server" (a validator's answer) are listed before
 * any submit too; call `focusSummary` when one arrives.
 */
export function useCardForm<Input extends FieldValues, Output, Changes = Partial<Input>>(
  form: UseFormReturn<Input, unknown, Output>,
  { fields, onSubmit, onChange, onCancel, saving, serverErrors }: UseCardFormOptions<Input, Output, Changes>,
): { shell: CardFormShell; focusSummary: () => void } {
  const { errors, submitCount } = form.formState;
  useFormChanges(form.watch, onChange);
  const [answers, setAnswers] = useState(0);
  const focusSummary = useCallback(() => setAnswers((count) => count + 1), []);

  const entries = Object.entries(fields) as [FieldPath<Input>, string | undefined][];
  const errorAt = (path: string): FieldError | undefined => get(errors, path);
  const items = entries.flatMap(([path, fieldId]): ErrorSummaryItem[] => {
    const own: unknown = errorAt(path)?.message;
    const message = typeof own === "string" ? own : serverErrors?.[path];
    return typeof message === "string" && fieldId ? [{ fieldId, message }] : [];
  });
  const serverAnswered = serverErrors != null || entries.some(([path]) => errorAt(path)?.type === "server");
  const serverText = Object.values(serverErrors ?? {}).join("|");

  return {
    shell: {
      onSave: submitWith(form, (valid) => onSubmit?.(valid)),
      onCancel,
      saving,
      errors: submitCount > 0 || serverAnswered ? items : [],
      focusKey: `${submitCount}:${answers}:${serverText}`,
    },
    focusSummary,
  };
}
