import { passwordMessages } from "@epr/forms";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { SimpleDialog } from "../../primitives/Dialog/Dialog.js";
import { Field } from "../../primitives/Field/Field.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";

/** Props of `ConfirmPasswordDialog`. */
export interface ConfirmPasswordDialogProps {
  open: boolean;
  title: string;
  /** What the change does, above the password field. */
  children: ReactNode;
  /** The confirming button's text ("Disable", "Remove", "Save"). */
  confirmLabel: string;
  /** Whether the change takes something away (a danger button). */
  danger?: boolean;
  /** The change is on its way: the button waits, the field is kept. */
  busy: boolean;
  /** The server's sentence about the password (wrong, or too many tries), shown on the field. */
  error: string | null;
  /** Id of the password field (unique on the page). */
  fieldId: string;
  /** The password typed (never empty: an empty one is refused here, before anything is sent). */
  onConfirm: (currentPassword: string) => void;
  onCancel: () => void;
  /** The field's label. */
  passwordLabel?: string;
}

/**
 * A confirmation that asks for the current password (turning MFA off, removing a factor, changing
 * one's own e-mail: a session alone may not make these changes). The password field is focused when
 * the dialog opens (the dialog's first control) and again after each refusal, its error linked to it
 * (`aria-describedby` through `Field`); Enter submits; Escape or Cancel closes. The password is kept
 * only while the dialog is open.
 */
export function ConfirmPasswordDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  busy,
  error,
  fieldId,
  onConfirm,
  onCancel,
  passwordLabel = "Current Password",
}: ConfirmPasswordDialogProps) {
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const formId = `${fieldId}-form`;
  // A refusal empties the field and puts the cursor back in it for the next try.
  useEffect(() => {
    if (!error) return;
    setPassword("");
    input.current?.focus();
  }, [error]);
  // Nothing typed outlives the dialog.
  useEffect(() => {
    if (!open) {
      setPassword("");
      setMissing(false);
    }
  }, [open]);
  const shown = missing ? passwordMessages.current : error;
  return (
    <SimpleDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={danger ? "danger" : "primary"} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={title}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          if (password === "") {
            setMissing(true);
            input.current?.focus();
            return;
          }
          setMissing(false);
          onConfirm(password);
        }}
      >
        {children}
        <Field id={fieldId} label={passwordLabel} required error={shown ?? undefined}>
          <TextInput
            ref={input}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (event.target.value) setMissing(false);
            }}
          />
        </Field>
      </form>
    </SimpleDialog>
  );
}
