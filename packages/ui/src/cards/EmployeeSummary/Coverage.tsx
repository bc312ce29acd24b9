import { coveredDependentNames, type EmployeeRecord, type LineStatus, lineStatus } from "@epr/domain";
import { ReadOnlyTable } from "../../primitives/ReadOnlyTable/ReadOnlyTable.js";
import { category, coverageType } from "./labels.js";

/** A line's status in words; a line with a cancel date ahead says when it ends (@epr/domain `lineStatus`). */
const statusLabel = (status: LineStatus, end: string | null | undefined) =>
  status === "ending"
    ? `Ends ${end ?? ""}`.trim()
    : { active: "Active", "future-active": "Future active", cancelled: "Cancelled" }[status];

/** Plan coverage of one group, read-only (enrollment.md §3 memberLob, §4 Coverage line activity). */
export function PlanCoverage({
  record,
  groupNumber,
  today,
}: {
  record: EmployeeRecord;
  groupNumber: string;
  today: Date;
}) {
  const coverage = record.subscriber.memberCoverages.find((c) => c.groupNumber === groupNumber);
  const lines = coverage?.memberLobs ?? [];
  if (lines.length === 0) return <p>No coverage lines in group {groupNumber}.</p>;
  return (
    <ReadOnlyTable
      caption={`Coverage lines in group ${groupNumber}`}
      columns={[
        "Coverage",
        "Product",
        "Line of Business",
        "Effective",
        "End",
        "Category",
        "Dependents covered",
        "Status",
      ]}
    >
      {lines.map((line) => {
        const activity = lineStatus(line, today);
        const covered = coveredDependentNames(record, groupNumber, line.productId, today);
        return (
          <tr key={`${line.productId}-${line.coverageEffectiveDate}`} className="border-border border-t">
            <th scope="row" className="px-3 py-2">
              {coverageType(line.coverageType)}
            </th>
            <td className="px-3 py-2">{line.productName}</td>
            <td className="px-3 py-2">{line.lineOfBusiness}</td>
            <td className="px-3 py-2">{line.coverageEffectiveDate}</td>
            <td className="px-3 py-2">{line.coverageEndDate ?? "—"}</td>
            <td className="px-3 py-2">{category(line.coverageCategoryCode)}</td>
            <td className="px-3 py-2">{covered.join(", ") || "None"}</td>
            <td className="px-3 py-2">
              {/* A status pill never breaks ("Ends 12/31/2026" whole): a narrow page or print wraps
                  the names beside it instead. */}
              <span
                data-activity={activity}
                className="whitespace-nowrap rounded-full px-2 py-0.5 font-semibold text-xs data-[activity=active]:bg-success-subtle data-[activity=active]:text-success data-[activity=cancelled]:bg-muted data-[activity=future-active]:bg-info-subtle data-[activity=future-active]:text-info data-[activity=ending]:bg-warning-subtle data-[activity=ending]:text-warning"
              >
                {statusLabel(activity, line.coverageEndDate)}
              </span>
            </td>
          </tr>
        );
      })}
    </ReadOnlyTable>
  );
}
