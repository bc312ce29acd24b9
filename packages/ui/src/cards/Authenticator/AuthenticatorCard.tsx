import { groupSecret } from "@epr/domain";
import { useState } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { CardFrame } from "../../primitives/Card/Card.js";
import { SimpleDialog } from "../../primitives/Dialog/Dialog.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import type { PasswordConfirmation } from "../MfaToggle/MfaToggleCard.js";
import { ConfirmPasswordDialog } from "../shared/ConfirmPasswordDialog.js";
import { AuthenticatorCodeForm } from "./AuthenticatorCodeForm.js";

/** A new set-up as the server answers it: the secret, its otpauth:// URI and QR code (a data URL). */
export interface AuthenticatorSetUp {
  secret: string;
  uri: string;
  qrCode: string;
}

/** Texts of the authenticator card (TOTP, beyond the spec: all ours). */
export interface AuthenticatorCopy {
  title: string;
  intro: string;
  enrolled: string;
  setUpTitle: string;
  scan: string;
  manual: string;
  done: string;
  removeTitle: string;
  remove: string;
  failure: string;
}

/** The default texts. */
export const defaultAuthenticatorCopy: AuthenticatorCopy = {
  title: "Authenticator App",
  intro:
    "Use an authenticator app on your phone for a stronger sign-in: after your password you enter the code the app shows instead of an e-mailed passcode.",
  enrolled: "An authenticator app is set up. Sign-in asks for the code it shows.",
  setUpTitle: "Set Up Authenticator App",
  scan: "Scan this QR code with your authenticator app, then enter the code it shows.",
  manual: "Can't scan it? Enter this key in the app:",
  done: "Your authenticator app is set up. From your next sign-in we will ask for its code.",
  removeTitle: "Remove Authenticator App",
  remove:
    "Sign-in will no longer ask for your authenticator app's code (an e-mailed passcode is asked instead when you have MFA on). To remove the authenticator app, enter your current password.",
  failure: "We could not change your authenticator app. Please try again.",
};

/** Props of `AuthenticatorCard`. */
export interface AuthenticatorCardProps {
  /** Whether the administrator has an app enrolled now (the server's answer). */
  enrolled: boolean;
  /** Starts a set-up: a new secret to scan or type. */
  setUp: () => Promise<AuthenticatorSetUp>;
  /** The first code: whether it enrolled the app, and the server's sentence when not. */
  confirm: (code: string) => Promise<{ valid: boolean; message: string | null }>;
  /**
   * Removes the app with the current password the administrator typed: resolves once `enrolled`
   * is false, or with the server's sentence when the password is refused (any other failure rejects).
   */
  remove: (currentPassword: string) => Promise<PasswordConfirmation>;
  /** Text overrides. */
  copy?: Partial<AuthenticatorCopy>;
}

type Modal = "closed" | "setUp" | "done" | "remove";

/**
 * The profile's "Authenticator app" section (TOTP, beyond the spec): Set up opens a modal with the QR code,
 * the secret in groups of four for typing by hand, and the code field; a right code shows the
 * success state; Remove asks to confirm with the current password (a session alone may not remove
 * a factor). Read-only card: the set-up and removal are its only
 * changes, each in a modal (focus trapped and restored by the Dialog primitive).
 */
export function AuthenticatorCard(props: AuthenticatorCardProps) {
  const copy = { ...defaultAuthenticatorCopy, ...props.copy };
  const [modal, setModal] = useState<Modal>("closed");
  const [setUp, setSetUp] = useState<AuthenticatorSetUp | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [attemptKey, setAttemptKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(false);

  const close = () => {
    setModal("closed");
    setSetUp(null);
    setError(null);
    setPasswordError(null);
  };
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(false);
    try {
      await action();
    } catch {
      close();
      setFailure(true);
    } finally {
      setBusy(false);
    }
  };
  const start = () =>
    run(async () => {
      setSetUp(await props.setUp());
      setError(null);
      setModal("setUp");
    });
  const verify = (code: string) =>
    run(async () => {
      const answer = await props.confirm(code);
      if (answer.valid) {
        setModal("done");
        return;
      }
      setError(answer.message);
      setAttemptKey((key) => key + 1);
    });
  const confirmRemove = (currentPassword: string) =>
    run(async () => {
      setPasswordError(null);
      const refused = await props.remove(currentPassword);
      // A refused password keeps the dialog open, the sentence on the field, for another try.
      if (refused) setPasswordError(refused.passwordError);
      else close();
    });

  return (
    <CardFrame title={copy.title} mode="read">
      <div className="flex flex-col items-start gap-3 p-card">
        <p>{props.enrolled ? copy.enrolled : copy.intro}</p>
        {props.enrolled ? (
          <Button variant="outline" onClick={() => setModal("remove")} disabled={busy}>
            Remove
          </Button>
        ) : (
          <Button onClick={start} loading={busy && modal === "closed"}>
            Set up
          </Button>
        )}
        {failure ? (
          <FeedbackBar variant="failure" title={null} onDismiss={() => setFailure(false)}>
            {copy.failure}
          </FeedbackBar>
        ) : null}
      </div>
      <SimpleDialog
        open={modal === "setUp" || modal === "done"}
        onOpenChange={(open) => (open ? undefined : close())}
        title={copy.setUpTitle}
        footer={
          modal === "done" ? (
            <Button onClick={close}>Done</Button>
          ) : (
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
          )
        }
      >
        {modal === "done" ? (
          <FeedbackBar variant="success" title={null}>
            {copy.done}
          </FeedbackBar>
        ) : setUp ? (
          <div className="flex flex-col gap-4">
            <p>{copy.scan}</p>
            <img
              src={setUp.qrCode}
              alt="QR code to scan with your authenticator app"
              width={192}
              height={192}
              className="self-center bg-white"
            />
            <p>
              {copy.manual}{" "}
              <code data-testid="authenticator-secret" className="font-mono font-bold tracking-wider">
                {groupSecret(setUp.secret)}
              </code>
            </p>
            <AuthenticatorCodeForm
              error={error}
              busy={busy}
              onSubmit={verify}
              attemptKey={attemptKey}
              fieldId="authenticator-setup-code"
            />
          </div>
        ) : null}
      </SimpleDialog>
      <ConfirmPasswordDialog
        open={modal === "remove"}
        title={copy.removeTitle}
        confirmLabel="Remove"
        danger
        busy={busy}
        error={passwordError}
        fieldId="authenticator-remove-password"
        onConfirm={confirmRemove}
        onCancel={close}
      >
        <p>{copy.remove}</p>
      </ConfirmPasswordDialog>
    </CardFrame>
  );
}
