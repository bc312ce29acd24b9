import { noticeWording, useBrand } from "@epr/brand-themes";
import {
  assignPlans,
  assignPlansNotices,
  assignProviders,
  assignReportCodes,
  assignTobaccoAnswers,
  type CoverageType,
  chosenLifeEvent,
  chosenPlanOf,
  convertDate,
  coverageTypes,
  isMajorMedicalLine,
  type Member,
  needsMajorMedicalSelection,
  type PlanAssignment,
  type ProviderInformation,
  parseReportCodeErrors,
  parseUsDate,
  reportCodesInEffect,
  reportCodeValidationRequest,
  SUBSCRIBER_KEY,
  tobaccoAnswerRequired,
} from "@epr/domain";
import {
  coverageNoticeText,
  type ProviderFormInput,
  type ProviderFormValues,
  providerFormFromInformation,
  providerInformationFromForm,
  type ReportCodesFormValues,
  type TobaccoFormValues,
} from "@epr/forms";
import { FeedbackBar, SkeletonText, useStepForms } from "@epr/ui";
import type { PlanCoverageSubmit } from "@epr/ui/cards/plan-coverage";
import { ProviderCard } from "@epr/ui/cards/provider";
import { ReportCodesCard } from "@epr/ui/cards/report-codes";
import { TobaccoCard } from "@epr/ui/cards/tobacco";
import { useQueries, useQuery } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { findADoctorFor } from "../../../lib/findADoctor.js";
import { groupAdditionalInformationQuery, groupReportCodesQuery } from "../../../lib/groupQueries.js";
import { GenericError } from "../../../lib/lazyModals.js";
import { paths } from "../../../lib/paths.js";
import { useRulePlace } from "../../../lib/rulePlace.js";
import { useAddFlow } from "./AddFlowContext.js";
import { pcpValidationRequest } from "./coverageChecks.js";
import type { AddFlowDraft } from "./draft.js";
import { PlanCoverageOffers } from "./PlanCoverageOffers.js";
import { StepShell } from "./StepShell.js";
import { useSpecialEnrollment } from "./specialEnrollment.js";
import { useCoverageChecks } from "./useCoverageChecks.js";
import { useCoverageOffers } from "./useCoverageOffers.js";
import { useUncoveredDependentConfirm } from "./useUncoveredDependentConfirm.js";

/**
 * The step's cards, rendered at a lower priority than the answers that change them. The plans, the
 * group's information and its report codes arrive one query at a time, and TanStack Query hands
 * each answer to React as a synchronous update: without this, each answer re-renders (and the first
 * mounts) every card's form in one long task (Lighthouse: about 450 ms of blocked main thread on
 * this step). Deferred, the step's own render keeps the cards it has and React builds the new ones
 * in an interruptible render that yields to the browser. What a card does itself (typing, its
 * errors, its focus) is its own state and is not deferred.
 */
function DeferredCards({ children }: { children: ReactNode }) {
  return useDeferredValue(children);
}

const fullName = (name: { first?: string | null; last?: string | null }) =>
  `${name.first ?? ""} ${name.last ?? ""}`.trim();

/** The provider card's values from its form's input (no nulls). */
const providerValues = (values: ProviderFormInput) => ({
  physicianNumber: values.physicianNumber ?? "",
  physicianName: values.physicianName ?? "",
  establishedPatient: values.establishedPatient ?? false,
  effectiveDate: values.effectiveDate ?? "",
});

/** A group's coverage of a member, as the record holds it. */
const coverageIn = (member: Pick<Member, "memberCoverages">, groupNumber: string | null) =>
  groupNumber ? member.memberCoverages.find((coverage) => coverage.groupNumber === groupNumber) : undefined;

/**
 * Step 2, Plan Coverage (enrollment.md §2 employee.add.coverage; §4 Plan selection, Assigning plans,
 * Provider validation on save, Tobacco, Report codes; §5 Plan coverage, Coverage notices, Tobacco,
 * Report codes, Provider; §7 Coverages). In the spec's coverage step order: one plan coverage card
 * per coverage type the client's groups offer for the subscriber's ZIP and the coverage effective
 * date; a provider (PCP) card per medical participant, whose Search Provider Directory goes to the
 * built-in directory and comes back with PCPIndex, PCPNumber and PCPNAME; a tobacco card per
 * medical participant the group asks (tobaccoQuestionRequired, the group's minimum age); the report
 * codes of each chosen group. What is typed stays in the flow's draft, so the trip to the directory
 * loses nothing. On Save & Continue every card is valid, at least one plan is chosen, the server
 * accepts the providers and report codes, and the plans, providers, tobacco answers and report
 * codes are written on the record (@epr/domain).
 */
