import { type NewPlanAdminDemographics, usePlanAdminDemographicsForm } from "@epr/forms";
import { DataList } from "../../primitives/Card/Card.js";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import { CardForm, type EditableCardProps } from "../../primitives/Card/CardForm.js";
import {
  type CardFrameCopy,
  defaultCardFrameCopy,
  defaultRequiredNoteCopy,
  type RequiredNoteCopy,
} from "../../primitives/Card/copy.js";
import { cardFormOptions, fieldIds, useCardForm } from "../../primitives/Card/useCardForm.js";
import { TextField } from "../../primitives/TextInput/TextInput.js";

/** Words of the card the app may change (the spec names the step, not its labels: ours, §3 fields). */
export interface PlanAdminDemographicsCardCopy extends CardFrameCopy, RequiredNoteCopy {
  loginId: string;
  loginIdHint: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
}

/** The default wording of `PlanAdminDemographicsCardCopy`. */
export const defaultPlanAdminDemographicsCardCopy: PlanAdminDemographicsCardCopy = {
  ...defaultCardFrameCopy,
  ...defaultRequiredNoteCopy,
  title: "Demographics",
  loginId: "User ID",
  loginIdHint: "3 to 50 letters, digits, dots, dashes or underscores. It cannot be changed later.",
  firstName: "First Name",
  lastName: "Last Name",
  email: "E-mail",
  company: "Company",
};

/** A plan administrator's details (session-and-admin.md §3 plan administrator). */
export interface PlanAdminDemographicsValues {
  loginId: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
}

const fields = ["loginId", "firstName", "lastName", "email", "company"] as const;
/** A field of the card. */
export type PlanAdminDemographicsField = (typeof fields)[number];

/** Props of `PlanAdminDemographicsCard`. */
export interface PlanAdminDemographicsCardProps extends EditableCardProps<NewPlanAdminDemographics> {
  /** Prefixes every control id. */
  id: string;
  /** A new administrator (isAnEdit 'false'): the login ID is asked; otherwise it is shown only. */
  isNew: boolean;
  /** What is on file (empty for a new administrator). */
  values?: Partial<PlanAdminDemographicsValues>;
  copy?: Partial<PlanAdminDemographicsCardCopy>;
  /** Errors the server gave a field (a user ID already taken); cleared by the app on the next submit. */
  serverErrors?: Partial<Record<PlanAdminDemographicsField, string>>;
  /** A valid submit: the trimmed values (the login ID only when new). */
  onSubmit?: (values: NewPlanAdminDemographics) => void;
}

/** Id of a control of the card. */
export function planAdminDemographicsFieldId(id: string, field: PlanAdminDemographicsField): string {
  return `plan-admin-demographics-${id}-${field}`;
}

/**
 * Demographics of a plan administrator (session-and-admin.md §2 add-plan-admin.demographics, §3):
 * login ID (asked only of a new administrator), first and last name, e-mail and company, validated
 * by @epr/forms `newPlanAdminDemographicsSchema` / `planAdminDemographicsSchema`. Read mode lists
 * them.
 */
export function PlanAdminDemographicsCard(props: PlanAdminDemographicsCardProps) {
  const copy = { ...defaultPlanAdminDemographicsCardCopy, ...props.copy };
  if (props.mode === "read") {
    const v = props.values ?? {};
    return (
      <CardDisplay
        data-plan-admin-demographics={props.id}
        copy={copy}
        headingLevel={props.headingLevel}
        onEdit={props.onEdit}
      >
        <DataList items={fields.map((field) => ({ id: field, label: copy[field], value: v[field] ?? "" }))} />
      </CardDisplay>
    );
  }
  return <PlanAdminDemographicsForm {...props} copy={copy} />;
}

function PlanAdminDemographicsForm({
  id,
  isNew,
  values,
  copy,
  serverErrors,
  onSubmit,
  onCancel,
  saving,
  headingLevel = 2,
}: PlanAdminDemographicsCardProps & { copy: PlanAdminDemographicsCardCopy }) {
  const form = usePlanAdminDemographicsForm(
    { isNew },
    {
      ...cardFormOptions,
      defaultValues: {
        loginId: values?.loginId ?? "",
        firstName: values?.firstName ?? "",
        lastName: values?.lastName ?? "",
        email: values?.email ?? "",
        company: values?.company ?? "",
      },
    },
  );
  const { errors } = form.formState;
  const shown = fields.filter((field) => isNew || field !== "loginId");
  const errorOf = (field: PlanAdminDemographicsField) => {
    const message = errors[field]?.message ?? serverErrors?.[field];
    return typeof message === "string" ? message : undefined;
  };
  // A server's answer (a user ID taken) is listed and moves focus to the summary as a failed submit does.
  const { shell } = useCardForm(form, {
    fields: fieldIds(shown, (field) => planAdminDemographicsFieldId(id, field)),
    onSubmit,
    serverErrors,
    onCancel,
    saving,
  });
  const required = (field: PlanAdminDemographicsField) => field !== "company";

  return (
    <CardForm data-plan-admin-demographics={id} copy={copy} headingLevel={headingLevel} {...shell}>
      <p className="mb-4 text-muted-foreground text-sm">{copy.requiredNote}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {shown.map((field) => (
          <TextField
            key={field}
            id={planAdminDemographicsFieldId(id, field)}
            label={copy[field]}
            hint={field === "loginId" ? copy.loginIdHint : undefined}
            required={required(field)}
            error={errorOf(field)}
            inputProps={{
              ...form.register(field),
              type: field === "email" ? "email" : "text",
              // Another person's details: the browser must not offer the super user's own.
              autoComplete: "off",
              spellCheck: false,
              maxLength: field === "email" || field === "company" ? 100 : 50,
            }}
          />
        ))}
      </div>
    </CardForm>
  );
}
