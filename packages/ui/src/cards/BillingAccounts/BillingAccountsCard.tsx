import { useBillingAccountForm } from "@epr/forms";
import {
  type BillingAccountFormValues,
  type BillingDelivery,
  billingDeliveries,
  billingDeliveryLabels,
} from "@epr/forms/schemas";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "../../primitives/Button/Button.js";
import { CardFrame } from "../../primitives/Card/Card.js";
import { CardForm } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { cardFormOptions, fieldIds, useCardForm } from "../../primitives/Card/useCardForm.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { Field, Fieldset } from "../../primitives/Field/Field.js";
import { RadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";
import { RecordTable } from "../../primitives/ReadOnlyTable/RecordTable.js";
import { Select } from "../../primitives/Select/Select.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";

/** An ebill account as the card shows it (@epr/contract `BillingAccountRecord`). */
export interface BillingAccountView {
  accountId: string;
  groups: readonly { groupNumber: string; groupName: string }[];
  payingGroupNumber: string;
  recipientName: string;
  recipientEmail: string;
  delivery: BillingDelivery;
  version: number;
}

/** A group the administrator may choose, with the account that bills it (null: none). */
export interface BillingAccountGroupChoice {
  groupNumber: string;
  groupName: string;
  accountId: string | null;
}

/** Words of the card the app may change. */
export interface BillingAccountsCardCopy extends CardFrameCopy {
  caption: string;
  empty: string;
  groups: string;
  payingGroup: string;
  recipient: string;
  recipientName: string;
  recipientEmail: string;
  delivery: string;
  add: string;
  change: string;
  addTitle: string;
  changeTitle: string;
  groupsHint: string;
  noFreeGroup: string;
}

/** The default wording (ours: the spec names the ebill accounts service, no screen). */
export const defaultBillingAccountsCardCopy: BillingAccountsCardCopy = {
  ...defaultCardFrameCopy,
  title: "Billing accounts",
  caption: "Billing accounts of your groups",
  empty: "No billing account yet: each group's bill is in the portal.",
  groups: "Groups",
  payingGroup: "Paying group",
  recipient: "Receives the bill",
  recipientName: "Recipient's name",
  recipientEmail: "Recipient's e-mail",
  delivery: "Delivery",
  add: "Add account",
  change: "Change",
  addTitle: "New billing account",
  changeTitle: "Change billing account",
  groupsHint: "A group is billed to one account: groups of other accounts are not offered.",
  noFreeGroup: "Every group is billed to an account.",
};

/** What a valid submit gives: the account changed (null for a new one) and the form's values. */
export interface BillingAccountSubmit {
  account: Pick<BillingAccountView, "accountId" | "version"> | null;
  values: BillingAccountFormValues;
}

/** Props of `BillingAccountsCard`. */
export interface BillingAccountsCardProps {
  /** Prefixes every control id. */
  id: string;
  accounts: readonly BillingAccountView[];
  /** The groups the administrator may read, to choose from. */
  groups: readonly BillingAccountGroupChoice[];
  /** Whether the administrator may add and change accounts (the manage billing user type). */
  mayManage: boolean;
  /** A valid submit of the add or change form. */
  onSubmit?: (submit: BillingAccountSubmit) => void;
  saving?: boolean;
  /** A server's answer by field (a group billed to another account). */
  serverErrors?: Partial<Record<keyof BillingAccountFormValues, string>> | null;
  /** The account being changed ("new" for a new one), when the page controls it. */
  editing?: string | null;
  onEditingChange?: (editing: string | null) => void;
  copy?: Partial<BillingAccountsCardCopy>;
  headingLevel?: 2 | 3 | 4;
}

/** Id of a control of the card's form. */
export function billingAccountFieldId(id: string, field: keyof BillingAccountFormValues): string {
  return `billing-account-${id}-${field}`;
}

const groupLabel = (g: { groupNumber: string; groupName: string }) => `${g.groupNumber} ${g.groupName}`;

/**
 * The ebill accounts of the groups the administrator may read (session-and-admin.md §7 'ebill
 * accounts'): each account's groups, paying group, recipient and delivery. With the manage billing
 * user type (`mayManage`) it adds and changes them, validated by @epr/forms `billingAccountFormSchema`.
 * It fetches nothing: the page gives the accounts and takes the submit.
 */
export function BillingAccountsCard(props: BillingAccountsCardProps) {
  const copy = { ...defaultBillingAccountsCardCopy, ...props.copy };
  const [ownEditing, setOwnEditing] = useState<string | null>(null);
  const editing = props.editing === undefined ? ownEditing : props.editing;
  const setEditing = (next: string | null) => {
    setOwnEditing(next);
    props.onEditingChange?.(next);
  };
  const account =
    editing && editing !== "new" ? props.accounts.find((a) => a.accountId === editing) : undefined;
  if (props.mayManage && editing && (editing === "new" || account))
    return (
      <BillingAccountForm
        {...props}
        copy={copy}
        account={account ?? null}
        onCancel={() => setEditing(null)}
      />
    );
  const free = props.groups.filter((g) => g.accountId === null);
  return (
    <CardFrame
      title={copy.title}
      headingLevel={props.headingLevel ?? 2}
      mode="read"
      data-billing-accounts={props.id}
    >
      {props.accounts.length === 0 ? (
        <p className="m-0">{copy.empty}</p>
      ) : (
        <RecordTable
          caption={copy.caption}
          rows={props.accounts}
          rowKey={(a) => a.accountId}
          rowData={(a) => ({ "data-billing-account": a.accountId })}
          alignTop
          columns={[
            { header: copy.groups, cell: (a) => a.groups.map(groupLabel).join(", ") },
            { header: copy.payingGroup, cell: (a) => a.payingGroupNumber },
            {
              header: copy.recipient,
              cell: (a) => (
                <>
                  {a.recipientName}
                  <br />
                  <span className="text-muted-foreground text-sm">{a.recipientEmail}</span>
                </>
              ),
            },
            { header: copy.delivery, cell: (a) => billingDeliveryLabels[a.delivery] },
            ...(props.mayManage
              ? [
                  {
                    header: <span className="sr-only">{copy.change}</span>,
                    cell: (a: BillingAccountView) => (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`${copy.change} ${a.groups.map((g) => g.groupNumber).join(", ")}`}
                        onClick={() => setEditing(a.accountId)}
                      >
                        {copy.change}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {props.mayManage ? (
        <div className="mt-4">
          {free.length > 0 ? (
            <Button variant="secondary" onClick={() => setEditing("new")}>
              {copy.add}
            </Button>
          ) : (
            <p className="m-0 text-muted-foreground text-sm">{copy.noFreeGroup}</p>
          )}
        </div>
      ) : null}
    </CardFrame>
  );
}

const formFields = [
  "groupNumbers",
  "payingGroupNumber",
  "recipientName",
  "recipientEmail",
  "delivery",
] as const;

function BillingAccountForm({
  id,
  groups,
  account,
  copy,
  onSubmit,
  onCancel,
  saving,
  serverErrors,
  headingLevel = 2,
}: BillingAccountsCardProps & {
  copy: BillingAccountsCardCopy;
  account: BillingAccountView | null;
  onCancel: () => void;
}) {
  const form = useBillingAccountForm({
    ...cardFormOptions,
    defaultValues: {
      groupNumbers: account?.groups.map((g) => g.groupNumber) ?? [],
      payingGroupNumber: account?.payingGroupNumber ?? "",
      recipientName: account?.recipientName ?? "",
      recipientEmail: account?.recipientEmail ?? "",
      delivery: account?.delivery ?? "email",
    },
  });
  const { shell } = useCardForm(form, {
    fields: fieldIds(formFields, (field) => billingAccountFieldId(id, field)),
    onSubmit: (values) =>
      onSubmit?.({
        account: account ? { accountId: account.accountId, version: account.version } : null,
        values,
      }),
    onCancel,
    saving,
    serverErrors: serverErrors ?? null,
  });
  // The checklist's control is its first group's checkbox, whose label is that group's: the summary
  // names the field by its legend instead (STYLE.md Forms and errors: a link says which field).
  const groupsId = billingAccountFieldId(id, "groupNumbers");
  const summaryErrors = shell.errors.map((item) =>
    item.fieldId === groupsId ? { ...item, label: copy.groups } : item,
  );
  const { errors } = form.formState;
  const errorOf = (field: keyof BillingAccountFormValues) => {
    const message = errors[field]?.message ?? serverErrors?.[field];
    return typeof message === "string" ? message : undefined;
  };
  // Groups free, and this account's own.
  const offered = groups.filter((g) => g.accountId === null || g.accountId === account?.accountId);
  const chosen = form.watch("groupNumbers") ?? [];
  return (
    <CardForm
      data-billing-account-form={account?.accountId ?? "new"}
      copy={{ ...copy, title: account ? copy.changeTitle : copy.addTitle }}
      headingLevel={headingLevel}
      {...shell}
      errors={summaryErrors}
    >
      <div className="grid gap-4">
        <Controller
          control={form.control}
          name="groupNumbers"
          render={({ field }) => (
            <Fieldset
              id={billingAccountFieldId(id, "groupNumbers")}
              legend={copy.groups}
              hint={copy.groupsHint}
              error={errorOf("groupNumbers")}
              required
            >
              {({ firstOptionId }) => (
                <div className="grid gap-2 sm:grid-cols-2">
                  {offered.map((g, i) => (
                    <Checkbox
                      key={g.groupNumber}
                      id={i === 0 ? firstOptionId : `${firstOptionId}-${i}`}
                      label={groupLabel(g)}
                      checked={(field.value ?? []).includes(g.groupNumber)}
                      onChange={(event) => {
                        const current = field.value ?? [];
                        field.onChange(
                          event.currentTarget.checked
                            ? [...current, g.groupNumber]
                            : current.filter((n) => n !== g.groupNumber),
                        );
                      }}
                    />
                  ))}
                </div>
              )}
            </Fieldset>
          )}
        />
        <Controller
          control={form.control}
          name="payingGroupNumber"
          render={({ field }) => (
            <Field
              id={billingAccountFieldId(id, "payingGroupNumber")}
              label={copy.payingGroup}
              error={errorOf("payingGroupNumber")}
              required
            >
              {/* Controlled: the options follow the groups chosen, the choice stays as it was. */}
              <Select
                options={offered
                  .filter((g) => chosen.includes(g.groupNumber))
                  .map((g) => ({ value: g.groupNumber, label: groupLabel(g) }))}
                name={field.name}
                value={field.value ?? ""}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={billingAccountFieldId(id, "recipientName")}
            label={copy.recipientName}
            error={errorOf("recipientName")}
            required
          >
            <TextInput autoComplete="off" maxLength={60} {...form.register("recipientName")} />
          </Field>
          <Field
            id={billingAccountFieldId(id, "recipientEmail")}
            label={copy.recipientEmail}
            error={errorOf("recipientEmail")}
            required
          >
            <TextInput type="email" autoComplete="off" maxLength={100} {...form.register("recipientEmail")} />
          </Field>
        </div>
        <Controller
          control={form.control}
          name="delivery"
          render={({ field }) => (
            <RadioGroup
              id={billingAccountFieldId(id, "delivery")}
              name={`${billingAccountFieldId(id, "delivery")}-radio`}
              legend={copy.delivery}
              error={errorOf("delivery")}
              orientation="horizontal"
              options={billingDeliveries.map((d) => ({ value: d, label: billingDeliveryLabels[d] }))}
              value={field.value}
              onValueChange={field.onChange}
            />
          )}
        />
      </div>
    </CardForm>
  );
}
