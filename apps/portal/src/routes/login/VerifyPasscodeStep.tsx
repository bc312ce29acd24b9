import { mfaCalls, NETWORK_ERROR, type Session, type SignInFactor } from "@epr/contract";
import { MFA_CODE_TTL_MINUTES } from "@epr/domain";
import { FeedbackBar } from "@epr/ui";
import { VerifyPasscode } from "@epr/ui/cards/mfa-toggle";
import { useEffect, useRef, useState } from "react";
import { failureSentence } from "../../lib/failures.js";
import { featureApi } from "../../lib/featureApi.js";

/** The MFA calls, a client of their own (bundle budget: each route under 100 kB). */
const mfaApi = featureApi(mfaCalls);

/** Props of `VerifyPasscodeStep`. */
export interface VerifyPasscodeStepProps {
  /** The 202 answer of the sign-in: the attempt and where its code went. */
  factor: SignInFactor;
  /** The code was right: the signed-in session (its token replaced by the server). */
  onSignedIn: (session: Session) => void;
  /** The attempt ended (three failures, or the code's time ran out): back to the login with this message. */
  onEnded: (message: string) => void;
  /**
   * Generate New Verification Code: signs in again with the same credentials, which e-mails a new
   * code for a new attempt (the pending session may call nothing but the factor step).
   */
  onGenerateNew: () => Promise<SignInFactor | null>;
}

/**
 * The sign-in's Verify Passcode step (beyond the spec): after the password of an administrator with MFA
 * enrolled, the code e-mailed to the masked address. Wrong or empty codes show the spec's sentence
 * (session-and-admin.md §5); the third failure ends the sign-in attempt.
 */
export function VerifyPasscodeStep({ factor, onSignedIn, onEnded, onGenerateNew }: VerifyPasscodeStepProps) {
  const [attempt, setAttempt] = useState(factor);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (otpCode: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await mfaApi.verifySignInPasscode({ correlationId: attempt.correlationId, otpCode });
      if (result.valid && result.session) return onSignedIn(result.session);
      if (result.outcome === "locked" || result.outcome === "expired")
        return onEnded(result.message ?? NETWORK_ERROR);
      setError(result.message);
    } catch (caught) {
      setFailure(failureSentence(caught, NETWORK_ERROR));
    } finally {
      setBusy(false);
    }
  };

  const generateNew = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const next = await onGenerateNew();
      if (next) {
        setAttempt(next);
        setError(null);
      }
    } catch (caught) {
      setFailure(failureSentence(caught, NETWORK_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="verify-passcode-heading" className="flex flex-col gap-4">
      <h1
        id="verify-passcode-heading"
        ref={heading}
        tabIndex={-1}
        className="m-0 font-bold text-3xl outline-none"
      >
        Verify Passcode
      </h1>
      {failure ? <FeedbackBar variant="failure">{failure}</FeedbackBar> : null}
      <VerifyPasscode
        destination={attempt.destination}
        codeTtlMinutes={MFA_CODE_TTL_MINUTES}
        error={error}
        submitLabel="Verify"
        busy={busy}
        codeKey={attempt.correlationId}
        onSubmit={submit}
        onGenerateNew={generateNew}
        fieldId="sign-in-code"
      />
    </section>
  );
}
