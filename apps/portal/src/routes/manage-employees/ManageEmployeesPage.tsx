import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../lib/paths.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { WithManageEmployeesSidebar } from "./ManageEmployeesSidebar.js";

/**
 * /employer/manage-employees: the landing with its sidebar (enrollment.md §2), saying what each
 * place is for and offering the enrollment dashboard; Bulk changes (docs/features/bulk-eligibility.md)
 * only to a login that may view employees, as in the sidebar.
 */
export function Component() {
  usePageTitle("Manage Employees");
  const { data: session } = useSuspenseQuery(sessionQuery);
  return (
    <WithManageEmployeesSidebar>
      <h1 className="mb-3 font-bold text-3xl">Manage Employees</h1>
      <p className="mb-4 max-w-prose">
        Find and update your employees' records, enroll new employees, and pick up enrollments you saved for
        later.
      </p>
      <dl className="grid max-w-prose gap-3">
        <div>
          <dt className="font-semibold">Find Employee</dt>
          <dd className="text-muted-foreground">Search by last name, group number or member ID.</dd>
        </div>
        <div>
          <dt className="font-semibold">Enrollments in Process</dt>
          <dd className="text-muted-foreground">
            Enrollments saved for later, and those submitted and still being processed.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">USERRA Form and Group Procedures for USERRA</dt>
          <dd className="text-muted-foreground">Forms and procedures for employees on military leave.</dd>
        </div>
        <div>
          <dt className="font-semibold">Tutorial - Enrollment</dt>
          <dd className="text-muted-foreground">A walk through enrolling a new employee.</dd>
        </div>
        {session?.entitlements.employees.view ? (
          <div>
            <dt className="font-semibold">Bulk changes</dt>
            <dd className="text-muted-foreground">
              Add, change or end coverage for many members at once from a census spreadsheet or an 834 file,
              seeing every row's outcome before anything changes.
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-6">
        <Link
          to={paths.enrollment}
          className="font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring"
        >
          Go to the enrollment dashboard
        </Link>
      </p>
    </WithManageEmployeesSidebar>
  );
}
