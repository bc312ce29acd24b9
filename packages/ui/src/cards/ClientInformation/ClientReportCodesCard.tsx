import { assistMessages } from "@epr/domain";
import { useId } from "react";
import { ReadOnlyTable } from "../../primitives/ReadOnlyTable/ReadOnlyTable.js";
import { Pager } from "../shared/Pager.js";

/** A report code row (assist-employees.md §3 Report code rows: type, codes, groups). */
export interface ClientReportCodeRow {
  type: string;
  codes: readonly string[];
  groups: readonly string[];
}

/** Words of the report codes card; the empty list says §8's "no items". */
export const defaultClientReportCodesCopy = {
  title: "Report Codes",
  type: "Type",
  codes: "Codes",
  groups: "Groups",
  anyValue: "Any value",
  empty: assistMessages.noItems,
  previous: "Previous",
  next: "Next",
  page: "Page",
};
export type ClientReportCodesCopy = typeof defaultClientReportCodesCopy;

/** Props of `ClientReportCodesCard`. */
export interface ClientReportCodesCardProps {
  /** One page (1000, §9) of rows. */
  rows: readonly ClientReportCodeRow[];
  /** 1-based page number shown between the paging buttons. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** A page is loading: the table is busy. */
  loading?: boolean;
  copy?: Partial<ClientReportCodesCopy>;
}

/**
 * The client info page's report codes tab (assist-employees.md §2.10, §3, §9: 1000 rows a page):
 * each type with its codes and the groups defining it, paged by the page.
 */
export function ClientReportCodesCard({
  rows,
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  loading = false,
  copy,
}: ClientReportCodesCardProps) {
  const words = { ...defaultClientReportCodesCopy, ...copy };
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading}
      data-slot="client-report-codes"
      className="rounded-card border border-border bg-surface p-5"
    >
      <h2 id={headingId} className="mt-0 mb-4 font-semibold text-xl">
        {words.title}
      </h2>
      {rows.length === 0 ? (
        <p role="status">{words.empty}</p>
      ) : (
        <ReadOnlyTable caption={words.title} columns={[words.type, words.codes, words.groups]}>
          {rows.map((row) => (
            <tr key={row.type} data-report-code-type={row.type} className="border-border border-t align-top">
              <th scope="row" className="px-3 py-2 font-semibold">
                {row.type}
              </th>
              <td className="px-3 py-2">{row.codes.length > 0 ? row.codes.join(", ") : words.anyValue}</td>
              <td className="px-3 py-2">{row.groups.join(", ")}</td>
            </tr>
          ))}
        </ReadOnlyTable>
      )}
      <Pager
        label={`${words.title} pages`}
        page={page}
        hasPrevious={hasPrevious}
        hasNext={hasNext}
        onPrevious={onPrevious}
        onNext={onNext}
        busy={loading}
        copy={words}
      />
    </section>
  );
}
