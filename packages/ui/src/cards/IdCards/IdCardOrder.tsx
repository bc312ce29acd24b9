import { useIdCardOrderForm } from "@epr/forms/hooks";
import { useState } from "react";
import { CardFrame } from "../../primitives/Card/Card.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";

/** A member the order may name: whether they have a card to order (assist-employees.md §3). */
export interface IdCardOrderMember {
  memberKey: string;
  name: string;
  relationship: string;
  /** The cards ordered for the member, e.g. "Medical, Dental"; empty when they have none. */
  cardsLabel: string;
}

/** The brand's words of the order (the customer service number differs by brand family). */
export interface IdCardOrderCopy {
  customerServicePhone: string;
}

/** What the last order said: how many orders were placed, or why it failed. */
export type IdCardOrderOutcome = { kind: "success"; orders: number } | { kind: "failure"; message: string };

/** Props of `IdCardOrder`. */
export interface IdCardOrderProps {
  members: readonly IdCardOrderMember[];
  /** Where the cards are mailed (§3 Order request address fields), one line. */
  mailingAddress: string;
  copy: IdCardOrderCopy;
  /**
   * Places the order for the members chosen (one order per group and line of business, §4, done by
   * the server); resolves true when placed, and the selections are then cleared.
   */
  onOrder: (members: string[]) => Promise<boolean>;
  ordering?: boolean;
  outcome?: IdCardOrderOutcome | null;
  /** The section's heading level: 2 on the request page, 3 under the viewer. */
  headingLevel?: 2 | 3;
}

const FIELD_ID = "id-card-order-members";

/** The order's own words (our wording, the spec's messages come from @epr/domain through the schema). */
export const idCardOrderText = {
  title: "Order ID Cards",
  legend: "Members to order ID cards for",
  submit: "Order ID Cards",
  noCard: "No ID card to order",
  mailedTo: "Cards are mailed to",
  placed: (orders: number, phone: string) =>
    `Your ID card order was placed (${orders} ${orders === 1 ? "order" : "orders"}). The cards are mailed to the address above. Questions? Call ${phone}.`,
} as const;

/**
 * The order-ID-card section (assist-employees.md §2.6, §4, §5): a checkbox per member, at least one
 * (otherwise the EPR_IDCARD_ORDER_SELECT_MEMBER_WARNING text, summarised and focused); a member with
 * no card cannot be chosen. After a placed order the selections are cleared.
 */
export function IdCardOrder({
  members,
  mailingAddress,
  copy,
  onOrder,
  ordering,
  outcome,
  headingLevel = 2,
}: IdCardOrderProps) {
  const form = useIdCardOrderForm({ defaultValues: { members: [] }, mode: "onSubmit" });
  const [attempt, setAttempt] = useState(0);
  const selected = form.watch("members") ?? [];
  const error = form.formState.errors.members?.message ?? form.formState.errors.members?.root?.message;
  const firstEnabled = members.findIndex((m) => m.cardsLabel !== "");

  const submit = form.handleSubmit(
    async ({ members: chosen }) => {
      if (await onOrder(chosen)) form.reset({ members: [] });
    },
    () => setAttempt((n) => n + 1),
  );

  return (
    <CardFrame
      title={idCardOrderText.title}
      headingLevel={headingLevel}
      mode="edit"
      onSave={submit}
      saving={ordering}
      saveLabel={idCardOrderText.submit}
    >
      <ErrorSummary
        errors={error ? [{ fieldId: `${FIELD_ID}-${Math.max(firstEnabled, 0)}`, message: error }] : []}
        focusKey={attempt}
      />
      {outcome ? (
        outcome.kind === "success" ? (
          <FeedbackBar variant="success">
            {idCardOrderText.placed(outcome.orders, copy.customerServicePhone)}
          </FeedbackBar>
        ) : (
          <FeedbackBar variant="failure">{outcome.message}</FeedbackBar>
        )
      ) : null}
      <p>
        {idCardOrderText.mailedTo}: <span data-slot="id-card-mailing-address">{mailingAddress}</span>
      </p>
      <fieldset id={FIELD_ID} aria-describedby={error ? `${FIELD_ID}-error` : undefined} className="mt-2">
        <legend className="font-bold">{idCardOrderText.legend}</legend>
        {error ? (
          <p id={`${FIELD_ID}-error`} className="text-danger">
            <span className="sr-only">Error: </span>
            {error}
          </p>
        ) : null}
        <ul className="m-0 list-none p-0">
          {members.map((m, index) => (
            <li key={m.memberKey} className="border-border border-b py-2">
              <Checkbox
                id={`${FIELD_ID}-${index}`}
                label={`${m.name} (${m.relationship})`}
                hint={m.cardsLabel || idCardOrderText.noCard}
                checked={selected.includes(m.memberKey)}
                disabled={m.cardsLabel === "" || ordering}
                aria-invalid={error ? true : undefined}
                onCheckedChange={(checked) =>
                  form.setValue(
                    "members",
                    checked ? [...selected, m.memberKey] : selected.filter((key) => key !== m.memberKey),
                    { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
                  )
                }
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </CardFrame>
  );
}
