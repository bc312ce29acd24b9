import { useBrand } from "@epr/brand-themes";
import {
  assignPlans,
  assignPlansNotices,
  type CoveragePlanOption,
  type CoverageType,
  chosenLifeEvent,
  convertDate,
  coverageTypes,
  isMajorMedicalLine,
  needsMajorMedicalSelection,
  type PlanAssignment,
  SUBSCRIBER_KEY,
} from "@epr/domain";
import { coverageNoticeText } from "@epr/forms";
import { FeedbackBar, SkeletonText, useStepForms } from "@epr/ui";
import { PlanCoverageCard, type PlanCoverageSubmit } from "@epr/ui/cards/plan-coverage";
import { useQueries } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { api } from "../../lib/api.js";
import { ServiceErrorBar } from "../../lib/serviceError.js";
import { useAddFlow } from "./AddFlowContext.js";
import { StepShell } from "./StepShell.js";
import { useSpecialEnrollment } from "./specialEnrollment.js";
import { useUncoveredDependentConfirm } from "./useUncoveredDependentConfirm.js";

const fullName = (name: { first?: string | null; last?: string | null }) =>
  `${name.first ?? ""} ${name.last ?? ""}`.trim();

/**
 * Step 2, Plan Coverage (enrollment.md §2 employee.add.coverage; §4 Plan selection, Assigning plans;
 * §5 Plan coverage, Coverage notices; §7 Coverages): one plan coverage card per coverage type the
 * client's groups offer for the subscriber's ZIP and the coverage effective date. On Save & Continue
 * every chosen plan needs a member, at least one plan is needed, and the plans are written on the
 * members with their coverage category codes (@epr/domain `assignPlans`).
 */
