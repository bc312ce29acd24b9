import { BrandProvider } from "@epr/brand-themes";
import { useQuery } from "@tanstack/react-query";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { SignedInBand } from "../../components/SignedInBand.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { PasswordChangePanel } from "./PasswordChangePanel.js";

/**
 * A session with a temporary password changes it here, and so does one with no client chosen yet
 * (a multi-client administrator or internal staff, whom the employer pages send to choose one);
 * a session acting for a client works at /employer/pa-change-password.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await queryClient.ensureQueryData(sessionQuery);
  if (!session) throw redirect(`${paths.login}?next=${encodeURIComponent(new URL(request.url).pathname)}`);
  if (!session.passwordChangeRequired && session.employer) throw redirect(paths.changePassword);
  return null;
}

/**
 * The forced password change of a temporary password (session-and-admin.md §4 Password step), after
 * Verify & Agree: outside the employer layout, whose calls such a session may not make. Also the
 * change of a session with no client chosen, which the employer layout would send away.
 */
export function Component() {
  usePageTitle("Change Password");
  const { data: session } = useQuery(sessionQuery);
  if (!session) return null;
  return (
    <BrandProvider brandCode={session.brandCode} className="min-h-screen bg-background">
      <SignedInBand session={session} />
      <main id="main" className="mx-auto max-w-3xl px-6 py-8">
        <h1 className="mb-4 font-bold text-3xl">Change Password</h1>
        {session.passwordChangeRequired ? (
          <p className="mb-6">
            You signed in with a temporary password. Please choose a new one to continue.
          </p>
        ) : null}
        <PasswordChangePanel session={session} />
      </main>
    </BrandProvider>
  );
}
