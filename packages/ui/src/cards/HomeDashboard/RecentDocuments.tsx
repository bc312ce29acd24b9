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
  counts: RecentDocumentCounts;
  /** assistEmployees.benefitBooklets and assistEmployees.groupContracts (§2.13). */
  bookletsHref: string;
  contractsHref: string;
  renderLink?: RenderResourceLink;
}

/**
 * The home page's recent-documents widget (assist-employees.md §2.13): Inserts for Benefit
 * Booklets, Riders for Group Contracts, Benefit Booklets and Group Contracts, each counted as added
 * in the past 60 days, with a View Listing link.
 */
export function RecentDocuments({
  counts,
  bookletsHref,
  contractsHref,
  renderLink = plainLink,
}: RecentDocumentsProps) {
  const rows = [
    { label: "Inserts for Benefit Booklets", count: counts.bookletRiderCounter, href: bookletsHref },
    { label: "Riders for Group Contracts", count: counts.contractRiderCounter, href: contractsHref },
    { label: "Benefit Booklets", count: counts.bookletAlertCounter, href: bookletsHref },
    { label: "Group Contracts", count: counts.contractAlertCounter, href: contractsHref },
  ];
  return (
    <section
      aria-labelledby="recent-documents"
      className="rounded-card border border-input bg-surface p-card"
    >
      <h2 id="recent-documents" className="mb-2 font-bold text-xl">
        Recent Documents
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <li
            key={row.label}
            data-slot="recent-document-counter"
            className="rounded-control border border-input p-3"
          >
            <p className="font-bold text-2xl">{row.count}</p>
            <p className="font-semibold">{row.label}</p>
            <p className="text-muted-foreground text-sm">Added in the past 60 days</p>
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
    </section>
  );
}
