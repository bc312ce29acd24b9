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
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type LoaderFunctionArgs, redirect, useNavigate, useSearchParams } from "react-router";
import { BrandBand } from "../../components/BrandBand.js";
import { failureSentence } from "../../lib/failures.js";
import { LOGIN_REASON, safeNext } from "../../lib/guards.js";
import { outsideBrandCode } from "../../lib/outsideBrand.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { configQuery, signInClient } from "../../lib/signIn.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { afterLogin, ForgotPasswordLink } from "../password/loginHooks.js";
import { AuthenticatorStep } from "./AuthenticatorStep.js";
import { VerifyPasscodeStep } from "./VerifyPasscodeStep.js";

/**
 * Said when the portal brought the user here because their session ended (our
 * wording): the same sentence as the server's 401 for an ended session (@epr/contract).
 */
export { SESSION_ENDED_MESSAGE };

/** Already signed in: go where the user was heading. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [session] = await Promise.all([
    queryClient.ensureQueryData(sessionQuery),
    queryClient.ensureQueryData(configQuery),
  ]);
  if (session) throw redirect(safeNext(new URL(request.url).searchParams.get("next")));
  return null;
}

export function Component() {
  const { data: config } = useQuery(configQuery);
  // The deployment's brand, else the last client's (lib/outsideBrand.ts).
  return (
    <BrandProvider brandCode={outsideBrandCode(config?.pinnedBrand)}>
      <LoginForm />
    </BrandProvider>
  );
}

function LoginForm() {
  usePageTitle("Log in");
  const brand = useBrand();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const sessionEnded = params.get(LOGIN_REASON.param) === LOGIN_REASON.sessionEnded;
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
  const signedIn = (session: Session) => {
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, session);
    navigate(afterLogin(session, params.get("next")), { replace: true });
  };

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
          <AuthenticatorStep
            onSignedIn={signedIn}
            onEnded={(message) => {
              // Three failures end the attempt: back to the login, saying why.
              setAuthenticator(false);
              setFailure(message);
              form.setValue("password", "");
            }}
          />
        </main>
      </div>
    );

  if (factor)
    return (
      <div className="min-h-screen bg-background">
        <BrandBand />
        <main id="main" className="mx-auto max-w-md px-6 py-10">
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
