import type { ValidateSsnMatch } from "@epr/ui/modals/validate-ssn";
import { type ReactNode, useRef, useState } from "react";
import { SsnFraud, ValidateSsn } from "../../../lib/lazyModals.js";
import { paths } from "../../../lib/paths.js";
import { useAddFlow } from "./AddFlowContext.js";
import type { AddFlowDraft } from "./draft.js";
import { enrollmentSubmitApi } from "./enrollmentSubmitQueries.js";
import { existingSsnOutcome, fraudCheckRequest } from "./existingSsn.js";

type Asking = { kind: "fraud" } | { kind: "validate"; match: ValidateSsnMatch } | null;

/** What `useExistingSsnCheck` gives the subscriber step. */
export interface ExistingSsnCheck {
  /** The step shell's `confirm`: the draft to save when the SSN is free, null to stay. */
  confirm: (next: AddFlowDraft) => Promise<AddFlowDraft | null>;
  /** Why the check could not run (the service failed); what was typed stays. */
  failure: string | null;
  /** The SSN fraud and validate SSN modals, rendered by the step. */
  modals: ReactNode;
}

/**
 * The existing-SSN check of the subscriber step (enrollment.md §5 'Existing-SSN check runs on ssn,
 * names, gender and birth date'; §7 fraud check; §8 EMPLOYEE-DETAILS-FRAUD): before the step is
 * accepted, another client's member opens the SSN fraud modal (message only) and the step stays;
 * an employee of this client opens the validate SSN modal, whose Continue goes to that employee's
 * summary and whose Return stays to correct the SSN. A failed check keeps the step and says why.
 */
export function useExistingSsnCheck(): ExistingSsnCheck {
  const flow = useAddFlow();
  const [asking, setAsking] = useState<Asking>(null);
  // The last match stays rendered while its modal closes, so focus returns where it was.
  const [match, setMatch] = useState<ValidateSsnMatch | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useRef<((choice: "return" | "continue") => void) | null>(null);

  const confirm = async (next: AddFlowDraft) => {
    setFailure(null);
    const request = fraudCheckRequest(next.record.subscriber);
    if (!request) return next;
    let outcome: ReturnType<typeof existingSsnOutcome>;
    try {
      const fraud = await enrollmentSubmitApi.fraudCheck(request);
      outcome = existingSsnOutcome(
        fraud,
        fraud.fraud ? await enrollmentSubmitApi.ssnCheck(request.ssn) : null,
      );
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return null;
    }
    if (outcome.kind === "none") return next;
    const choice = await new Promise<"return" | "continue">((resolve) => {
      answer.current = resolve;
      if (outcome.kind === "validate") setMatch(outcome.match);
      setAsking(outcome);
    });
    if (choice === "continue" && outcome.kind === "validate" && outcome.match.memberId) {
      flow.leave(paths.review(outcome.match.memberId));
    }
    return null;
  };

  const choose = (choice: "return" | "continue") => {
    setAsking(null);
    answer.current?.(choice);
    answer.current = null;
  };

  return {
    confirm,
    failure,
    modals: (
      <>
        <SsnFraud open={asking?.kind === "fraud"} onClose={() => choose("return")} />
        {match ? (
          <ValidateSsn
            open={asking?.kind === "validate"}
            match={match}
            onContinue={() => choose("continue")}
            onReturn={() => choose("return")}
          />
        ) : null}
      </>
    ),
  };
}
