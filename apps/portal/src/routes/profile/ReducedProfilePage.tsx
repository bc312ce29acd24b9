import { BrandProvider } from "@epr/brand-themes";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, redirect } from "react-router";
import { SignedInBand } from "../../components/SignedInBand.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { ProfileContent } from "./ProfileContent.js";

/** /profile: signed in, and without a chosen client (one acting for a client has the full page). */
export async function loader() {
  const session = await queryClient.ensureQueryData(sessionQuery);
  if (!session) throw redirect(`${paths.login}?next=${encodeURIComponent(paths.reducedProfile)}`);
  // A temporary password's session may do nothing before its change (session-and-admin.md §4).
  if (session.passwordChangeRequired) throw redirect(paths.verifyAndAgree);
  if (session.employer) throw redirect(paths.profile);
  return null;
}

/**
 * The reduced profile of a multi-client administrator with no client chosen (session-and-admin.md
 * §2 /profile): no navigation tabs, footer or social links, and the access table without the
 * Spending Account column.
 */
export function Component() {
  usePageTitle("Profile");
  const { data: session } = useSuspenseQuery(sessionQuery);
  if (!session) return null;
  return (
    <BrandProvider brandCode={session.brandCode} className="min-h-screen bg-background text-foreground">
      <SignedInBand session={session} />
      <main id="main" className="mx-auto flex max-w-5xl flex-col gap-4 px-6 py-8">
        <h1 className="m-0 font-bold text-3xl">Profile</h1>
        <p className="m-0">
          <Link to={paths.clientSelection} className="text-link underline">
            Choose a client
          </Link>{" "}
          to work as that client's employer.
        </p>
        <ProfileContent session={session} reduced />
      </main>
    </BrandProvider>
  );
}
