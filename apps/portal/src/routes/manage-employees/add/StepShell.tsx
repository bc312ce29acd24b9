import { type AddFlowStepId, addFlowStepInfo, advance } from "@epr/domain";
import { Button, FeedbackBar, type StepForms, StepFormsProvider } from "@epr/ui";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.js";
import { usePageTitle } from "../../../lib/usePageTitle.js";
import { useAddFlow } from "./AddFlowContext.js";
import type { AddFlowDraft } from "./draft.js";
import { addFlowName } from "./reinstate.js";
import { stepPath } from "./stepPaths.js";

/** Props of `StepShell`. */
export interface StepShellProps {
  /** The step's cards, registered with `forms`. */
  forms: StepForms;
  /**
   * After every card was valid: the next draft with the step's values accepted (and the step
   * approved), or null to stay (the step shows why).
   */
  accept: () => AddFlowDraft | null;
  /**
   * After `accept` gave the next draft and before it is saved: a check or a question (the existing-SSN
   * check, the uncovered-dependent modal). Resolves the draft to save, possibly changed, or null to
   * stay on the step whichever button was pressed.
   */
  confirm?: ((next: AddFlowDraft) => Promise<AddFlowDraft | null>) | undefined;
  children: ReactNode;
}

/**
 * One step of the add flow (enrollment.md §4 footer actions): its heading and cards, and the footer.
 * Save & Continue submits every card, saves the enrollment in progress and advances; Save for Later
 * saves and goes home; on the last step Finish is the step's own button (the review step). Cancel
 * goes home, through the leave guard's question when something is unsaved, or at once before there
 * is anything to lose (no SSN yet).
 */
export function StepShell({ forms, accept, confirm, children }: StepShellProps) {
  const flow = useAddFlow();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<"continue" | "later" | null>(null);
  // One save at a time, also while a question's modal has the footer enabled behind it.
  const running = useRef(false);
  const step = flow.draft.steps.find((candidate) => candidate.id === flow.current);
  const title = addFlowStepInfo[flow.current].title;
  const flowName = addFlowName(Boolean(flow.draft.reinstate));
  usePageTitle(`${flowName}: ${title}`);

  const save = async (then: "continue" | "later", destination: string = paths.home) => {
    if (running.current) return;
    running.current = true;
    setBusy(then);
    try {
      if (!(await forms.submitAll())) return;
      // Save for Later keeps what was entered even when the step is not complete yet (a coverage step
      // with no plan chosen): the draft is saved as it is, without approving this step.
      const accepted = accept();
      let next = accepted ?? (then === "later" ? flow.draft : null);
      if (!next) return;
      if (accepted && confirm) {
        // A question is a modal: the footer is enabled again behind it (a disabled button loses
        // focus), so focus returns to the button that asked once it closes; `running` still keeps
        // a second click out.
        setBusy(null);
        next = await confirm(accepted);
        if (!next) return;
        setBusy(then);
      }
      const saved = await flow.persist(next);
      if (!saved) return;
      if (then === "later") return flow.leave(destination);
      const to: AddFlowStepId | null = advance(saved.steps, flow.current);
      if (to) navigate(stepPath(to, saved.enrollmentId));
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  // The leave guard's Save choice saves this step, then goes where the administrator was going.
  useEffect(() => {
    flow.saveAndLeave.current = (to) => save("later", to);
    return () => {
      flow.saveAndLeave.current = null;
    };
  });

  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-6 outline-none">
      <div>
        <p className="m-0 text-muted-foreground text-sm">
          {flowName} · Step {step?.number ?? 1} of {flow.draft.steps.length}
        </p>
        <h1 className="m-0 font-bold text-2xl">{title}</h1>
      </div>
      <StepFormsProvider step={forms}>{children}</StepFormsProvider>
      {flow.saveError ? (
        <FeedbackBar variant="failure" title="Your changes were not saved">
          {flow.saveError}
        </FeedbackBar>
      ) : null}
      <div className="flex flex-wrap justify-between gap-3 border-border border-t pt-4">
        <Button variant="outline" onClick={flow.askBeforeLeaving} disabled={busy !== null}>
          Cancel
        </Button>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            loading={busy === "later"}
            disabled={busy !== null}
            onClick={() => void save("later")}
          >
            Save for Later
          </Button>
          <Button
            loading={busy === "continue"}
            disabled={busy !== null}
            onClick={() => void save("continue")}
          >
            Save &amp; Continue
          </Button>
        </div>
      </div>
    </main>
  );
}