export function Component() {
  const flow = useAddFlow();
  const brand = useBrand();
  const { draft, today, session } = flow;
  const { pathname } = useLocation();
  const forms = useStepForms();
  const accepted = useRef(new Map<CoverageType, PlanCoverageSubmit>());
  const [notice, setNotice] = useState<string | null>(null);
  // enrollment.md §4 Assigning plans: dependents left uncovered are confirmed (and removed) first.
  const uncovered = useUncoveredDependentConfirm();

  const effectiveDate = draft.record.globalCoverageEffectiveDate ?? "";
  const zipCode = draft.record.subscriber.address?.zipCode?.base ?? "";
  const queryDate = convertDate(effectiveDate, "us", "usDash") ?? "";
  const offers = useQueries({
    queries: coverageTypes.map((coverageType) => ({
      queryKey: ["coverages", coverageType, queryDate, zipCode],
      queryFn: () => api.coverages({ version: "v2", coverageType, effectiveDate: queryDate, zipCode }),
      enabled: queryDate !== "" && zipCode !== "",
      staleTime: 5 * 60_000,
    })),
  });

  const members = useMemo(
    () => [
      {
        key: SUBSCRIBER_KEY,
        name: fullName(draft.record.subscriber.fullName),
        gender: draft.record.subscriber.gender,
      },
      ...draft.record.dependents.map((dependent, index) => ({
        key: draft.dependents[index]?.id ?? `dependent-${index}`,
        name: fullName(dependent.fullName),
        relationshipCode: dependent.relationshipCode,
        gender: dependent.gender,
        birthDate: dependent.birthDate,
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
      path: pathname,
      aso: session.employer?.aso ?? false,
      outsideOpenEnrollment: special.outsideOpenEnrollment,
      lifeEvent,
    }),
    [today, pathname, session.employer?.aso, special.outsideOpenEnrollment, lifeEvent],
  );

  // What was chosen before (a revisit or a resumed enrollment) fills each card again.
  const chosen = (coverageType: CoverageType) => {
    const line = draft.record.subscriber.memberCoverages
      .flatMap((coverage) => coverage.memberLobs.map((lob) => ({ groupNumber: coverage.groupNumber, lob })))
      .find(({ lob }) => lob.coverageType === coverageType);
    if (!line) return undefined;
    const covered = (member: { memberCoverages: typeof draft.record.subscriber.memberCoverages }) =>
      member.memberCoverages.some(
        (coverage) =>
          coverage.groupNumber === line.groupNumber &&
          coverage.memberLobs.some(
            (lob) => lob.coverageType === coverageType && lob.productId === line.lob.productId,
          ),
      );
    return {
      groupNumber: line.groupNumber,
      productId: line.lob.productId ?? "",
      productName: line.lob.productName ?? "",
      coverageEffectiveDate:
        line.lob.coverageEffectiveDate && line.lob.coverageEffectiveDate !== "updateMe"
          ? line.lob.coverageEffectiveDate
          : effectiveDate,
      members: Object.fromEntries([
        [SUBSCRIBER_KEY, true],
        ...draft.record.dependents.map((dependent, index) => [dependentKeys[index], covered(dependent)]),
      ]),
    };
  };

  const loading = offers.some((offer) => offer.isPending && offer.fetchStatus !== "idle");
  const failed = offers.some((offer) => offer.isError);
  const offered = coverageTypes
    .map((coverageType, index) => ({ coverageType, groups: offers[index]?.data?.payload ?? [] }))
    .filter((offer) => offer.groups.some((group) => group.products.length > 0));
  const productsOf = new Map<CoverageType, readonly CoveragePlanOption[]>(
    offered.map((offer) => [offer.coverageType, offer.groups]),
  );

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
      setNotice(coverageNoticeText(first, brand.capabilities));
      return null;
    }
    setNotice(null);
    const medical = assignments.find(
      (assignment) => assignment.coverageType === "MEDICAL" && assignment.productId,
    );
    // The major medical grid is needed when the medical plan's group offers more than one
    // major-medical product (MM, FA, PR; enrollment.md §3, §4 Plan selection).
    const medicalProducts = medical
      ? productsOf
          .get("MEDICAL")
          ?.find((group) => group.groupNumber === medical.groupNumber)
          ?.products.filter((product) => isMajorMedicalLine(product.icisProductType ?? ""))
      : undefined;
    const record = assignPlans(draft.record, assignments, dependentKeys, today);
    return flow.reduce(draft, {
      type: "recordChanged",
      record,
      step: "coverage",
      options: { majorMedicalNeeded: needsMajorMedicalSelection(medicalProducts) },
    });
  };

  return (
    <StepShell
      forms={{
        ...forms,
        submitAll: () => {
          accepted.current = new Map();
          return forms.submitAll();
        },
      }}
      accept={accept}
      confirm={uncovered.confirm}
    >
      {notice ? (
        <FeedbackBar variant="failure" title="Choose your plans" role="alert">
          {notice}
        </FeedbackBar>
      ) : null}
      {loading ? (
        // As tall as the window: the plan cards that replace it are taller, so the footer does not jump.
        <SkeletonText lines={6} label="Loading the plans offered" className="min-h-screen" />
      ) : failed ? (
        <ServiceErrorBar
          error={offers.find((offer) => offer.isError)?.error}
          title="The plans could not be loaded"
        />
      ) : offered.length === 0 ? (
        <FeedbackBar variant="notification" title="No plans are offered">
          No plan of your groups is offered for ZIP code {zipCode} on {effectiveDate}. Check the subscriber's
          address and coverage effective date.
        </FeedbackBar>
      ) : (
        offered.map(({ coverageType, groups }) => (
          <PlanCoverageCard
            key={coverageType}
            mode="edit"
            headingLevel={2}
            coverageType={coverageType}
            groups={groups}
            members={members}
            values={chosen(coverageType) ?? { coverageEffectiveDate: effectiveDate }}
            context={context}
            onSubmit={(values) => {
              accepted.current.set(coverageType, values);
            }}
          />
        ))
      )}
      {uncovered.modal}
    </StepShell>
  );
}
