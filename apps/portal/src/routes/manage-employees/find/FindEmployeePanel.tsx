import { useCopy } from "@epr/brand-themes";
import { mayAddEmployees } from "@epr/domain";
import type { CleanSearchData } from "@epr/forms/schemas";
import { FindEmployeeCard } from "@epr/ui/cards/find-employee";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.js";
import { sessionQuery } from "../../../lib/session.js";
import { paramsFromSearch } from "./searchParams.js";

/**
 * The find-employee card as the portal composes it (enrollment.md §2 employee.find): the brand's
 * wording, whether this administrator may add employees, and where a search or Add Employee leads.
 * A valid search goes to the find page with the search in the URL.
 */
export function FindEmployeePanel({
  initial,
  headingLevel = 1,
}: {
  initial?: CleanSearchData | null;
  headingLevel?: 1 | 2;
}) {
  const t = useCopy();
  const navigate = useNavigate();
  const { data: session } = useSuspenseQuery(sessionQuery);
  const canAdd = session
    ? mayAddEmployees({
        employeesEdit: session.entitlements.employees.edit,
        viewOnly: session.admin.viewOnly,
        groups: session.groups,
      })
    : false;
  return (
    <FindEmployeeCard
      initial={initial}
      memberIdLabel={t("memberIdHeading")}
      canAdd={canAdd}
      addEmployeeHref={paths.addEmployee}
      onAddEmployee={(event) => {
        event.preventDefault();
        navigate(paths.addEmployee);
      }}
      onSearch={(search) => navigate(`${paths.findEmployee}?${paramsFromSearch(search)}`)}
      onClear={() => navigate(paths.findEmployee)}
      headingLevel={headingLevel}
    />
  );
}
