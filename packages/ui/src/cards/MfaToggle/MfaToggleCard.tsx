import { initialMfaState, MFA_TOGGLE_REVERT_MS, mfaReducer } from "@epr/domain";
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { CardFrame } from "../../primitives/Card/Card.js";
import { SimpleDialog } from "../../primitives/Dialog/Dialog.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { ConfirmPasswordDialog } from "../shared/ConfirmPasswordDialog.js";
import { VerifyPasscode } from "./VerifyPasscode.js";

/**
 * How a change confirmed with the current password went: nothing when it was made; the server's
 * sentence when the password was refused (wrong, or too many tries), shown on the password field.
 */
export type PasswordConfirmation = { passwordError: string } | undefined;

/** How one submission of a code went (the server's outcome, @epr/contract `mfaOutcomes`). */
export type MfaSubmissionOutcome = "valid" | "required" | "invalid" | "locked" | "expired";

/** Texts of the MFA toggle card (session-and-admin.md §4; the spec gives titles, the rest is ours). */
export interface MfaToggleCopy {
  title: string;
  toggleLabel: string;
  /** Beside the switch while an enrolment waits for its code (the switch stays off until then). */
  pendingVerification: string;
  introTitle: string;
  intro: string;
  declined: string;
  verifyTitle: string;
  supportTitle: string;
  /** The support contact; `{phone}` is the brand's customer service line. */
  support: string;
  disableTitle: string;
  disable: string;
  failure: string;
}

/** The default texts: the modal titles are the spec's (§2 Modals), the sentences ours. */
export const defaultMfaToggleCopy: MfaToggleCopy = {
  title: "Multi-Factor Authentication",
  toggleLabel: "Multi-factor authentication",
  pendingVerification: "Pending verification",
  introTitle: "For Your Protection",
  intro:
    "Add a second step to your sign-in: after your password we e-mail you a verification code to enter. Would you like to enable multi-factor authentication?",
  declined: "You chose not to enable multi-factor authentication. You can enable it here at any time.",
  verifyTitle: "Verify Passcode",
  supportTitle: "MFA Support",
  support:
    "Still need help? Call Customer Service at {phone}. We can check your e-mail address and send you a new code.",
  disableTitle: "Disable Multi-Factor Authentication",
  disable:
    "Your sign-in will no longer ask for a verification code, and your MFA e-mail address will be removed. To disable multi-factor authentication, enter your current password.",
  failure: "We could not change your multi-factor authentication. Please try again.",
};

/** Props of `MfaToggleCard`. */
export interface MfaToggleCardProps {
  /** Whether the administrator has MFA enrolled now (the server's answer). */
  enrolled: boolean;
  /** Minutes a code stays valid. */
  codeTtlMinutes: number;
  /** The brand's customer service line for the support view. */
  supportPhone: string;
  /** E-mails a new code (OTP create): its attempt and the masked address. */
  requestPasscode: () => Promise<{ correlationId: string; destination: string }>;
  /** One submission of a code (OTP validate): the outcome and its sentence. */
  validatePasscode: (
    correlationId: string,
    code: string,
  ) => Promise<{ outcome: MfaSubmissionOutcome; message: string | null }>;
  /** Enrols with the verified attempt (modify-user, enrolled true); resolves once `enrolled` is true. */
  enroll: (correlationId: string) => Promise<void>;
  /**
   * Disables (enrolled false, e-mail cleared) with the current password the administrator typed:
   * resolves once `enrolled` is false, or with the server's sentence when the password is refused
   * (any other failure rejects).
   */
  disable: (currentPassword: string) => Promise<PasswordConfirmation>;
  /** Text overrides. */
  copy?: Partial<MfaToggleCopy>;
}

type Modal = "closed" | "flow" | "disable";

