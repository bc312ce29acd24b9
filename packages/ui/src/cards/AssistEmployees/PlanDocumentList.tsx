import { assistMessages, type DocumentListing, documentCountText, matchesDocumentFilter } from "@epr/domain";
import { useId } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { TextField } from "../../primitives/TextInput/TextInput.js";

/** Where Adobe Reader is offered (assist-employees.md §2.4: a link to get the Adobe reader). */
export const ADOBE_READER_URL = "https://get.adobe.com/reader/";

/** An insert, rider or addendum of a document. */
export interface PlanDocumentAttachment {
  id: string;
  title: string;
  href: string;
  /** MM/dd/yyyy */
  effectiveDate: string;
}

/** One plan's document as the listing shows it (assist-employees.md §3 Document lists). */
export interface PlanDocumentRow {
  id: string;
  planName: string;
  groupNumber: string;
  groupName: string;
  /** MM/dd/yyyy */
  effectiveDate: string;
  /** The document's address; without one the row offers `onOpen` (the SBC download, §2.5). */
  href?: string;
  attachments: readonly PlanDocumentAttachment[];
}

/** Props of `PlanDocumentList`. */
export interface PlanDocumentListProps {
  /** The listing the calling page selected (@epr/domain `documentListingFor`); null alerts (§8). */
  listing: DocumentListing | null;
  rows: readonly PlanDocumentRow[];
  /** The Find filter: plan name or group number (§2.4). */
  filter: string;
  onFilterChange: (filter: string) => void;
  /** The brand's not-available message, shown when there is no document at all (§8). */
  notAvailable: string;
  /** Documents open in a new window (group contracts and their riders, §2.5). */
  newWindow?: boolean;
  /** Opens a row without an address (the SBC download, §2.5). */
  onOpen?: (row: PlanDocumentRow) => void;
  /** Still reading (the SBC metadata sequence): the count waits. */
  loading?: boolean;
  /** Group contracts: e-mail a group's contracts to the administrator (§7 emailGroupContracts). */
  onEmail?: (groupNumber: string) => void;
  /** Attachments' heading: "Inserts and addendums" or "Riders and addendums". */
  attachmentsLabel?: string;
}

const linkClass = "rounded-control text-link underline underline-offset-2 focus-visible:focus-ring";

/**
 * A document listing (assist-employees.md §2.4): the Find filter by plan name or group number, the
 * count with singular or plural wording, the Adobe Reader link, and each plan's document with its
 * inserts or riders. An unrecognised calling page shows the §8 alert instead.
 */
export function PlanDocumentList({
  listing,
  rows,
  filter,
  onFilterChange,
  notAvailable,
  newWindow = false,
  onOpen,
  loading = false,
  onEmail,
  attachmentsLabel = "Inserts and addendums",
}: PlanDocumentListProps) {
  const countId = useId();
  if (!listing)
    return (
      <FeedbackBar variant="failure" title={null}>
        {assistMessages.callingPageNotRecognized}
      </FeedbackBar>
    );
  const shown = rows.filter((r) => matchesDocumentFilter(r, filter));
  // A group's contracts go out in one e-mail: its button shows once, on the group's first document.
  const emailRows = new Set(
    shown.filter((row, i) => shown.findIndex((r) => r.groupNumber === row.groupNumber) === i),
  );
  const target = newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {};
  const windowSuffix = newWindow ? " (opens in a new window)" : "";
  return (
    <div className="space-y-4" data-slot="plan-document-list">
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          label={listing.findLabel}
          hint="Plan name or group number"
          inputProps={{
            value: filter,
            onChange: (e) => onFilterChange(e.currentTarget.value),
            type: "search",
            "aria-controls": countId,
          }}
        />
        <p className="text-sm">
          <a href={ADOBE_READER_URL} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Get Adobe Reader<span className="sr-only"> (opens in a new window)</span>
          </a>{" "}
          to open these documents.
        </p>
      </div>
      <p id={countId} aria-live="polite" className="font-semibold">
        {loading ? "Looking for documents…" : documentCountText(shown.length, listing)}
      </p>
      {!loading && rows.length === 0 ? (
        <FeedbackBar variant="notification" title={null}>
          {notAvailable}
        </FeedbackBar>
      ) : null}
      <ul className="divide-y divide-input rounded-card border border-input bg-surface">
        {shown.map((row) => {
          // The same plan is listed for several groups and years: its name says which one, the
          // visible plan name first (label in name), for a screen reader's list of links.
          const rowName = `${row.planName}, group ${row.groupNumber}, effective ${row.effectiveDate}`;
          return (
            <li key={row.id} className="p-card" data-slot="plan-document">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                {row.href ? (
                  <a
                    href={row.href}
                    className={`${linkClass} font-semibold`}
                    aria-label={`${rowName}${windowSuffix}`}
                    {...target}
                  >
                    {row.planName}
                  </a>
                ) : (
                  <Button type="button" variant="link" aria-label={rowName} onClick={() => onOpen?.(row)}>
                    {row.planName}
                  </Button>
                )}
                <span className="text-muted-foreground text-sm">
                  Group {row.groupNumber} – {row.groupName} · Effective {row.effectiveDate}
                </span>
              </div>
              {row.attachments.length > 0 ? (
                <div className="mt-2 pl-4">
                  <p className="text-sm">{attachmentsLabel}:</p>
                  <ul className="list-disc pl-5 text-sm">
                    {row.attachments.map((a) => (
                      <li key={a.id}>
                        <a
                          href={a.href}
                          className={linkClass}
                          aria-label={`${a.title} of ${row.planName}, group ${row.groupNumber}, effective ${a.effectiveDate}${windowSuffix}`}
                          {...target}
                        >
                          {a.title}
                        </a>{" "}
                        <span className="text-muted-foreground">(effective {a.effectiveDate})</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {onEmail && emailRows.has(row) ? (
                <Button
                  type="button"
                  variant="secondary"
                  className="mt-2"
                  onClick={() => onEmail(row.groupNumber)}
                >
                  E-mail group {row.groupNumber}'s contracts to me
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
