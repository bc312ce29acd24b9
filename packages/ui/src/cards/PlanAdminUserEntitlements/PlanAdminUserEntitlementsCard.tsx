import {
  type PlanAdminUserEntitlementKey,
  type PlanAdminUserEntitlementValues,
  planAdminUserEntitlementKeys,
  planAdminUserEntitlementLabels,
} from "@epr/domain";
import { usePlanAdminUserEntitlementsForm } from "@epr/forms";
import { DataList } from "../../primitives/Card/Card.js";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import { CardForm, type EditableCardProps } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { cardFormOptions, fieldIds, useCardForm } from "../../primitives/Card/useCardForm.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { Fieldset } from "../../primitives/Field/Field.js";

/** Words of the card the app may change (session-and-admin.md §2 names the step Overall Entitlements). */
export interface PlanAdminUserEntitlementsCardCopy extends CardFrameCopy {
  legend: string;
  granted: string;
  notGranted: string;
}

/** The default wording of `PlanAdminUserEntitlementsCardCopy`. */
export const defaultPlanAdminUserEntitlementsCardCopy: PlanAdminUserEntitlementsCardCopy = {
  ...defaultCardFrameCopy,
  title: "Overall Entitlements",
  legend: "The administrator may use",
  granted: "Yes",
  notGranted: "No",
};

/** Props of `PlanAdminUserEntitlementsCard`. */
export interface PlanAdminUserEntitlementsCardProps
  extends EditableCardProps<PlanAdminUserEntitlementValues> {
  /** Prefixes every control id. */
  id: string;
  /** What the administrator holds now. */
  values: PlanAdminUserEntitlementValues;
  /**
   * The entitlements the card shows, in order (default: all of @epr/domain
   * `planAdminUserEntitlementKeys`). The Billing step shows only `ebill`; the others keep their values.
   */
  keys?: readonly PlanAdminUserEntitlementKey[];
  copy?: Partial<PlanAdminUserEntitlementsCardCopy>;
  /** A valid submit: every entitlement's value (those not shown as they were). */
  onSubmit?: (values: PlanAdminUserEntitlementValues) => void;
}

/** Id of a control of the card. */
export function planAdminUserEntitlementFieldId(id: string, key: PlanAdminUserEntitlementKey): string {
  return `plan-admin-entitlements-${id}-${key}`;
}

/**
 * A plan administrator's Overall (user) Entitlements (session-and-admin.md §2
 * add-plan-admin.user-entitlements, §3 Entitlements): a yes/no per entitlement, labelled as the
 * profile's site access of §6 (@epr/domain `planAdminUserEntitlementLabels`), validated by @epr/forms
 * `planAdminUserEntitlementsSchema` (Edit Employees needs View Employees). Read mode lists them.
 */
export function PlanAdminUserEntitlementsCard(props: PlanAdminUserEntitlementsCardProps) {
  const copy = { ...defaultPlanAdminUserEntitlementsCardCopy, ...props.copy };
  const keys = props.keys ?? planAdminUserEntitlementKeys;
  if (props.mode === "read")
    return (
      <CardDisplay
        data-plan-admin-entitlements={props.id}
        copy={copy}
        headingLevel={props.headingLevel}
        onEdit={props.onEdit}
      >
        <DataList
          items={keys.map((key) => ({
            id: key,
            label: planAdminUserEntitlementLabels[key],
            value: props.values[key] ? copy.granted : copy.notGranted,
          }))}
        />
      </CardDisplay>
    );
  return <PlanAdminUserEntitlementsForm {...props} keys={keys} copy={copy} />;
}

function PlanAdminUserEntitlementsForm({
  id,
  values,
  keys,
  copy,
  onSubmit,
  onCancel,
  saving,
  headingLevel = 2,
}: PlanAdminUserEntitlementsCardProps & {
  keys: readonly PlanAdminUserEntitlementKey[];
  copy: PlanAdminUserEntitlementsCardCopy;
}) {
  const form = usePlanAdminUserEntitlementsForm({
    ...cardFormOptions,
    defaultValues: values,
  });
  const { shell } = useCardForm(form, {
    fields: fieldIds(keys, (key) => planAdminUserEntitlementFieldId(id, key)),
    onSubmit,
    onCancel,
    saving,
  });
  const { errors } = form.formState;
  return (
    <CardForm data-plan-admin-entitlements={id} copy={copy} headingLevel={headingLevel} {...shell}>
      <Fieldset legend={copy.legend}>
        <div className="grid gap-3 sm:grid-cols-2">
          {keys.map((key) => (
            <Checkbox
              key={key}
              id={planAdminUserEntitlementFieldId(id, key)}
              label={planAdminUserEntitlementLabels[key]}
              error={errors[key]?.message}
              {...form.register(key)}
            />
          ))}
        </div>
      </Fieldset>
    </CardForm>
  );
}
