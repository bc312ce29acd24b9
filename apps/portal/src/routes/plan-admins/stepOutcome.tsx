import { type PlanAdminDetail, planAdminActionMessages } from "@epr/contract";
import { domainMessages, failureMessage, type PlanAdminStepId, planAdminSteps } from "@epr/domain";
import { type CardMode, FeedbackBar } from "@epr/ui";
import { type ReactNode, useState } from "react";
import { Navigate } from "react-router";
import { paths } from "../../lib/paths.js";
import type { PlanAdminStepContext } from "./PlanAdminLayout.js";

/** What a step's last save said. */
export type StepOutcome = { kind: "success" | "failure"; message: string } | null;

/**
 * A failed save's message (session-and-admin.md §8): the server's sentence for a refusal it
 * explained (a taken user ID, a missing entitlement); otherwise the generic error's sentence, never
 * a server error's own words.
 */
export function failureOf(error: unknown): StepOutcome {
  return { kind: "failure", message: failureMessage(error, domainMessages.genericErrorText) };
}

/** The outcome bar above a step's card. */
export function StepOutcomeBar({ outcome }: { outcome: StepOutcome }) {
  return outcome ? (
    <FeedbackBar variant={outcome.kind} title={null} data-testid="plan-admin-outcome">
      {outcome.message}
    </FeedbackBar>
  ) : null;
}

/**
 * Where a plan administrator step stands (session-and-admin.md §2 add-plan-admin.*), one of:
 * adding a new administrator (only Demographics, its card a form); an edit whose administrator is
 * not loaded yet; an edit of an administrator this client manages (cards as the step saves them);
 * an edit of one whose identity is managed elsewhere (they also work for other clients and the
 * server refuses the change: cards read-only, with a note saying why).
 */
export type PlanAdminStepMode =
  | { kind: "adding" }
  | { kind: "loading" }
  | { kind: "editing"; detail: PlanAdminDetail }
  | { kind: "managedElsewhere"; detail: PlanAdminDetail };

/** An edit's mode with its administrator (what a step's card is shown for). */
export type PlanAdminEditMode = Extract<PlanAdminStepMode, { detail: PlanAdminDetail }>;

/** The step's mode from the address (isAnEdit) and the administrator loaded. */
export function stepModeOf({
  params,
  detail,
}: Pick<PlanAdminStepContext, "params" | "detail">): PlanAdminStepMode {
  if (!params.isAnEdit) return { kind: "adding" };
  if (!detail) return { kind: "loading" };
  return detail.identityManaged ? { kind: "editing", detail } : { kind: "managedElsewhere", detail };
}

/**
 * Whether the sidebar offers `step` in this mode (@epr/domain `planAdminSteps`): an add has only
 * Demographics; an edit Dental and Billing only when held; nothing before the administrator loads.
 */
export function stepOffered(step: PlanAdminStepId, mode: PlanAdminStepMode): boolean {
  switch (mode.kind) {
    case "loading":
      return false;
    case "adding":
      return planAdminSteps({ isAnEdit: false, ucdDental: false, billing: false }).includes(step);
    default:
      return planAdminSteps({
        isAnEdit: true,
        ucdDental: mode.detail.ucdDental,
        billing: mode.detail.billing,
      }).includes(step);
  }
}

/**
 * A step the sidebar does not offer goes to Demographics; otherwise nothing. Decided on arrival, so
 * a save that takes the step's flag away still shows its message here (the sidebar drops the link).
 */
export function StepNotOffered({ step, context }: { step: PlanAdminStepId; context: PlanAdminStepContext }) {
  const [offered] = useState(() => stepOffered(step, stepModeOf(context)));
  return offered ? null : <Navigate replace to={paths.planAdminStep("demographics", context.params)} />;
}

/**
 * The body of an edit's step (session-and-admin.md §2): the redirect when the step is not offered,
 * the last save's outcome, then the step's card for the administrator edited.
 */
export function StepFrame({
  step,
  context,
  outcome,
  children,
}: {
  step: PlanAdminStepId;
  context: PlanAdminStepContext;
  outcome: StepOutcome;
  children: (detail: PlanAdminDetail, mode: PlanAdminEditMode) => ReactNode;
}) {
  const notOffered = <StepNotOffered step={step} context={context} />;
  const mode = stepModeOf(context);
  if (mode.kind === "adding" || mode.kind === "loading") return notOffered;
  return (
    <div className="flex flex-col gap-4">
      {notOffered}
      <StepOutcomeBar outcome={outcome} />
      {children(mode.detail, mode)}
    </div>
  );
}

/**
 * The props of a step's card in this mode: as the step saves them, or read-only (no Edit) when the
 * administrator's identity is managed elsewhere.
 */
export function cardFor<Card extends { mode: CardMode }>(
  mode: PlanAdminStepMode,
  card: Card,
): Card | { mode: "read" } {
  return mode.kind === "managedElsewhere" ? { mode: "read" } : card;
}

/** Beside a read-only card: why it is read-only (one line, the server's own sentence). */
export function ManagedElsewhereNote({ mode }: { mode: PlanAdminStepMode }) {
  return mode.kind === "managedElsewhere" ? (
    <p data-testid="plan-admin-managed-elsewhere" className="m-0 text-muted-foreground text-sm">
      {planAdminActionMessages.identityElsewhere}
    </p>
  ) : null;
}
