import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { ReadOnlyTable } from "../../primitives/ReadOnlyTable/ReadOnlyTable.js";
import { Pager, type PagerProps } from "../shared/Pager.js";
import { TitledSection } from "../shared/TitledSection.js";
import { fill, formatCount } from "./shared.js";

/** Where a past import stands. */
export type ImportStatus = "previewing" | "applying" | "done" | "refused" | "discarded";

/** One past import. */
export interface ImportHistoryItem {
  id: string;
  fileName: string;
  /** Who uploaded it (a name or login as the page shows it). */
  uploadedBy: string;
  /** When, as the page shows it ("11/29/2026 9:14 AM"). */
  uploadedAt: string;
  /** Rows in the file, and what became of them (zero until applied). */
  rows: number;
  applied: number;
  refused: number;
  pending: number;
  status: ImportStatus;
  /** Its results file can be downloaded. */
  hasResults?: boolean;
}

/** The history's words. */
export const defaultImportHistoryCopy = {
  title: "Import history",
  caption: "Past imports, newest first",
  colFile: "File",
  colBy: "Uploaded by",
  colWhen: "When",
  colRows: "Rows",
  colApplied: "Applied",
  colRefused: "Refused",
  colPending: "Pending",
  colStatus: "Status",
  colResults: "Results",
  previewing: "Awaiting apply",
  applying: "Applying",
  done: "Done",
  refused: "File refused",
  discarded: "Not applied",
  download: "Download results of {file}",
  downloadShort: "Download",
  noResults: "None",
  empty: "No file has been imported yet. Files you upload appear here with their outcome.",
  loading: "Loading the import history…",
  pages: "Import history pages",
  previous: "Previous",
  next: "Next",
  page: "Page",
};

/** The words of `ImportHistoryTable`. */
export type ImportHistoryCopy = typeof defaultImportHistoryCopy;

/** Props of `ImportHistoryTable`. */
export interface ImportHistoryTableProps
  extends Pick<PagerProps, "page" | "hasPrevious" | "hasNext" | "onPrevious" | "onNext" | "busy"> {
  /** One page of past imports (20 a page: the caller pages them). */
  imports: readonly ImportHistoryItem[];
  /** The first page is being asked for: a status says so in place of the table. */
  loading?: boolean;
  /** The history could not be read: the failed call's sentence, announced in place of the table. */
  failure?: string;
  /** The results file of an import was asked for (its id). */
  onDownloadResults?: (id: string) => void;
  /** Where each import's own page is (its id): the file's name links there. */
  importHref?: (id: string) => string;
  /** Renders that link (the app's router link); a plain `<a>` by default. */
  renderLink?: (props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => ReactNode;
  copy?: Partial<ImportHistoryCopy>;
}

/**
 * Bulk changes: the client's past imports, newest first — who, when, the file, its counts and where
 * it stands, with each one's results file — a page at a time with Previous and Next; with
 * `importHref`, each file's name links to its import's page. While the first page loads, or when it
 * could not be read, the heading stays with a status or the failure in place of the table. Fetches
 * nothing.
 */
export function ImportHistoryTable({
  imports,
  loading = false,
  failure,
  busy = false,
  onDownloadResults,
  importHref,
  renderLink = (props) => <a {...props} />,
  copy,
  ...pages
}: ImportHistoryTableProps) {
  const words = { ...defaultImportHistoryCopy, ...copy };
  const columns = [
    words.colFile,
    words.colBy,
    words.colWhen,
    words.colRows,
    words.colApplied,
    words.colRefused,
    words.colPending,
    words.colStatus,
    ...(onDownloadResults ? [words.colResults] : []),
  ];
  const number = "px-3 py-2 text-right tabular-nums";
  if (failure !== undefined || loading)
    return (
      <TitledSection slot="import-history" busy={loading} title={words.title}>
        {failure !== undefined ? (
          <FeedbackBar variant="failure">{failure}</FeedbackBar>
        ) : (
          <p role="status" className="m-0">
            {words.loading}
          </p>
        )}
      </TitledSection>
    );
  return (
    <TitledSection slot="import-history" busy={busy} title={words.title}>
      <div className="grid gap-3">
        {imports.length === 0 && !pages.hasPrevious ? (
          <p className="m-0" data-history-empty="">
            {words.empty}
          </p>
        ) : (
          <ReadOnlyTable caption={words.caption} columns={columns}>
            {imports.map((item) => (
              <tr key={item.id} data-import={item.id} className="border-border border-t">
                <th scope="row" className="px-3 py-2 text-left font-semibold [overflow-wrap:anywhere]">
                  {importHref
                    ? renderLink({
                        href: importHref(item.id),
                        className:
                          "text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring",
                        children: item.fileName,
                      })
                    : item.fileName}
                </th>
                <td className="px-3 py-2">{item.uploadedBy}</td>
                <td className="px-3 py-2">{item.uploadedAt}</td>
                <td className={number}>{formatCount(item.rows)}</td>
                <td className={number}>{formatCount(item.applied)}</td>
                <td className={number}>{formatCount(item.refused)}</td>
                <td className={number}>{formatCount(item.pending)}</td>
                <td className="px-3 py-2" data-status={item.status}>
                  {words[item.status]}
                </td>
                {onDownloadResults ? (
                  <td className="px-3 py-2">
                    {item.hasResults ? (
                      <Button
                        variant="link"
                        aria-label={fill(words.download, { file: item.fileName })}
                        onClick={() => onDownloadResults(item.id)}
                      >
                        {words.downloadShort}
                      </Button>
                    ) : (
                      <span className="text-muted-foreground">{words.noResults}</span>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </ReadOnlyTable>
        )}
        <Pager
          {...pages}
          label={words.pages}
          busy={busy}
          copy={{ previous: words.previous, next: words.next, page: words.page }}
        />
      </div>
    </TitledSection>
  );
}
