import {
  dependentRelationshipOptions,
  genderLabels,
  genders,
  isSpouseOrPartner,
  nameSuffixes,
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
import type { ChangeEvent, FormEvent, ReactNode } from "react";
import { CardFrame } from "../../primitives/Card/Card.js";
import type { EditableCardProps } from "../../primitives/Card/CardForm.js";
import { useFormChanges } from "../../primitives/Card/useCardForm.js";
import { DateField } from "../../primitives/DateField/DateField.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { Field } from "../../primitives/Field/Field.js";
import { SsnInput } from "../../primitives/MaskedInput/MaskedInput.js";
import { YesNoRadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";
import { Select } from "../../primitives/Select/Select.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";
import {
  type DependentCardCopy,
  type DependentCardPermissions,
  DependentReadCard,
  defaultDependentCardCopy,
  dependentFieldId,
  dependentHeadingId,
  dependentRemoveButton,
  dependentTitle,
  dependentFieldOrder as fieldOrder,
} from "./DependentReadCard.js";
import {
  type DependentCardContext,
  type DependentValues,
  emptyDependent,
  showsSpecialStatus,
  statusAfterRelationshipChange,
} from "./dependentRules.js";

// The copy, permissions and ids live with the read card (`@epr/ui/cards/dependent/read`); the
// form's module keeps exporting them.
export {
  type DependentCardCopy,
  type DependentCardPermissions,
  defaultDependentCardCopy,
  dependentFieldId,
  dependentHeadingId,
};

/** Props of `DependentCard`. */
export interface DependentCardProps
  extends Pick<EditableCardProps<DependentFormValues>, "mode" | "onEdit" | "onSubmit" | "headingLevel"> {
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
  permissions: DependentCardPermissions;
  copy?: Partial<DependentCardCopy>;
  /** Prefix values from the server (enrollment.md §3 Option lists); a text field without them. */
  prefixes?: readonly string[];
  /** Each edit, with the values as typed (not yet validated). */
  onChange?: (values: DependentValues) => void;
  onRemove?: () => void;
}

const relationshipIndex = fieldOrder.indexOf("relationshipCode");
const idField = (controlId: string) =>
  (fieldOrder.find((field) => controlId.endsWith(`-${field}`)) ?? "prefix") as (typeof fieldOrder)[number];

const options = <K extends string>(codes: readonly K[], labels: Record<K, string>) =>
  codes.map((code) => ({ value: code, label: labels[code] }));
const genderOptions = options(genders, genderLabels);
const statusOptions = options(specialStatuses, specialStatusLabels);
const suffixOptions = nameSuffixes.map((s) => ({ value: s, label: s === "NONE" ? "None" : s }));

/**
 * One dependent (enrollment.md §5 Dependents): the subscriber's personal fields (name with prefix and
 * suffix, sex, birth date, SSN masked after blur) plus relationship, special status (shown by the
 * age-26 rule), and the other insurance and Medicare indicators. Edit mode is @epr/forms'
 * `useDependentForm` with the spec's messages; the one spouse or partner rule is @epr/forms'
 * `spouseOrPartnerError` against `otherDependents`. Read mode is `DependentReadCard`
 * (`@epr/ui/cards/dependent/read`), a description list.
 */
export function DependentCard(props: DependentCardProps) {
  if (props.mode === "read") return <DependentReadCard {...props} />;
  const copy = { ...defaultDependentCardCopy, ...props.copy };
  return (
    <DependentForm
      {...props}
      copy={copy}
      title={dependentTitle(props.id, props.number, copy)}
      actions={dependentRemoveButton(props.number, copy, props.permissions.canRemove, props.onRemove)}
    />
  );
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

  useFormChanges(watch, onChange);

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
        <Field id={fieldId("gender")} label="Gender" required error={errors.gender?.message}>
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
            options={options(dependentRelationshipOptions(current.relationshipCode), relationshipLabels)}
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
