import {
  errorSummaryItems,
  type MedicareFormInput,
  type MedicareFormValues,
  medicareView,
  submitWith,
  useMedicareForm,
} from "@epr/forms";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { CardFrame } from "../../primitives/Card/Card.js";
import {
  type CardFrameCopy,
  defaultCardFrameCopy,
  defaultRequiredNoteCopy,
  type RequiredNoteCopy,
} from "../../primitives/Card/copy.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { type CardParticipant, ParticipantLine, participantTitle } from "../shared/participant.js";
import { controlId } from "../shared/yesNo.js";
import { medicareFieldOrder } from "./labels.js";
import { MedicareFields } from "./MedicareFields.js";
import { MedicareReadOnly } from "./MedicareReadOnly.js";
import { medicareDefaults } from "./view.js";

/**
 * Wording of the card's frame; field labels and the spec's messages are not brand copy. `title` is
 * the card heading, followed by the participant's name.
 */
export interface MedicareCardCopy extends CardFrameCopy, RequiredNoteCopy {}

/** The default wording of `MedicareCardCopy`. */
export const defaultMedicareCardCopy: MedicareCardCopy = {
  ...defaultCardFrameCopy,
  ...defaultRequiredNoteCopy,
  title: "Medicare",
};

/** Props of `MedicareCard`. */
export interface MedicareCardProps {
  /** "edit" shows the form, "read" the read-only display (enrollment.md §2). */
  mode: "edit" | "read";
  /** The participant (one card per participant with the Medicare indicator yes, enrollment.md §4). */
  participant: CardParticipant;
  /**
   * The Medicare values (yes/no answers as booleans or "yes"/"no"). In edit mode they fill the form
   * once, when it appears (give the card a new `key` to load another record); in read mode they are
   * what is shown.
   */
  values?: Partial<MedicareFormInput>;
  copy?: Partial<MedicareCardCopy>;
  /** Whether the administrator may modify the record (an @epr/domain permission): Edit in read mode. */
  mayEdit?: boolean;
  /** Read mode: Edit was pressed. */
  onEdit?: () => void;
  /** Edit mode: called with the form's values after each change (unvalidated). */
  onChange?: (values: Partial<MedicareFormInput>) => void;
  /**
   * Edit mode: a valid submit with @epr/forms' output (booleans, dates MM/dd/yyyy); SSDI dates and
   * Part C and D details only where answered yes (enrollment.md §4 Save/cleaning).
   */
  onSubmit: (values: MedicareFormValues) => void;
  /** Edit mode: shows Cancel. */
  onCancel?: () => void;
  /** Saving in progress (Save shows a spinner). */
  saving?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Prefix of the fields' ids (one card per participant: give each its own). */
  idPrefix?: string;
}

/**
 * The Medicare card of one participant (enrollment.md §3 MedicareEligible, §5 Medicare): claim
 * number, why eligible, ever collected SSDI with the SSDI dates, Parts A and B dates, Part C and Part
 * D yes/no with their details (carrier, policy, group, effective dates; Part D also BIN and PCN)
 * shown only when yes.
 *
 * Edit mode is @epr/forms `useMedicareForm`: every rule and message is the schema's. A failed submit
 * focuses the error summary; each link focuses its field. The card fetches nothing.
 */
export function MedicareCard(props: MedicareCardProps) {
  const copy = { ...defaultMedicareCardCopy, ...props.copy };
  const title = participantTitle(copy.title, props.participant);
  if (props.mode === "read") {
    return (
      <CardFrame
        title={title}
        headingLevel={props.headingLevel}
        mode="read"
        editLabel={copy.editLabel}
        onEdit={props.mayEdit ? props.onEdit : undefined}
      >
        <ParticipantLine participant={props.participant} />
        <MedicareReadOnly values={props.values ?? {}} />
      </CardFrame>
    );
  }
  return <MedicareEdit {...props} copy={copy} title={title} />;
}

function MedicareEdit({
  participant,
  values,
  copy,
  title,
  onChange,
  onSubmit,
  onCancel,
  saving,
  headingLevel = 2,
  idPrefix = "medicare",
}: MedicareCardProps & { copy: MedicareCardCopy; title: string }) {
  // Validates on submit, then on change; focus goes to the error summary (STYLE.md Forms and errors).
  const form = useMedicareForm({
    mode: "onSubmit",
    defaultValues: medicareDefaults(values),
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const { watch, control } = form;
  const [ssdi, partC, partD] = useWatch({ control, name: ["ssdi", "partC", "partD"] });
  const view = medicareView({ ssdi, partC, partD });

  useEffect(() => {
    if (!onChange) return;
    const subscription = watch((current) => onChange(current as Partial<MedicareFormInput>));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  const submit = submitWith(form, onSubmit);
  const links = Object.fromEntries(medicareFieldOrder.map((path) => [path, controlId(idPrefix, path)]));

  return (
    <CardFrame
      title={title}
      headingLevel={headingLevel}
      mode="edit"
      onSave={submit}
      onCancel={onCancel}
      saving={saving}
      saveLabel={copy.saveLabel}
      cancelLabel={copy.cancelLabel}
    >
      <ErrorSummary
        className="mb-4"
        title={copy.errorSummaryTitle}
        focusKey={submitCount}
        errors={errorSummaryItems(errors, links)}
      />
      <ParticipantLine participant={participant} />
      <p className="mt-0 mb-4 text-muted-foreground text-sm">{copy.requiredNote}</p>
      <MedicareFields
        form={form}
        view={view}
        idPrefix={idPrefix}
        headingLevel={(headingLevel + 1) as 3 | 4 | 5}
      />
    </CardFrame>
  );
}
