import type { BrandRules } from "../brand/brandRules.js";
import { isMajorMedicalLine } from "../codes/coverage.js";
import { isLifeEventRequired, withoutLifeEvent } from "../coverage/specialEnrollment.js";
import type { Dependent, EmployeeRecord, Member } from "../entities/employee.js";
import { isCobDataProcessed } from "../entities/employee.js";

/** Steps of the add flow in priority order (enrollment.md §2 Add flow, §4). */
export const addFlowStepIds = [
  "subscriber",
  "coverage",
  "majorMedical",
  "otherInsurance",
  "medicare",
  "mnloa",
  "reviewSubmit",
] as const;
/** An add-flow step id. */
export type AddFlowStepId = (typeof addFlowStepIds)[number];

/** Title and router state of each step (enrollment.md §2). */
export const addFlowStepInfo: {
  [id in AddFlowStepId]: { title: string; state: `employee.add.${id}`; path: string };
} = {
  subscriber: { title: "Subscriber & Dependents", state: "employee.add.subscriber", path: "/subscriber" },
  coverage: { title: "Plan Coverage", state: "employee.add.coverage", path: "/coverage" },
  majorMedical: { title: "Major Medical", state: "employee.add.majorMedical", path: "/major-medical" },
  otherInsurance: {
    title: "Other Insurance",
    state: "employee.add.otherInsurance",
    path: "/other-insurance",
  },
  medicare: { title: "Medicare", state: "employee.add.medicare", path: "/medicare" },
  mnloa: { title: "MNLOA", state: "employee.add.mnloa", path: "/mnloa" },
  reviewSubmit: { title: "Review & Submit", state: "employee.add.reviewSubmit", path: "/review-submit" },
};

/** Steps that are always required (enrollment.md §4). */
export const alwaysRequiredSteps: readonly AddFlowStepId[] = ["subscriber", "coverage", "reviewSubmit"];

/** One step of the add flow as shown in the progress list. */
export interface AddFlowStep {
  id: AddFlowStepId;
  /** 1-based position after renumbering. */
  number: number;
  title: string;
  approved: boolean;
}

/** All members of a record: subscriber first, then dependents. */
export function membersOf(record: Pick<EmployeeRecord, "subscriber" | "dependents">): Member[] {
  return [record.subscriber, ...record.dependents];
}

/**
 * The steps a record requires (enrollment.md §4 Add flow steps):
 * - always Subscriber & Dependents, Plan Coverage, Review & Submit;
 * - Other Insurance if any participant's other-insurance indicator is yes, or (brands 6010-6012,
 *   `otherInsuranceStepOnCobData`) when COB data is present and processed;
 * - Medicare if any participant's Medicare indicator is yes;
 * - MNLOA if any dependent has dependentStatus M;
 * - Major Medical if any subscriber group includes a major-medical line (or `majorMedicalNeeded`
 *   says the chosen medical plan has more than one product).
 * Returned in priority order.
 */
export function requiredSteps(
  record: Pick<EmployeeRecord, "subscriber" | "dependents" | "isCOBDataProcessed">,
  brand: Pick<BrandRules, "otherInsuranceStepOnCobData">,
  options: { majorMedicalNeeded?: boolean } = {},
): AddFlowStepId[] {
  const members = membersOf(record);
  const cobPresentAndProcessed =
    record.isCOBDataProcessed !== undefined &&
    record.isCOBDataProcessed !== null &&
    isCobDataProcessed(record.isCOBDataProcessed);
  const needed = new Set<AddFlowStepId>(alwaysRequiredSteps);
  if (
    members.some((member) => member.otherInsuranceIndicator === "yes") ||
    (brand.otherInsuranceStepOnCobData && cobPresentAndProcessed)
  ) {
    needed.add("otherInsurance");
  }
  if (members.some((member) => member.medicareEligibleIndicator === "yes")) needed.add("medicare");
  if (record.dependents.some((dependent: Dependent) => dependent.dependentStatus === "M"))
    needed.add("mnloa");
  const hasMajorMedical = record.subscriber.memberCoverages.some((coverage) =>
    coverage.memberLobs.some((lob) => isMajorMedicalLine(lob.lineOfBusiness)),
  );
  if (hasMajorMedical || options.majorMedicalNeeded) needed.add("majorMedical");
  return addFlowStepIds.filter((id) => needed.has(id));
}

/**
 * Builds the step list from the required ids, ordered by priority and renumbered from 1; approval
 * is kept from `previous` for steps that remain (enrollment.md §4 "renumbered after each update").
 */
