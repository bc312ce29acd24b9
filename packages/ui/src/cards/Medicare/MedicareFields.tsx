import { whyEligibleLabels } from "@epr/domain";
import type { MedicareFormInput, MedicareView } from "@epr/forms";
import type { ReactNode } from "react";
import { Controller, type FieldPath, get, type UseFormReturn } from "react-hook-form";
import { Field } from "../../primitives/Field/Field.js";
import { Select } from "../../primitives/Select/Select.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";
import { FormDateField, YesNoField } from "../shared/FormFields.js";
import { controlId } from "../shared/yesNo.js";
import { medicareLabels, partInfoLabels, partInfoLimits } from "./labels.js";

const whyEligibleOptions = Object.entries(whyEligibleLabels).map(([value, label]) => ({ value, label }));

/** Props of `MedicareFields`. */
export interface MedicareFieldsProps {
  form: UseFormReturn<MedicareFormInput, unknown, unknown>;
  view: MedicareView;
  idPrefix: string;
  /** Level of the group headings (one below the card's). */
  headingLevel: 3 | 4 | 5;
}

type Path = FieldPath<MedicareFormInput>;

/**
 * The Medicare fields (enrollment.md §3 MedicareEligible, §5 Medicare): claim number, why eligible,
 * disability start, SSDI with its dates when yes, Parts A and B dates, and Parts C and D with their
 * details (carrier, policy, group, dates; Part D also BIN and PCN) only when answered yes.
 */
export function MedicareFields({ form, view, idPrefix, headingLevel }: MedicareFieldsProps) {
  const { register, control } = form;
  const errors = form.formState.errors;
  const id = (path: Path) => controlId(idPrefix, path);
  const error = (path: Path): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message;
  const Heading = `h${headingLevel}` as const;
  const group = (title: string, children: ReactNode) => (
    <div className="flex flex-col gap-4">
      <Heading className="m-0 border-border border-b pb-1 font-bold text-base">{title}</Heading>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </div>
  );
  const date = (path: Path, label: string, required = false) => (
    <FormDateField
      control={control}
      name={path}
      id={id(path)}
      label={label}
      required={required}
      error={error(path)}
    />
  );
  const yesNo = (path: "ssdi" | "partC" | "partD") => (
    <YesNoField
      control={control}
      name={path}
      id={id(path)}
      legend={medicareLabels[path]}
      required
      error={error(path)}
    />
  );
  const partDetails = (part: "C" | "D") => {
    const key = `part${part}Info` as const;
    const text = (field: keyof typeof partInfoLimits) => {
      const path = `${key}.${field}` as Path;
      return (
        <Field
          id={id(path)}
          label={`Part ${part} ${partInfoLabels[field]}`}
          hint={
            field === "bin"
              ? "6 characters; required with a PCN."
              : `Up to ${partInfoLimits[field]} characters.`
          }
          error={error(path)}
        >
          <TextInput autoComplete="off" maxLength={partInfoLimits[field]} {...register(path)} />
        </Field>
      );
    };
    return (
      <>
        {text("carrierName")}
        {text("policyNumber")}
        {text("groupNumber")}
        {date(`${key}.effectiveDate`, `Part ${part} ${partInfoLabels.effectiveDate}`, true)}
        {date(`${key}.endDate`, `Part ${part} ${partInfoLabels.endDate}`)}
        {part === "D" ? (
          <>
            {text("bin")}
            {text("pcn")}
          </>
        ) : null}
      </>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {group(
        "Eligibility",
        <>
          <Field
            id={id("claimNumber")}
            label={medicareLabels.claimNumber}
            hint="7 to 12 characters with at least one letter, no spaces."
            required
            error={error("claimNumber")}
          >
            <TextInput autoComplete="off" spellCheck={false} maxLength={12} {...register("claimNumber")} />
          </Field>
          <Field
            id={id("whyEligible")}
            label={medicareLabels.whyEligible}
            required
            error={error("whyEligible")}
          >
            <Controller
              control={control}
              name="whyEligible"
              render={({ field }) => (
                <Select
                  options={whyEligibleOptions}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ""}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                />
              )}
            />
          </Field>
          {date("disStart", medicareLabels.disStart)}
        </>,
      )}
      {group(
        "Social Security Disability Insurance",
        <>
          {yesNo("ssdi")}
          {view.ssdiDates ? (
            <>
              {date("ssdiDates.startDate", medicareLabels["ssdiDates.startDate"])}
              {date("ssdiDates.endDate", medicareLabels["ssdiDates.endDate"])}
            </>
          ) : null}
        </>,
      )}
      {group(
        "Parts A and B",
        <>
          {date("partA.startDate", medicareLabels["partA.startDate"])}
          {date("partA.endDate", medicareLabels["partA.endDate"])}
          <span aria-hidden="true" className="hidden lg:block" />
          {date("partB.startDate", medicareLabels["partB.startDate"])}
          {date("partB.endDate", medicareLabels["partB.endDate"])}
        </>,
      )}
      {group(
        "Part C",
        <>
          {yesNo("partC")}
          {view.partC ? partDetails("C") : null}
        </>,
      )}
      {group(
        "Part D",
        <>
          {yesNo("partD")}
          {view.partD ? partDetails("D") : null}
        </>,
      )}
    </div>
  );
}
