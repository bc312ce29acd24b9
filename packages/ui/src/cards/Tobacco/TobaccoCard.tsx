import { useCopy } from "@epr/brand-themes";
import { normalizeTobaccoStatus, tobaccoCardVisible } from "@epr/domain";
import { TOBACCO_QUESTION, type TobaccoFormInput, type TobaccoFormValues, useTobaccoForm } from "@epr/forms";
import { useMemo } from "react";
import { CardForm, type EditableCardProps } from "../../primitives/Card/CardForm.js";
import { cardFormOptions, useCardForm } from "../../primitives/Card/useCardForm.js";
import { DateField } from "../../primitives/DateField/DateField.js";
import { RadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";
import {
  defaultTobaccoCardCopy,
  TOBACCO_USAGE_DATE_LABEL,
  type TobaccoCardCopy,
  TobaccoReadCard,
  type TobaccoValues,
} from "./TobaccoReadCard.js";

// The copy, values and date label live with the read card (`@epr/ui/cards/tobacco/read`); this
// module keeps exporting them.
export { defaultTobaccoCardCopy, TOBACCO_USAGE_DATE_LABEL, type TobaccoCardCopy, type TobaccoValues };

/** Props of `TobaccoCard`. */
export interface TobaccoCardProps extends EditableCardProps<TobaccoFormValues> {
  /** Stable id of the participant (prefixes every control id). */
  id: string;
  /** The participant's name, shown in the heading. */
  participantName: string;
  values?: TobaccoValues;
  /** Today, for the usage date's bound (forms never read the clock). */
  today: Date;
  /**
   * The answer is required: the group asks the question, the participant has medical coverage and
   * is old enough (@epr/domain `tobaccoAnswerRequired`, enrollment.md §4, §5 Tobacco).
   */
  required: boolean;
  copy?: Partial<TobaccoCardCopy>;
  /** Edit mode: each change, unvalidated. */
  onChange?: (values: TobaccoFormInput) => void;
  /**
   * On the review page (enrollment.md §4 Tobacco): the card renders only when @epr/domain's
   * `tobaccoCardVisible` says so — in edit mode with the question required, always for a participant
   * with medical coverage; otherwise only when a status exists. Without it the card always renders
   * (the add flow asks only the participants it must).
   */
  review?: { editMode: boolean; questionRequired: boolean; hasMedicalCoverage: boolean };
}

/** Id of a tobacco card's control. */
export function tobaccoFieldId(id: string, field: "tobaccoStatus" | "tobaccoUsageDate"): string {
  return `tobacco-${id}-${field}`;
}

const statusOptions = [
  { value: "T", label: "Yes" },
  { value: "N", label: "No" },
] as const;

/**
 * The tobacco card of one participant with medical coverage (enrollment.md §4, §5 Tobacco): the
 * question (regular use, 4 or more times per week on average, within the last 6 months, excluding
 * religious or ceremonial use) answered Yes (T) or No (N), required when `required`; the date of last
 * regular use, shown and required when T; the fraud warning in the brand's words (brand copy
 * `tobaccoFraudWarning`). A valid submit's usage date is "" unless the status is T. Read mode shows the status (U as No) and, for T, the date:
 * `TobaccoReadCard` (`@epr/ui/cards/tobacco/read`).
 */
export function TobaccoCard(props: TobaccoCardProps) {
  if (props.review && !tobaccoCardVisible({ ...props.review, status: props.values?.tobaccoStatus }))
    return null;
  if (props.mode === "read") return <TobaccoReadCard {...props} />;
  const copy = { ...defaultTobaccoCardCopy, ...props.copy };
  return <TobaccoForm {...props} copy={copy} title={`${copy.title}: ${props.participantName}`} />;
}

function TobaccoForm({
  id,
  values,
  today,
  required,
  copy,
  title,
  headingLevel = 3,
  ...props
}: TobaccoCardProps & { copy: TobaccoCardCopy; title: string }) {
  const t = useCopy();
  const context = useMemo(() => ({ today, required }), [today, required]);
  const form = useTobaccoForm(context, {
    ...cardFormOptions,
    defaultValues: {
      // U (unknown) is turned into N (enrollment.md §3 memberCoverage).
      tobaccoStatus: normalizeTobaccoStatus(values?.tobaccoStatus) ?? "",
      tobaccoUsageDate: values?.tobaccoUsageDate ?? "",
    },
  });
  const { shell } = useCardForm(form, {
    fields: {
      tobaccoStatus: tobaccoFieldId(id, "tobaccoStatus"),
      tobaccoUsageDate: tobaccoFieldId(id, "tobaccoUsageDate"),
    },
    ...props,
  });
  const { errors, isSubmitted } = form.formState;
  const { watch, setValue } = form;
  const current = watch();
  const isUser = current.tobaccoStatus === "T";

  return (
    <CardForm copy={copy} title={title} data-tobacco={id} headingLevel={headingLevel} {...shell}>
      <div className="flex flex-col gap-4">
        <RadioGroup
          id={tobaccoFieldId(id, "tobaccoStatus")}
          legend={TOBACCO_QUESTION}
          // The fraud warning (enrollment.md §5 Tobacco) is read with the question.
          hint={
            <>
              <strong className="text-foreground">Warning:</strong> {t("tobaccoFraudWarning")}
            </>
          }
          required={required}
          orientation="horizontal"
          options={statusOptions}
          error={errors.tobaccoStatus?.message}
          value={current.tobaccoStatus || null}
          onValueChange={(value) =>
            setValue("tobaccoStatus", value as "T" | "N", {
              shouldDirty: true,
              shouldValidate: isSubmitted,
            })
          }
        />
        {isUser ? (
          <DateField
            id={tobaccoFieldId(id, "tobaccoUsageDate")}
            label={TOBACCO_USAGE_DATE_LABEL}
            required
            max={today}
            error={errors.tobaccoUsageDate?.message}
            value={current.tobaccoUsageDate ?? ""}
            onValueChange={(value) =>
              setValue("tobaccoUsageDate", value, { shouldDirty: true, shouldValidate: isSubmitted })
            }
          />
        ) : null}
      </div>
    </CardForm>
  );
}
