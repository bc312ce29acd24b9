import { useBrand } from "@epr/brand-themes";
import {
  type EmployeeLinkActionId,
  type EmployeeRecord,
  isCobDataProcessed,
  type Member,
  membersWithCoverage,
  membersWithMedicare,
  membersWithOtherInsurance,
  mnloaDependents,
  type QualifyingEventValues,
  qualifyingEventChange,
  type SummaryGroup,
  sortGroupsForSwitcher,
  tobaccoStatusLabels,
} from "@epr/domain";
import type { SubscriberFormInput, SubscriberFormValues } from "@epr/forms";
import { subscriberFormFromRecord } from "@epr/forms";
import { type ReactNode, useId, useMemo, useState } from "react";
import { lazyNamed } from "../../lib/lazyNamed.js";
import { Button } from "../../primitives/Button/Button.js";
import { DataList } from "../../primitives/Card/Card.js";
import { Field } from "../../primitives/Field/Field.js";
import { Section, SectionGroup } from "../../primitives/Section/Section.js";
import { Select } from "../../primitives/Select/Select.js";
import { SkeletonText } from "../../primitives/Skeleton/Skeleton.js";
import type { SubscriberFormContext } from "../SubscriberForm/SubscriberForm.js";
import type { RenderLink } from "./ActionsMenu.js";
import { PlanCoverage } from "./Coverage.js";
import { Dependents } from "./Dependents.js";
import { type EmployeeActionRights, EmployeeActions } from "./EmployeeActions.js";
import { type FindADoctorLink, FindADoctorLinks } from "./FindADoctorLinks.js";
import { HistoryButton, type OpenHistory } from "./HistoryButton.js";
import { labelOf } from "./labels.js";
import { QualifyingEvent } from "./QualifyingEvent.js";
import { SubscriberInfo } from "./SubscriberInfo.js";

// The subscriber form (and react-hook-form with it) downloads when the edit opens, not with the
// read-only summary (bundle budget: the review page's route chunk under 100 kB gzip).
const SubscriberForm = lazyNamed(
  () => import("../SubscriberForm/SubscriberForm.js").then((m) => m.SubscriberForm),
  { fallback: <SkeletonText lines={6} label="Loading the subscriber form" /> },
);

/**
 * Edit mode of the summary (enrollment.md §4 Edit entry: the review page with edit=true): the
 * subscriber section becomes the subscriber form of @epr/forms (the SubscriberForm card in its edit
 * flow: no SSN or effective date, the mobile phone read-only) and the qualifying-event section its
 * select and date.
 */
export interface EmployeeSummaryEdit {
  /** The subscriber form's context; flow "edit" and the review path by default, with `today`. */
  subscriberContext?: Partial<SubscriberFormContext>;
  /** The prefixes the server supplies (enrollment.md §3 Option lists). */
  prefixes?: readonly string[];
  /** The subscriber form's values after each change (unvalidated). */
  onSubscriberChange?: (values: Partial<SubscriberFormInput>) => void;
  /** A valid subscriber submit, @epr/forms' output without the hidden fields' values. */
  onSubscriberSubmit: (values: SubscriberFormValues) => void;
  /** The qualifying-event section changed (None clears the date). */
  onQualifyingEventChange?: (values: QualifyingEventValues) => void;
  /** Cancel in the subscriber form: leave edit mode. */
  onCancel?: () => void;
  /** A save is running: the form's Save shows a spinner. */
  saving?: boolean;
  /**
   * The edit mode of the other sections, by section (enrollment.md §2 employee.find.review: the
   * dependents, other insurance, Medicare and MNLOA cards; the coverage side's plan lines, tobacco,
   * report codes and providers): given for a section, it takes the place of that section's
   * read-only display; a section left out stays read-only.
   */
  sections?: Partial<Record<EditableSummarySection, ReactNode>>;
}

