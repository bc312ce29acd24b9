import { errorSummaryItems, useConditionsForm } from "@epr/forms";
import { useId } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";

/** Words of the card (the spec shows none of them: session-and-admin.md §2 cancelledConditions). */
export const defaultCancelledConditionsCardCopy = {
  title: "Conditions for a Cancelled Client",
  intro:
    "{clientName} is cancelled. Before enrollment, reports and resources open, please read and accept the conditions of access.",
  conditions:
    "You may view and report on the records of this client's members for administrative purposes only. Any enrollment or change you request is subject to the terms of the cancelled contract and to review by the insurer.",
  agree: "I have read and accept these conditions.",
  accept: "Accept",
  acknowledged: "Thank you: your acceptance was recorded on {acceptedAt}.",
  confirmation: "A confirmation was e-mailed to {sentTo}.",
  continue: "Continue",
};
/** The words of the cancelled client's conditions card. */
export type CancelledConditionsCardCopy = Record<keyof typeof defaultCancelledConditionsCardCopy, string>;

/** The stored acknowledgement, once accepted. */
export interface ConditionsAcknowledgement {
  /** When it was accepted, as the page shows it. */
  acceptedAt: string;
  /** Where the confirmation went (masked), if known. */
  sentTo: string | null;
}

/** Props of `CancelledConditionsCard`. */
export interface CancelledConditionsCardProps {
  /** The cancelled client's name. */
  clientName: string;
  /** The acknowledgement: the card shows it read-only; null shows the acceptance form. */
  acknowledgement: ConditionsAcknowledgement | null;
  /** The box was ticked and Accept pressed. */
  onAccept: () => void;
  /** After the acknowledgement: Continue (home). */
  onContinue: () => void;
  /** Accepting is under way. */
  accepting?: boolean;
  /** Why accepting failed, if it did. */
  error?: string | null;
  /** Override any of the words. */
  copy?: Partial<CancelledConditionsCardCopy>;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * A cancelled client's conditions (session-and-admin.md §2 cancelledConditions, §4: accepting
 * posts a confirmation e-mail request, shows an acknowledgement, sets agreed, then goes home).
 * Edit mode: the conditions, a required box and Accept; read-only: the acknowledgement and Continue.
 */
export function CancelledConditionsCard({
  clientName,
  acknowledgement,
  onAccept,
  onContinue,
  accepting = false,
  error = null,
  copy,
}: CancelledConditionsCardProps) {
  const words = { ...defaultCancelledConditionsCardCopy, ...copy };
  const headingId = useId();
  const form = useConditionsForm({
    mode: "onSubmit",
    defaultValues: { agree: false },
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const agreed = form.watch("agree");
  const submit = form.handleSubmit(() => onAccept());

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-border bg-surface p-5">
      <h1 id={headingId} className="mb-2 font-bold text-2xl">
        {words.title}
      </h1>
      <p className="mb-4">{fill(words.intro, { clientName })}</p>
      <p className="mb-4 rounded-card border border-border bg-background p-4 text-sm">{words.conditions}</p>
      {acknowledgement ? (
        <div className="flex flex-col gap-4">
          <FeedbackBar variant="success" role="status">
            {fill(words.acknowledged, { acceptedAt: acknowledgement.acceptedAt })}
            {acknowledgement.sentTo ? ` ${fill(words.confirmation, { sentTo: acknowledgement.sentTo })}` : ""}
          </FeedbackBar>
          <div>
            <Button type="button" onClick={onContinue}>
              {words.continue}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} aria-labelledby={headingId} className="flex flex-col gap-4">
          <ErrorSummary
            focusKey={submitCount}
            errors={errorSummaryItems(errors, { agree: "conditions-agree" })}
          />
          <Checkbox
            id="conditions-agree"
            label={words.agree}
            checked={agreed}
            error={errors.agree?.message}
            onCheckedChange={(checked) =>
              form.setValue("agree", checked, { shouldValidate: submitCount > 0, shouldDirty: true })
            }
          />
          {error ? <FeedbackBar variant="failure">{error}</FeedbackBar> : null}
          <div>
            <Button type="submit" loading={accepting}>
              {words.accept}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
