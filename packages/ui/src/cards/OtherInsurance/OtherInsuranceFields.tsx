import {
  courtOrderLabels,
  custodyLabels,
  employmentStatusLabels,
  medicalResponsibilityLabels,
  otherInsuranceRelationLabels,
} from "@epr/domain";
import { type OtherInsuranceFormInput, type OtherInsuranceView, otherInsuranceLimits } from "@epr/forms";
import { Controller, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { Field } from "../../primitives/Field/Field.js";
import { RadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";
import { Select } from "../../primitives/Select/Select.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";
import { FormDateField } from "../shared/FormFields.js";
import { controlId } from "../shared/yesNo.js";
import { type OtherInsuranceField, otherInsuranceLabels } from "./labels.js";

const optionsOf = (labels: Record<string, string>): { value: string; label: string }[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

// enrollment.md §9: other-insurance dates lie in years 1000 to 9999.
const OTHER_INSURANCE_MIN = "01/01/1000";
const OTHER_INSURANCE_MAX = "12/31/9999";

/** Props of `OtherInsuranceFields`. */
export interface OtherInsuranceFieldsProps {
  form: UseFormReturn<OtherInsuranceFormInput, unknown, unknown>;
  view: OtherInsuranceView;
  today: Date;
  idPrefix: string;
}

/**
 * The other insurance fields (enrollment.md §3 OtherInsurance, §5 Other insurance): the policy, the
 * policy holder, and the conditional questions: custody when the member's case calls for it, the
 * medical-responsibility parent and court order with custody M, F or J, the retirement date for R.
 */
export function OtherInsuranceFields({ form, view, today, idPrefix }: OtherInsuranceFieldsProps) {
  const { register, control } = form;
  const errors: FieldErrors<OtherInsuranceFormInput> = form.formState.errors;
  const id = (field: OtherInsuranceField) => controlId(idPrefix, field);
  const error = (field: OtherInsuranceField) => errors[field]?.message;
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);

  const text = (field: OtherInsuranceField & keyof typeof otherInsuranceLimits, required = false) => (
    <Field
      id={id(field)}
      label={otherInsuranceLabels[field]}
      hint={`Up to ${otherInsuranceLimits[field]} characters.`}
      required={required}
      error={error(field)}
    >
      <TextInput autoComplete="off" maxLength={otherInsuranceLimits[field]} {...register(field)} />
    </Field>
  );
  const date = (field: OtherInsuranceField, options: { required?: boolean; max?: Date | string } = {}) => (
    <FormDateField
      control={control}
      name={field}
      id={id(field)}
      label={otherInsuranceLabels[field]}
      required={options.required}
      error={error(field)}
      min={OTHER_INSURANCE_MIN}
      max={options.max ?? OTHER_INSURANCE_MAX}
    />
  );
  const radios = (field: OtherInsuranceField, labels: Record<string, string>, required = false) => (
    <Controller
      control={control}
      name={field}
      render={({ field: bound }) => (
        <RadioGroup
          id={id(field)}
          name={`${id(field)}-radio`}
          legend={otherInsuranceLabels[field]}
          orientation="horizontal"
          required={required}
          options={optionsOf(labels)}
          error={error(field)}
          value={bound.value ?? ""}
          onValueChange={bound.onChange}
        />
      )}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text("insuranceCarrier", true)}
        {text("groupNumber")}
        {text("policyNumber")}
        {date("effectiveDate", { required: true })}
        {date("cancelDate")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text("policyHolderFirstName")}
        {text("policyHolderLastName")}
        {date("policyHolderBirthDate", { max: tomorrow })}
        <Field
          id={id("relationSubscriber")}
          label={otherInsuranceLabels.relationSubscriber}
          required
          error={error("relationSubscriber")}
        >
          <Controller
            control={control}
            name="relationSubscriber"
            render={({ field }) => (
              <Select
                options={optionsOf(otherInsuranceRelationLabels)}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ""}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              />
            )}
          />
        </Field>
      </div>
      {view.custody ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {radios("custody", custodyLabels, true)}
          {view.custodyDetails ? (
            <>
              {radios("medicalResponsibility", medicalResponsibilityLabels, true)}
              {radios("courtOrder", courtOrderLabels, true)}
            </>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {radios("policyHolderEmploymentStatus", employmentStatusLabels)}
        {view.retirementDate ? date("retirementDate", { required: true, max: tomorrow }) : null}
      </div>
    </div>
  );
}
