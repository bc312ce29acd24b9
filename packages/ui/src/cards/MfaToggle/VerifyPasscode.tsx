import { useMfaCodeForm } from "@epr/forms";
import { useEffect } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { Field } from "../../primitives/Field/Field.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";

/** Props of `VerifyPasscode`. */
export interface VerifyPasscodeProps {
  /** Where the code went, masked ("d***n@example.com"). */
  destination: string;
  /** Minutes the code stays valid (the server's `codeTtlMinutes`). */
  codeTtlMinutes: number;
  /**
   * The last submission's sentence from the server (session-and-admin.md §5: "Required", "Your MFA
   * verification code was invalid. Please try again."), shown on the code field.
   */
  error: string | null;
  /** The submit button's text: "Verify" at sign-in, "Submit" in the enrollment modal (§4). */
  submitLabel: string;
  /** A submission or a new code is on its way: the buttons wait. */
  busy?: boolean;
  /**
   * A submission of the code. An empty code is submitted too: it counts as a failed attempt
   * (session-and-admin.md §5), so only the server may refuse it.
   */
  onSubmit: (code: string) => void;
  /** Generate New Verification Code: a fresh code e-mailed, the attempt count starts again. */
  onGenerateNew: () => void;
  /** Changes whenever a new code was sent: the field is emptied and focused. */
  codeKey?: string;
  /** Id of the code field (unique on the page). */
  fieldId?: string;
}

/**
 * The Verify Passcode view (session-and-admin.md §4 MFA toggle; also the sign-in step, beyond the
 * spec): the masked address the code went to, the code field with its error, the submit and Generate
 * New Verification Code. The field follows @epr/forms `useMfaCodeForm`; its Required is the server's,
 * since an empty submission must be counted.
 */
export function VerifyPasscode({
  destination,
  codeTtlMinutes,
  error,
  submitLabel,
  busy = false,
  onSubmit,
  onGenerateNew,
  codeKey,
  fieldId = "mfa-code",
}: VerifyPasscodeProps) {
  const form = useMfaCodeForm({ mode: "onSubmit", defaultValues: { code: "" }, shouldFocusError: true });
  const { reset, setFocus } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new code (codeKey) empties the field.
  useEffect(() => {
    reset({ code: "" });
    setFocus("code");
  }, [codeKey, reset, setFocus]);
  useEffect(() => {
    if (error) setFocus("code");
  }, [error, setFocus]);
  const formatError = form.formState.errors.code?.message;
  const submit = form.handleSubmit(
    (values) => onSubmit(values.code),
    (errors) => {
      // Empty: the server counts it and answers Required (§5); a malformed code is refused here.
      if ((form.getValues("code") ?? "").trim() === "") {
        form.clearErrors("code");
        onSubmit("");
      } else if (errors.code) setFocus("code");
    },
  );
  const shown = formatError && (form.getValues("code") ?? "").trim() !== "" ? formatError : error;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Verify Passcode">
      <p>
        We e-mailed a verification code to <strong>{destination}</strong>. It can be used once and expires in{" "}
        {codeTtlMinutes} minutes.
      </p>
      <Field id={fieldId} label="Verification code" required error={shown ?? undefined}>
        <TextInput
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          {...form.register("code")}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={onGenerateNew}>
          Generate New Verification Code
        </Button>
      </div>
    </form>
  );
}
