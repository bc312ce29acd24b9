import { type EmployeeRecord, lineActivity, type MemberCoverage } from "@epr/domain";
import { ReadOnlyTable } from "../../components/ReadOnlyTable.js";
import { category, coverageType } from "./labels.js";

const activityLabel = { active: "Active", "future-active": "Future active", cancelled: "Cancelled" } as const;

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
  const coveredDependents = (productId: string | null | undefined) =>
    record.dependents
      .filter((d) =>
        d.memberCoverages.some(
          (c) =>
            c.groupNumber === groupNumber &&
            c.memberLobs.some((l) => l.productId === productId && !l.coverageEndDate),
        ),
      )
      .map((d) => d.fullName.first);
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
        const activity = lineActivity(line, today);
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
            <td className="px-3 py-2">{coveredDependents(line.productId).join(", ") || "None"}</td>
            <td className="px-3 py-2">
              <span
                data-activity={activity}
                className="rounded-full px-2 py-0.5 font-semibold text-xs data-[activity=active]:bg-success-subtle data-[activity=active]:text-success data-[activity=cancelled]:bg-muted data-[activity=future-active]:bg-info-subtle data-[activity=future-active]:text-info"
              >
                {activityLabel[activity]}
              </span>
            </td>
          </tr>
        );
      })}
    </ReadOnlyTable>
  );
}

/** The coverage of one group for every member who has it. */
export function membersWithCoverage(record: EmployeeRecord, groupNumber: string) {
  const name = (m: { fullName: { first?: string | null; last?: string | null } }) =>
    `${m.fullName.first ?? ""} ${m.fullName.last ?? ""}`.trim();
  const all = [
    { name: name(record.subscriber), coverages: record.subscriber.memberCoverages },
    ...record.dependents.map((d) => ({ name: name(d), coverages: d.memberCoverages })),
  ];
  return all.flatMap((m) => {
    const coverage = m.coverages.find((c: MemberCoverage) => c.groupNumber === groupNumber);
    return coverage ? [{ name: m.name, coverage }] : [];
  });
}
