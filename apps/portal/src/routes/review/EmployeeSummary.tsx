import { useCopy } from "@epr/brand-themes";
import { type EmployeeRecord, sortGroupsForSwitcher, tobaccoStatusLabels } from "@epr/domain";
import { Button, Field, Section, SectionGroup, Select } from "@epr/ui";
import { useId, useState } from "react";
import { openPrintWindow } from "../../lib/printMode.js";
import { membersWithCoverage, PlanCoverage } from "./Coverage.js";
import { Dependents } from "./Dependents.js";
import { labelOf } from "./labels.js";
import { SubscriberInfo } from "./SubscriberInfo.js";

/** A group of the employee, with this administrator's rights in it. */
export interface GroupInfo {
  groupNumber: string;
  groupName: string;
  status: "active" | "cancelled";
  modifiable: boolean;
}

/**
 * The employee summary (enrollment.md §2 employee.find.review): nine sections, all open, with
 * expand/collapse all, and the group switcher (active first, then cancelled, numerically).
 */
export function EmployeeSummary({
  record,
  groups,
  canPrint,
  today = new Date(),
}: {
  record: EmployeeRecord;
  groups: GroupInfo[];
  /** Offer Print Employee Summary (not inside print mode itself). */
  canPrint: boolean;
  /** The day line activity is judged on. */
  today?: Date;
}) {
  const t = useCopy();
  const switcherId = useId();
  const sorted = sortGroupsForSwitcher(groups);
  const [groupNumber, setGroupNumber] = useState(sorted[0]?.groupNumber ?? "");
  const s = record.subscriber;
  const members = membersWithCoverage(record, groupNumber);
  const mnloaDependents = record.dependents.filter((d) => d.dependentStatus === "M");

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl">
            {s.fullName.first} {s.fullName.last}
          </h1>
          <p className="text-muted-foreground">
            Employee summary · {t("memberIdHeading")} {record.umi}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {canPrint && record.umi ? (
            <Button variant="outline" onClick={() => openPrintWindow(record.umi ?? "")}>
              Print Employee Summary
            </Button>
          ) : null}
          {sorted.length > 0 ? (
            <Field id={switcherId} label="Group" className="print:hidden">
              <Select
                placeholder={null}
                value={groupNumber}
                onChange={(e) => setGroupNumber(e.target.value)}
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
          <SubscriberInfo record={record} memberIdLabel={t("memberIdHeading")} />
        </Section>
        <Section value="dependents" title={`Dependents (${record.dependents.length})`}>
          <Dependents record={record} />
        </Section>
        <Section value="planCoverage" title={`Plan Coverage · Group ${groupNumber}`}>
          <PlanCoverage record={record} groupNumber={groupNumber} today={today} />
        </Section>
        <Section value="otherInsurance" title="Other Insurance">
          <IndicatorList
            members={[s, ...record.dependents]}
            pick={(m) => m.otherInsuranceIndicator}
            detail={(m) => m.otherInsurance?.insuranceCarrier}
            none="No other insurance on file."
          />
        </Section>
        <Section value="medicare" title="Medicare">
          <IndicatorList
            members={[s, ...record.dependents]}
            pick={(m) => m.medicareEligibleIndicator}
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
          {members.flatMap((m) => m.coverage.reportCodes ?? []).filter((c) => c.value).length ? (
            <ul className="list-disc ps-5">
              {members.flatMap((m) =>
                (m.coverage.reportCodes ?? [])
                  .filter((c) => c.value)
                  .map((c) => (
                    <li key={`${m.name}-${c.type}`}>
                      {c.type}: {c.value}
                    </li>
                  )),
              )}
            </ul>
          ) : (
            <p>No report codes on file for group {groupNumber}.</p>
          )}
        </Section>
        <Section value="mnloa" title="MNLOA">
          {mnloaDependents.length ? (
            <ul className="list-disc ps-5">
              {mnloaDependents.map((d) => (
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

type Member = EmployeeRecord["subscriber"];

function IndicatorList({
  members,
  pick,
  detail,
  none,
}: {
  members: Member[];
  pick: (m: Member) => string | null | undefined;
  detail: (m: Member) => string | null | undefined;
  none: string;
}) {
  const yes = members.filter((m) => pick(m) === "yes");
  if (yes.length === 0) return <p>{none}</p>;
  return (
    <ul className="list-disc ps-5">
      {yes.map((m) => (
        <li key={`${m.fullName.first}-${m.birthDate}`}>
          {m.fullName.first} {m.fullName.last}
          {detail(m) ? `: ${detail(m)}` : ": details not yet recorded"}
        </li>
      ))}
    </ul>
  );
}