/** The summary sections whose body an edit may replace (`EmployeeSummaryEdit.sections`). */
export type EditableSummarySection =
  | "dependents"
  | "planCoverage"
  | "otherInsurance"
  | "medicare"
  | "tobacco"
  | "reportCodes"
  | "mnloa"
  | "providers";

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
  /**
   * What the administrator may do: given, the actions menu shows (enrollment.md §2, §6), Print
   * Employee Summary moves into it, and an action shows only with its callback or route below.
   */
  actionRights?: EmployeeActionRights;
  /** Edit Employee Record was chosen (the page runs the edit entry checks, enrollment.md §4). */
  onEdit?: () => void;
  /** Cancel Coverage was chosen (and some active group can be modified). */
  onCancelCoverage?: () => void;
  /** Reinstate was chosen (the page opens the reinstate coverage date modal). */
  onReinstate?: () => void;
  /** Routes of the actions whose pages are elsewhere: changePcp, idCards, claims, spendingAccount, viewSbc. */
  actionHrefs?: Partial<Record<EmployeeLinkActionId, string>>;
  /**
   * Link actions done in place instead of by their route (the page asks something first: Change
   * PCP or View SBC asks the group of an employee of several groups, enrollment.md §2 Modals).
   */
  onLinkAction?: Partial<Record<EmployeeLinkActionId, () => void>>;
  /** Renders the menu's links (a router `Link`); a plain `<a href>` by default. */
  renderLink?: RenderLink;
  /** Given, the summary is in edit mode (see `EmployeeSummaryEdit`). */
  edit?: EmployeeSummaryEdit;
  /** Find a Doctor links of the brand, built by @epr/domain from its `findADoctor` record. */
  findADoctorLinks?: readonly FindADoctorLink[];
  /** Given, each section with a history (COB, plan, PCP, report codes) shows a History button calling it. */
  onOpenHistory?: OpenHistory;
  /**
   * The full-SSN toggle's call (beyond the spec): asks the server for the subscriber's full SSN on each
   * reveal. Give it only when the administrator may modify one of the employee's groups.
   */
  revealSsn?: (() => Promise<string>) | undefined;
}

/**
 * The employee summary card (enrollment.md §2 employee.find.review): nine sections, all open, with
 * expand/collapse all, the group switcher (active first, then cancelled, numerically), the
 * qualifying-event section, the actions menu, History buttons and Find a Doctor links. View mode is
 * read-only; edit mode (`edit`) makes the subscriber and qualifying-event sections editable. Every
 * rule it shows (line activity, covered dependents, MNLOA, actions, COB processed) is @epr/domain's.
 */
