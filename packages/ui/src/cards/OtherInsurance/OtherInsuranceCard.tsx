import { useBrand } from "@epr/brand-themes";
import { isCobDataProcessed } from "@epr/domain";
import {
  type Flow,
  type OtherInsuranceFormInput,
  type OtherInsuranceFormValues,
  otherInsuranceView,
  useOtherInsuranceForm,
} from "@epr/forms";
import { type ReactNode, useMemo } from "react";
import { useWatch } from "react-hook-form";
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
import {
  CopyToOthersButton,
  type CopyToOthersButtonCopy,
  defaultCopyToOthersButtonCopy,
} from "../Provider/ProviderNumberFields.js";
import { RequiredNote } from "../shared/editCard.js";
import { type ParticipantCardProps, ParticipantLine, participantTitle } from "../shared/participant.js";
import { controlId } from "../shared/yesNo.js";
import { emptyOtherInsurance, otherInsuranceFieldOrder } from "./labels.js";
import { OtherInsuranceFields } from "./OtherInsuranceFields.js";
import { OtherInsuranceReadOnly } from "./OtherInsuranceReadOnly.js";

/**
 * Wording of the card's frame; field labels and the spec's messages are not brand copy. `title` is
 * the card heading, followed by the participant's name.
 */
export interface OtherInsuranceCardCopy extends CardFrameCopy, RequiredNoteCopy, CopyToOthersButtonCopy {
  /** Label of the COB processed flag (brands whose record shows it, enrollment.md §6). */
  cobProcessedLabel: string;
}

/** The default wording of `OtherInsuranceCardCopy`. */
export const defaultOtherInsuranceCardCopy: OtherInsuranceCardCopy = {
  ...defaultCardFrameCopy,
  ...defaultRequiredNoteCopy,
  ...defaultCopyToOthersButtonCopy,
  title: "Other Insurance",
  cobProcessedLabel: "COB Data Processed",
};

/** Props of `OtherInsuranceCard`. */
export interface OtherInsuranceCardProps
  extends ParticipantCardProps<OtherInsuranceFormInput, OtherInsuranceFormValues, OtherInsuranceCardCopy> {
  /** The current day (the dates' bounds) and the flow. */
  context: { today: Date; flow: Flow };
  /**
   * The employee record's isCOBDataProcessed (enrollment.md §3; 'NO' counts as processed), shown as
   * the COB processed flag where the brand record's `showsCobProcessedFlag` says so (enrollment.md §6).
   */
  cobDataProcessed?: string | boolean | null;
  /**
   * Edit mode: shows Copy to Others (enrollment.md §2, assist-employees.md §2.3) and gives the form's
   * current values; the app opens the copy modal and copies with @epr/domain's
   * `copyOtherInsuranceTo`, which skips custody where the spec says. Give it only when there are
   * other participants.
   */
  onCopyToOthers?: (values: Partial<OtherInsuranceFormInput>) => void;
}

/**
 * The other insurance card of one participant (one per participant with the other-insurance
 * indicator yes, enrollment.md §4; their relationship code and special status decide whether custody
 * is asked; §3 OtherInsurance, §5 Other insurance):
 * carrier, group and policy numbers, dates, the policy holder, the relation to the subscriber; custody
 * only when the member's relationship (02, 05, 07, 09, 14, 17) or special status (3, F, M) calls for
 * it; the medical-responsibility parent and court order only with custody M, F or J; the retirement
 * date only for a retired (R) holder. Brands whose record says so show the COB processed flag.
 *
 * Edit mode is @epr/forms `useOtherInsuranceForm`: every rule and message is the schema's, and
 * `otherInsuranceView` decides what shows. A failed submit focuses the error summary; a valid one gives
 * @epr/forms' output (trimmed, dates MM/dd/yyyy), the fields this member's case does not ask for left
 * empty. Fetches nothing.
 */
export function OtherInsuranceCard(props: OtherInsuranceCardProps) {
  const brand = useBrand();
  const copy = { ...defaultOtherInsuranceCardCopy, ...props.copy };
  const title = participantTitle(copy.title, props.participant);
  const cobFlag = brand.capabilities.showsCobProcessedFlag ? (
    <DataList
      className="mb-4"
      columns={1}
      items={[
        {
          label: copy.cobProcessedLabel,
          value: isCobDataProcessed(props.cobDataProcessed) ? "Yes" : "No",
        },
      ]}
    />
  ) : null;
  if (props.mode === "read") {
    const values = props.values ?? {};
    return (
      <CardDisplay
        copy={copy}
        title={title}
        headingLevel={props.headingLevel}
        onEdit={props.mayEdit ? props.onEdit : undefined}
      >
        <ParticipantLine participant={props.participant} />
        {cobFlag}
        <OtherInsuranceReadOnly values={values} view={otherInsuranceView(props.participant, values)} />
      </CardDisplay>
    );
  }
  return <OtherInsuranceEdit {...props} copy={copy} title={title} cobFlag={cobFlag} />;
}

function OtherInsuranceEdit(
  props: OtherInsuranceCardProps & { copy: OtherInsuranceCardCopy; title: string; cobFlag: ReactNode },
) {
  const { participant, context, copy, title, cobFlag, headingLevel = 2, onCopyToOthers } = props;
  const idPrefix = props.idPrefix ?? "other-insurance";
  // The schema's context: the member decides custody; memoised so the schema is built once.
  const formContext = useMemo(
    () => ({
      today: context.today,
      flow: context.flow,
      relationshipCode: participant.relationshipCode,
      dependentStatus: participant.dependentStatus,
    }),
    [context.today, context.flow, participant.relationshipCode, participant.dependentStatus],
  );
  const form = useOtherInsuranceForm(formContext, {
    ...cardFormOptions,
    defaultValues: { ...emptyOtherInsurance, ...props.values },
  });
  const fields = fieldIds(otherInsuranceFieldOrder, (field) => controlId(idPrefix, field));
  const { shell } = useCardForm(form, { ...props, fields });
  const [custody, policyHolderEmploymentStatus] = useWatch({
    control: form.control,
    name: ["custody", "policyHolderEmploymentStatus"],
  });
  const view = otherInsuranceView(participant, { custody, policyHolderEmploymentStatus });

  return (
    <CardForm copy={copy} title={title} headingLevel={headingLevel} {...shell}>
      <ParticipantLine participant={participant} />
      {cobFlag}
      <RequiredNote>{copy.requiredNote}</RequiredNote>
      <OtherInsuranceFields form={form} view={view} today={context.today} idPrefix={idPrefix} />
      {/* A row of its own only when there is a button (it shows with `onCopyToOthers`). */}
      {onCopyToOthers ? (
        <div className="mt-4">
          <CopyToOthersButton
            sourceName={participant.name}
            copy={copy}
            onCopyToOthers={onCopyToOthers}
            values={() => form.getValues()}
          />
        </div>
      ) : null}
    </CardForm>
  );
}
