import { paths } from "../../../../../lib/paths.js";

/**
 * The pages an edit may go to without asking (enrollment.md §2 Leave guard: in edit only
 * employee.find.addCoverage — path find/add-coverage — find-a-doctor and the redirect path of the
 * provider search): the edit's draft lives above them (EmployeeEditLayout) and waits for the return.
 */
export const editAllowedPaths = [
  `${paths.findEmployee}/add-coverage`,
  `${paths.findEmployee}/provider-directory`,
  `${paths.findEmployee}/find-a-doctor`,
] as const;

/**
 * Whether an edit of `umi` may move to this address without the unsaved-changes question: one of
 * the pages above, or the same employee's review page still in edit (edit=true).
 */
export function editMayGoTo(location: { pathname: string; search: string }, umi: string): boolean {
  const pathname = location.pathname.replace(/\/$/, "");
  if (editAllowedPaths.some((allowed) => pathname === allowed)) return true;
  const params = new URLSearchParams(location.search);
  return (
    pathname === `${paths.findEmployee}/review` && params.get("umi") === umi && params.get("edit") === "true"
  );
}