export function EmployeeSummary({
  record,
  groups,
  memberIdLabel,
  onPrint,
  onGroupChange,
  today = new Date(),
  actionRights,
  onEdit,
  onCancelCoverage,
  onReinstate,
  actionHrefs,
  onLinkAction,
  renderLink,
  edit,
  findADoctorLinks = [],
  onOpenHistory,
  revealSsn,
}: EmployeeSummaryProps) {
  const brand = useBrand();
  const switcherId = useId();
  const sorted = sortGroupsForSwitcher(groups);
  const [groupNumber, setGroupNumber] = useState(sorted[0]?.groupNumber ?? "");
  const s = record.subscriber;
  const members = membersWithCoverage(record, groupNumber);
  const onLeave = mnloaDependents(record.dependents);
  const reportCodes = members.flatMap((m) =>
    (m.coverage.reportCodes ?? []).filter((c) => c.value).map((c) => ({ member: m.name, ...c })),
  );
  const [qualifyingEvent, setQualifyingEvent] = useState(() => qualifyingEventChange(s));
  const givenContext = edit?.subscriberContext;
  // Memoised per day (the default `today` is a new Date each render): the subscriber form builds
  // its schema once per context. Give `subscriberContext` as a stable object too.
  const day = today.toDateString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `day` stands for `today`.
  const subscriberContext = useMemo<SubscriberFormContext>(
    () => ({ today, flow: "edit", screen: "employee.find.review", ...givenContext }),
    [day, givenContext],
  );
  const editing = edit?.sections ?? {};
  /** A section's edit-mode body when the edit gives one, else its read-only display. */
  const body = (section: EditableSummarySection, view: ReactNode) => editing[section] ?? view;
  const history = (kind: Parameters<OpenHistory>[0], of: string, cob?: Parameters<OpenHistory>[2]) =>
    onOpenHistory ? <HistoryButton of={of} onClick={() => onOpenHistory(kind, groupNumber, cob)} /> : null;

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
          {actionRights ? (
            <EmployeeActions
              rights={actionRights}
              groups={groups}
              handlers={{
                ...onLinkAction,
                edit: onEdit,
                print: record.umi ? onPrint : undefined,
                cancelCoverage: onCancelCoverage,
                reinstate: onReinstate,
              }}
              hrefs={actionHrefs}
              renderLink={renderLink}
              hidden={edit ? ["edit"] : []}
            />
          ) : onPrint && record.umi ? (
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
          {edit ? (
            <SubscriberForm
              key={record.umi ?? ""}
              mode="edit"
              // Level 2 like the error summary's heading it holds (an h2), so the outline never skips a level.
              headingLevel={2}
              copy={{ title: "Edit Subscriber Information" }}
              values={subscriberFormFromRecord(s, record)}
              context={subscriberContext}
              prefixes={edit.prefixes}
              onChange={edit.onSubscriberChange}
              onSubmit={edit.onSubscriberSubmit}
              onCancel={edit.onCancel}
              saving={edit.saving}
            />
          ) : (
            <SubscriberInfo record={record} memberIdLabel={memberIdLabel} revealSsn={revealSsn} />
          )}
        </Section>
        <Section value="qualifyingEvent" title="Qualifying Event">
          <QualifyingEvent
            mode={edit ? "edit" : "read"}
            values={edit ? qualifyingEvent : qualifyingEventChange(s)}
            onChange={(values) => {
              setQualifyingEvent(values);
              edit?.onQualifyingEventChange?.(values);
            }}
          />
        </Section>
        <Section value="dependents" title={`Dependents (${record.dependents.length})`}>
          {body("dependents", <Dependents record={record} />)}
        </Section>
        <Section
          value="planCoverage"
          title={`Plan Coverage · Group ${groupNumber}`}
          actions={history("plan", `plan coverage, group ${groupNumber}`)}
        >
          {body("planCoverage", <PlanCoverage record={record} groupNumber={groupNumber} today={today} />)}
        </Section>
        <Section
          value="otherInsurance"
          title="Other Insurance"
          actions={
            onOpenHistory ? (
              <>
                {history("cob", "other insurance", "otherInsurance")}
                <HistoryButton
                  label="Other Insurance + Medicare History"
                  of="other insurance and Medicare"
                  onClick={() => onOpenHistory("cob", groupNumber, "otherInsuranceMedicare")}
                />
              </>
            ) : null
          }
        >
          {body(
            "otherInsurance",
            <>
              {brand.capabilities.showsCobProcessedFlag ? (
                <CobProcessed processed={isCobDataProcessed(record.isCOBDataProcessed)} />
              ) : null}
              <MemberList
                members={membersWithOtherInsurance(record)}
                detail={(m) => m.otherInsurance?.insuranceCarrier}
                none="No other insurance on file."
              />
            </>,
          )}
        </Section>
        <Section value="medicare" title="Medicare" actions={history("cob", "Medicare", "medicare")}>
          {body(
            "medicare",
            <MemberList
              members={membersWithMedicare(record)}
              detail={(m) => m.medicareEligible?.claimNumber}
              none="No Medicare eligibility on file."
            />,
          )}
        </Section>
        <Section value="tobacco" title="Tobacco">
          {body(
            "tobacco",
            members.some((m) => m.coverage.tobaccoStatus) ? (
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
            ),
          )}
        </Section>
        <Section value="reportCodes" title="Report Codes" actions={history("report_code", "report codes")}>
          {body(
            "reportCodes",
            reportCodes.length ? (
              <ul className="list-disc ps-5">
                {reportCodes.map((c) => (
                  <li key={`${c.member}-${c.type}`}>
                    {c.type}: {c.value}
                  </li>
                ))}
              </ul>
            ) : (
              <p>No report codes on file for group {groupNumber}.</p>
            ),
          )}
        </Section>
        <Section value="mnloa" title="MNLOA">
          {body(
            "mnloa",
            onLeave.length ? (
              <ul className="list-disc ps-5">
                {onLeave.map((d) => (
                  <li key={d.pin ?? d.fullName.first}>
                    {d.fullName.first} {d.fullName.last}: leave from {d.mnloa?.startDate ?? "—"}
                  </li>
                ))}
              </ul>
            ) : (
              <p>No dependent is on a medically necessary leave of absence.</p>
            ),
          )}
        </Section>
        <Section
          value="providers"
          title="Primary Care Provider"
          actions={history("pcp", "primary care providers")}
        >
          {body(
            "providers",
            <>
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
              <FindADoctorLinks links={findADoctorLinks} />
            </>,
          )}
        </Section>
      </SectionGroup>
    </>
  );
}

/** The COB processed flag (enrollment.md §6: for brands whose `showsCobProcessedFlag` is on). */
function CobProcessed({ processed }: { processed: boolean }): ReactNode {
  return (
    <DataList
      className="mb-3"
      columns={1}
      items={[{ label: "COB Data Processed", value: processed ? "Yes" : "No" }]}
    />
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
