import {
  type EmployeeRecord,
  type Member,
  membersWithCoverage,
  membersWithMedicare,
  membersWithOtherInsurance,
  mnloaDependents,
  type SummaryGroup,
  sortGroupsForSwitcher,
  tobaccoStatusLabels,
} from "@epr/domain";
import { useId, useState } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { Field } from "../../primitives/Field/Field.js";
import { Section, SectionGroup } from "../../primitives/Section/Section.js";
import { Select } from "../../primitives/Select/Select.js";
import { PlanCoverage } from "./Coverage.js";
import { Dependents } from "./Dependents.js";
import { labelOf } from "./labels.js";
import { SubscriberInfo } from "./SubscriberInfo.js";

/** Props of `EmployeeSummary`. */
export interface EmployeeSummaryProps {
  /** The employee record (enrollment.md §3 Employee record). */
  record: EmployeeRecord;
  /** The employee's groups with this administrator's rights in each (the API's summary groups). */
  groups: readonly SummaryGroup[];
  /** The brand's heading of the member ID ('Member ID/SSN' or 'Member ID/SSN/Client-Assigned ID'). */
  memberIdLabel: string;
  /** Offers Print Employee Summary and is called by it; leave it out inside print mode itself. */
  onPrint?: () => void;
  /** Called with the group the switcher now shows. */
  onGroupChange?: (groupNumber: string) => void;
  /** The day line activity is judged on. */
  today?: Date;
}

/**
 * The employee summary card (enrollment.md §2 employee.find.review): nine sections, all open, with
 * expand/collapse all, and the group switcher (active first, then cancelled, numerically). Read-only;
 * every rule it shows (line activity, covered dependents, MNLOA) is @epr/domain's.
 */
export function EmployeeSummary({
  record,
  groups,
  memberIdLabel,
  onPrint,
  onGroupChange,
  today = new Date(),
}: EmployeeSummaryProps) {
  const switcherId = useId();
  const sorted = sortGroupsForSwitcher(groups);
  const [groupNumber, setGroupNumber] = useState(sorted[0]?.groupNumber ?? "");
  const s = record.subscriber;
  const members = membersWithCoverage(record, groupNumber);
  const onLeave = mnloaDependents(record.dependents);
  const reportCodes = members.flatMap((m) =>
    (m.coverage.reportCodes ?? []).filter((c) => c.value).map((c) => ({ member: m.name, ...c })),
  );

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl">
            {s.fullName.first} {s.fullName.last}
          </h1>
          <p className="text-muted-foreground">
            Employee summary · {memberIdLabel} {record.umi}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {onPrint && record.umi ? (
            <Button variant="outline" onClick={onPrint}>
              Print Employee Summary
            </Button>
          ) : null}
          {sorted.length > 0 ? (
            <Field id={switcherId} label="Group" className="print:hidden">
              <Select
                placeholder={null}
                value={groupNumber}
                onChange={(e) => {
                  setGroupNumber(e.target.value);
                  onGroupChange?.(e.target.value);
                }}
                options={sorted.map((g) => ({
                  value: g.groupNumber,
                  label: `${g.groupNumber} · ${g.groupName} (${g.status === "active" ? "Active" : "Cancelled"})`,
                }))}
              />
            </Field>
          ) : null}
        </div>
      </div>
      <SectionGroup defaultOpen="all">
        <Section value="subscriberInfo" title="Subscriber Information">
          <SubscriberInfo record={record} memberIdLabel={memberIdLabel} />
        </Section>
        <Section value="dependents" title={`Dependents (${record.dependents.length})`}>
          <Dependents record={record} />
        </Section>
        <Section value="planCoverage" title={`Plan Coverage · Group ${groupNumber}`}>
          <PlanCoverage record={record} groupNumber={groupNumber} today={today} />
        </Section>
        <Section value="otherInsurance" title="Other Insurance">
          <MemberList
            members={membersWithOtherInsurance(record)}
            detail={(m) => m.otherInsurance?.insuranceCarrier}
            none="No other insurance on file."
          />
        </Section>
        <Section value="medicare" title="Medicare">
          <MemberList
            members={membersWithMedicare(record)}
            detail={(m) => m.medicareEligible?.claimNumber}
            none="No Medicare eligibility on file."
          />
        </Section>
        <Section value="tobacco" title="Tobacco">
          {members.some((m) => m.coverage.tobaccoStatus) ? (
            <ul className="list-disc ps-5">
              {members
                .filter((m) => m.coverage.tobaccoStatus)
                .map((m) => (
                  <li key={m.name}>
                    {m.name}: tobacco user — {labelOf(tobaccoStatusLabels, m.coverage.tobaccoStatus)}
                  </li>
                ))}
            </ul>
          ) : (
            <p>No tobacco status on file for group {groupNumber}.</p>
          )}
        </Section>
        <Section value="reportCodes" title="Report Codes">
          {reportCodes.length ? (
            <ul className="list-disc ps-5">
              {reportCodes.map((c) => (
                <li key={`${c.member}-${c.type}`}>
                  {c.type}: {c.value}
                </li>
              ))}
            </ul>
          ) : (
            <p>No report codes on file for group {groupNumber}.</p>
          )}
        </Section>
        <Section value="mnloa" title="MNLOA">
          {onLeave.length ? (
            <ul className="list-disc ps-5">
              {onLeave.map((d) => (
                <li key={d.pin ?? d.fullName.first}>
                  {d.fullName.first} {d.fullName.last}: leave from {d.mnloa?.startDate ?? "—"}
                </li>
              ))}
            </ul>
          ) : (
            <p>No dependent is on a medically necessary leave of absence.</p>
          )}
        </Section>
        <Section value="providers" title="Primary Care Provider">
          {members.some((m) => m.coverage.providerInformation?.physicianNumber) ? (
            <ul className="list-disc ps-5">
              {members
                .filter((m) => m.coverage.providerInformation?.physicianNumber)
                .map((m) => (
                  <li key={m.name}>
                    {m.name}: {m.coverage.providerInformation?.physicianName} (
                    {m.coverage.providerInformation?.physicianNumber})
                  </li>
                ))}
            </ul>
          ) : (
            <p>No primary care provider chosen in group {groupNumber}.</p>
          )}
        </Section>
      </SectionGroup>
    </>
  );
}

function MemberList({
  members,
  detail,
  none,
}: {
  members: Member[];
  detail: (m: Member) => string | null | undefined;
  none: string;
}) {
  if (members.length === 0) return <p>{none}</p>;
  return (
    <ul className="list-disc ps-5">
      {members.map((m) => (
        <li key={`${m.fullName.first}-${m.birthDate}`}>
          {m.fullName.first} {m.fullName.last}
          {detail(m) ? `: ${detail(m)}` : ": details not yet recorded"}
        </li>
      ))}
    </ul>
  );
}
