import { type PlanAdminDetail, planAdminActionMessages } from "@epr/contract";
import { domainMessages, failureMessage, type PlanAdminStepId, planAdminSteps } from "@epr/domain";
import { FeedbackBar } from "@epr/ui";
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
 * A step the sidebar does not offer (an add has only Demographics; Dental and Billing only when
 * held, session-and-admin.md §2) goes to Demographics; otherwise nothing. Decided on arrival, so a
 * save that takes the step's flag away still shows its message here (the sidebar drops the link).
 */
export function StepNotOffered({ step, context }: { step: PlanAdminStepId; context: PlanAdminStepContext }) {
  const { params, detail } = context;
  const [offered] = useState(
    () =>
      (!params.isAnEdit || detail !== undefined) &&
      planAdminSteps({
        isAnEdit: params.isAnEdit,
        ucdDental: detail?.ucdDental ?? false,
        billing: detail?.billing ?? false,
      }).includes(step),
  );
  return offered ? null : <Navigate replace to={paths.planAdminStep("demographics", params)} />;
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
  children: (detail: PlanAdminDetail) => ReactNode;
}) {
  const notOffered = <StepNotOffered step={step} context={context} />;
  if (!context.detail) return notOffered;
  return (
    <div className="flex flex-col gap-4">
      {notOffered}
      <StepOutcomeBar outcome={outcome} />
      {children(context.detail)}
    </div>
  );
}

/**
 * The props of a step's card for the administrator edited: as the step saves them, or read-only
 * (no Edit) when their identity is not this client's to manage (`identityManaged`: they also work
 * for other clients, and the server refuses the change).
 */
export function cardFor<Card extends { mode: "edit" | "read" }>(
  detail: PlanAdminDetail | undefined,
  card: Card,
): Card | { mode: "read" } {
  return detail && !detail.identityManaged ? { mode: "read" } : card;
}

/** Beside a read-only card: why it is read-only (one line, the server's own sentence). */
export function ManagedElsewhereNote({ detail }: { detail: PlanAdminDetail | undefined }) {
  return detail && !detail.identityManaged ? (
    <p data-testid="plan-admin-managed-elsewhere" className="m-0 text-muted-foreground text-sm">
      {planAdminActionMessages.identityElsewhere}
    </p>
  ) : null;
}
