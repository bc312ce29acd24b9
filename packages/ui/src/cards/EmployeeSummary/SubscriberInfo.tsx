import { type EmployeeRecord, memberDisplayName } from "@epr/domain";
import { DataList } from "../../primitives/Card/Card.js";
import { MaskedSsn } from "../../primitives/MaskedSsn/MaskedSsn.js";
import { gender, indicator, relationship } from "./labels.js";

/**
 * The subscriber information card, read-only (enrollment.md §3 Subscriber, §5 Subscriber form).
 * With `revealSsn` (an administrator who may modify one of the employee's groups), the masked SSN
 * has the full-SSN toggle (beyond the spec).
 */
export function SubscriberInfo({
  record,
  memberIdLabel,
  revealSsn,
}: {
  record: EmployeeRecord;
  memberIdLabel: string;
  /** Asks the server for the subscriber's full SSN on each reveal; omit to show it masked only. */
  revealSsn?: (() => Promise<string>) | undefined;
}) {
  const s = record.subscriber;
  const address = s.address
    ? [
        s.address.address1,
        s.address.address2,
        `${s.address.city ?? ""}, ${s.address.state ?? ""} ${s.address.zipCode?.base ?? ""}`,
      ].filter(Boolean)
    : [];
  const items: [string, React.ReactNode][] = [
    [
      "Name",
      <span key="name" data-testid="subscriber-name">
        {memberDisplayName(s.fullName)}
      </span>,
    ],
    [memberIdLabel, record.umi],
    ["Client-Assigned ID", record.clientAssignedId],
    ["SSN", revealSsn && s.ssn ? <MaskedSsn key="ssn" ssn={s.ssn} reveal={revealSsn} /> : s.ssn],
    ["Gender", gender(s.gender)],
    ["Date of Birth", s.birthDate],
    ["Hire Date", s.hireDate],
    ["Relationship", relationship(s.relationshipCode)],
    ["Coverage Effective Date", record.globalCoverageEffectiveDate],
    [
      "Address",
      address.length ? (
        <span key="address">
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
    ["Work Email", s.workEmail ? <BreakableEmail key="email" email={s.workEmail} /> : null],
    ["Other Insurance", indicator(s.otherInsuranceIndicator)],
    ["Medicare Eligible", indicator(s.medicareEligibleIndicator)],
  ];
  return <DataList columns={3} items={items.map(([label, value]) => ({ label, value }))} />;
}

/** An e-mail address that, when its column is too narrow, breaks after the @ before anywhere else. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
