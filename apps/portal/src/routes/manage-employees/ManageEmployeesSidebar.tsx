import { mayAddEmployees } from "@epr/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { paths } from "../../lib/paths.js";
import { sessionQuery } from "../../lib/session.js";

/**
 * The Manage Employees sidebar (enrollment.md §2 /manage-employees): Find Employee, Add Employee,
 * Enrollments in Process, USERRA Form, Group Procedures for USERRA, Tutorial - Enrollment. Add
 * Employee shows only to an administrator who may add employees, as on the find-employee panel;
 * Bulk changes (docs/features/bulk-eligibility.md) only to one who may read employees.
 */
export function ManageEmployeesSidebar() {
  const { data: session } = useSuspenseQuery(sessionQuery);
  const canAdd = session
    ? mayAddEmployees({
        employeesEdit: session.entitlements.employees.edit,
        viewOnly: session.admin.viewOnly,
        groups: session.groups,
      })
    : false;
  const links = [
    { to: paths.findEmployee, label: "Find Employee" },
    ...(canAdd ? [{ to: paths.addEmployee, label: "Add Employee" }] : []),
    { to: paths.enrollmentsInProcess, label: "Enrollments in Process" },
    { to: paths.userraForm, label: "USERRA Form" },
    { to: paths.userraGroupProcedures, label: "Group Procedures for USERRA" },
    { to: paths.tutorial, label: "Tutorial - Enrollment" },
    // Bulk changes reads employees (a view-only login may preview, not apply).
    ...(session?.entitlements.employees.view ? [{ to: paths.bulkChanges, label: "Bulk changes" }] : []),
  ];
  return (
    <nav aria-label="Manage employees" className="md:w-60 md:shrink-0">
      {/* Not a heading: the navigation is named, and on the landing the page's H1 says the same. */}
      <p className="mt-0 mb-2 font-bold text-lg">
        <NavLink
          to={paths.manageEmployees}
          end
          className="underline-offset-2 hover:underline focus-visible:focus-ring aria-[current=page]:text-primary"
        >
          Manage Employees
        </NavLink>
      </p>
      <ul className="flex flex-col gap-1 rounded-card border border-border bg-surface p-2">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className="block rounded-control px-3 py-2 text-link underline-offset-2 hover:underline focus-visible:focus-ring aria-[current=page]:bg-secondary aria-[current=page]:font-semibold aria-[current=page]:text-foreground"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A Manage Employees page: the sidebar beside the page's main content. */
export function WithManageEmployeesSidebar({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start">
      <ManageEmployeesSidebar />
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
