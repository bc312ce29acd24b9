import {
  type AddFlowStep,
  type AddFlowStepId,
  applyIndicatorChange,
  approveStep,
  type BrandRules,
  buildSteps,
  type CoverageType,
  type Dependent,
  denyStep,
  type EmployeeRecord,
  onDependentAdded,
  type PlanAssignment,
  requiredSteps,
  resumeEnrollment,
  type Subscriber,
  withLifeEventOnDependents,
  withoutLifeEvent,
} from "@epr/domain";
import {
  type DependentFormInput,
  type DependentFormValues,
  dependentFormFromRecord,
  dependentFromForm,
  type ProviderFormInput,
  type ReportCodesFormInput,
  type SubscriberFormInput,
  type SubscriberFormValues,
  subscriberFormFromRecord,
  subscriberFromForm,
  type TobaccoFormInput,
} from "@epr/forms";
import type { ReinstateTarget } from "./reinstate.js";

/** One dependent card of the subscriber step: a stable id (its key) and its values as typed. */
export interface DependentDraft {
  id: string;
  values: DependentFormInput;
}

/**
 * Everything the add flow knows while the administrator enrolls one subscriber (enrollment.md §4):
 * one state across the steps, so moving between steps (or the browser's back button) never loses
 * what was typed. `record` is the employee record as last accepted by a step (what is saved);
 * `subscriber` and `dependents` are the subscriber step's values as typed.
 */
export interface AddFlowDraft {
  /** The enrollment in progress on the server, once the first save made it. */
  enrollmentId: string | null;
  /** Its version, sent as If-Match by the next save. */
  version: number | null;
  record: EmployeeRecord;
  steps: AddFlowStep[];
  subscriber: SubscriberFormInput;
  dependents: DependentDraft[];
  /** The records of the dependents, by card id, so a step keeps what the cards do not hold. */
  dependentRecords: Record<string, Dependent>;
  /** Typed since the last save (the leave guard and Cancel ask before losing it). */
  dirty: boolean;
  /**
   * The Plan Coverage step's cards as typed and not yet accepted, so leaving the step (the provider
   * directory and back, the stepper, the browser's back button) loses nothing (enrollment.md §2
   * PCPIndex, §4 one state across steps). Cleared when the step is accepted: the record holds it then.
   */
  coverageTyped?: CoverageTyped;
  /** A reinstate of an existing employee (reinstate.ts): Finish saves that employee instead of enrolling. */
  reinstate?: ReinstateTarget;
}

/** What the Plan Coverage step's cards hold as typed (plans by coverage type, the rest by member key or group). */
export interface CoverageTyped {
  plans: Partial<Record<CoverageType, PlanAssignment>>;
  providers: Record<string, ProviderFormInput>;
  tobacco: Record<string, TobaccoFormInput>;
  reportCodes: Record<string, ReportCodesFormInput>;
}

/** What the draft's rules need from outside: the brand's flags. */
export interface DraftContext {
  brand: Pick<BrandRules, "otherInsuranceStepOnCobData">;
}

const emptySubscriber: Subscriber = {
  fullName: { first: "", last: "" },
  medicareEligibleIndicator: "unknown",
  otherInsuranceIndicator: "unknown",
  memberCoverages: [],
} as Subscriber;

/** A new enrollment: nothing entered, the always-required steps (enrollment.md §4). */
export function newDraft(context: DraftContext): AddFlowDraft {
  const record = { subscriber: emptySubscriber, dependents: [] } as unknown as EmployeeRecord;
  return {
    enrollmentId: null,
    version: null,
    record,
    steps: buildSteps(requiredSteps(record, context.brand)),
    subscriber: subscriberFormFromRecord({}),
    dependents: [],
    dependentRecords: {},
    dirty: false,
  };
}

/** An enrollment in progress read from the server. */
export interface LoadedEnrollment {
  id: string;
  version: number;
  payload: EmployeeRecord;
}

/**
 * Resuming (enrollment.md §4 Resuming): the record as saved, each step complete by @epr/domain's
 * `resumeEnrollment`, and `resumeAt` the first required step not approved.
 */
export function draftFromEnrollment(
  enrollment: LoadedEnrollment,
  context: DraftContext & { outsideOpenEnrollment: boolean; sepEnabled: boolean },
  newId: () => string,
): { draft: AddFlowDraft; resumeAt: AddFlowStepId } {
  const resumed = resumeEnrollment(enrollment.payload, context);
  const dependents = resumed.record.dependents.map((dependent) => ({
    id: newId(),
    values: dependentFormFromRecord(dependent),
    record: dependent,
  }));
  return {
    draft: {
      enrollmentId: enrollment.id,
      version: enrollment.version,
      record: resumed.record,
      steps: resumed.steps,
      subscriber: subscriberFormFromRecord(resumed.record.subscriber, resumed.record),
      dependents: dependents.map(({ id, values }) => ({ id, values })),
      dependentRecords: Object.fromEntries(dependents.map(({ id, record }) => [id, record])),
      dirty: false,
    },
    resumeAt: resumed.resumeAt,
  };
}

/** What changes a draft. */
export type DraftAction =
  | { type: "replaced"; draft: AddFlowDraft }
  | { type: "subscriberTyped"; values: SubscriberFormInput }
  | { type: "dependentAdded"; id: string }
  | { type: "dependentRemoved"; id: string }
  | { type: "dependentTyped"; id: string; values: DependentFormInput }
  | {
      type: "subscriberStepAccepted";
      subscriber: SubscriberFormValues;
      dependents: { id: string; values: DependentFormValues }[];
      /** Special enrollment applies (SEP on, outside open enrollment; enrollment.md §4). */
      lifeEventRequired?: boolean;
    }
  | { type: "recordChanged"; record: EmployeeRecord; step: AddFlowStepId; options?: StepOptions }
  | { type: "coverageTyped"; values: Partial<CoverageTyped> }
  | { type: "saved"; enrollmentId: string; version: number }
  | { type: "saveFailed"; step: AddFlowStepId };

