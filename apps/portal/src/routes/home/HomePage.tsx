import { useSuspenseQuery } from "@tanstack/react-query";
import { sessionQuery } from "../../lib/api.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { FindEmployeePanel } from "../find/FindEmployeePanel.js";

/** /employer/home: the dashboard, with the find-employee panel embedded (enrollment.md §2). */
export function Component() {
  usePageTitle("Home");
  const { data: session } = useSuspenseQuery(sessionQuery);
  if (!session?.employer) return null;
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <h1 className="mb-1 font-bold text-3xl">Welcome, {session.admin.firstName}</h1>
      <p className="mb-6 text-muted-foreground">
        {session.employer.clientName} · client {session.employer.clientNumber}
      </p>
      <FindEmployeePanel headingLevel={2} />
    </main>
  );
}
