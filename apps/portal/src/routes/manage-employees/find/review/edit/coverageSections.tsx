import { useBrand } from "@epr/brand-themes";
import {
  assignReportCodes,
  type CancelReasonOption,
  cancelLineOfBusiness,
  coverageTypes,
  formatQueryDate,
  formatUsDate,
  type ProviderCopy,
  reportCodesInEffect,
  SUBSCRIBER_KEY,
  type SummaryGroup,
  tobaccoAnswerRequired,
} from "@epr/domain";
import { providerFormFromInformation } from "@epr/forms/schemas";
import type { CoverageLineOnFile, RemoveCancelDateSetup } from "@epr/ui/cards/plan-coverage";
import { SkeletonText } from "@epr/ui/skeleton";
import { type StepForms, StepFormsProvider, useStepForms } from "@epr/ui/step-forms";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { groupAdditionalInformationQuery, groupReportCodesQuery } from "../../../../../lib/groupQueries.js";
import { useRulePlace } from "../../../../../lib/rulePlace.js";
import { cancelReasonsQuery } from "../../../referenceQueries.js";
import { useEmployeeEdit } from "./EmployeeEditContext.js";
import {
  CancelLineOfBusiness,
  CopyToOthers,
  PlanCoverageCard,
  ProviderCard,
  ReportCodesCard,
  TobaccoCard,
} from "./editCards.js";
import {
  coverageTypesInGroup,
  dependentKey,
  directoryChoiceIn,
  directoryReturnParams,
  type EditMember,
  editMembers,
  editPaths,
  linesOnFileOf,
  linesToCancel,
  medicalParticipants,
  providerFromCard,
  providerFromDirectory,
  withProvider,
  withProviderCopied,
  withTobacco,
} from "./editCoverage.js";

/** Props of `EditCoverageSections`. */
export interface EditCoverageSectionsProps {
  /** The group the review page shows (its group switcher). */
  groupNumber: string;
  /** The employee's groups with this administrator's rights (the summary's groups, enrollment.md §6). */
  groups: readonly SummaryGroup[];
  /**
   * The cancel reason codes as the service lists them (99 is left out by the modal); by default
   * those of `cancelReasonsQuery`.
   */
  cancelReasons?: readonly CancelReasonOption[];
  /** The day line activity is judged on. */
  today?: Date;
  /**
   * Remove cancel date of a line (enrollment.md §4 Remove cancel date): given, the action shows where
   * @epr/domain's `coverageLineActions` allows it.
   */
  onRemoveCancelDate?: (line: CoverageLineOnFile, effectiveDate: string) => void;
  /** The remove-cancel-date form's state (its start date is the edit's global effective date). */
  removeCancelDateState?: Omit<RemoveCancelDateSetup, "defaultEffectiveDate">;
  /** The save's provider validation messages by member key (enrollment.md §4 Provider validation on save). */
  providerErrors?: Readonly<Record<string, string | null | undefined>>;
  /** The save's report code validation errors ('Group N: … (abbr)', enrollment.md §4 Report codes). */
  reportCodeErrors?: readonly string[];
  /**
   * The review page's forms: its Save submits these cards with its own (`submitAll` shows every
   * card's errors and answers whether all are valid) before the provider and report code checks.
   * Without it the sections keep their own, so the cards never show a Save of their own either.
   */
  forms?: StepForms;
}

/**
 * The coverage side of an edit, one part per summary section (`EmployeeSummaryEdit.sections`:
 * planCoverage, providers, tobacco, reportCodes), plus the modals they open (render once).
 */
export interface EditCoverageParts {
  planCoverage: ReactNode;
  providers: ReactNode;
  tobacco: ReactNode;
  reportCodes: ReactNode;
  modals: ReactNode;
}

/**
 * The coverage side of an edit on the review page (enrollment.md §4 Cancel line of business, Tobacco,
 * Report codes, Provider PCP numbers; §6 trash rules; assist-employees.md §2.3), for the group shown:
 * the plan coverage lines with the trash (the cancel line of business modal; the first cancellation
 * moves on to add coverage) and Add Coverage; a provider card per medical participant with Search
 * Provider Directory (the edit's directory, returning here with PCPIndex, PCPNumber and PCPNAME) and
 * Copy to Others; the tobacco cards; the group's report codes. Every answer is written on the edit's
 * draft at once, so the save (and the trips to add coverage and the directory) see it.
 */
