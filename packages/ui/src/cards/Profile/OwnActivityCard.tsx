import { formatUsDateTime } from "@epr/domain";
import { Button } from "../../primitives/Button/Button.js";
import { CardFrame } from "../../primitives/Card/Card.js";
import { ReadOnlyTable } from "../../primitives/ReadOnlyTable/ReadOnlyTable.js";

/** One row of the administrator's own activity (@epr/domain `activityOf` wording). */
export interface OwnActivityRow {
  id: string;
  /** ISO 8601, UTC. */
  at: string;
  label: string;
  /** The record acted on (a login ID, a member's umi, a client number, an enrollment), if any. */
  record: string | null;
  result: "success" | "failure";
}

/** Props of `OwnActivityCard`. */
export interface OwnActivityCardProps {
  rows: readonly OwnActivityRow[];
  /** 1-based page number shown between the buttons. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /**
   * A page is loading: the card says it is busy and keeps the rows it shows. Previous and Next stay
   * enabled (a disabled button would drop a keyboard user's focus); the caller treats a repeated move
   * to the page already loading as the same move.
   */
  loading?: boolean;
}

/**
 * The administrator's own activity on the profile (beyond the spec): sign-ins, failures,
 * MFA changes and writes, newest first, a page at a time (the server pages by key). Read-only.
 */
export function OwnActivityCard({
  rows,
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  loading = false,
}: OwnActivityCardProps) {
  return (
    <CardFrame title="My Recent Activity" mode="read" loading={loading && rows.length === 0}>
      <div className="flex flex-col gap-3 p-card" aria-busy={loading}>
        {rows.length ? (
          <ReadOnlyTable caption="My recent activity" columns={["When", "Activity", "Record", "Result"]}>
            {rows.map((row) => (
              <tr key={row.id} className="border-border border-t">
                <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal">
                  {formatUsDateTime(row.at)}
                </th>
                <td className="px-3 py-2">{row.label}</td>
                <td className="px-3 py-2">{row.record ?? "—"}</td>
                <td className="px-3 py-2">{row.result === "success" ? "Succeeded" : "Failed"}</td>
              </tr>
            ))}
          </ReadOnlyTable>
        ) : (
          <p className="m-0">No activity yet.</p>
        )}
        {hasPrevious || hasNext ? (
          <nav aria-label="Activity pages" className="flex items-center gap-3">
            <Button variant="outline" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
              Previous
            </Button>
            <span>Page {page}</span>
            <Button variant="outline" size="sm" disabled={!hasNext} onClick={onNext}>
              Next
            </Button>
          </nav>
        ) : null}
      </div>
    </CardFrame>
  );
}
