import {
  type PlanExtraQuestionsFormInput,
  type PlanExtraQuestionsFormValues,
  usePlanExtraQuestionsForm,
} from "@epr/forms";
import { DataList } from "../../primitives/Card/Card.js";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import { CardForm, type EditableCardProps } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { cardFormOptions, useCardForm } from "../../primitives/Card/useCardForm.js";
import { DateField } from "../../primitives/DateField/DateField.js";
import { Field } from "../../primitives/Field/Field.js";
import { RadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";
import { Select, type SelectOption } from "../../primitives/Select/Select.js";

/** Validated plan extra questions (@epr/forms' output). */
export type PlanExtraQuestionsValues = PlanExtraQuestionsFormValues;

/** Words of the card the app may change. */
export interface PlanExtraQuestionsCopy extends CardFrameCopy {
  eventDateLabel: string;
  qualifyingEventLabel: string;
  tobaccoLegend: string;
}

/** The default wording (ours: the spec names the questions, not their labels). */
export const defaultPlanExtraQuestionsCopy: PlanExtraQuestionsCopy = {
  ...defaultCardFrameCopy,
  title: "Plan Questions",
  eventDateLabel: "Event Date",
  qualifyingEventLabel: "Qualifying Event",
  tobaccoLegend: "Tobacco User",
};

/** Props of `PlanExtraQuestions`. */
export interface PlanExtraQuestionsProps extends EditableCardProps<PlanExtraQuestionsValues> {
  /** The answers (in edit mode they fill the form once). */
  values?: Partial<PlanExtraQuestionsFormInput>;
  /** The qualifying events offered (from the server's life event rules, enrollment.md §3). */
  qualifyingEvents: readonly SelectOption[];
  /**
   * Whether the group asks the tobacco question (group additional information
   * tobaccoQuestionRequired, enrollment.md §3); when false the answer is optional. Default true.
   */
  tobaccoQuestion?: boolean;
  /** The current date: latest day the event date's calendar offers. */
  today?: Date;
  copy?: Partial<PlanExtraQuestionsCopy>;
  idPrefix?: string;
}

const tobaccoOptions = [
  { value: "Yes", label: "Yes" },
  { value: "No", label: "No" },
];

/**
 * The plan extra questions (enrollment.md §5 Plan coverage): event date, qualifying event and
 * tobacco status (Yes/No), each required with @epr/forms' messages (`usePlanExtraQuestionsForm`).
 */
export function PlanExtraQuestions(props: PlanExtraQuestionsProps) {
  const copy = { ...defaultPlanExtraQuestionsCopy, ...props.copy };
  if (props.mode === "read") {
    const event = props.qualifyingEvents.find((option) => option.value === props.values?.qualifyingEvent);
    return (
      <CardDisplay
        copy={copy}
        headingLevel={props.headingLevel ?? 3}
        onEdit={props.mayEdit ? props.onEdit : undefined}
      >
        <DataList
          items={[
            { label: copy.eventDateLabel, value: props.values?.eventDate ?? "" },
            { label: copy.qualifyingEventLabel, value: event?.label ?? props.values?.qualifyingEvent ?? "" },
            { label: copy.tobaccoLegend, value: props.values?.tobaccoStatus ?? "" },
          ]}
        />
      </CardDisplay>
    );
  }
  return <PlanExtraQuestionsForm {...props} copy={copy} />;
}

function PlanExtraQuestionsForm({
  values,
  qualifyingEvents,
  tobaccoQuestion = true,
  today,
  copy,
  headingLevel = 3,
  idPrefix = "plan-questions",
  onSubmit,
  onCancel,
  saving,
}: PlanExtraQuestionsProps & { copy: PlanExtraQuestionsCopy }) {
  const form = usePlanExtraQuestionsForm(
    { tobaccoQuestion },
    {
      ...cardFormOptions,
      defaultValues: { eventDate: "", qualifyingEvent: "", tobaccoStatus: "", ...values },
    },
  );
  const ids = {
    eventDate: `${idPrefix}-eventDate`,
    qualifyingEvent: `${idPrefix}-qualifyingEvent`,
    tobaccoStatus: `${idPrefix}-tobaccoStatus`,
  };
  const { shell } = useCardForm(form, { fields: ids, onSubmit, onCancel, saving });
  const { errors, isSubmitted } = form.formState;
  const current = form.watch();
  const set = (field: keyof typeof ids, value: string) =>
    form.setValue(field, value, { shouldDirty: true, shouldValidate: isSubmitted });
  return (
    <CardForm copy={copy} headingLevel={headingLevel} {...shell}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          id={ids.eventDate}
          label={copy.eventDateLabel}
          required
          error={errors.eventDate?.message}
          max={today}
          value={current.eventDate ?? ""}
          onValueChange={(value) => set("eventDate", value)}
        />
        <Field
          id={ids.qualifyingEvent}
          label={copy.qualifyingEventLabel}
          required
          error={errors.qualifyingEvent?.message}
        >
          <Select
            options={qualifyingEvents}
            value={current.qualifyingEvent ?? ""}
            onChange={(event) => set("qualifyingEvent", event.target.value)}
          />
        </Field>
        <RadioGroup
          id={ids.tobaccoStatus}
          legend={copy.tobaccoLegend}
          required={tobaccoQuestion}
          orientation="horizontal"
          options={tobaccoOptions}
          error={errors.tobaccoStatus?.message}
          value={current.tobaccoStatus || null}
          onValueChange={(value) => set("tobaccoStatus", value)}
        />
      </div>
    </CardForm>
  );
}
