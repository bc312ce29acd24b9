import { BrandLogo } from "@epr/brand-themes";
import type { Session } from "@epr/contract";
import { Button } from "@epr/ui";
import { NavLink } from "react-router";
import { paths } from "../lib/paths.js";
import { useLogout } from "../lib/useLogout.js";
import { SessionWatch } from "./SessionWatch.js";

/**
 * The brand's band above the signed-in pages outside the employer frame (/clients,
 * /client-selection, the reduced /profile, Verify & Agree and /change-password): who is signed in,
 * My Profile, Log out, and the idle warning every signed-in page has (beyond the spec).
 */
export function SignedInBand({ session }: { session: Session }) {
  const logout = useLogout();
  return (
    <>
      <header className="bg-header text-header-foreground">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-4 px-6 py-4">
          <BrandLogo height={40} />
          <div className="ms-auto flex flex-wrap items-center gap-3 text-sm">
            <span>
              {session.admin.firstName} {session.admin.lastName}
            </span>
            {/* A temporary password's session may open nothing before its change (§4 Password step). */}
            {session.passwordChangeRequired ? null : (
              <NavLink
                to={session.employer ? paths.profile : paths.reducedProfile}
                end
                className="font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-header-focus"
              >
                My Profile
              </NavLink>
            )}
            <Button variant="secondary" size="sm" onClick={() => void logout()}>
              Log out
            </Button>
          </div>
        </div>
      </header>
      <SessionWatch session={session} onSignOut={() => void logout()} />
    </>
  );
}
