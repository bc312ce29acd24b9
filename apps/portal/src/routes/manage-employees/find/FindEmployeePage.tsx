import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../../lib/usePageTitle.js";
import { FindEmployeePanel } from "./FindEmployeePanel.js";
import { SearchResults } from "./SearchResults.js";
import { searchFromParams } from "./searchParams.js";

/** /employer/manage-employees/find: the panel and, once searched, the results. */
export function Component() {
  usePageTitle("Find Employee");
  const [params] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <FindEmployeePanel initial={search} />
      {search ? <SearchResults search={search} /> : null}
    </main>
  );
}
