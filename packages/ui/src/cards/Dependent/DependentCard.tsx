import {
  genderLabels,
  genders,
  indicatorLabels,
  isSpouseOrPartner,
  nameSuffixes,
  relationshipCodes,
  relationshipLabels,
  specialStatuses,
  specialStatusLabels,
} from "@epr/domain";
import {
  type DependentFormValues,
  errorSummaryItems,
  spouseOrPartnerError,
  useDependentForm,
} from "@epr/forms";
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { CardFrame, DataList } from "../../primitives/Card/Card.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { DateField } from "../../primitives/DateField/DateField.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { Field } from "../../primitives/Field/Field.js";
import { SsnInput } from "../../primitives/MaskedInput/MaskedInput.js";
import { MaskedSsn } from "../../primitives/MaskedSsn/MaskedSsn.js";
import { YesNoRadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";
import { Select } from "../../primitives/Select/Select.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";
import {
  type DependentCardContext,
  type DependentValues,
  emptyDependent,
  showsSpecialStatus,
  statusAfterRelationshipChange,
} from "./dependentRules.js";

/**
 * Words of the card the app may change (the brand's copy). `title` is the heading before the
 * number: "Dependent" → "Dependent 2". The card has Remove where other cards have Cancel.
 */
export interface DependentCardCopy extends Pick<CardFrameCopy, "title" | "saveLabel" | "editLabel"> {
  removeLabel: string;
}

export const defaultDependentCardCopy: DependentCardCopy = {
  title: "Dependent",
  saveLabel: defaultCardFrameCopy.saveLabel,
  removeLabel: "Remove",
  editLabel: defaultCardFrameCopy.editLabel,
};

/** What the administrator may do (computed by the app from @epr/domain's permissions). */
export interface DependentCardPermissions {
  /** May edit: the Edit button in read mode. */
  canEdit: boolean;
  /** May remove the dependent: the Remove button. */
  canRemove: boolean;
}

/** Props of `DependentCard`. */
export interface DependentCardProps {
  /** Stable id of this dependent in its list; prefixes every control id. */
  id: string;
  /** Position in the list, from 1 ("Dependent 2"). */
  number: number;
  /** The dependent's values (initial values in edit mode). */
  values?: DependentValues;
  /**
   * The dependents listed before this one, for the one spouse or partner rule: as @epr/forms' list
   * schema does, the later of two spouses or partners is the one refused.
   */
  previousDependents?: readonly DependentValues[];
  context: DependentCardContext;
  /** "edit" shows the form; "read" the read-only display. */
  mode: "edit" | "read";
  permissions: DependentCardPermissions;
  copy?: Partial<DependentCardCopy>;
  /** Prefix values from the server (enrollment.md §3 Option lists); a text field without them. */
  prefixes?: readonly string[];
  headingLevel?: 2 | 3 | 4;
  /** Each edit, with the values as typed (not yet validated). */
  onChange?: (values: DependentValues) => void;
  /** A valid submit: the validated values. */
  onSubmit?: (values: DependentFormValues) => void;
  onRemove?: () => void;
  onEdit?: () => void;
}

/** Order of the fields: the error summary lists errors in this order. */
const fieldOrder = [
  "prefix",
  "firstName",
  "middleName",
  "lastName",
  "suffix",
  "gender",
  "birthDate",
  "ssn",
  "relationshipCode",
  "dependentStatus",
  "otherInsuranceIndicator",
  "medicareEligibleIndicator",
] as const;

/** Id of a dependent's field: the list focuses `prefix` after Add. */
export function dependentFieldId(id: string, field: (typeof fieldOrder)[number]): string {
  return `dependent-${id}-${field}`;
}

/** Id of a card's heading text: the list moves focus there after a Remove. */
export function dependentHeadingId(id: string): string {
  return `dependent-${id}-heading`;
}

const relationshipIndex = fieldOrder.indexOf("relationshipCode");
const idField = (controlId: string) =>
  (fieldOrder.find((field) => controlId.endsWith(`-${field}`)) ?? "prefix") as (typeof fieldOrder)[number];

const options = <K extends string>(codes: readonly K[], labels: Record<K, string>) =>
  codes.map((code) => ({ value: code, label: labels[code] }));
const relationshipOptions = options(relationshipCodes, relationshipLabels);
const genderOptions = options(genders, genderLabels);
const statusOptions = options(specialStatuses, specialStatusLabels);
const suffixOptions = nameSuffixes.map((s) => ({ value: s, label: s === "NONE" ? "None" : s }));

/**
 * One dependent (enrollment.md §5 Dependents): the subscriber's personal fields (name with prefix and
 * suffix, sex, birth date, SSN masked after blur) plus relationship, special status (shown by the
 * age-26 rule), and the other insurance and Medicare indicators. Edit mode is @epr/forms'
 * `useDependentForm` with the spec's messages; the one spouse or partner rule is @epr/forms'
 * `spouseOrPartnerError` against `otherDependents`. Read mode is a description list.
 */
export function DependentCard(props: DependentCardProps) {
  const copy = { ...defaultDependentCardCopy, ...props.copy };
  const headingId = dependentHeadingId(props.id);
  const title = (
    <span id={headingId} tabIndex={-1} className="focus-visible:focus-ring">
      {copy.title} {props.number}
    </span>
  );
  // Each button names its card ("Remove Dependent 2"), so a list of cards has distinct names.
  const named = (text: string) => (
    <>
      {text}
      <span className="sr-only">
        {" "}
        {copy.title} {props.number}
      </span>
    </>
  );
  const remove =
    props.permissions.canRemove && props.onRemove ? (
      <Button variant="ghost" size="sm" onClick={props.onRemove}>
        {named(copy.removeLabel)}
      </Button>
    ) : null;
  const edit =
    props.mode === "read" && props.permissions.canEdit && props.onEdit ? (
      <Button variant="outline" size="sm" onClick={props.onEdit}>
        {named(copy.editLabel)}
      </Button>
    ) : null;
  if (props.mode === "read") {
    return (
      <CardFrame
        data-dependent={props.id}
        title={title}
        headingLevel={props.headingLevel ?? 3}
        mode="read"
        actions={
          <>
            {remove}
            {edit}
          </>
        }
      >
        <DependentDisplay values={{ ...emptyDependent, ...props.values }} />
      </CardFrame>
    );
  }
  return <DependentForm {...props} copy={copy} title={title} actions={remove} />;
}

function DependentForm({
  id,
  values,
  previousDependents = [],
  context,
  copy,
  prefixes,
  headingLevel = 3,
  title,
  actions,
  onChange,
  onSubmit,
}: DependentCardProps & { copy: DependentCardCopy; title: ReactNode; actions: ReactNode }) {
  const form = useDependentForm(context, {
    defaultValues: { ...emptyDependent, ...values },
    shouldFocusError: false,
  });
  const { errors, submitCount, isSubmitted } = form.formState;
  const { watch, setValue, trigger, register } = form;
  const current = watch();
  const fieldId = (field: (typeof fieldOrder)[number]) => dependentFieldId(id, field);

  useEffect(() => {
    if (!onChange) return;
    const subscription = watch((next) => onChange(next as DependentValues));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  // One spouse or domestic partner in total (enrollment.md §5 Dependents): the list-wide rule,
  // shown on this card's relationship as soon as it is chosen.
  const partnerError = isSpouseOrPartner(current.relationshipCode)
    ? spouseOrPartnerError(previousDependents, context.flow)
    : null;
  const relationshipError = errors.relationshipCode?.message ?? partnerError ?? undefined;
  const specialStatusShown = showsSpecialStatus(current, context.today);

  // The summary lists the schema's errors in field order, with the list-wide relationship error in its place.
  const summary = errorSummaryItems(
    errors,
    Object.fromEntries(fieldOrder.map((field) => [field, fieldId(field)])),
  );
  if (partnerError && !errors.relationshipCode) {
    const before = summary.filter((item) => fieldOrder.indexOf(idField(item.fieldId)) < relationshipIndex);
    summary.splice(before.length, 0, { fieldId: fieldId("relationshipCode"), message: partnerError });
  }

  const set = (field: keyof DependentValues, value: string, validate = isSubmitted) =>
    setValue(field, value, { shouldDirty: true, shouldTouch: true, shouldValidate: validate });

  // Selects are controlled from the form's values, so what shows is always what is validated.
  const selectProps = (field: "prefix" | "suffix" | "gender") => ({
    value: current[field] ?? "",
    onChange: (event: ChangeEvent<HTMLSelectElement>) => set(field, event.target.value),
    onBlur: () => void trigger(field),
  });

  // Resolves whether the dependent was valid, so an add-flow step advances only when every card was.
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    let accepted = false;
    await form.handleSubmit((valid) => {
      if (partnerError) return;
      accepted = true;
      // A hidden special status never reaches the payload (STYLE.md: no hidden branch leaks).
      onSubmit?.(specialStatusShown ? valid : { ...valid, dependentStatus: "" });
    })(event);
    return accepted;
  };

  const onRelationship = (code: string) => {
    const previous = current.relationshipCode ?? "";
    set("relationshipCode", code, true);
    set(
      "dependentStatus",
      statusAfterRelationshipChange({ ...current, relationshipCode: code }, previous, context.today),
    );
    // The civil union rule sits on the sex field: re-check it once the sex is chosen.
    if (current.gender) void trigger("gender");
  };

  return (
    <CardFrame
      data-dependent={id}
      title={title}
      headingLevel={headingLevel}
      mode="edit"
      actions={actions}
      saveLabel={copy.saveLabel}
      onSave={submit}
    >
      {/* Only after a submit: errors shown on blur stay on their fields (STYLE.md Forms and errors). */}
      <ErrorSummary className="mb-4" focusKey={submitCount} errors={submitCount > 0 ? summary : []} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId("prefix")} label="Prefix" error={errors.prefix?.message}>
          {prefixes ? (
            <Select
              options={prefixes.map((p) => ({ value: p, label: p }))}
              width="short"
              {...selectProps("prefix")}
            />
          ) : (
            <TextInput width="short" autoComplete="off" {...register("prefix")} />
          )}
        </Field>
        <Field id={fieldId("firstName")} label="First Name" required error={errors.firstName?.message}>
          <TextInput autoComplete="off" maxLength={25} {...register("firstName")} />
        </Field>
        <Field id={fieldId("middleName")} label="Middle Name" error={errors.middleName?.message}>
          <TextInput autoComplete="off" maxLength={25} {...register("middleName")} />
        </Field>
        <Field id={fieldId("lastName")} label="Last Name" required error={errors.lastName?.message}>
          <TextInput autoComplete="off" maxLength={25} {...register("lastName")} />
        </Field>
        <Field id={fieldId("suffix")} label="Suffix" error={errors.suffix?.message}>
          <Select options={suffixOptions} width="short" {...selectProps("suffix")} />
        </Field>
        <Field id={fieldId("gender")} label="Sex" required error={errors.gender?.message}>
          <Select options={genderOptions} width="medium" {...selectProps("gender")} />
        </Field>
        <DateField
          id={fieldId("birthDate")}
          label="Date of Birth"
          required
          error={errors.birthDate?.message}
          max={context.today}
          value={current.birthDate ?? ""}
          onValueChange={(value) => set("birthDate", value)}
          inputProps={{ onBlur: () => void trigger("birthDate") }}
        />
        <Field id={fieldId("ssn")} label="SSN" error={errors.ssn?.message}>
          <SsnInput
            value={current.ssn ?? ""}
            onValueChange={(value) => set("ssn", value)}
            onBlur={() => void trigger("ssn")}
          />
        </Field>
        <Field id={fieldId("relationshipCode")} label="Relationship" required error={relationshipError}>
          <Select
            options={relationshipOptions}
            value={current.relationshipCode ?? ""}
            onChange={(event) => onRelationship(event.target.value)}
            onBlur={() => void trigger("relationshipCode")}
          />
        </Field>
        {specialStatusShown ? (
          <Field
            id={fieldId("dependentStatus")}
            label="Special Status"
            required
            error={errors.dependentStatus?.message}
          >
            <Select
              options={statusOptions}
              value={current.dependentStatus ?? ""}
              onChange={(event) => set("dependentStatus", event.target.value, true)}
            />
          </Field>
        ) : null}
        <YesNoRadioGroup
          id={fieldId("otherInsuranceIndicator")}
          legend="Other Insurance"
          required
          error={errors.otherInsuranceIndicator?.message}
          value={current.otherInsuranceIndicator || null}
          onValueChange={(value) => set("otherInsuranceIndicator", value, true)}
        />
        <YesNoRadioGroup
          id={fieldId("medicareEligibleIndicator")}
          legend="Medicare Eligible"
          required
          error={errors.medicareEligibleIndicator?.message}
          value={current.medicareEligibleIndicator || null}
          onValueChange={(value) => set("medicareEligibleIndicator", value, true)}
        />
      </div>
    </CardFrame>
  );
}

const label = <K extends string>(labels: Record<K, string>, code: string | null | undefined) =>
  code && code in labels ? labels[code as K] : "";

/** The read-only display of a dependent (enrollment.md §2: each card has a read-only display). */
function DependentDisplay({ values }: { values: DependentValues }) {
  const name = [values.prefix, values.firstName, values.middleName, values.lastName, values.suffix]
    .filter(Boolean)
    .join(" ");
  const items = [
    { label: "Name", value: name },
    { label: "Relationship", value: label(relationshipLabels, values.relationshipCode) },
    { label: "Sex", value: label(genderLabels, values.gender) },
    { label: "Date of Birth", value: values.birthDate },
    { label: "SSN", value: values.ssn ? <MaskedSsn ssn={values.ssn} /> : "" },
    {
      label: "Special Status",
      value: values.dependentStatus ? label(specialStatusLabels, values.dependentStatus) : "",
    },
    { label: "Other Insurance", value: label(indicatorLabels, values.otherInsuranceIndicator) },
    { label: "Medicare Eligible", value: label(indicatorLabels, values.medicareEligibleIndicator) },
  ];
  return <DataList items={items} />;
}
