import { useSuspenseQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { sessionQuery } from "../../lib/api.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { FindEmployeePanel } from "./FindEmployeePanel.js";
import { SearchResults } from "./SearchResults.js";
import { searchFromParams } from "./searchParams.js";

/** /employer/manage-employees/find: the panel and, once searched, the results. */
export function Component() {
  usePageTitle("Find Employee");
  const [params] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  const { data: session } = useSuspenseQuery(sessionQuery);
  const canAdd = Boolean(session?.entitlements.employees.edit && !session.admin.viewOnly);
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <FindEmployeePanel initial={search} canAdd={canAdd} />
      {search ? <SearchResults search={search} /> : null}
    </main>
  );
}
