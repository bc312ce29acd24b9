import type { EmployeeRecord } from "@epr/domain";
import { ReadOnlyTable } from "../../primitives/ReadOnlyTable/ReadOnlyTable.js";
import { gender, relationship, specialStatus } from "./labels.js";

/** Dependents, read-only (enrollment.md §3 Dependent). */
export function Dependents({ record }: { record: EmployeeRecord }) {
  if (record.dependents.length === 0) return <p>This employee has no dependents on file.</p>;
  return (
    <ReadOnlyTable
      caption="Dependents"
      columns={["Name", "Relationship", "Date of Birth", "Gender", "SSN", "Special Status"]}
    >
      {record.dependents.map((d, i) => (
        <tr key={d.pin ?? i} className="border-border border-t">
          <th scope="row" className="px-3 py-2">
            {d.fullName.first} {d.fullName.middle ?? ""} {d.fullName.last}
          </th>
          <td className="px-3 py-2">{relationship(d.relationshipCode)}</td>
          <td className="px-3 py-2">{d.birthDate ?? "—"}</td>
          <td className="px-3 py-2">{gender(d.gender)}</td>
          <td className="px-3 py-2 font-mono">{d.ssn ?? "—"}</td>
          <td className="px-3 py-2">{specialStatus(d.dependentStatus)}</td>
        </tr>
      ))}
    </ReadOnlyTable>
  );
}
