import { type IdTheftChoice, identityTheftChanges } from "@epr/domain";
import { useIdentityTheftForm } from "@epr/forms/hooks";
import { useMemo, useState } from "react";
import { CardFrame, DataList } from "../../primitives/Card/Card.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";

/** A group as the identity theft card shows it (assist-employees.md §3 Identity theft group). */
export interface IdentityTheftCardGroup {
  groupNumber: string;
  displayName: string;
  vendor: string;
  protectionEnabled: boolean;
  /** Whether this administrator may change the group. */
  modifiable: boolean;
  /** Whether the §9 rules let the group opt in today. */
  optInAllowed: boolean;
  /** Why not, when it may not (§9). */
  optInRefusal: string | null;
}

/** The brand's identity theft texts (brand copy: three brand-group variants, assist-employees.md §2.11). */
export interface IdentityTheftCopy {
  disclaimer: string;
  success: string;
  optInThanks: string;
  saveFailure: string;
}

/** What the last save said: the server's msgCase, or a failure with its message. */
export type IdentityTheftOutcome = { kind: "success" | "optin" } | { kind: "failure"; message?: string };

/** Props of `IdentityTheftCard`. */
export interface IdentityTheftCardProps {
  groups: readonly IdentityTheftCardGroup[];
  copy: IdentityTheftCopy;
  /** Saves only the changed groups (§4); the card never calls it without a change. */
  onSubmit: (idTheftGroups: { groupNumber: string; userChoice: IdTheftChoice }[]) => void | Promise<void>;
  saving?: boolean;
  /** The last save's result, shown above the groups. */
  outcome?: IdentityTheftOutcome | null;
}

const FIELD_ID = "identity-theft-groups";

/**
 * Identity theft protection (assist-employees.md §2.11, §4, §5): a toggle per group, opt in or
 * out; only changed groups are submitted, and a submit with no change shows the spec's message in
 * the focused error summary. A group the administrator may not modify, or that may not opt in
 * today (§9), is shown read-only with the reason. With no modifiable group the card is read-only.
 */
export function IdentityTheftCard({ groups, copy, onSubmit, saving, outcome }: IdentityTheftCardProps) {
  const original = useMemo(
    () => Object.fromEntries(groups.map((g) => [g.groupNumber, g.protectionEnabled])),
    [groups],
  );
  const context = useMemo(() => ({ original }), [original]);
  const values = useMemo(
    () => ({ groups: groups.map((g) => ({ groupNumber: g.groupNumber, optedIn: g.protectionEnabled })) }),
    [groups],
  );
  const form = useIdentityTheftForm(context, { values, mode: "onSubmit" });
  const [attempt, setAttempt] = useState(0);
  const error = form.formState.errors.groups?.message;
  const editable = groups.some((g) => g.modifiable);
  const current = form.watch("groups");

  const submit = form.handleSubmit(
    async (value) => {
      const changes = identityTheftChanges(
        original,
        Object.fromEntries(value.groups.map((g) => [g.groupNumber, g.optedIn])),
      );
      if (changes.ok) await onSubmit(changes.idTheftGroups);
    },
    () => setAttempt((n) => n + 1),
  );

  const outcomeBar = outcome ? (
    outcome.kind === "failure" ? (
      <FeedbackBar variant="failure">{outcome.message ?? copy.saveFailure}</FeedbackBar>
    ) : (
      <FeedbackBar variant="success">
        {outcome.kind === "optin" ? copy.optInThanks : copy.success}
      </FeedbackBar>
    )
  ) : null;

  if (!editable)
    return (
      <CardFrame title="Identity Theft Protection" mode="read">
        <p>{copy.disclaimer}</p>
        {outcomeBar}
        <DataList
          columns={1}
          items={groups.map((g) => ({
            label: `${g.displayName} (${g.groupNumber})`,
            value: `${g.protectionEnabled ? "Opted in" : "Opted out"} · ${g.vendor}`,
          }))}
        />
      </CardFrame>
    );

  return (
    <CardFrame
      title="Identity Theft Protection"
      mode="edit"
      onSave={submit}
      saving={saving}
      saveLabel="Submit"
    >
      <ErrorSummary errors={error ? [{ fieldId: `${FIELD_ID}-0`, message: error }] : []} focusKey={attempt} />
      <p>{copy.disclaimer}</p>
      {outcomeBar}
      <fieldset id={FIELD_ID} aria-describedby={error ? `${FIELD_ID}-error` : undefined} className="mt-4">
        <legend className="font-bold">Opt in to identity theft protection</legend>
        {error ? (
          <p id={`${FIELD_ID}-error`} className="text-danger">
            {error}
          </p>
        ) : null}
        <ul className="m-0 list-none p-0">
          {groups.map((g, index) => {
            const checked = current?.[index]?.optedIn ?? g.protectionEnabled;
            // §9: an opted-out group that may not opt in today stays as it is; opting out is free.
            const locked = !g.modifiable || (!g.protectionEnabled && !g.optInAllowed);
            return (
              <li key={g.groupNumber} className="border-border border-b py-2">
                <Checkbox
                  id={`${FIELD_ID}-${index}`}
                  label={`${g.displayName} (${g.groupNumber})`}
                  hint={
                    locked && g.modifiable && g.optInRefusal
                      ? g.optInRefusal
                      : `${g.vendor}: ${checked ? "opted in" : "opted out"}`
                  }
                  checked={checked}
                  disabled={locked || saving}
                  aria-invalid={error ? true : undefined}
                  onCheckedChange={(value) =>
                    form.setValue(`groups.${index}.optedIn`, value, { shouldDirty: true })
                  }
                />
              </li>
            );
          })}
        </ul>
      </fieldset>
    </CardFrame>
  );
}
