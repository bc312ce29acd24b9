import { mayManagePlanAdmins } from "@epr/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../lib/paths.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { ProfileContent } from "./ProfileContent.js";

/** /employer/profile (session-and-admin.md §2 /profile): the full page, for a session acting for a client. */
export function Component() {
  usePageTitle("Profile");
  const { data: session } = useSuspenseQuery(sessionQuery);
  if (!session) return null;
  // Only a super user manages the client's other administrators.
  const managesAdmins = mayManagePlanAdmins({
    clientChosen: session.employer !== null,
    viewOnly: session.admin.viewOnly,
    superUserRole: session.entitlements.superUserRole,
  });
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="m-0 font-bold text-3xl">Profile</h1>
        {managesAdmins ? (
          <Link
            to={paths.planAdmins}
            className="font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring"
          >
            Manage Plan Administrators
          </Link>
        ) : null}
      </div>
      <ProfileContent session={session} reduced={false} />
    </main>
  );
}
