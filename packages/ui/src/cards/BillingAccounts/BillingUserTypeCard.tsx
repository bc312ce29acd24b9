import { type BillingUserType, billingUserTypeLabels, billingUserTypes } from "@epr/domain";
import { useBillingStepForm } from "@epr/forms";
import type { BillingStepFormValues } from "@epr/forms/schemas";
import { Controller } from "react-hook-form";
import { DataList } from "../../primitives/Card/Card.js";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import { CardForm, type EditableCardProps } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { cardFormOptions, fieldIds, useCardForm } from "../../primitives/Card/useCardForm.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { RadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";

/** Words of the card the app may change. */
export interface BillingUserTypeCardCopy extends CardFrameCopy {
  bills: string;
  billsHint: string;
  /** Said instead of the Bills box where it is not this super user's to change. */
  billsElsewhere: string;
  userType: string;
  userTypeHint: string;
  none: string;
  granted: string;
  notGranted: string;
}

/** The default wording (session-and-admin.md §6: EP ViewBills is Bills; the user types are ours). */
export const defaultBillingUserTypeCardCopy: BillingUserTypeCardCopy = {
  ...defaultCardFrameCopy,
  title: "Billing",
  bills: "Bills",
  billsHint: "Sees the premium bills of the groups they may read.",
  billsElsewhere:
    "Bills is part of this administrator's identity, which is managed in their other clients: it cannot be changed here.",
  userType: "Billing user type",
  userTypeHint: "What they may do in billing for this client. Without Bills it gives nothing.",
  none: "None (no Bills access)",
  granted: "Yes",
  notGranted: "No",
};

/** The card's values: the Bills access and the user type (null: none without Bills). */
export interface BillingUserTypeCardValues {
  ebill: boolean;
  userType: BillingUserType | null;
}

/** Props of `BillingUserTypeCard`. */
export interface BillingUserTypeCardProps extends EditableCardProps<BillingStepFormValues> {
  /** Prefixes every control id. */
  id: string;
  values: BillingUserTypeCardValues;
  /**
   * Whether this super user may change the Bills access (a user-level entitlement: not of a shared
   * administrator's, whose identity holds in other clients). The user type is this client's: always.
   */
  mayChangeBills?: boolean;
  copy?: Partial<BillingUserTypeCardCopy>;
}

/** Id of a control of the card. */
export function billingUserTypeFieldId(id: string, field: keyof BillingStepFormValues): string {
  return `billing-user-type-${id}-${field}`;
}

/**
 * A plan administrator's Billing step (session-and-admin.md §2 add-plan-admin.billing-entitlements):
 * the Bills access (ebill) and their billing user type in the chosen client (view, pay, manage;
 * @epr/domain `billingUserTypeLabels`), validated by @epr/forms `billingStepFormSchema`.
 */
export function BillingUserTypeCard(props: BillingUserTypeCardProps) {
  const copy = { ...defaultBillingUserTypeCardCopy, ...props.copy };
  if (props.mode === "read")
    return (
      <CardDisplay
        data-billing-user-type={props.id}
        copy={copy}
        headingLevel={props.headingLevel}
        onEdit={props.onEdit}
      >
        <DataList
          items={[
            { id: "ebill", label: copy.bills, value: props.values.ebill ? copy.granted : copy.notGranted },
            {
              id: "userType",
              label: copy.userType,
              value:
                props.values.ebill && props.values.userType
                  ? billingUserTypeLabels[props.values.userType]
                  : copy.none,
            },
          ]}
        />
      </CardDisplay>
    );
  return <BillingUserTypeForm {...props} copy={copy} />;
}

function BillingUserTypeForm({
  id,
  values,
  copy,
  mayChangeBills = true,
  onSubmit,
  onCancel,
  saving,
  headingLevel = 2,
}: BillingUserTypeCardProps & { copy: BillingUserTypeCardCopy }) {
  const form = useBillingStepForm({
    ...cardFormOptions,
    defaultValues: { ebill: values.ebill, userType: values.userType ?? "view" },
  });
  const { shell } = useCardForm(form, {
    fields: fieldIds(["ebill", "userType"] as const, (field) => billingUserTypeFieldId(id, field)),
    onSubmit,
    onCancel,
    saving,
  });
  const { errors } = form.formState;
  return (
    <CardForm data-billing-user-type={id} copy={copy} headingLevel={headingLevel} {...shell}>
      <div className="grid gap-4">
        {mayChangeBills ? (
          <Checkbox
            id={billingUserTypeFieldId(id, "ebill")}
            label={copy.bills}
            hint={copy.billsHint}
            error={errors.ebill?.message}
            {...form.register("ebill")}
          />
        ) : (
          <p className="m-0 text-muted-foreground text-sm" data-bills-elsewhere="">
            {copy.bills}: {values.ebill ? copy.granted : copy.notGranted}. {copy.billsElsewhere}
          </p>
        )}
        <Controller
          control={form.control}
          name="userType"
          render={({ field }) => (
            <RadioGroup
              id={billingUserTypeFieldId(id, "userType")}
              name={`${billingUserTypeFieldId(id, "userType")}-radio`}
              legend={copy.userType}
              hint={copy.userTypeHint}
              error={errors.userType?.message}
              options={billingUserTypes.map((type) => ({ value: type, label: billingUserTypeLabels[type] }))}
              value={field.value}
              onValueChange={field.onChange}
            />
          )}
        />
      </div>
    </CardForm>
  );
}
