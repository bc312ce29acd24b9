import { mayAddEmployees } from "@epr/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { sessionQuery } from "../../lib/session.js";

/**
 * Whether the administrator may resume or delete enrollments: the rights that add an employee
 * (employees.edit, not a view-only login, a group it may modify; enrollment.md §6). The server checks again.
 */
export function useMayModifyEnrollments(): boolean {
  const { data: session } = useSuspenseQuery(sessionQuery);
  return session
    ? mayAddEmployees({
        employeesEdit: session.entitlements.employees.edit,
        viewOnly: session.admin.viewOnly,
        groups: session.groups,
      })
    : false;
}
