import type { EnrollmentRow } from "@epr/contract";
import { canDeleteEnrollment } from "@epr/domain";
import { Button } from "@epr/ui";
import { ReadOnlyTable } from "@epr/ui/read-only-table";
import { Link } from "react-router";
import { paths } from "../../lib/paths.js";
import { enrollmentStatusLabel } from "./enrollmentsMessages.js";

/** Props of {@link EnrollmentsTable}. */
export interface EnrollmentsTableProps {
  rows: readonly EnrollmentRow[];
  /** Names the table to screen readers. */
  caption: string;
  /** The administrator may change enrollments: SAVED rows offer Resume (and Delete when given). */
  canModify: boolean;
  /** Asks to delete a SAVED row (the full list); without it no Delete button shows (the embed). */
  onDelete?: (row: EnrollmentRow) => void;
}

/**
 * Rows of the enrollments in process (enrollment.md §2): name, the member ID as five stars and the
 * last four digits, status, and what may be done. A SAVED row resumes in the add flow and can be
 * deleted; the others are staged (being processed) and offer nothing.
 */
export function EnrollmentsTable({ rows, caption, canModify, onDelete }: EnrollmentsTableProps) {
  return (
    <ReadOnlyTable framed caption={caption} columns={["Name", "Member ID", "Status", "Actions"]}>
      {rows.map((row) => {
        const name = `${row.lastName}, ${row.firstName}`;
        const saved = canDeleteEnrollment(row);
        return (
          <tr key={row.id} className="border-border border-t" data-testid="enrollment-row">
            <th scope="row" className="px-3 py-2 font-semibold">
              {name}
            </th>
            <td className="px-3 py-2 font-mono">{row.memberId}</td>
            <td className="px-3 py-2">{enrollmentStatusLabel[row.status]}</td>
            <td className="px-3 py-2">
              {saved && canModify ? (
                <div className="flex flex-wrap items-center gap-3">
                  <Link
                    to={paths.resumeEnrollment(row.id)}
                    aria-label={`Resume the enrollment of ${name}`}
                    className="font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring"
                  >
                    Resume
                  </Link>
                  {onDelete ? (
                    <Button
                      variant="link"
                      aria-label={`Delete the enrollment of ${name}`}
                      onClick={() => onDelete(row)}
                    >
                      Delete
                    </Button>
                  ) : null}
                </div>
              ) : (
                <span className="text-muted-foreground">
                  {saved ? "None (view only)" : "Being processed"}
                </span>
              )}
            </td>
          </tr>
        );
      })}
    </ReadOnlyTable>
  );
}
