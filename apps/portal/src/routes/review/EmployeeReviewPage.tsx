import { useCopy } from "@epr/brand-themes";
import { ApiError } from "@epr/contract";
import { type EmployeeRecord, sortGroupsForSwitcher, tobaccoStatusLabels } from "@epr/domain";
import { Button, FeedbackBar, Field, Section, SectionGroup, Select, SkeletonText } from "@epr/ui";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, type LoaderFunctionArgs, useSearchParams } from "react-router";
import { employeeSummaryQuery } from "../../lib/api.js";
import { paths } from "../../lib/paths.js";
import { openPrintWindow, usePrintWhenReady } from "../../lib/printMode.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { membersWithCoverage, PlanCoverage } from "./Coverage.js";
import { Dependents } from "./Dependents.js";
import { labelOf } from "./labels.js";
import { SubscriberInfo } from "./SubscriberInfo.js";

/** Starts loading the summary with the navigation; the page shows its own error states. */
export async function loader({ request }: LoaderFunctionArgs) {
  const umi = new URL(request.url).searchParams.get("umi");
  if (umi) await queryClient.prefetchQuery(employeeSummaryQuery(umi));
  return null;
}

/** /employer/manage-employees/find/review?umi=…: the employee summary (enrollment.md §2 employee.find.review). */
export function Component() {
  const [params] = useSearchParams();
  const umi = params.get("umi") ?? "";
  const printMode = params.get("print") === "true";
  const summary = useQuery({ ...employeeSummaryQuery(umi), enabled: umi !== "" });
  const record = summary.data?.payload;
  usePrintWhenReady(printMode, Boolean(record));
  usePageTitle(
    record ? `${record.subscriber.fullName.first} ${record.subscriber.fullName.last}` : "Employee Summary",
  );

  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <p className="mb-3 print:hidden">
        <Link to={paths.findEmployee} className="text-link underline underline-offset-2">
          Back to Find Employee
        </Link>
      </p>
      {umi === "" ? (
        <Problem title="No employee chosen">Search for an employee and choose one from the results.</Problem>
      ) : summary.isPending ? (
        <SkeletonText lines={6} label="Loading the employee summary" />
      ) : summary.isError ? (
        <>
          <Problem title={problemTitle(summary.error)}>{summary.error.message}</Problem>
          {isWorthRetrying(summary.error) ? (
            <Button
              variant="outline"
              className="mt-4"
              loading={summary.isFetching}
              onClick={() => void summary.refetch()}
            >
              Try again
            </Button>
          ) : null}
        </>
      ) : record && summary.data ? (
        <Summary record={record} groups={summary.data.groups} canPrint={!printMode} />
      ) : null}
    </main>
  );
}

/** No access and not found stay so; a network or server failure may pass. */
function isWorthRetrying(error: Error) {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

function problemTitle(error: Error) {
  if (error instanceof ApiError && error.status === 403) return "No access";
  if (error instanceof ApiError && error.status === 404) return "Employee not found";
  return "The employee summary could not be loaded";
}

function Problem({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <h1 className="mb-3 font-bold text-2xl">{title}</h1>
      <FeedbackBar variant="failure" title={null}>
        {children}
      </FeedbackBar>
    </>
  );
}

interface GroupInfo {
  groupNumber: string;
  groupName: string;
  status: "active" | "cancelled";
  modifiable: boolean;
}

function Summary({
  record,
  groups,
  canPrint,
}: {
  record: EmployeeRecord;
  groups: GroupInfo[];
  canPrint: boolean;
}) {
  const t = useCopy();
  const switcherId = useId();
  const sorted = sortGroupsForSwitcher(groups);
  const [groupNumber, setGroupNumber] = useState(sorted[0]?.groupNumber ?? "");
  const today = new Date();
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
