import type { EmployeeRecord } from "@epr/domain";
import { DetailList } from "./DetailList.js";
import { gender, indicator, relationship } from "./labels.js";

/** The subscriber information card, read-only (enrollment.md §3 Subscriber, §5 Subscriber form). */
export function SubscriberInfo({ record, memberIdLabel }: { record: EmployeeRecord; memberIdLabel: string }) {
  const s = record.subscriber;
  const name = [s.fullName.prefix, s.fullName.first, s.fullName.middle, s.fullName.last, s.fullName.suffix]
    .filter((part) => part && part !== "NONE")
    .join(" ");
  const address = s.address
    ? [
        s.address.address1,
        s.address.address2,
        `${s.address.city ?? ""}, ${s.address.state ?? ""} ${s.address.zipCode?.base ?? ""}`,
      ].filter(Boolean)
    : [];
  return (
    <DetailList
      items={[
        [
          "Name",
          <span key="n" data-testid="subscriber-name">
            {name}
          </span>,
        ],
        [memberIdLabel, record.umi],
        ["Client-Assigned ID", record.clientAssignedId],
        ["SSN", s.ssn],
        ["Sex", gender(s.gender)],
        ["Date of Birth", s.birthDate],
        ["Hire Date", s.hireDate],
        ["Relationship", relationship(s.relationshipCode)],
        ["Coverage Effective Date", record.globalCoverageEffectiveDate],
        [
          "Address",
          address.length ? (
            <span key="a">
              {address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          ) : null,
        ],
        ["Home Phone", s.phones?.home],
        ["Work Phone", s.phones?.work],
        ["Mobile Phone", s.phones?.mobile],
        ["Work Email", s.workEmail],
        ["Other Insurance", indicator(s.otherInsuranceIndicator)],
        ["Medicare Eligible", indicator(s.medicareEligibleIndicator)],
      ]}
    />
  );
}
