import { useSuspenseQuery } from "@tanstack/react-query";
import { sessionQuery } from "../../lib/api.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { ProfileContent } from "./ProfileContent.js";

/** /employer/profile (session-and-admin.md §2 /profile): the full page, for a session acting for a client. */
export function Component() {
  usePageTitle("Profile");
  const { data: session } = useSuspenseQuery(sessionQuery);
  if (!session) return null;
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <h1 className="m-0 font-bold text-3xl">Profile</h1>
      <ProfileContent session={session} reduced={false} />
    </main>
  );
}
