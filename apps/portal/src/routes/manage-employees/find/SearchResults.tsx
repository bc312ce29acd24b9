import { useCopy } from "@epr/brand-themes";
import type { CleanSearchData } from "@epr/forms";
import { Button, FeedbackBar, Spinner } from "@epr/ui";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ReadOnlyTable } from "../../../components/ReadOnlyTable.js";
import { paths } from "../../../lib/paths.js";
import { employeeSearchQuery } from "./employeeSearchQueries.js";

/**
 * Search results (enrollment.md §2 employee.find): each employee's name opens the review page;
 * 'View next' appends the next page while focus stays in the table.
 */
export function SearchResults({ search }: { search: CleanSearchData }) {
  const t = useCopy();
  const query = useInfiniteQuery(employeeSearchQuery(search));
  const employees = query.data?.pages.flatMap((p) => p.employees) ?? [];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstNewRow = useRef<HTMLAnchorElement>(null);
  const pageCount = query.data?.pages.length ?? 0;

  // After 'View next', move focus to the first newly added row so keyboard users continue there.
  useEffect(() => {
    if (pageCount > 1) firstNewRow.current?.focus();
  }, [pageCount]);

  if (query.isPending) {
    return (
      <div className="mt-6 flex items-center gap-2" role="status">
        <Spinner size="sm" label="" /> Searching…
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div className="mt-6 flex flex-col items-start gap-3">
        <FeedbackBar variant="failure" title="The search could not be completed">
          {query.error.message}
        </FeedbackBar>
        <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const firstNewIndex = (query.data?.pages.slice(0, -1).flatMap((p) => p.employees).length ?? 0) || -1;

  return (
    <section aria-labelledby="results-heading" className="mt-6">
      <h2 id="results-heading" ref={headingRef} className="mb-2 font-bold text-xl">
        Search Results
      </h2>
      <p role="status" className="mb-3 text-muted-foreground text-sm">
        {employees.length === 0
          ? "No employees match your search. Check the spelling or try another field."
          : `${employees.length} employee${employees.length === 1 ? "" : "s"} shown${query.hasNextPage ? "; more are available" : ""}.`}
      </p>
      {employees.length > 0 ? (
        <ReadOnlyTable
          framed
          caption="Employees matching the search"
          columns={["Name", t("memberIdHeading"), "Client-Assigned ID", "Group", "Status"]}
        >
          {employees.map((e, i) => (
            <tr key={e.umi} className="border-border border-t">
              <th scope="row" className="px-3 py-2 font-semibold">
                <Link
                  ref={i === firstNewIndex ? firstNewRow : undefined}
                  to={paths.review(e.umi)}
                  className="text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring"
                >
                  {e.lastName}, {e.firstName}
                </Link>
              </th>
              <td className="px-3 py-2 font-mono">{e.umi}</td>
              <td className="px-3 py-2 font-mono">{e.clientAssignedId}</td>
              <td className="px-3 py-2">{e.groupNumber}</td>
              <td className="px-3 py-2">
                <span
                  data-status={e.status}
                  className="rounded-full px-2 py-0.5 font-semibold text-xs data-[status=active]:bg-success-subtle data-[status=active]:text-success data-[status=cancelled]:bg-muted data-[status=cancelled]:text-muted-foreground"
                >
                  {e.status === "active" ? "Active" : "Cancelled"}
                </span>
              </td>
            </tr>
          ))}
        </ReadOnlyTable>
      ) : null}
      {query.isFetchNextPageError ? (
        // The results already shown stay; only the next page failed.
        <FeedbackBar variant="failure" title="The next results could not be loaded" className="mt-4">
          {query.error?.message}
        </FeedbackBar>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-4"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchNextPageError ? "Try again" : "View next"}
        </Button>
      ) : null}
    </section>
  );
}
