import { Link } from "react-router";
import { paths } from "../lib/paths.js";
import { usePageTitle } from "../lib/usePageTitle.js";

/**
 * /employer/manage-employees/add/*: the multi-step add flow (enrollment.md §4) is not part of this
 * release. The page says so plainly rather than pretending, and offers the way back.
 */
export function Component() {
  usePageTitle("Add Employee");
  return (
    <main id="main" tabIndex={-1} className="max-w-2xl outline-none">
      <h1 className="mb-3 font-bold text-2xl">Add Employee</h1>
      <p className="mb-4">
        Enrolling a new employee online is not available in this release of the portal yet. Until it is,
        please send new enrollments to your Client Manager as you do today.
      </p>
      <Link to={paths.findEmployee} className="font-semibold text-link underline underline-offset-2">
        Back to Find Employee
      </Link>
    </main>
  );
}
