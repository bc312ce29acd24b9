import { MNLOA_MAX_START, type MnloaFormInput, type MnloaFormValues, useMnloaForm } from "@epr/forms";
import { Controller } from "react-hook-form";
import { DataList } from "../../primitives/Card/Card.js";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import { CardForm } from "../../primitives/Card/CardForm.js";
import {
  type CardFrameCopy,
  defaultCardFrameCopy,
  defaultRequiredNoteCopy,
  type RequiredNoteCopy,
} from "../../primitives/Card/copy.js";
import { cardFormOptions, fieldIds, useCardForm } from "../../primitives/Card/useCardForm.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { RequiredNote } from "../shared/editCard.js";
import { FormDateField, YesNoField } from "../shared/FormFields.js";
import { type ParticipantCardProps, ParticipantLine, participantTitle } from "../shared/participant.js";
import { controlId, yesNoText } from "../shared/yesNo.js";

/** The three MNLOA questions, in screen order (enrollment.md §3 Mnloa). */
export const mnloaQuestions = ["sufferingFrom", "absenceNecessary", "noticePhysician"] as const;
/** One of the MNLOA questions. */
export type MnloaQuestion = (typeof mnloaQuestions)[number];

/**
 * Wording of the card. The spec names the questions' fields only (enrollment.md §3 Mnloa), so their
 * wording is ours and the brand may change it; the messages are @epr/forms'. `title` is the card
 * heading, followed by the dependent's name.
 */
export interface MnloaCardCopy extends CardFrameCopy, RequiredNoteCopy {
  /** The three questions. */
  questions: Record<MnloaQuestion, string>;
  startDateLabel: string;
  /** The certification checkbox's label. */
  certifyLabel: string;
  /** Read-only label of the certification. */
  certifiedLabel: string;
}

/** The default wording of `MnloaCardCopy`. */
export const defaultMnloaCardCopy: MnloaCardCopy = {
  ...defaultCardFrameCopy,
  ...defaultRequiredNoteCopy,
  title: "MNLOA",
  questions: {
    sufferingFrom: "Is the student suffering from a serious illness or injury?",
    absenceNecessary:
      "Is a leave of absence, or another change in enrollment, from the school medically necessary?",
    noticePhysician:
      "Has the student's physician given written notice that the leave is medically necessary?",
  },
  startDateLabel: "Leave of Absence Start Date",
  certifyLabel:
    "I certify that the answers above are true and that the physician's written notice is available on request.",
  certifiedLabel: "Certified",
};

/** Props of `MnloaCard` (the copy's questions and labels may be given per brand). */
export type MnloaCardProps = ParticipantCardProps<MnloaFormInput, MnloaFormValues, MnloaCardCopy>;

const fieldOrder = [...mnloaQuestions, "startDate", "certify"] as const;
const emptyMnloa: MnloaFormInput = {
  sufferingFrom: "",
  absenceNecessary: "",
  noticePhysician: "",
  startDate: "",
  certify: false,
};

/**
 * The Medically Necessary Leave of Absence card of a full-time student dependent (one per dependent
 * with special status M, enrollment.md §4; its answers as booleans or "yes"/"no"; §3
 * Mnloa, §5 MNLOA): three yes/no questions that must all be Yes ('Answering "Yes" to all questions is
 * required to set the "Full-Time Student MNLOA" status'), the start date (no later than 01/01/2500)
 * and the certification box.
 *
 * Edit mode is @epr/forms `useMnloaForm`: every rule and message is the schema's. A failed submit
 * focuses the error summary; each link focuses its field; a valid submit gives @epr/forms' output
 * (booleans, start date MM/dd/yyyy). The card fetches nothing.
 */
export function MnloaCard(props: MnloaCardProps) {
  const copy = {
    ...defaultMnloaCardCopy,
    ...props.copy,
    questions: { ...defaultMnloaCardCopy.questions, ...props.copy?.questions },
  };
  const title = participantTitle(copy.title, props.participant);
  if (props.mode === "read") {
    const v = props.values ?? {};
    return (
      <CardDisplay
        copy={copy}
        title={title}
        headingLevel={props.headingLevel}
        onEdit={props.mayEdit ? props.onEdit : undefined}
      >
        <ParticipantLine participant={props.participant} />
        <DataList
          columns={1}
          items={[
            ...mnloaQuestions.map((question) => ({
              label: copy.questions[question],
              value: yesNoText(v[question]),
            })),
            { label: copy.startDateLabel, value: v.startDate },
            { label: copy.certifiedLabel, value: v.certify ? "Yes" : "No" },
          ]}
        />
      </CardDisplay>
    );
  }
  return <MnloaEdit {...props} copy={copy} title={title} />;
}

function MnloaEdit(props: MnloaCardProps & { copy: MnloaCardCopy; title: string }) {
  const { participant, copy, title, headingLevel = 2, idPrefix = "mnloa" } = props;
  const form = useMnloaForm({ ...cardFormOptions, defaultValues: { ...emptyMnloa, ...props.values } });
  const id = (field: (typeof fieldOrder)[number]) => controlId(idPrefix, field);
  const fields = fieldIds(fieldOrder, id);
  const { shell } = useCardForm(form, { ...props, fields });
  const { errors } = form.formState;
  const { control } = form;

  return (
    <CardForm copy={copy} title={title} headingLevel={headingLevel} {...shell}>
      <ParticipantLine participant={participant} />
      <RequiredNote>{copy.requiredNote}</RequiredNote>
      <div className="flex flex-col gap-6">
        {mnloaQuestions.map((question) => (
          <YesNoField
            key={question}
            control={control}
            name={question}
            id={id(question)}
            legend={copy.questions[question]}
            required
            error={errors[question]?.message}
          />
        ))}
        <FormDateField
          control={control}
          name="startDate"
          id={id("startDate")}
          label={copy.startDateLabel}
          required
          max={MNLOA_MAX_START}
          error={errors.startDate?.message}
        />
        <Controller
          control={control}
          name="certify"
          render={({ field }) => (
            <Checkbox
              id={id("certify")}
              name={field.name}
              label={
                <>
                  {copy.certifyLabel}
                  <span aria-hidden="true" className="ms-0.5 text-danger">
                    *
                  </span>
                </>
              }
              required
              error={errors.certify?.message}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
    </CardForm>
  );
}