export function useEditCoverageSections({
  groupNumber,
  groups,
  cancelReasons: givenReasons,
  today = new Date(),
  onRemoveCancelDate,
  removeCancelDateState,
  providerErrors = {},
  reportCodeErrors = [],
  forms,
}: EditCoverageSectionsProps): EditCoverageParts | null {
  const { draft, change } = useEmployeeEdit();
  const brand = useBrand().capabilities;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [cancelling, setCancelling] = useState<CoverageLineOnFile | null>(null);
  const [copying, setCopying] = useState<{ from: EditMember; provider: ProviderCopy } | null>(null);
  // A copy rewrites other members' providers: their cards (only theirs) load the copied values anew.
  const [reloads, setReloads] = useState<Readonly<Record<string, number>>>({});
  const day = formatQueryDate(today);
  const screen = useRulePlace()?.screen;

  const modifiable = groups.filter((group) => group.modifiable).map((group) => group.groupNumber);
  const mayModify = modifiable.includes(groupNumber);
  // enrollment.md §7 Additional group information: provider required, tobacco question, minimum age.
  const information = useQuery({
    ...groupAdditionalInformationQuery(groupNumber, day),
    enabled: groupNumber !== "" && draft !== null,
  }).data?.payload;
  const definitions = useQuery({
    ...groupReportCodesQuery(groupNumber),
    enabled: groupNumber !== "" && draft !== null,
  });

  const listedReasons = useQuery({ ...cancelReasonsQuery, enabled: !givenReasons && draft !== null });
  const cancelReasons = givenReasons ?? listedReasons.data ?? [];
  const record = draft?.record;
  const bookkeeping = draft?.bookkeeping;
  const participants = record ? medicalParticipants(record, groupNumber, bookkeeping, today) : [];
  const ownForms = useStepForms();
  const step = forms ?? ownForms;

  // Search Provider Directory came back (enrollment.md §2): PCPIndex names the participant, whose
  // provider takes PCPNumber and PCPNAME on the draft. The choice is taken once and leaves the
  // address, so a card mounted later (a copy to this member, the reload after a conflict, the next
  // edit after this one was cancelled) shows the draft, not the choice again.
  const choice = directoryChoiceIn(params);
  const choiceIndex = choice?.index ?? null;
  const choiceNumber = choice?.physicianNumber ?? null;
  const choiceName = choice?.physicianName ?? "";
  const editing = draft !== null;
  useEffect(() => {
    if (choiceIndex === null || choiceNumber === null || !editing) return;
    const chosen = { physicianNumber: choiceNumber, physicianName: choiceName };
    change((current) => {
      if (!editMembers(current.record)[choiceIndex]) return {};
      const held = editMemberCoverage(current.record, choiceIndex, groupNumber);
      return {
        record: withProvider(current.record, choiceIndex, groupNumber, providerFromDirectory(chosen, held)),
      };
    });
    // That member's card (only its) loads the chosen provider anew, as after a copy.
    const key = choiceIndex === 0 ? SUBSCRIBER_KEY : dependentKey(choiceIndex - 1);
    setReloads((all) => ({ ...all, [key]: (all[key] ?? 0) + 1 }));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of directoryReturnParams) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [choiceIndex, choiceNumber, choiceName, editing, change, groupNumber, setParams]);

  if (!draft || !record) return null;
  const umi = draft.umi;
  const types = coverageTypesInGroup(record, groupNumber, coverageTypes);
  const coverageOf = (member: EditMember) =>
    member.record.memberCoverages.find((coverage) => coverage.groupNumber === groupNumber);

  const onFileCodes =
    record.subscriber.memberCoverages.find((c) => c.groupNumber === groupNumber)?.reportCodes ?? [];
  const codes = reportCodesInEffect(definitions.data?.payload ?? [], formatUsDate(today)).map(
    (definition) => ({
      type: definition.type,
      abbreviatedType: definition.abbreviatedType,
      required: definition.required,
      value: onFileCodes.find((code) => code.abbreviatedType === definition.abbreviatedType)?.value ?? "",
    }),
  );

  const cancel = (values: { cancelReason: string; cancelDate: string }) => {
    const line = cancelling;
    if (!line) return;
    const groupLines =
      record.subscriber.memberCoverages
        .find((coverage) => coverage.groupNumber === line.groupNumber)
        ?.memberLobs.map((lob) => lob.lineOfBusiness) ?? [];
    const result = cancelLineOfBusiness(
      draft.bookkeeping,
      {
        groupNumber: line.groupNumber,
        lineOfBusiness: line.lineOfBusiness,
        cancelReasonCode: values.cancelReason,
        cancelDate: values.cancelDate,
      },
      { cascadesVisionDentalOnMedicalCancel: brand.cascadesVisionDentalOnMedicalCancel, groupLines },
    );
    change(() => ({ bookkeeping: result.bookkeeping }));
    setCancelling(null);
    // enrollment.md §4 Cancel line of business: the first cancellation moves to add coverage.
    if (result.firstCancellation) navigate(editPaths.addCoverage(umi));
  };

  const addCoverage = mayModify ? (
    <Link to={editPaths.addCoverage(umi)} className="text-link underline underline-offset-2">
      Add Coverage
    </Link>
  ) : null;
  return {
    planCoverage: (
      <div className="flex flex-col gap-4" data-slot="edit-plan-coverage">
        {addCoverage}
        {types.map((coverageType) => (
          <PlanCoverageCard
            key={coverageType}
            mode="read"
            coverageType={coverageType}
            groups={[]}
            members={[]}
            context={{ today, flow: "edit", screen }}
            linesOnFile={linesOnFileOf(record, groupNumber, coverageType, draft.bookkeeping)}
            editingRecord
            modifiableGroups={modifiable}
            onCancelLine={setCancelling}
            onRemoveCancelDate={onRemoveCancelDate}
            removeCancelDate={{
              // enrollment.md §4 Remove cancel date: the line takes the global effective date.
              defaultEffectiveDate: record.globalCoverageEffectiveDate || formatUsDate(today),
              state: removeCancelDateState?.state ?? {},
              stateLine: removeCancelDateState?.stateLine,
            }}
          />
        ))}
      </div>
    ),
    providers: (
      <StepFormsProvider step={step}>
        {information === undefined && participants.length > 0 ? (
          <SkeletonText lines={3} label="Loading the group's information" />
        ) : null}
        {information && !mayModify
          ? // enrollment.md §6: a view-only group's providers show read-only, with their values.
            participants.map((member) => (
              <ProviderCard
                key={`provider-${member.key}`}
                id={member.key}
                participantName={member.name}
                mode="read"
                headingLevel={3}
                values={providerFormFromInformation(coverageOf(member)?.providerInformation)}
              />
            ))
          : null}
        {information && mayModify
          ? participants.map((member) => {
              const onFile = coverageOf(member)?.providerInformation;
              const others = participants.filter((other) => other.key !== member.key);
              return (
                <ProviderCard
                  key={`provider-${member.key}-${reloads[member.key] ?? 0}`}
                  id={member.key}
                  participantName={member.name}
                  mode="edit"
                  headingLevel={3}
                  groupRequiresProvider={Boolean(information.providerRequired)}
                  values={providerFormFromInformation(onFile)}
                  serverError={providerErrors[member.key] ?? null}
                  onSearchDirectory={() =>
                    navigate(
                      editPaths.providerDirectory(umi, member.index, {
                        groupNumber,
                        planAreaCode: information.planAreaCode ?? null,
                      }),
                    )
                  }
                  onChange={(values) =>
                    change((current) => {
                      const held = editMemberCoverage(current.record, member.index, groupNumber);
                      return {
                        record: withProvider(
                          current.record,
                          member.index,
                          groupNumber,
                          providerFromCard(values, held),
                        ),
                      };
                    })
                  }
                  {...(others.length > 0
                    ? { onCopyToOthers: (provider: ProviderCopy) => setCopying({ from: member, provider }) }
                    : {})}
                />
              );
            })
          : null}
      </StepFormsProvider>
    ),
    tobacco: (
      <StepFormsProvider step={step}>
        {information
          ? participants.map((member) => {
              const onFile = coverageOf(member);
              return (
                <TobaccoCard
                  key={`tobacco-${member.key}`}
                  id={member.key}
                  participantName={member.name}
                  // enrollment.md §6: read-only, with its values, in a group the administrator may only view.
                  mode={mayModify ? "edit" : "read"}
                  headingLevel={3}
                  today={today}
                  // Shown to every medical participant in edit (§4 Tobacco); an answer is required
                  // only from those the group's minimum age reaches (§5 Tobacco).
                  required={tobaccoAnswerRequired({
                    questionRequired: information.tobaccoQuestionRequired,
                    hasMedicalCoverage: true,
                    birthDate: member.birthDate,
                    minimumAge: information.adultAge,
                    today,
                  })}
                  review={{
                    editMode: true,
                    questionRequired: Boolean(information.tobaccoQuestionRequired),
                    hasMedicalCoverage: true,
                  }}
                  values={{
                    tobaccoStatus: onFile?.tobaccoStatus ?? "",
                    tobaccoUsageDate: onFile?.tobaccoUsageDate ?? "",
                  }}
                  onChange={(values) =>
                    change((current) => ({
                      record: withTobacco(current.record, member.index, groupNumber, {
                        status: values.tobaccoStatus,
                        usageDate: values.tobaccoUsageDate,
                      }),
                    }))
                  }
                />
              );
            })
          : null}
      </StepFormsProvider>
    ),
    reportCodes: (
      <StepFormsProvider step={step}>
        {codes.length > 0 ? (
          <ReportCodesCard
            key={`report-codes-${groupNumber}-${codes.map((code) => code.abbreviatedType).join(",")}`}
            groupNumber={groupNumber}
            mode={mayModify ? "edit" : "read"}
            onlyWithValue
            headingLevel={3}
            codes={codes}
            serverErrors={reportCodeErrors}
            onChange={(values) =>
              change((current) => ({
                record: assignReportCodes(
                  current.record,
                  groupNumber,
                  codes.map((code, index) => ({ ...code, value: values.reportCodes?.[index]?.value ?? "" })),
                ),
              }))
            }
          />
        ) : null}
      </StepFormsProvider>
    ),
    modals: (
      <>
        <CancelLineOfBusiness
          open={cancelling !== null}
          lines={
            cancelling ? linesToCancel(record, cancelling, brand.cascadesVisionDentalOnMedicalCancel) : []
          }
          // The group's own end (group information cancelDate): the group-end message (§5 Cancel modal).
          groupCancelDates={information?.cancelDate ? { [groupNumber]: information.cancelDate } : undefined}
          reasons={cancelReasons}
          onSubmit={cancel}
          onCancel={() => setCancelling(null)}
        />
        <CopyToOthers
          open={copying !== null}
          sourceName={copying?.from.name ?? ""}
          members={participants
            .filter((member) => member.key !== copying?.from.key)
            .map((member) => ({ id: member.key, name: member.name }))}
          onCopy={(ids) => {
            if (!copying) return;
            const targets = participants.filter((member) => ids.includes(member.key));
            change((current) => ({
              record: withProviderCopied(current.record, groupNumber, copying.provider, targets),
            }));
            setCopying(null);
            setReloads((all) =>
              Object.fromEntries([...Object.entries(all), ...ids.map((id) => [id, (all[id] ?? 0) + 1])]),
            );
          }}
          onCancel={() => setCopying(null)}
        />
      </>
    ),
  };
}

/**
 * The coverage side of an edit laid out on its own (the review page mounts it below the summary
 * while the summary's sections take no edit bodies): the plan lines, providers, tobacco and report
 * codes of the group shown, with their modals.
 */
export function EditCoverageSections(props: EditCoverageSectionsProps) {
  const headingId = useId();
  const parts = useEditCoverageSections(props);
  if (!parts) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6 flex flex-col gap-4" data-slot="edit-coverage">
      <h2 id={headingId} className="m-0 font-bold text-2xl">
        Edit Coverage · Group {props.groupNumber}
      </h2>
      {parts.planCoverage}
      {parts.providers}
      {parts.tobacco}
      {parts.reportCodes}
      {parts.modals}
    </section>
  );
}

/** The provider member `index` holds in the group, in the record as it is now. */
function editMemberCoverage(
  record: Parameters<typeof medicalParticipants>[0],
  index: number,
  groupNumber: string,
) {
  const member = index === 0 ? record.subscriber : record.dependents[index - 1];
  return member?.memberCoverages.find((coverage) => coverage.groupNumber === groupNumber)
    ?.providerInformation;
}
