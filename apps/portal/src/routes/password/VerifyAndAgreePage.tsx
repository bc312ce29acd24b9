import { BrandProvider } from "@epr/brand-themes";
import { VerifyAndAgreeCard } from "@epr/ui/cards/verify-and-agree";
import { useQuery } from "@tanstack/react-query";
import { redirect, useNavigate } from "react-router";
import { SignedInBand } from "../../components/SignedInBand.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { profileOf, signOut } from "./PasswordChangePanel.js";

/** Signed in (with a temporary password or not, session-and-admin.md §2: after the password step). */
export async function loader() {
  const session = await queryClient.ensureQueryData(sessionQuery);
  if (!session) throw redirect(paths.login);
  return null;
}

/**
 * /verify-and-agree (session-and-admin.md §2): Agree goes to the password change; Cancel signs out
 * when a temporary password is in use, otherwise goes to the profile (or /clients, profileOf).
 */
export function Component() {
  usePageTitle("Verify & Agree");
  const navigate = useNavigate();
  const { data: session } = useQuery(sessionQuery);
  if (!session) return null;
  const temporary = session.passwordChangeRequired === true;
  return (
    <BrandProvider brandCode={session.brandCode} className="min-h-screen bg-background">
      <SignedInBand session={session} />
      <main id="main" className="mx-auto max-w-3xl px-6 py-8">
        <h1 className="mb-6 font-bold text-3xl">Verify &amp; Agree</h1>
        <VerifyAndAgreeCard
          mode="edit"
          // The page's H1 says Verify & Agree; the card repeats no heading.
          hideTitle
          admin={session.admin}
          // Without a client chosen the employer pages are closed: the change outside them.
          onAgree={() =>
            navigate(temporary || !session.employer ? paths.forcedPasswordChange : paths.changePassword)
          }
          onCancel={() => (temporary ? void signOut(navigate) : navigate(profileOf(session)))}
        />
      </main>
    </BrandProvider>
  );
}
