import { useBrand } from "@epr/brand-themes";
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
  refusingNotices,
  reportCodesInEffect,
  reportCodeValidationRequest,
  SUBSCRIBER_KEY,
  tobaccoAnswerRequired,
} from "@epr/domain";
import {
  type ProviderFormInput,
  type ProviderFormValues,
  providerFormFromInformation,
  providerInformationFromForm,
  type ReportCodesFormInput,
  type ReportCodesFormValues,
  type TobaccoFormInput,
  type TobaccoFormValues,
} from "@epr/forms";
import { type StepForms, useStepForms } from "@epr/ui";
import type { PlanCoverageSubmit } from "@epr/ui/cards/plan-coverage";
import type { CoverageNoticeItem } from "@epr/ui/modals/coverage-notice";
import { useQueries, useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { findADoctorFor } from "../../../lib/findADoctor.js";
import { groupAdditionalInformationQuery, groupReportCodesQuery } from "../../../lib/groupQueries.js";
import { paths } from "../../../lib/paths.js";
import { useRulePlace } from "../../../lib/rulePlace.js";
import { useAddFlow } from "./AddFlowContext.js";
import { pcpValidationRequest } from "./coverageChecks.js";
import type { AddFlowDraft, CoverageTyped } from "./draft.js";
import { type PlanCoverageOffersProps, planAssignmentOf } from "./PlanCoverageOffers.js";
import { useSpecialEnrollment } from "./specialEnrollment.js";
import { useCoverageChecks } from "./useCoverageChecks.js";
import { useCoverageOffers } from "./useCoverageOffers.js";
import { useUncoveredDependentConfirm } from "./useUncoveredDependentConfirm.js";

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

/** What the cards handed on at the last Save & Continue, read once every card was valid. */
interface Accepted {
  plans: Map<CoverageType, PlanCoverageSubmit>;
  providers: Map<string, ProviderFormValues>;
  tobacco: Map<string, TobaccoFormValues>;
  reportCodes: Map<string, ReportCodesFormValues>;
}
const nothingAccepted = (): Accepted => ({
  plans: new Map(),
  providers: new Map(),
  tobacco: new Map(),
  reportCodes: new Map(),
});

/** A card of one participant: the values it shows (as typed, else on file), and where they go. */
interface CoverageCard<Shown, Typed, Values> {
  key: string;
  values: Shown;
  onChange: (values: Typed) => void;
  onSubmit: (values: Values) => void;
}

/** A provider (PCP) card of a medical participant (enrollment.md §5 Provider). */
export interface ProviderCardModel
  extends CoverageCard<ReturnType<typeof providerValues>, ProviderFormInput, ProviderFormValues> {
  id: string;
  participantName: string;
  groupRequiresProvider: boolean;
  directoryChoice: { physicianNumber: string; physicianName: string } | null;
  serverError: string | null;
  onSearchDirectory: () => void;
}

/** A tobacco card of a medical participant the group asks (enrollment.md §4 Tobacco). */
export interface TobaccoCardModel
  extends CoverageCard<TobaccoFormInput, TobaccoFormInput, TobaccoFormValues> {
  id: string;
  participantName: string;
}

/** The report codes card of a chosen group (enrollment.md §4 Report codes). */
export interface ReportCodesCardModel {
  key: string;
  groupNumber: string;
  codes: { type: string; abbreviatedType: string; required: boolean; value: string }[];
  /** The validator's lines, placed on their fields by the card. */
  serverErrors: readonly string[];
  onChange: (values: ReportCodesFormInput) => void;
  onSubmit: (values: ReportCodesFormValues) => void;
}

/** What the Plan Coverage step shows and what its footer does: everything but the markup. */
export interface CoverageStepModel {
  /** For `StepShell`: the step's forms, the accept of every card's values, and the checks after it. */
  shell: {
    forms: StepForms;
    accept: () => AddFlowDraft | null;
    confirm: (next: AddFlowDraft) => Promise<AddFlowDraft | null>;
  };
  /** The plan coverage cards (PlanCoverageOffers' props, without its children). */
  plans: Omit<PlanCoverageOffersProps, "children" | "skeletonClassName">;
  /** The notices that refused Save & Continue ('IMPORTANT', enrollment.md §5 Coverage notices, §8), or none. */
  notices: readonly CoverageNoticeItem[];
  closeNotices: () => void;
  /** The provider and report code call itself failed (not a refusal): its message. */
  checkFailure: string | null;
  /** Report code errors with no field to go on (not of the form 'Group N: … (abbr)'). */
  unplacedReportCodeErrors: readonly string[];
  /** The medical group's information is loading; the provider and tobacco cards follow it. */
  informationPending: boolean;
  /** enrollment.md §7: the group information failed (the generic error opens). */
  informationFailed: boolean;
  providers: ProviderCardModel[];
  externalFinder: ReturnType<typeof findADoctorFor> | null;
  tobacco: TobaccoCardModel[];
  reportCodes: ReportCodesCardModel[];
  /** Whether a group offers more than one major-medical product (the selection criteria's rule, §4). */
  majorMedicalOffered: boolean;
  /** The subscriber's ZIP code and the coverage effective date the plans are offered for (§7 Coverages). */
  zipCode: string;
  effectiveDate: string;
  /** The day the flow opened (the tobacco card's date rules). */
  today: Date;
  /** The uncovered-dependent question (enrollment.md §4 Assigning plans), rendered by the page. */
  uncoveredModal: ReactNode;
  /** Leaves the flow for home (the generic error's Return Home). */
  leaveHome: () => void;
}

/**
 * Step 2, Plan Coverage, without its markup (enrollment.md §2 employee.add.coverage; §4 Plan
 * selection, Assigning plans, Provider validation on save, Tobacco, Report codes; §5 Plan coverage,
 * Coverage notices, Tobacco, Report codes, Provider; §7 Coverages). The plans the client's groups
 * offer for the subscriber's ZIP and the coverage effective date; a provider (PCP) card per medical
 * participant, whose Search Provider Directory goes to the built-in directory and comes back with
 * PCPIndex, PCPNumber and PCPNAME; a tobacco card per medical participant the group asks
 * (tobaccoQuestionRequired, the group's minimum age); the report codes of each chosen group. What
 * is typed stays in the flow's draft, so the trip to the directory loses nothing.
 *
 * Save & Continue: every card valid (StepShell), then `accept` (at least one plan and each plan with
 * a member, else the coverage notices), the uncovered dependents' question, the server's check of the
 * providers and report codes (a refusal puts its messages on the cards and focus on the step's
 * error summary), and the plans, providers, tobacco answers and report codes written on the record.
 */
export function useCoverageStep(): CoverageStepModel {
  const flow = useAddFlow();
  const brand = useBrand();
  const navigate = useNavigate();
  const { draft, today, session } = flow;
  const screen = useRulePlace()?.screen;
  const [params] = useSearchParams();
  const forms = useStepForms();
  const checks = useCoverageChecks();
  const accepted = useRef<Accepted>(nothingAccepted());
  const [notices, setNotices] = useState<readonly CoverageNoticeItem[]>([]);
  // enrollment.md §4 Assigning plans: dependents left uncovered are confirmed (and removed) first.
  const uncovered = useUncoveredDependentConfirm();
  const typed = draft.coverageTyped;
  const typing = (values: Partial<CoverageTyped>) => flow.dispatch({ type: "coverageTyped", values });

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
  const informationDate = convertDate(dateOf(medical), "us", "usDash") ?? "";
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
  // A brand may point to an external finder; the provider cards offer it beside the directory.
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

  const providers: ProviderCardModel[] = information
    ? medicalParticipants.map((member) => ({
        key: `provider-${member.key}`,
        id: member.key,
        participantName: member.name,
        groupRequiresProvider: Boolean(information.providerRequired),
        values: providerValues(
          typed?.providers[member.key] ??
            providerFormFromInformation(coverageIn(member.record, medicalGroup)?.providerInformation),
        ),
        directoryChoice: directoryIndex === String(member.index) ? directoryChoice : null,
        serverError: checks.providerErrors[member.key] ?? null,
        onSearchDirectory: () =>
          navigate(
            paths.addProviderDirectory(member.index, draft.enrollmentId, {
              groupNumber: medicalGroup,
              planAreaCode: information.planAreaCode ?? null,
            }),
          ),
        onChange: (values) => typing({ providers: { [member.key]: values } }),
        onSubmit: (values) => {
          accepted.current.providers.set(member.key, values);
        },
      }))
    : [];

  const tobaccoAsked = (member: (typeof members)[number]) =>
    tobaccoAnswerRequired({
      questionRequired: information?.tobaccoQuestionRequired,
      hasMedicalCoverage: true,
      birthDate: member.birthDate,
      minimumAge: information?.adultAge,
      today,
    });
  const tobacco: TobaccoCardModel[] = information
    ? medicalParticipants.filter(tobaccoAsked).map((member) => {
        const onFile = coverageIn(member.record, medicalGroup);
        return {
          key: `tobacco-${member.key}`,
          id: member.key,
          participantName: member.name,
          values: typed?.tobacco[member.key] ?? {
            tobaccoStatus: onFile?.tobaccoStatus ?? "",
            tobaccoUsageDate: onFile?.tobaccoUsageDate ?? "",
          },
          onChange: (values) => typing({ tobacco: { [member.key]: values } }),
          onSubmit: (values) => {
            accepted.current.tobacco.set(member.key, values);
          },
        };
      })
    : [];

  const reportCodes: ReportCodesCardModel[] = chosenGroups.flatMap(([groupNumber, date], groupIndex) => {
    const definitions = reportCodesInEffect(reportCodeDefinitions[groupIndex]?.data?.payload ?? [], date);
    if (definitions.length === 0) return [];
    const typedCodes = typed?.reportCodes[groupNumber]?.reportCodes;
    const onFile = coverageIn(draft.record.subscriber, groupNumber)?.reportCodes ?? [];
    const codes = definitions.map((definition) => ({
      type: definition.type,
      abbreviatedType: definition.abbreviatedType,
      required: definition.required,
      value:
        typedCodes?.find((code) => code?.abbreviatedType === definition.abbreviatedType)?.value ??
        onFile.find((code) => code.abbreviatedType === definition.abbreviatedType)?.value ??
        "",
    }));
    return [
      {
        // New definitions (another date) load the card again.
        key: `report-codes-${groupNumber}-${codes.map((code) => code.abbreviatedType).join(",")}`,
        groupNumber,
        codes,
        serverErrors: checks.reportCodeErrors,
        onChange: (values) => typing({ reportCodes: { [groupNumber]: values } }),
        onSubmit: (values) => {
          accepted.current.reportCodes.set(groupNumber, values);
        },
      },
    ];
  });

  const accept = () => {
    const assignments = [...accepted.current.plans.values()].map(planAssignmentOf);
    // The uncovered dependents are a question of their own (confirm), not a notice.
    const refusals = refusingNotices(assignPlansNotices(assignments, dependentKeys));
    if (refusals.length > 0) {
      setNotices(refusals);
      return null;
    }
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
   * the providers, validated by the server with the report codes (any failure rejects the step, and
   * focus goes to the error summary once the cards show the server's messages), then the tobacco
   * answers and the report codes, written on the record of `next`. Null when the server refused.
   * (Dependents removed by the question had no coverage, so no card here.)
   */
  const withCoverageAnswers = async (next: AddFlowDraft): Promise<AddFlowDraft | null> => {
    const {
      providers: acceptedProviders,
      tobacco: acceptedTobacco,
      reportCodes: acceptedCodes,
    } = accepted.current;
    const keys = next.dependents.map((dependent, index) => dependent.id ?? `dependent-${index}`);
    const providerInformation: Record<string, ProviderInformation | null> = {};
    const providerChecks = medicalParticipants.flatMap((member) => {
      const values = acceptedProviders.get(member.key);
      if (!values) return [];
      providerInformation[member.key] = providerInformationFromForm(values);
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
    const codeChecks = chosenGroups.flatMap(([groupNumber, date]) => {
      const values = acceptedCodes.get(groupNumber);
      return values && values.reportCodes.length > 0
        ? [reportCodeValidationRequest(groupNumber, date, values.reportCodes)]
        : [];
    });
    if (!(await checks.run({ providers: providerChecks, reportCodes: codeChecks }))) {
      forms.refuse();
      return null;
    }
    let record = assignProviders(next.record, medicalGroup, providerInformation, keys);
    const answers = Object.fromEntries(
      [...acceptedTobacco].map(([key, values]) => [
        key,
        { status: values.tobaccoStatus || null, usageDate: values.tobaccoUsageDate || null },
      ]),
    );
    record = assignTobaccoAnswers(record, medicalGroup, answers, keys);
    for (const [groupNumber, values] of acceptedCodes)
      record = assignReportCodes(record, groupNumber, values.reportCodes);
    return { ...next, record };
  };

  const majorMedicalOffered = (productsOf.get("MEDICAL") ?? []).some((group) =>
    needsMajorMedicalSelection(
      group.products.filter((product) => isMajorMedicalLine(product.icisProductType ?? "")),
    ),
  );

  return {
    shell: {
      forms: {
        ...forms,
        submitAll: () => {
          accepted.current = nothingAccepted();
          return forms.submitAll();
        },
      },
      accept,
      confirm: async (next) => {
        const kept = await uncovered.confirm(next);
        return kept ? withCoverageAnswers(kept) : null;
      },
    },
    plans: {
      offers: { loading, error: offersError, offered },
      effectiveDate,
      noPlans: `No plan of your groups is offered for ZIP code ${zipCode} on ${effectiveDate}. Check the subscriber's address and coverage effective date.`,
      members,
      context,
      selectionOf,
      onChange: (coverageType, change) => typing({ plans: { [coverageType]: change } }),
      onSubmit: (coverageType, values) => {
        accepted.current.plans.set(coverageType, values);
      },
    },
    notices,
    closeNotices: () => setNotices([]),
    checkFailure: checks.failure,
    unplacedReportCodeErrors: parseReportCodeErrors(checks.reportCodeErrors).unparsed,
    informationPending: groupInformation.isLoading,
    informationFailed: groupInformation.isError,
    providers,
    externalFinder,
    tobacco,
    reportCodes,
    majorMedicalOffered,
    zipCode,
    effectiveDate,
    today,
    uncoveredModal: uncovered.modal,
    leaveHome: () => flow.leave(paths.home),
  };
}