/**
 * The profile's MFA toggle with its whole flow (session-and-admin.md §4 MFA toggle, §5, §9):
 * switching on opens For Your Protection (Enable / No Thank You); Enable e-mails a code and shows
 * Verify Passcode; three failed or empty submissions show the lockout view (Generate New
 * Verification Code, Cancel my MFA Enrollment); Still need help shows the support view; switching
 * off asks to confirm with the current password (a session alone may not turn MFA off). The
 * switch shows what the server holds: it says On only once the code is verified and the enrolment
 * stored ("Pending verification" beside it until then), Off only once the disable is confirmed.
 * Closing without enrolling, cancelling, or any failed call ends the flow with the switch where it
 * was, a failure after `MFA_TOGGLE_REVERT_MS`. The views follow @epr/domain
 * `mfaReducer`; the server's outcome decides each submission. Read-only: the card has no edit mode
 * (the toggle is the only thing the administrator changes).
 */
export function MfaToggleCard(props: MfaToggleCardProps) {
  const copy = { ...defaultMfaToggleCopy, ...props.copy };
  const { enrolled } = props;
  /**
   * The state a running flow asks for (true while enrolling, false while disabling); null when no
   * flow runs. The switch itself shows only `enrolled`, the server's answer: On once the code is
   * verified and the enrolment stored, never before.
   */
  const [pending, setPending] = useState<boolean | null>(null);
  const [modal, setModal] = useState<Modal>("closed");
  const [state, dispatch] = useReducer(mfaReducer, initialMfaState);
  const [attempt, setAttempt] = useState<{ correlationId: string; destination: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState(false);
  const [help, setHelp] = useState(false);
  const [intro, setIntro] = useState(true);
  const revertTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearRevert(revertTimer), []);

  const checked = enrolled;
  /** Enrolment under way: the code is not verified yet, so the card says so beside the switch. */
  const enrolling = pending === true && !enrolled;
  const statusId = useId();
  const close = () => {
    setModal("closed");
    setHelp(false);
    setAttempt(null);
    setServerError(null);
    setPasswordError(null);
  };
  /** Closes and puts the switch back where it was (§4: No Thank You's Close, cancelling). */
  const cancel = () => {
    close();
    setPending(null);
  };
  /** §4, §9: any service failure reverts the toggle to its previous state after 100 ms. */
  const fail = () => {
    close();
    setBusy(false);
    setFailure(true);
    clearRevert(revertTimer);
    revertTimer.current = setTimeout(() => setPending(null), MFA_TOGGLE_REVERT_MS);
  };

  const onToggle = () => {
    if (modal !== "closed" || busy) return;
    setFailure(false);
    setPending(!enrolled);
    if (enrolled) setModal("disable");
    else {
      // A fresh count; the intro (For Your Protection) shows until Enable or No Thank You.
      dispatch({ type: "generateNew" });
      setIntro(true);
      setModal("flow");
    }
  };

  const sendCode = async () => {
    setBusy(true);
    try {
      const next = await props.requestPasscode();
      setAttempt(next);
      setServerError(null);
      setHelp(false);
      setIntro(false);
      dispatch({ type: "generateNew" });
      setBusy(false);
    } catch {
      fail();
    }
  };

  const submit = async (code: string) => {
    if (!attempt) return;
    setBusy(true);
    try {
      const answer = await props.validatePasscode(attempt.correlationId, code);
      if (answer.outcome === "valid") {
        await props.enroll(attempt.correlationId);
        setBusy(false);
        close();
        setPending(null);
        return;
      }
      setBusy(false);
      if (answer.outcome === "expired") {
        setServerError(answer.message);
        return;
      }
      setServerError(null);
      dispatch({ type: "submit", code, valid: false });
    } catch {
      fail();
    }
  };

  const confirmDisable = async (currentPassword: string) => {
    setBusy(true);
    setPasswordError(null);
    try {
      const refused = await props.disable(currentPassword);
      setBusy(false);
      // A refused password keeps the dialog open, the sentence on the field, for another try.
      if (refused) {
        setPasswordError(refused.passwordError);
        return;
      }
      close();
      setPending(null);
    } catch {
      fail();
    }
  };

  const view = intro ? "intro" : help ? "help" : state.view;
  const titles: Record<string, string> = {
    intro: copy.introTitle,
    declined: copy.introTitle,
    entry: copy.verifyTitle,
    lockout: copy.verifyTitle,
    help: copy.supportTitle,
    done: copy.verifyTitle,
  };

  return (
    <CardFrame title={copy.title} mode="read">
      <div className="flex flex-col gap-3 p-card">
        <div className="flex items-center gap-3">
          <button
            type="button"
            role="switch"
            aria-checked={checked}
            aria-label={copy.toggleLabel}
            aria-describedby={enrolling ? statusId : undefined}
            onClick={onToggle}
            className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-primary bg-surface transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-checked:bg-primary"
          >
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full transition-transform ${checked ? "translate-x-5 bg-primary-foreground" : "translate-x-0.5 bg-primary"}`}
            />
          </button>
          {enrolling ? (
            <span id={statusId}>{copy.pendingVerification}</span>
          ) : (
            <span aria-hidden="true">{checked ? "On" : "Off"}</span>
          )}
        </div>
        {failure ? (
          <FeedbackBar variant="failure" title={null} onDismiss={() => setFailure(false)}>
            {copy.failure}
          </FeedbackBar>
        ) : null}
      </div>
      <SimpleDialog
        open={modal === "flow"}
        onOpenChange={(open) => (open ? undefined : cancel())}
        title={titles[view] ?? copy.verifyTitle}
        footer={flowFooter()}
      >
        {view === "intro" ? <p>{copy.intro}</p> : null}
        {view === "declined" ? <p>{copy.declined}</p> : null}
        {view === "entry" && attempt ? (
          <div className="flex flex-col gap-3">
            <VerifyPasscode
              destination={attempt.destination}
              codeTtlMinutes={props.codeTtlMinutes}
              error={serverError ?? state.error}
              submitLabel="Submit"
              busy={busy}
              codeKey={attempt.correlationId}
              onSubmit={submit}
              onGenerateNew={sendCode}
            />
          </div>
        ) : null}
        {view === "lockout" ? (
          <FeedbackBar variant="failure" title={null}>
            {state.error}
          </FeedbackBar>
        ) : null}
        {view === "help" ? <p>{copy.support.replace("{phone}", props.supportPhone)}</p> : null}
      </SimpleDialog>
      <ConfirmPasswordDialog
        open={modal === "disable"}
        title={copy.disableTitle}
        confirmLabel="Disable"
        danger
        busy={busy}
        error={passwordError}
        fieldId="mfa-disable-password"
        onConfirm={confirmDisable}
        onCancel={cancel}
      >
        <p>{copy.disable}</p>
      </ConfirmPasswordDialog>
    </CardFrame>
  );

  function flowFooter() {
    switch (view) {
      case "intro":
        return (
          <>
            <Button
              variant="outline"
              onClick={() => {
                setIntro(false);
                dispatch({ type: "decline" });
              }}
            >
              No Thank You
            </Button>
            <Button onClick={sendCode} loading={busy}>
              Enable
            </Button>
          </>
        );
      case "declined":
        return <Button onClick={cancel}>Close</Button>;
      case "entry":
        return (
          <Button variant="link" onClick={() => setHelp(true)}>
            Still need help?
          </Button>
        );
      case "lockout":
        return (
          <>
            <Button variant="link" onClick={() => setHelp(true)}>
              Still need help?
            </Button>
            <Button variant="outline" onClick={cancel}>
              Cancel my MFA Enrollment
            </Button>
            <Button onClick={sendCode} loading={busy}>
              Generate New Verification Code
            </Button>
          </>
        );
      case "help":
        // §4: the support view's cancel leaves the toggle on: back to the code, the enrollment goes on.
        return (
          <Button variant="outline" onClick={() => setHelp(false)}>
            Cancel
          </Button>
        );
      default:
        return null;
    }
  }
}

function clearRevert(timer: { current: ReturnType<typeof setTimeout> | null }) {
  if (timer.current) clearTimeout(timer.current);
  timer.current = null;
}
