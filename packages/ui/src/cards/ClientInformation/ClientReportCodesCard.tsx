import { assistMessages } from "@epr/domain";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { RecordTable } from "../../primitives/ReadOnlyTable/RecordTable.js";
import { Pager } from "../shared/Pager.js";
import { TitledSection } from "../shared/TitledSection.js";

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
  /**
   * The page failed to load (§8): this sentence shows in the table's place, as an alert, and the
   * paging stays, so the way back (and focus on the button just pressed) is kept.
   */
  failure?: string | null;
  copy?: Partial<ClientReportCodesCopy>;
}

/**
 * The client info page's report codes tab (assist-employees.md §2.10, §3, §9: 1000 rows a page):
 * each type with its codes and the groups defining it, paged by the page; a page that failed says so
 * in the table's place.
 */
export function ClientReportCodesCard({
  rows,
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  loading = false,
  failure = null,
  copy,
}: ClientReportCodesCardProps) {
  const words = { ...defaultClientReportCodesCopy, ...copy };
  return (
    <TitledSection title={words.title} slot="client-report-codes" busy={loading}>
      {failure ? (
        <FeedbackBar variant="failure">{failure}</FeedbackBar>
      ) : rows.length === 0 ? (
        <p role="status">{words.empty}</p>
      ) : (
        <RecordTable
          caption={words.title}
          rows={rows}
          rowKey={(row) => row.type}
          rowData={(row) => ({ "data-report-code-type": row.type })}
          alignTop
          columns={[
            { header: words.type, cell: (row) => row.type },
            {
              header: words.codes,
              cell: (row) => (row.codes.length > 0 ? row.codes.join(", ") : words.anyValue),
            },
            { header: words.groups, cell: (row) => row.groups.join(", ") },
          ]}
        />
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
    </TitledSection>
  );
}
