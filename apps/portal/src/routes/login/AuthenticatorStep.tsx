import { authenticatorCalls, NETWORK_ERROR, type Session } from "@epr/contract";
import { FeedbackBar } from "@epr/ui";
import { AuthenticatorCodeForm } from "@epr/ui/cards/authenticator";
import { useEffect, useRef, useState } from "react";
import { failureSentence } from "../../lib/failures.js";
import { featureApi } from "../../lib/featureApi.js";

/** The authenticator calls, a client of their own (bundle budget: each route under 100 kB). */
const authenticatorApi = featureApi(authenticatorCalls);

/** Props of `AuthenticatorStep`. */
export interface AuthenticatorStepProps {
  /** The code was right: the signed-in session (its token replaced by the server). */
  onSignedIn: (session: Session) => void;
  /** Three failures ended the sign-in attempt: back to the login with this message. */
  onEnded: (message: string) => void;
}

/**
 * The sign-in's Verify Passcode step when the administrator's factor is an authenticator app
 * (TOTP): "Enter the code from your authenticator app"; a wrong or used code shows the
 * server's sentence, the third failure ends the sign-in attempt.
 */
export function AuthenticatorStep({ onSignedIn, onEnded }: AuthenticatorStepProps) {
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attemptKey, setAttemptKey] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (code: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await authenticatorApi.verifySignInAuthenticator({ code });
      if (result.valid && result.session) return onSignedIn(result.session);
      if (result.outcome === "locked" || result.outcome === "expired")
        return onEnded(result.message ?? NETWORK_ERROR);
      setError(result.message);
      setAttemptKey((key) => key + 1);
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
      <AuthenticatorCodeForm
        error={error}
        busy={busy}
        onSubmit={submit}
        attemptKey={attemptKey}
        fieldId="sign-in-code"
      />
    </section>
  );
}
