import { useAuthenticatorCodeForm } from "@epr/forms";
import { useEffect } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { Field } from "../../primitives/Field/Field.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";

/** Props of `AuthenticatorCodeForm`. */
export interface AuthenticatorCodeFormProps {
  /** The server's sentence about the last code (wrong, or used already), shown on the field. */
  error: string | null;
  /** The submit button's text ("Verify"). */
  submitLabel?: string;
  /** A submission is on its way: the button waits. */
  busy?: boolean;
  /** A well-formed code (six digits, @epr/forms `authenticatorCodeFormSchema`). */
  onSubmit: (code: string) => void;
  /** Id of the code field (unique on the page). */
  fieldId?: string;
  /** Changes after each refused submission: the field is emptied and focused for the next code. */
  attemptKey?: number;
}

/**
 * The authenticator app's code (TOTP, beyond the spec): "Enter the code from your authenticator app", the
 * six-digit field (its format checked by @epr/forms before anything is sent, so a typo costs no
 * attempt) and Verify. Used by the set-up modal and the sign-in's Verify Passcode step.
 */
export function AuthenticatorCodeForm({
  error,
  submitLabel = "Verify",
  busy = false,
  onSubmit,
  fieldId = "authenticator-code",
  attemptKey = 0,
}: AuthenticatorCodeFormProps) {
  const form = useAuthenticatorCodeForm({
    mode: "onSubmit",
    defaultValues: { code: "" },
    shouldFocusError: true,
  });
  const { reset, setFocus } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a refused code (attemptKey) empties the field.
  useEffect(() => {
    reset({ code: "" });
    setFocus("code");
  }, [attemptKey, reset, setFocus]);
  const shown = form.formState.errors.code?.message ?? error;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values.code))}
      className="flex flex-col gap-4"
      aria-label="Authenticator code"
    >
      <p>Enter the code from your authenticator app.</p>
      <Field id={fieldId} label="Authenticator code" required error={shown ?? undefined}>
        <TextInput
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={6}
          {...form.register("code")}
        />
      </Field>
      <div>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
