import { type MedicareFormInput, type MedicareFormValues, medicareView, useMedicareForm } from "@epr/forms";
import { useWatch } from "react-hook-form";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import { CardForm } from "../../primitives/Card/CardForm.js";
import {
  type CardFrameCopy,
  defaultCardFrameCopy,
  defaultRequiredNoteCopy,
  type RequiredNoteCopy,
} from "../../primitives/Card/copy.js";
import { cardFormOptions, fieldIds, useCardForm } from "../../primitives/Card/useCardForm.js";
import { RequiredNote } from "../shared/editCard.js";
import { type ParticipantCardProps, ParticipantLine, participantTitle } from "../shared/participant.js";
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
export type MedicareCardProps = ParticipantCardProps<MedicareFormInput, MedicareFormValues, MedicareCardCopy>;

/**
 * The Medicare card of one participant (one per participant with the Medicare indicator yes,
 * enrollment.md §4; §3 MedicareEligible, §5 Medicare), its values' yes/no answers as booleans or
 * "yes"/"no": claim
 * number, why eligible, ever collected SSDI with the SSDI dates, Parts A and B dates, Part C and Part
 * D yes/no with their details (carrier, policy, group, effective dates; Part D also BIN and PCN)
 * shown only when yes.
 *
 * Edit mode is @epr/forms `useMedicareForm`: every rule and message is the schema's. A failed submit
 * focuses the error summary; each link focuses its field. A valid submit gives @epr/forms' output
 * (booleans, dates MM/dd/yyyy): SSDI dates and Part C and D details only where answered yes
 * (enrollment.md §4 Save/cleaning). The card fetches nothing.
 */
export function MedicareCard(props: MedicareCardProps) {
  const copy = { ...defaultMedicareCardCopy, ...props.copy };
  const title = participantTitle(copy.title, props.participant);
  if (props.mode === "read") {
    return (
      <CardDisplay
        copy={copy}
        title={title}
        headingLevel={props.headingLevel}
        onEdit={props.mayEdit ? props.onEdit : undefined}
      >
        <ParticipantLine participant={props.participant} />
        <MedicareReadOnly values={props.values ?? {}} />
      </CardDisplay>
    );
  }
  return <MedicareEdit {...props} copy={copy} title={title} />;
}

function MedicareEdit(props: MedicareCardProps & { copy: MedicareCardCopy; title: string }) {
  const { participant, copy, title, headingLevel = 2, idPrefix = "medicare" } = props;
  const form = useMedicareForm({ ...cardFormOptions, defaultValues: medicareDefaults(props.values) });
  const fields = fieldIds(medicareFieldOrder, (path) => controlId(idPrefix, path));
  const { shell } = useCardForm(form, { ...props, fields });
  const [ssdi, partC, partD] = useWatch({ control: form.control, name: ["ssdi", "partC", "partD"] });
  const view = medicareView({ ssdi, partC, partD });

  return (
    <CardForm copy={copy} title={title} headingLevel={headingLevel} {...shell}>
      <ParticipantLine participant={participant} />
      <RequiredNote>{copy.requiredNote}</RequiredNote>
      <MedicareFields
        form={form}
        view={view}
        idPrefix={idPrefix}
        headingLevel={(headingLevel + 1) as 3 | 4 | 5}
      />
    </CardForm>
  );
}
