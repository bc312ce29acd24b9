import { RECENT_DOCUMENTS_DAYS } from "@epr/domain";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { Spinner } from "../../primitives/Spinner/Spinner.js";
import type { RenderResourceLink } from "../Resources/links.js";
import { plainLink } from "../Resources/plainLink.js";

/** The four counters (assist-employees.md §3 Alert counters). */
export interface RecentDocumentCounts {
  bookletRiderCounter: number;
  contractRiderCounter: number;
  bookletAlertCounter: number;
  contractAlertCounter: number;
}

/** Props of `RecentDocuments`. */
export interface RecentDocumentsProps {
  /** The counters; null while they load or when they failed (then `failure` says why). */
  counts: RecentDocumentCounts | null;
  /** The counters failed to load: this sentence shows in the widget's place (§8 failure, an alert). */
  failure?: string | null;
  /** assistEmployees.benefitBooklets and assistEmployees.groupContracts (§2.13). */
  bookletsHref: string;
  contractsHref: string;
  renderLink?: RenderResourceLink;
}

/**
 * The home page's recent-documents widget (assist-employees.md §2.13): Inserts for Benefit
 * Booklets, Riders for Group Contracts, Benefit Booklets and Group Contracts, each counted as added
 * in the past 60 days (§9), with a View Listing link. While the counters load the widget says so; a
 * failure to count shows in the widget, under its heading, with no empty list.
 */
export function RecentDocuments({
  counts,
  failure = null,
  bookletsHref,
  contractsHref,
  renderLink = plainLink,
}: RecentDocumentsProps) {
  const rows = counts
    ? [
        { label: "Inserts for Benefit Booklets", count: counts.bookletRiderCounter, href: bookletsHref },
        { label: "Riders for Group Contracts", count: counts.contractRiderCounter, href: contractsHref },
        { label: "Benefit Booklets", count: counts.bookletAlertCounter, href: bookletsHref },
        { label: "Group Contracts", count: counts.contractAlertCounter, href: contractsHref },
      ]
    : [];
  return (
    <section
      aria-labelledby="recent-documents"
      className="rounded-card border border-input bg-surface p-card"
    >
      <h2 id="recent-documents" className="mb-2 font-bold text-xl">
        Recent Documents
      </h2>
      {failure ? <FeedbackBar variant="failure">{failure}</FeedbackBar> : null}
      {!counts && !failure ? <Spinner label="Loading recent documents" /> : null}
      {rows.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {rows.map((row) => (
            <li
              key={row.label}
              data-slot="recent-document-counter"
              className="rounded-control border border-input p-3"
            >
              <p className="font-bold text-2xl">{row.count}</p>
              <p className="font-semibold">{row.label}</p>
              <p className="text-muted-foreground text-sm">Added in the past {RECENT_DOCUMENTS_DAYS} days</p>
              {renderLink({
                href: row.href,
                className: "rounded-control text-link underline underline-offset-2 focus-visible:focus-ring",
                children: (
                  <>
                    View Listing<span className="sr-only"> of {row.label}</span>
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
