import { BrandProvider } from "@epr/brand-themes";
import { NETWORK_ERROR } from "@epr/contract";
import { FeedbackBar } from "@epr/ui";
import { PasswordChangeCard } from "@epr/ui/cards/password-change";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router";
import { BrandBand } from "../../components/BrandBand.js";
import { failureSentence } from "../../lib/failures.js";
import { paths } from "../../lib/paths.js";
import { configQuery } from "../../lib/signIn.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { passwordApi } from "./passwordQueries.js";

/**
 * The forgot-password link's page (beyond the spec): the new password and its confirmation, checked as at
 * the password change; the link works once, within 30 minutes. Then the administrator logs in.
 */
export function Component() {
  usePageTitle("Choose a new password");
  const { data: config } = useQuery(configQuery);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const reset = useMutation({ mutationFn: passwordApi.completePasswordReset });
  const failure = reset.error ? failureSentence(reset.error, NETWORK_ERROR) : null;
  return (
    <BrandProvider brandCode={config?.pinnedBrand} className="min-h-screen bg-background">
      <BrandBand />
      <main id="main" className="mx-auto max-w-3xl px-6 py-8">
        <h1 className="mb-6 font-bold text-3xl">Choose a new password</h1>
        {reset.isSuccess ? (
          <FeedbackBar variant="success" className="mb-4">
            {reset.data.message}
          </FeedbackBar>
        ) : (
          <PasswordChangeCard
            mode="edit"
            withCurrent={false}
            copy={{ title: "New Password", saveLabel: "Set Password" }}
            failure={failure}
            saving={reset.isPending}
            onSubmit={(values) => reset.mutate({ token, newPassword: values.newPassword })}
            onCancel={() => navigate(paths.login)}
          />
        )}
        <p className="mt-6">
          <Link to={paths.login} className="text-link underline">
            Go to log in
          </Link>
        </p>
      </main>
    </BrandProvider>
  );
}
