import type { EffectiveDateFormContext, SubscriberFormInput } from "@epr/forms";
import type { ReactNode } from "react";
import { Controller, type FieldErrors, type UseFormReturn, useWatch } from "react-hook-form";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { DateField } from "../../primitives/DateField/DateField.js";
import { Field } from "../../primitives/Field/Field.js";
import { PhoneInput, SsnInput } from "../../primitives/MaskedInput/MaskedInput.js";
import { MaskedSsn } from "../../primitives/MaskedSsn/MaskedSsn.js";
import { RadioGroup, YesNoRadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";
import { Select } from "../../primitives/Select/Select.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";
import { subscriberLabels } from "./labels.js";
import {
  fieldId,
  genderOptions,
  lifeEventOptions,
  prefixOptions,
  type SubscriberField,
  stateOptions,
  suffixOptions,
} from "./options.js";
import { effectiveDateBounds, type SubscriberFormView } from "./rules.js";

/** Props of `SubscriberFields`. */
export interface SubscriberFieldsProps {
  form: UseFormReturn<SubscriberFormInput, unknown, unknown>;
  context: EffectiveDateFormContext;
  view: SubscriberFormView;
  prefixes: readonly string[];
  idPrefix: string;
  /** Level of the group headings (one below the card's). */
  headingLevel: 3 | 4 | 5;
}

type PhoneField = "homePhone" | "workPhone" | "mobilePhone" | "fax";
type DateFieldName = "birthDate" | "hireDate" | "coverageEffectiveDate" | "eventDate";

/**
 * The subscriber form's fields, in groups (enrollment.md §5 Subscriber form): name, personal
 * details, address, contact, coverage questions and, when special enrollment applies, the life event.
 * Each field is a primitive inside a `Field`, so its label, hint and error are wired the same way.
 */
export function SubscriberFields({
  form,
  context,
  view,
  prefixes,
  idPrefix,
  headingLevel,
}: SubscriberFieldsProps) {
  const { register, control } = form;
  const errors: FieldErrors<SubscriberFormInput> = form.formState.errors;
  const id = (field: SubscriberField) => fieldId(idPrefix, field);
  const error = (field: SubscriberField) => errors[field]?.message;
  const cobra = useWatch({ control, name: "cobra" });
  const effectiveBounds = effectiveDateBounds(context, Boolean(cobra), view.showsLifeEvent);
  const Heading = `h${headingLevel}` as const;
  const group = (title: string, children: ReactNode) => (
    <div className="flex flex-col gap-4">
      <Heading className="m-0 border-border border-b pb-1 font-bold text-base">{title}</Heading>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </div>
  );

  const date = (
    name: DateFieldName,
    options: { required?: boolean; min?: Date; max?: Date; hint?: string },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          id={id(name)}
          label={subscriberLabels[name]}
          hint={options.hint ?? "MM/DD/YYYY"}
          required={options.required}
          error={error(name)}
          min={options.min}
          max={options.max}
          value={field.value ?? ""}
          onValueChange={field.onChange}
          inputProps={{ name: field.name, onBlur: field.onBlur, ref: field.ref }}
        />
      )}
    />
  );

  const phone = (name: PhoneField, hint = "(999) 999-9999") => (
    <Field id={id(name)} label={subscriberLabels[name]} hint={hint} error={error(name)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <PhoneInput
            name={field.name}
            ref={field.ref}
            value={field.value ?? ""}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            // Not RHF's `disabled`: that would drop the value and erase the employee's number.
            disabled={name === "mobilePhone" && view.mobilePhoneLocked}
          />
        )}
      />
    </Field>
  );

  const ssn = (name: "ssn" | "confirmSsn", hint: string) => (
    <Field id={id(name)} label={subscriberLabels[name]} hint={hint} required error={error(name)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <SsnInput
            ref={field.ref}
            value={field.value ?? ""}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </Field>
  );

  const indicator = (name: "otherInsuranceIndicator" | "medicareEligibleIndicator") => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <YesNoRadioGroup
          id={id(name)}
          name={`${idPrefix}-${name}-radio`}
          legend={subscriberLabels[name]}
          required
          error={error(name)}
          value={field.value ?? ""}
          onValueChange={field.onChange}
        />
      )}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      {group(
        "Name",
        <>
          <Field id={id("prefix")} label={subscriberLabels.prefix} error={error("prefix")}>
            <Select
              width="medium"
              options={prefixOptions(prefixes)}
              placeholder="None"
              {...register("prefix")}
            />
          </Field>
          <Field id={id("firstName")} label={subscriberLabels.firstName} required error={error("firstName")}>
            <TextInput autoComplete="off" maxLength={25} {...register("firstName")} />
          </Field>
          <Field id={id("middleName")} label={subscriberLabels.middleName} error={error("middleName")}>
            <TextInput autoComplete="off" maxLength={25} {...register("middleName")} />
          </Field>
          <Field id={id("lastName")} label={subscriberLabels.lastName} required error={error("lastName")}>
            <TextInput autoComplete="off" maxLength={25} {...register("lastName")} />
          </Field>
          <Field id={id("suffix")} label={subscriberLabels.suffix} error={error("suffix")}>
            <Select width="medium" options={suffixOptions} placeholder="None" {...register("suffix")} />
          </Field>
        </>,
      )}
      {group(
        "Personal details",
        <>
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <RadioGroup
                id={id("gender")}
                name={`${idPrefix}-gender-radio`}
                legend={subscriberLabels.gender}
                orientation="horizontal"
                required
                options={genderOptions}
                error={error("gender")}
                value={field.value ?? ""}
                onValueChange={field.onChange}
              />
            )}
          />
          {date("birthDate", { required: true, max: context.today })}
          {date("hireDate", {})}
          {view.addFlow
            ? date("coverageEffectiveDate", {
                required: true,
                min: effectiveBounds.min,
                max: effectiveBounds.max,
              })
            : null}
          {view.entersSsn ? (
            <>
              {ssn("ssn", "9 digits. Only the last 4 show after you leave the field.")}
              {ssn("confirmSsn", "Enter the SSN again.")}
            </>
          ) : (
            <div className="flex flex-col gap-1">
              <span className="font-semibold">{subscriberLabels.ssn}</span>
              <MaskedSsn ssn={form.getValues("ssn") ?? ""} />
            </div>
          )}
        </>,
      )}
      {group(
        "Address",
        <>
          <Field id={id("address1")} label={subscriberLabels.address1} required error={error("address1")}>
            <TextInput autoComplete="address-line1" {...register("address1")} />
          </Field>
          <Field id={id("address2")} label={subscriberLabels.address2} error={error("address2")}>
            <TextInput autoComplete="address-line2" {...register("address2")} />
          </Field>
          <Field id={id("city")} label={subscriberLabels.city} required error={error("city")}>
            <TextInput autoComplete="address-level2" {...register("city")} />
          </Field>
          <Field id={id("state")} label={subscriberLabels.state} required error={error("state")}>
            <Select width="medium" options={stateOptions} {...register("state")} />
          </Field>
          <Field
            id={id("zipCode")}
            label={subscriberLabels.zipCode}
            hint="5 digits."
            required
            error={error("zipCode")}
          >
            <TextInput
              width="short"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              {...register("zipCode")}
            />
          </Field>
          <Field
            id={id("zipExtension")}
            label={subscriberLabels.zipExtension}
            hint="4 digits, if known."
            error={error("zipExtension")}
          >
            <TextInput
              width="short"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              {...register("zipExtension")}
            />
          </Field>
        </>,
      )}
      {group(
        "Contact",
        <>
          {phone("homePhone")}
          {phone("workPhone")}
          {phone(
            "mobilePhone",
            view.mobilePhoneLocked ? "Only the employee can change the mobile phone." : "(999) 999-9999",
          )}
          {phone("fax")}
          <Field id={id("workEmail")} label={subscriberLabels.workEmail} error={error("workEmail")}>
            <TextInput type="email" autoComplete="off" spellCheck={false} {...register("workEmail")} />
          </Field>
        </>,
      )}
      {group(
        "Coverage questions",
        <>
          {view.showsCobra ? (
            <div className="flex flex-col gap-1">
              <Controller
                control={control}
                name="cobra"
                render={({ field }) => (
                  <Checkbox
                    id={id("cobra")}
                    name={field.name}
                    label={subscriberLabels.cobra}
                    hint="The employee continues coverage under COBRA."
                    checked={Boolean(field.value)}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </div>
          ) : null}
          {indicator("otherInsuranceIndicator")}
          {indicator("medicareEligibleIndicator")}
        </>,
      )}
      {view.showsLifeEvent
        ? group(
            "Special enrollment",
            <>
              <Field
                id={id("eventCode")}
                label={subscriberLabels.eventCode}
                hint="Outside open enrollment, a qualifying life event is needed."
                required
                error={error("eventCode")}
              >
                <Select options={lifeEventOptions(context.lifeEventRules)} {...register("eventCode")} />
              </Field>
              {date("eventDate", { required: true })}
            </>,
          )
        : null}
    </div>
  );
}