export function buildSteps(
  required: readonly AddFlowStepId[],
  previous: readonly AddFlowStep[] = [],
): AddFlowStep[] {
  return addFlowStepIds
    .filter((id) => required.includes(id))
    .map((id, index) => ({
      id,
      number: index + 1,
      title: addFlowStepInfo[id].title,
      approved: previous.find((step) => step.id === id)?.approved ?? false,
    }));
}

function setApproval(steps: readonly AddFlowStep[], id: AddFlowStepId, approved: boolean): AddFlowStep[] {
  const index = steps.findIndex((step) => step.id === id);
  if (index < 0) return [...steps];
  return steps.map((step, i) => {
    if (i === index) return { ...step, approved };
    if (i > index) return { ...step, approved: false };
    return step;
  });
}

/** Approves a step and un-approves every later step (enrollment.md §4). */
export function approveStep(steps: readonly AddFlowStep[], id: AddFlowStepId): AddFlowStep[] {
  return setApproval(steps, id, true);
}

/** Denies (un-approves) a step and every later step; a failed save denies the current step (enrollment.md §4). */
export function denyStep(steps: readonly AddFlowStep[], id: AddFlowStepId): AddFlowStep[] {
  return setApproval(steps, id, false);
}

/** Advancing is allowed only when the current step is approved or a destination is given (enrollment.md §4). */
export function canAdvance(
  steps: readonly AddFlowStep[],
  current: AddFlowStepId,
  destination?: AddFlowStepId,
): boolean {
  if (destination) return true;
  return steps.find((step) => step.id === current)?.approved ?? false;
}

/**
 * Where advancing from `current` leads: the destination when given, else the next step; `null`
 * when advancing is not allowed or the current step is the last.
 */
export function advance(
  steps: readonly AddFlowStep[],
  current: AddFlowStepId,
  destination?: AddFlowStepId,
): AddFlowStepId | null {
  if (!canAdvance(steps, current, destination)) return null;
  if (destination) return destination;
  const index = steps.findIndex((step) => step.id === current);
  return steps[index + 1]?.id ?? null;
}

/** Where retreating from `current` leads: the previous step, or "home" from step 1 (enrollment.md §4). */
export function retreat(steps: readonly AddFlowStep[], current: AddFlowStepId): AddFlowStepId | "home" {
  const index = steps.findIndex((step) => step.id === current);
  return index <= 0 ? "home" : (steps[index - 1]?.id ?? "home");
}

/** Un-approves only the given steps (no cascade). */
function unapprove(steps: readonly AddFlowStep[], ids: readonly AddFlowStepId[]): AddFlowStep[] {
  return steps.map((step) => (ids.includes(step.id) ? { ...step, approved: false } : step));
}

/** Adding a dependent un-approves the subscriber and plan coverage steps (enrollment.md §4). */
export function onDependentAdded(steps: readonly AddFlowStep[]): AddFlowStep[] {
  return unapprove(steps, ["subscriber", "coverage"]);
}

/** Which COB-like record an indicator controls. */
export type IndicatorKind = "otherInsurance" | "medicare" | "mnloa";

const recordKey = { otherInsurance: "otherInsurance", medicare: "medicareEligible", mnloa: "mnloa" } as const;
const stepOf: Record<IndicatorKind, AddFlowStepId> = {
  otherInsurance: "otherInsurance",
  medicare: "medicare",
  mnloa: "mnloa",
};

/**
 * Applies an indicator change to a member (enrollment.md §4): "yes" (for MNLOA: dependentStatus M)
 * creates an empty other-insurance, Medicare or MNLOA record and un-approves that step; any other
 * value removes the record. The indicator field itself is set too. Returns new objects.
 */
export function applyIndicatorChange<M extends Member>(
  member: M,
  kind: IndicatorKind,
  value: string | null | undefined,
  steps: readonly AddFlowStep[],
): { member: M; steps: AddFlowStep[] } {
  const on = kind === "mnloa" ? value === "M" : value === "yes";
  const next: M = { ...member };
  const key = recordKey[kind];
  if (kind === "otherInsurance")
    next.otherInsuranceIndicator = (value ?? "unknown") as M["otherInsuranceIndicator"];
  if (kind === "medicare")
    next.medicareEligibleIndicator = (value ?? "unknown") as M["medicareEligibleIndicator"];
  if (kind === "mnloa") (next as Dependent).dependentStatus = value ?? null;
  if (on) {
    if (!member[key]) (next as Record<string, unknown>)[key] = {};
    return { member: next, steps: unapprove(steps, [stepOf[kind]]) };
  }
  delete (next as Record<string, unknown>)[key];
  return { member: next, steps: [...steps] };
}

/** Whether a record object holds any value: `null`, `undefined`, "" and empty objects/arrays are empty; `false` is a value. */
export function isEmptyRecord(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.every(isEmptyRecord);
  if (typeof value === "object") return Object.values(value as object).every(isEmptyRecord);
  return false;
}

