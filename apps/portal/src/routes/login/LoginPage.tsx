import { BrandProvider, useBrand } from "@epr/brand-themes";
import {
  isAuthenticatorPending,
  isFactorPending,
  NETWORK_ERROR,
  SESSION_ENDED_MESSAGE,
  type Session,
  type SignInFactor,
} from "@epr/contract";
import { errorSummaryItems, useLoginForm } from "@epr/forms";
import { Button, ErrorSummary, FeedbackBar, Field, TextInput } from "@epr/ui";
import { lazy, Suspense, useState } from "react";
import { BrandBand } from "../../components/BrandBand.js";
import { failureSentence } from "../../lib/failures.js";
import { outsideBrandCode } from "../../lib/outsideBrand.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { ForgotPasswordLink } from "../password/loginHooks.js";
import { signInClient } from "./signInClient.js";

// The code steps come after the password, and only for administrators with a factor enrolled: each
// is its own chunk, loaded then, so the login page's first load carries neither (docs/benchmarks.md,
// Size). A step that cannot be downloaded says the portal could not be reached, as a failed call does.
const unreachable = () => ({
  default: () => <FeedbackBar variant="failure">{NETWORK_ERROR}</FeedbackBar>,
});
const VerifyPasscodeStep = lazy(() =>
  import("./VerifyPasscodeStep.js").then((m) => ({ default: m.VerifyPasscodeStep }), unreachable),
);
const AuthenticatorStep = lazy(() =>
  import("./AuthenticatorStep.js").then((m) => ({ default: m.AuthenticatorStep }), unreachable),
);

/**
 * Said when the portal brought the user here because their session ended (our
 * wording): the same sentence as the server's 401 for an ended session (@epr/contract).
 */
export { SESSION_ENDED_MESSAGE };

/** Props of `LoginFlow`: what the sign-in needs of the page that shows it. */
export interface LoginFlowProps {
  /** Where the user was heading (`?next=`), followed after sign-in when it is on this site. */
  next: string | null;
  /** The portal sent the user here because their session ended (`?reason=expired`): said so. */
  sessionEnded: boolean;
  /** The deployment's pinned brand (the configuration's `pinnedBrand`); none: the last client's. */
  pinnedBrand?: string | null | undefined;
  /** Signed in (after the password, or after the code step): the session and where it goes next. */
  onSignedIn: (session: Session, next: string | null) => void;
}

/**
 * The sign-in flow (session-and-admin.md §2 session): the login form, then the e-mailed passcode
 * or the authenticator code when the administrator has one enrolled. It routes nowhere itself:
 * the page that shows it (login.tsx, the login entry) decides what signing in leads to.
 */
export function LoginFlow({ pinnedBrand, ...props }: LoginFlowProps) {
  // The deployment's brand, else the last client's (lib/outsideBrand.ts).
  return (
    <BrandProvider brandCode={outsideBrandCode(pinnedBrand)}>
      <LoginForm {...props} />
    </BrandProvider>
  );
}

function LoginForm({ next, sessionEnded, onSignedIn }: Omit<LoginFlowProps, "pinnedBrand">) {
  usePageTitle("Log in");
  const brand = useBrand();
  const [failure, setFailure] = useState<string | null>(null);
  // Validates on submit, then on change, as before the hook (react-hook-form's default).
  const form = useLoginForm({
    mode: "onSubmit",
    defaultValues: { loginId: "", password: "" },
    shouldFocusError: false,
  });
  const { errors, isSubmitting, submitCount } = form.formState;

  // An administrator with MFA enrolled answers the e-mailed code before signing in (beyond the spec).
  const [factor, setFactor] = useState<{
    answer: SignInFactor;
    values: { loginId: string; password: string };
  } | null>(null);
  // TOTP: an administrator with an authenticator app enrolled gives its code instead.
  const [authenticator, setAuthenticator] = useState(false);
  const signedIn = (session: Session) => onSignedIn(session, next);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await signInClient.login(values);
      if (isFactorPending(answer)) return setFactor({ answer, values });
      if (isAuthenticatorPending(answer)) return setAuthenticator(true);
      signedIn(answer);
    } catch (error) {
      setFailure(failureSentence(error, NETWORK_ERROR));
      form.setValue("password", "");
      form.setFocus("password");
    }
  });

  if (authenticator)
    return (
      <div className="min-h-screen bg-background">
        <BrandBand />
        <main id="main" className="mx-auto max-w-md px-6 py-10">
          <Suspense fallback={null}>
            <AuthenticatorStep
              onSignedIn={signedIn}
              onEnded={(message) => {
                // Three failures end the attempt: back to the login, saying why.
                setAuthenticator(false);
                setFailure(message);
                form.setValue("password", "");
              }}
            />
          </Suspense>
        </main>
      </div>
    );

  if (factor)
    return (
      <div className="min-h-screen bg-background">
        <BrandBand />
        <main id="main" className="mx-auto max-w-md px-6 py-10">
          <Suspense fallback={null}>
            <VerifyPasscodeStep
              factor={factor.answer}
              onSignedIn={signedIn}
              onEnded={(message) => {
                // Three failures end the attempt: back to the login, saying why (§5).
                setFactor(null);
                setFailure(message);
                form.setValue("password", "");
              }}
              onGenerateNew={async () => {
                const answer = await signInClient.login(factor.values);
                if (isFactorPending(answer)) return answer;
                if (isAuthenticatorPending(answer)) {
                  setFactor(null);
                  setAuthenticator(true);
                } else signedIn(answer);
                return null;
              }}
            />
          </Suspense>
        </main>
      </div>
    );

  return (
    <div className="min-h-screen bg-background">
      <BrandBand />
      <main id="main" className="mx-auto max-w-md px-6 py-10">
        <h1 className="mb-2 font-bold text-3xl">Log in</h1>
        <p className="mb-6 text-muted-foreground">
          Employer portal for plan administrators of {brand.displayName}.
        </p>
        <ErrorSummary
          className="mb-4"
          focusKey={submitCount}
          errors={errorSummaryItems(errors, { loginId: "loginId", password: "password" })}
        />
        {failure ? (
          <FeedbackBar variant="failure" className="mb-4">
            {failure}
          </FeedbackBar>
        ) : sessionEnded ? (
          <FeedbackBar variant="notification" title={null} className="mb-4">
            {SESSION_ENDED_MESSAGE}
          </FeedbackBar>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Log in">
          <Field id="loginId" label="User ID" required error={errors.loginId?.message}>
            <TextInput
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register("loginId")}
            />
          </Field>
          <Field id="password" label="Password" required error={errors.password?.message}>
            <TextInput type="password" autoComplete="current-password" {...form.register("password")} />
          </Field>
          <Button type="submit" loading={isSubmitting} className="self-start">
            Log in
          </Button>
        </form>
        <ForgotPasswordLink />
      </main>
    </div>
  );
}
