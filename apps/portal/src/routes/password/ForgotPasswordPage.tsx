import { BrandProvider } from "@epr/brand-themes";
import { NETWORK_ERROR } from "@epr/contract";
import { errorSummaryItems, useForgotPasswordForm } from "@epr/forms";
import { Button, ErrorSummary, FeedbackBar, Field, TextInput } from "@epr/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { BrandBand } from "../../components/BrandBand.js";
import { failureSentence } from "../../lib/failures.js";
import { paths } from "../../lib/paths.js";
import { configQuery } from "../../lib/signIn.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { passwordApi } from "./passwordQueries.js";

/**
 * 'Forgot password' (beyond the spec): the user ID, then a single-use link by e-mail, valid 30 minutes.
 * The answer is the same whether or not the ID exists.
 */
export function Component() {
  usePageTitle("Forgot password");
  const { data: config } = useQuery(configQuery);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForgotPasswordForm({
    mode: "onSubmit",
    defaultValues: { loginId: "" },
    shouldFocusError: false,
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setSent((await passwordApi.requestPasswordReset(values)).message);
    } catch (error) {
      setFailure(failureSentence(error, NETWORK_ERROR));
    }
  });
  return (
    <BrandProvider brandCode={config?.pinnedBrand} className="min-h-screen bg-background">
      <BrandBand />
      <main id="main" className="mx-auto max-w-md px-6 py-10">
        <h1 className="mb-4 font-bold text-3xl">Forgot password</h1>
        {sent ? (
          <FeedbackBar variant="success" className="mb-4">
            {sent}
          </FeedbackBar>
        ) : (
          <>
            <p className="mb-6 text-muted-foreground">
              Enter your user ID. We will e-mail you a link to choose a new password.
            </p>
            <ErrorSummary
              className="mb-4"
              focusKey={submitCount}
              errors={errorSummaryItems(errors, { loginId: "loginId" })}
            />
            {failure ? (
              <FeedbackBar variant="failure" className="mb-4">
                {failure}
              </FeedbackBar>
            ) : null}
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Forgot password">
              <Field id="loginId" label="User ID" required error={errors.loginId?.message}>
                <TextInput
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  {...form.register("loginId")}
                />
              </Field>
              <Button type="submit" loading={isSubmitting} className="self-start">
                Send reset link
              </Button>
            </form>
          </>
        )}
        <p className="mt-6">
          <Link to={paths.login} className="text-link underline">
            Back to log in
          </Link>
        </p>
      </main>
    </BrandProvider>
  );
}
