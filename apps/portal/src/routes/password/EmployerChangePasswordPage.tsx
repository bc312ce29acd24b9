import { useQuery } from "@tanstack/react-query";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { PasswordChangePanel } from "./PasswordChangePanel.js";

/** employer-change-password, /employer/pa-change-password (assist-employees.md §2.1, §2.12). */
export function Component() {
  usePageTitle("Change Password");
  const { data: session } = useQuery(sessionQuery);
  if (!session) return null;
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl outline-none">
      <h1 className="mb-6 font-bold text-3xl">Change Password</h1>
      <PasswordChangePanel session={session} />
    </main>
  );
}