/** Inputs of resuming an enrollment in progress. */
export interface ResumeOptions {
  /** Whether today is outside the open enrollment window. */
  outsideOpenEnrollment: boolean;
  /** The SEP (special enrollment) feature flag. */
  sepEnabled: boolean;
  brand: Pick<BrandRules, "otherInsuranceStepOnCobData">;
}

/**
 * Which steps a record has completed, each judged on its own (enrollment.md §4 Resuming): subscriber
 * when an ssn exists (and, when a life event is required, the subscriber's event code and date);
 * plan coverage and major medical when the subscriber has at least one coverage line; other
 * insurance, Medicare and MNLOA when every member needing the record has a non-empty one. Review &
 * Submit is never complete while the enrollment is in progress.
 */
export function stepCompletion(
  record: Pick<EmployeeRecord, "subscriber" | "dependents">,
  options: { lifeEventRequired: boolean },
): Record<AddFlowStepId, boolean> {
  const members = membersOf(record);
  const hasLines = record.subscriber.memberCoverages.some((coverage) => coverage.memberLobs.length > 0);
  return {
    subscriber:
      Boolean(record.subscriber.ssn) &&
      (!options.lifeEventRequired ||
        (Boolean(record.subscriber.eventCode) && Boolean(record.subscriber.eventDate))),
    coverage: hasLines,
    majorMedical: hasLines,
    otherInsurance: members
      .filter((member) => member.otherInsuranceIndicator === "yes")
      .every((member) => !isEmptyRecord(member.otherInsurance)),
    medicare: members
      .filter((member) => member.medicareEligibleIndicator === "yes")
      .every((member) => !isEmptyRecord(member.medicareEligible)),
    mnloa: record.dependents
      .filter((dependent) => dependent.dependentStatus === "M")
      .every((dependent) => !isEmptyRecord(dependent.mnloa)),
    reviewSubmit: false,
  };
}

/**
 * The steps an enrollment in progress claims as approved that its record has not completed
 * (enrollment.md §4 Resuming: the rules a resume applies, checked when the enrollment is saved, so
 * a client cannot store an approval the record does not support). Empty means every approval holds.
 */
export function unsupportedApprovals(
  record: Pick<EmployeeRecord, "subscriber" | "dependents">,
  approved: readonly AddFlowStepId[],
  options: { lifeEventRequired?: boolean } = {},
): AddFlowStepId[] {
  const complete = stepCompletion(record, { lifeEventRequired: options.lifeEventRequired ?? false });
  return addFlowStepIds.filter((id) => approved.includes(id) && !complete[id]);
}

/** Result of {@link resumeEnrollment}. */
export interface ResumeResult<R> {
  record: R;
  steps: AddFlowStep[];
  /** First required step not approved (Review & Submit when all others are). */
  resumeAt: AddFlowStepId;
  /** SEP on and outside the window: a life event code and date are required. */
  lifeEventRequired: boolean;
}

/**
 * Resumes an enrollment in progress (enrollment.md §4):
 * - subscriber step complete when an ssn exists (and, with SEP on outside the open enrollment window,
 *   when the subscriber has an event code and date, which are then required);
 * - outside the window with SEP off, life-event code and date are removed from every member;
 * - other insurance, Medicare and MNLOA complete when every member needing the record has a non-empty one;
 * - plan coverage (and major medical) complete when the subscriber has at least one coverage line;
 * - resume goes to the first required step not approved.
 */
export function resumeEnrollment<
  R extends Pick<EmployeeRecord, "subscriber" | "dependents" | "isCOBDataProcessed">,
>(record: R, options: ResumeOptions): ResumeResult<R> {
  const lifeEventRequired = isLifeEventRequired(options);
  const next = options.outsideOpenEnrollment && !options.sepEnabled ? withoutLifeEvent(record) : record;
  const complete = stepCompletion(next, { lifeEventRequired });
  let steps = buildSteps(requiredSteps(next, options.brand));
  // Approval is sequential: a step counts only if every earlier step is complete too.
  for (const step of steps) {
    if (!complete[step.id]) break;
    steps = approveStep(steps, step.id);
  }
  const resumeAt = steps.find((step) => !step.approved)?.id ?? "reviewSubmit";
  return { record: next, steps, resumeAt, lifeEventRequired };
}

/** An enrollment in progress blocks starting a new one unless its status is SAVED (enrollment.md §4; session-and-admin.md §4). */
export function enrollmentInProgressBlocks(status: string | null | undefined): boolean {
  return typeof status === "string" && status.trim() !== "" && status.trim().toUpperCase() !== "SAVED";
}