/** Options of the step list that depend on the chosen plans (a medical plan with several products). */
export interface StepOptions {
  majorMedicalNeeded?: boolean;
}

/** The draft's rules, one action at a time (a React reducer: `useReducer(reduceDraft(context), …)`). */
export function reduceDraft(context: DraftContext) {
  return (draft: AddFlowDraft, action: DraftAction): AddFlowDraft => {
    switch (action.type) {
      case "replaced":
        return action.draft;
      case "subscriberTyped":
        return { ...draft, subscriber: action.values, dirty: true };
      case "dependentAdded":
        // enrollment.md §4: adding a dependent un-approves the subscriber and plan coverage steps.
        return {
          ...draft,
          dependents: [...draft.dependents, { id: action.id, values: dependentFormFromRecord({}) }],
          steps: onDependentAdded(draft.steps),
          dirty: true,
        };
      case "dependentRemoved":
        return {
          ...draft,
          dependents: draft.dependents.filter((dependent) => dependent.id !== action.id),
          steps: denyStep(draft.steps, "subscriber"),
          dirty: true,
        };
      case "dependentTyped":
        return {
          ...draft,
          dependents: draft.dependents.map((dependent) =>
            dependent.id === action.id ? { ...dependent, values: action.values } : dependent,
          ),
          dirty: true,
        };
      case "subscriberStepAccepted":
        return acceptSubscriberStep(
          draft,
          action.subscriber,
          action.dependents,
          context,
          action.lifeEventRequired ?? false,
        );
      case "recordChanged": {
        const steps = buildSteps(requiredSteps(action.record, context.brand, action.options), draft.steps);
        return { ...draft, record: action.record, steps: approveStep(steps, action.step), dirty: true };
      }
      case "coverageTyped": {
        const was = draft.coverageTyped ?? { plans: {}, providers: {}, tobacco: {}, reportCodes: {} };
        const merged: CoverageTyped = {
          plans: { ...was.plans, ...action.values.plans },
          providers: { ...was.providers, ...action.values.providers },
          tobacco: { ...was.tobacco, ...action.values.tobacco },
          reportCodes: { ...was.reportCodes, ...action.values.reportCodes },
        };
        return { ...draft, coverageTyped: merged, dirty: true };
      }
      case "saved":
        return { ...draft, enrollmentId: action.enrollmentId, version: action.version, dirty: false };
      case "saveFailed":
        // enrollment.md §4: in the add flow a failed save denies the current step.
        return { ...draft, steps: denyStep(draft.steps, action.step) };
    }
  };
}

/**
 * The subscriber step was valid (enrollment.md §4, §5): the record takes the subscriber and
 * dependents as entered, each indicator creates or removes its other-insurance, Medicare or MNLOA
 * record (@epr/domain `applyIndicatorChange`), the steps are recomputed and renumbered, and the
 * subscriber step is approved (which un-approves every later step). Where special enrollment applies
 * the subscriber's life event reason and date are copied onto the dependents; elsewhere any stored
 * one is removed (enrollment.md §4 Special enrollment, Resuming).
 */
function acceptSubscriberStep(
  draft: AddFlowDraft,
  subscriberValues: SubscriberFormValues,
  dependentValues: { id: string; values: DependentFormValues }[],
  context: DraftContext,
  lifeEventRequired: boolean,
): AddFlowDraft {
  let steps = draft.steps;
  const indicators = <M extends Subscriber | Dependent>(member: M, mnloa: boolean): M => {
    let next = member;
    for (const [kind, value] of [
      ["otherInsurance", member.otherInsuranceIndicator],
      ["medicare", member.medicareEligibleIndicator],
      ...(mnloa ? [["mnloa", (member as Dependent).dependentStatus] as const] : []),
    ] as const) {
      const changed = applyIndicatorChange(next, kind, value, steps);
      next = changed.member;
      steps = changed.steps;
    }
    return next;
  };
  const subscriber = indicators(subscriberFromForm(subscriberValues, draft.record.subscriber), false);
  // The cards' order is the dependents' order; each keeps what its card does not hold.
  const dependentRecords: Record<string, Dependent> = {};
  const dependents = dependentValues.map(({ id, values }) => {
    const dependent = indicators(dependentFromForm(values, draft.dependentRecords[id]), true);
    dependentRecords[id] = dependent;
    return dependent;
  });
  const entered: EmployeeRecord = {
    ...draft.record,
    globalCoverageEffectiveDate:
      subscriberValues.coverageEffectiveDate || draft.record.globalCoverageEffectiveDate,
    subscriber,
    dependents,
  };
  const record = lifeEventRequired ? withLifeEventOnDependents(entered) : withoutLifeEvent(entered);
  record.dependents.forEach((dependent, index) => {
    const id = dependentValues[index]?.id;
    if (id) dependentRecords[id] = dependent;
  });
  steps = buildSteps(requiredSteps(record, context.brand), steps);
  return { ...draft, record, dependentRecords, steps: approveStep(steps, "subscriber") };
}

/** The steps the administrator has approved, as the server stores them. */
export function approvedStepIds(draft: Pick<AddFlowDraft, "steps">): AddFlowStepId[] {
  return draft.steps.filter((step) => step.approved).map((step) => step.id);
}
