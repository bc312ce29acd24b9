import { enrollmentLandingRedirect } from "@epr/domain";
import { redirect } from "react-router";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { EnrollmentsEmbed, embedQuery } from "./EnrollmentsEmbed.js";
import { FindEmployeePanel } from "./find/FindEmployeePanel.js";
import { WithManageEmployeesSidebar } from "./ManageEmployeesSidebar.js";

/**
 * employee.enrollment (enrollment.md §2): home without the employees view entitlement; a cancelled
 * client whose administrator has not agreed to its conditions goes to cancelledConditions.
 */
export async function loader() {
  const session = await queryClient.ensureQueryData(sessionQuery);
  const where = enrollmentLandingRedirect({
    viewEmployees: Boolean(session?.entitlements.employees.view),
    clientCancelled: session?.employer?.status === "cancelled",
    agreedToConditions: session?.employer?.conditionsAccepted === true,
  });
  if (where === "home") throw redirect(paths.home);
  if (where === "cancelledConditions") throw redirect(paths.cancelledConditions);
  // Started now, read by the page: the list loads while the page's code does.
  void queryClient.prefetchQuery(embedQuery);
  return null;
}

/** /employer/manage-employees/enrollment: the find-employee panel and the short list (enrollment.md §2). */
export function Component() {
  usePageTitle("Enrollment");
  return (
    <WithManageEmployeesSidebar>
      <h1 className="mb-6 font-bold text-3xl">Enrollment</h1>
      <FindEmployeePanel headingLevel={2} />
      <EnrollmentsEmbed />
    </WithManageEmployeesSidebar>
  );
}