export function Component() {
  const flow = useAddFlow();
  const brand = useBrand();
  const navigate = useNavigate();
  const { draft, today, session } = flow;
  const screen = useRulePlace()?.screen;
  const [params] = useSearchParams();
  const forms = useStepForms();
  const checks = useCoverageChecks();
  const accepted = useRef(new Map<CoverageType, PlanCoverageSubmit>());
  const acceptedProviders = useRef(new Map<string, ProviderFormValues>());
  const acceptedTobacco = useRef(new Map<string, TobaccoFormValues>());
  const acceptedReportCodes = useRef(new Map<string, ReportCodesFormValues>());
  const [notice, setNotice] = useState<string | null>(null);
  // enrollment.md §4 Assigning plans: dependents left uncovered are confirmed (and removed) first.
  const uncovered = useUncoveredDependentConfirm();
  const typed = draft.coverageTyped;

  const effectiveDate = draft.record.globalCoverageEffectiveDate ?? "";
  const zipCode = draft.record.subscriber.address?.zipCode?.base ?? "";
  const { loading, error: offersError, offered, productsOf } = useCoverageOffers(effectiveDate, zipCode);

  const members = useMemo(
    () => [
      {
        key: SUBSCRIBER_KEY,
        name: fullName(draft.record.subscriber.fullName),
        gender: draft.record.subscriber.gender,
        birthDate: draft.record.subscriber.birthDate,
        record: draft.record.subscriber as Member,
      },
      ...draft.record.dependents.map((dependent, index) => ({
        key: draft.dependents[index]?.id ?? `dependent-${index}`,
        name: fullName(dependent.fullName),
        relationshipCode: dependent.relationshipCode,
        gender: dependent.gender,
        birthDate: dependent.birthDate,
        record: dependent as Member,
      })),
    ],
    [draft.record, draft.dependents],
  );
  const dependentKeys = members.slice(1).map((member) => member.key);
  // enrollment.md §5: outside an open period the subscriber's life event permits the plans' date.
  const special = useSpecialEnrollment(effectiveDate);
  const { eventCode, eventDate } = draft.record.subscriber;
  const lifeEvent = useMemo(
    () =>
      special.lifeEventRequired ? chosenLifeEvent({ eventCode, eventDate }, special.lifeEventRules) : null,
    [special.lifeEventRequired, special.lifeEventRules, eventCode, eventDate],
  );
  const context = useMemo(
    () => ({
      today,
      flow: "add" as const,
      screen,
      aso: session.employer?.aso ?? false,
      outsideOpenEnrollment: special.outsideOpenEnrollment,
      lifeEvent,
    }),
    [today, screen, session.employer?.aso, special.outsideOpenEnrollment, lifeEvent],
  );

  // The plan of each coverage type as it stands: as typed, else as the record holds it (a revisit
  // or a resumed enrollment).
  const selectionOf = (coverageType: CoverageType): PlanAssignment | null => {
    const live = typed?.plans[coverageType];
    if (live) return live;
    const chosen = chosenPlanOf(draft.record, coverageType, dependentKeys);
    return chosen
      ? {
          coverageType,
          groupNumber: chosen.groupNumber,
          productId: chosen.productId,
          productName: chosen.productName,
          effectiveDate: chosen.coverageEffectiveDate,
          members: chosen.members,
          lineOfBusiness: chosen.lineOfBusiness,
        }
      : null;
  };
  const selections = coverageTypes
    .map(selectionOf)
    .filter((selection): selection is PlanAssignment =>
      Boolean(selection?.groupNumber && selection.productId && selection.members[SUBSCRIBER_KEY]),
    );
  const medical = selections.find((selection) => selection.coverageType === "MEDICAL") ?? null;
  const medicalGroup = medical?.groupNumber ?? null;
  // A plan's date while it is being typed is not a date yet: the group's rules then follow the
  // coverage effective date.
  const dateOf = (selection: PlanAssignment | null) =>
    selection?.effectiveDate && parseUsDate(selection.effectiveDate)
      ? selection.effectiveDate
      : effectiveDate;
  const medicalDate = dateOf(medical);
  const informationDate = convertDate(medicalDate, "us", "usDash") ?? "";
  const medicalParticipants = medical
    ? members.map((member, index) => ({ ...member, index })).filter((member) => medical.members[member.key])
    : [];
  // Each chosen group, with the date its coverage starts (its first plan's).
  const chosenGroups = [...new Map(selections.map((s) => [s.groupNumber ?? "", dateOf(s)]))];

  // enrollment.md §7 Additional group information: provider required, tobacco question, minimum age.
  const groupInformation = useQuery({
    ...groupAdditionalInformationQuery(medicalGroup ?? "", informationDate),
    enabled: medicalGroup !== null && informationDate !== "",
  });
  const information = groupInformation.data?.payload;
  // A brand may point to an external finder (enrollment.md §7); the provider cards offer it too.
  const externalFinder =
    brand.capabilities.findADoctor.mode === "external" && medicalGroup && session.employer
      ? findADoctorFor(brand, {
          clientNumber: session.employer.clientNumber,
          groupNumber: medicalGroup,
          planAreaCode: information?.planAreaCode,
          address: draft.record.subscriber.address,
        })
      : null;
  const reportCodeDefinitions = useQueries({
    queries: chosenGroups.map(([groupNumber]) => groupReportCodesQuery(groupNumber)),
  });

  // Search Provider Directory came back (enrollment.md §2): PCPIndex names the participant.
  const directoryIndex = params.get("PCPIndex");
  const directoryNumber = params.get("PCPNumber");
  const directoryName = params.get("PCPNAME") ?? "";
  const directoryChoice = useMemo(
    () =>
      directoryNumber !== null ? { physicianNumber: directoryNumber, physicianName: directoryName } : null,
    [directoryNumber, directoryName],
  );

  const tobaccoAsked = (member: (typeof members)[number]) =>
    tobaccoAnswerRequired({
      questionRequired: information?.tobaccoQuestionRequired,
      hasMedicalCoverage: true,
      birthDate: member.birthDate,
      minimumAge: information?.adultAge,
      today,
    });
  const reportCodesOf = (groupIndex: number) => {
    const [groupNumber, date] = chosenGroups[groupIndex] ?? ["", ""];
    const definitions = reportCodesInEffect(reportCodeDefinitions[groupIndex]?.data?.payload ?? [], date);
    const typedCodes = typed?.reportCodes[groupNumber]?.reportCodes;
    const onFile = coverageIn(draft.record.subscriber, groupNumber)?.reportCodes ?? [];
    return definitions.map((definition) => ({
      type: definition.type,
      abbreviatedType: definition.abbreviatedType,
      required: definition.required,
      value:
        typedCodes?.find((code) => code?.abbreviatedType === definition.abbreviatedType)?.value ??
        onFile.find((code) => code.abbreviatedType === definition.abbreviatedType)?.value ??
        "",
    }));
  };

  const accept = () => {
    const assignments: PlanAssignment[] = [...accepted.current.values()].map((values) => {
      const product = productsOf
        .get(values.coverageType)
        ?.find((group) => group.groupNumber === values.groupNumber)
        ?.products.find((candidate) => candidate.productId === values.productId);
      return {
        coverageType: values.coverageType,
        groupNumber: values.groupNumber || null,
        productId: values.productId || null,
        productName: values.productName || null,
        effectiveDate: values.coverageEffectiveDate || null,
        members: values.members,
        lineOfBusiness: product?.icisProductType ?? "",
      };
    });
    const [first] = assignPlansNotices(assignments, dependentKeys);
    if (first && first.key !== "uncoveredDependents") {
      setNotice(coverageNoticeText(first, noticeWording(brand)));
      return null;
    }
    setNotice(null);
    const medicalAssignment = assignments.find(
      (assignment) => assignment.coverageType === "MEDICAL" && assignment.productId,
    );
    // The major medical grid is needed when the medical plan's group offers more than one
    // major-medical product (MM, FA, PR; enrollment.md §3, §4 Plan selection).
    const medicalProducts = medicalAssignment
      ? productsOf
          .get("MEDICAL")
          ?.find((group) => group.groupNumber === medicalAssignment.groupNumber)
          ?.products.filter((product) => isMajorMedicalLine(product.icisProductType ?? ""))
      : undefined;
    const record = assignPlans(draft.record, assignments, dependentKeys, today);
    const next = flow.reduce(draft, {
      type: "recordChanged",
      record,
      step: "coverage",
      options: { majorMedicalNeeded: needsMajorMedicalSelection(medicalProducts) },
    });
    return { ...next, coverageTyped: undefined };
  };

  /**
   * After the plans (and the uncovered dependents' question), in the spec's order (enrollment.md §4):
   * the providers, validated by the server with the report codes (any failure rejects the step),
   * then the tobacco answers and the report codes, written on the record of `next`. Null when the
   * server refused. (Dependents removed by the question had no coverage, so no card here.)
   */
  const withCoverageAnswers = async (next: AddFlowDraft): Promise<AddFlowDraft | null> => {
    const keys = next.dependents.map((dependent, index) => dependent.id ?? `dependent-${index}`);
    const providers: Record<string, ProviderInformation | null> = {};
    const providerChecks = medicalParticipants.flatMap((member) => {
      const values = acceptedProviders.current.get(member.key);
      if (!values) return [];
      providers[member.key] = providerInformationFromForm(values);
      const request = pcpValidationRequest({
        provider: values,
        subscriberSsn: draft.record.subscriber.ssn,
        enrollmentId: draft.enrollmentId,
        birthDate: member.birthDate,
        planAreaCode: information?.planAreaCode ?? "",
        contractId: coverageIn(member.record, medicalGroup)?.internalContractId || (medicalGroup ?? ""),
        lineOfBusiness: medical?.lineOfBusiness ?? "",
      });
      return request ? [{ key: member.key, request }] : [];
    });
    const reportCodes = chosenGroups.flatMap(([groupNumber, date]) => {
      const values = acceptedReportCodes.current.get(groupNumber);
      return values && values.reportCodes.length > 0
        ? [reportCodeValidationRequest(groupNumber, date, values.reportCodes)]
        : [];
    });
    if (!(await checks.run({ providers: providerChecks, reportCodes }))) return null;
    let record = assignProviders(next.record, medicalGroup, providers, keys);
    const answers = Object.fromEntries(
      [...acceptedTobacco.current].map(([key, values]) => [
        key,
        { status: values.tobaccoStatus || null, usageDate: values.tobaccoUsageDate || null },
      ]),
    );
    record = assignTobaccoAnswers(record, medicalGroup, answers, keys);
    for (const [groupNumber, values] of acceptedReportCodes.current)
      record = assignReportCodes(record, groupNumber, values.reportCodes);
    return { ...next, record };
  };

  const informationPending = groupInformation.isLoading;
  // A refused check focuses the first error summary (STYLE.md Forms and errors), once the cards have
  // placed the server's messages (they do so in their own effects, after this render).
  useEffect(() => {
    if (checks.refusals === 0) return;
    // The cards render deferred (DeferredCards), so the wait is a time, not a count of frames.
    let frame = 0;
    const until = performance.now() + 3000;
    const focusSummary = () => {
      const summary = document.querySelector<HTMLElement>("main [data-slot=error-summary]");
      if (summary) summary.focus();
      else if (performance.now() < until) frame = requestAnimationFrame(focusSummary);
    };
    frame = requestAnimationFrame(focusSummary);
    return () => cancelAnimationFrame(frame);
  }, [checks.refusals]);
  // A validator line not of the form 'Group N: … (abbr)' has no field to go on: shown above the cards.
  const unplacedReportCodeErrors = parseReportCodeErrors(checks.reportCodeErrors).unparsed;

  return (
    <StepShell
      forms={{
        ...forms,
        submitAll: () => {
          accepted.current = new Map();
          acceptedProviders.current = new Map();
          acceptedTobacco.current = new Map();
          acceptedReportCodes.current = new Map();
          return forms.submitAll();
        },
      }}
      accept={accept}
      confirm={async (next) => {
        const kept = await uncovered.confirm(next);
        return kept ? withCoverageAnswers(kept) : null;
      }}
    >
      {notice ? (
        <FeedbackBar variant="failure" title="Choose your plans" role="alert">
          {notice}
        </FeedbackBar>
      ) : null}
      {checks.failure ? (
        <FeedbackBar
          variant="failure"
          title="The providers and report codes could not be checked"
          role="alert"
        >
          {checks.failure}
        </FeedbackBar>
      ) : null}
      {unplacedReportCodeErrors.length > 0 ? (
        <FeedbackBar variant="failure" title="Check the report codes" role="alert">
          <ul className="m-0 list-none p-0">
            {unplacedReportCodeErrors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </FeedbackBar>
      ) : null}
      <DeferredCards>
        <PlanCoverageOffers
          offers={{ loading, error: offersError, offered }}
          effectiveDate={effectiveDate}
          noPlans={`No plan of your groups is offered for ZIP code ${zipCode} on ${effectiveDate}. Check the subscriber's address and coverage effective date.`}
          members={members}
          context={context}
          selectionOf={selectionOf}
          onChange={(coverageType, change) =>
            flow.dispatch({ type: "coverageTyped", values: { plans: { [coverageType]: change } } })
          }
          onSubmit={(coverageType, values) => {
            accepted.current.set(coverageType, values);
          }}
          // As tall as the window: the plan cards that replace it are taller, so the footer does not jump.
          skeletonClassName="min-h-screen"
        >
          {informationPending ? <SkeletonText lines={4} label="Loading the group's information" /> : null}
          {information
            ? medicalParticipants.map((member) => (
                <ProviderCard
                  key={`provider-${member.key}`}
                  id={member.key}
                  participantName={member.name}
                  mode="edit"
                  headingLevel={2}
                  groupRequiresProvider={Boolean(information.providerRequired)}
                  values={providerValues(
                    typed?.providers[member.key] ??
                      providerFormFromInformation(
                        coverageIn(member.record, medicalGroup)?.providerInformation,
                      ),
                  )}
                  directoryChoice={directoryIndex === String(member.index) ? directoryChoice : null}
                  serverError={checks.providerErrors[member.key] ?? null}
                  onSearchDirectory={() =>
                    navigate(
                      paths.addProviderDirectory(member.index, draft.enrollmentId, {
                        groupNumber: medicalGroup,
                        planAreaCode: information?.planAreaCode ?? null,
                      }),
                    )
                  }
                  externalFinder={externalFinder}
                  onChange={(values) =>
                    flow.dispatch({
                      type: "coverageTyped",
                      values: { providers: { [member.key]: values } },
                    })
                  }
                  onSubmit={(values) => {
                    acceptedProviders.current.set(member.key, values);
                  }}
                />
              ))
            : null}
          {information
            ? medicalParticipants.filter(tobaccoAsked).map((member) => {
                const onFile = coverageIn(member.record, medicalGroup);
                return (
                  <TobaccoCard
                    key={`tobacco-${member.key}`}
                    id={member.key}
                    participantName={member.name}
                    mode="edit"
                    headingLevel={2}
                    today={today}
                    required
                    values={
                      typed?.tobacco[member.key] ?? {
                        tobaccoStatus: onFile?.tobaccoStatus ?? "",
                        tobaccoUsageDate: onFile?.tobaccoUsageDate ?? "",
                      }
                    }
                    onChange={(values) =>
                      flow.dispatch({
                        type: "coverageTyped",
                        values: { tobacco: { [member.key]: values } },
                      })
                    }
                    onSubmit={(values) => {
                      acceptedTobacco.current.set(member.key, values);
                    }}
                  />
                );
              })
            : null}
          {chosenGroups.map(([groupNumber], groupIndex) => {
            const codes = reportCodesOf(groupIndex);
            if (codes.length === 0) return null;
            return (
              <ReportCodesCard
                // New definitions (another date) load the card again.
                key={`report-codes-${groupNumber}-${codes.map((code) => code.abbreviatedType).join(",")}`}
                groupNumber={groupNumber}
                mode="edit"
                headingLevel={2}
                codes={codes}
                serverErrors={checks.reportCodeErrors}
                onChange={(values) =>
                  flow.dispatch({
                    type: "coverageTyped",
                    values: { reportCodes: { [groupNumber]: values } },
                  })
                }
                onSubmit={(values) => {
                  acceptedReportCodes.current.set(groupNumber, values);
                }}
              />
            );
          })}
        </PlanCoverageOffers>
      </DeferredCards>
      {uncovered.modal}
      {/* enrollment.md §7: on the coverage step a failure of the group information opens the generic error. */}
      <GenericError open={groupInformation.isError} onReturnHome={() => flow.leave(paths.home)} />
    </StepShell>
  );
}
