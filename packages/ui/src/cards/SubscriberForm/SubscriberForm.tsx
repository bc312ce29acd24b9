import { type SubscriberFormInput, type SubscriberFormValues, useSubscriberForm } from "@epr/forms";
import { CardForm, type EditableCardProps } from "../../primitives/Card/CardForm.js";
import { cardFormOptions, fieldIds, useCardForm } from "../../primitives/Card/useCardForm.js";
import { RequiredNote } from "../shared/editCard.js";
import { emptySubscriberValues, fieldId, subscriberFieldOrder } from "./options.js";
import { subscriberFormView, visibleDefaults, withoutHiddenFields } from "./rules.js";
import { SubscriberFields } from "./SubscriberFields.js";
import {
  defaultSubscriberFormCopy,
  type SubscriberFormContext,
  type SubscriberFormCopy,
  SubscriberReadCard,
  useSubscriberContext,
} from "./SubscriberReadCard.js";

// The copy and context live with the read card (`@epr/ui/cards/subscriber-form/read`); the form's
// module keeps exporting them.
export { defaultSubscriberFormCopy, type SubscriberFormContext, type SubscriberFormCopy };

/** Props of `SubscriberForm`. */
export interface SubscriberFormProps extends EditableCardProps<SubscriberFormValues> {
  /**
   * The subscriber's values. In edit mode they fill the form once, when it appears (give the card a
   * new `key` to load another subscriber); in read mode they are what is shown.
   */
  values?: Partial<SubscriberFormInput>;
  context: SubscriberFormContext;
  /** The prefixes the server supplies (enrollment.md §3 Option lists). */
  prefixes?: readonly string[];
  /** Frame wording; the defaults are in `defaultSubscriberFormCopy`. */
  copy?: Partial<SubscriberFormCopy>;
  /** Edit mode: called with the form's values after each change (unvalidated). */
  onChange?: (values: Partial<SubscriberFormInput>) => void;
  /** Prefix of the fields' ids (two forms on one page need different ones). */
  idPrefix?: string;
}

/**
 * The subscriber information card (enrollment.md §5 Subscriber form; §2 cards): name with prefix and
 * suffix, sex, birth and hire dates, the coverage effective date and SSN with its confirmation in the
 * add flow (masked after blur to the last four digits), address, masked phones, work e-mail, the
 * COBRA checkbox (not for ASO groups nor brands whose flag hides it), the other-insurance and
 * Medicare indicators, and the life event reason and date when special enrollment applies.
 *
 * Edit mode is @epr/forms `useSubscriberForm`: every message is the schema's. A failed submit shows
 * the error summary and moves focus to it; each link focuses its field. A valid submit gives
 * @epr/forms' output (trimmed, dates MM/dd/yyyy, SSN digits) without the values of hidden fields. Read
 * mode is
 * `SubscriberReadCard` (`@epr/ui/cards/subscriber-form/read`). The card fetches nothing.
 */
export function SubscriberForm(props: SubscriberFormProps) {
  if (props.mode === "read") return <SubscriberReadCard {...props} />;
  return <SubscriberFormEdit {...props} />;
}

function SubscriberFormEdit(props: SubscriberFormProps) {
  const {
    values,
    context: given,
    prefixes = [],
    onSubmit,
    headingLevel = 2,
    idPrefix = "subscriber",
  } = props;
  const context = useSubscriberContext(given);
  const view = subscriberFormView(context);
  const copy = { ...defaultSubscriberFormCopy, ...props.copy };
  const form = useSubscriberForm(context, {
    ...cardFormOptions,
    defaultValues: { ...emptySubscriberValues, ...visibleDefaults(values ?? {}, view) },
  });
  const { shell } = useCardForm(form, {
    ...props,
    fields: fieldIds(subscriberFieldOrder, (field) => fieldId(idPrefix, field)),
    onSubmit: (valid) => onSubmit?.(withoutHiddenFields(valid, view)),
  });

  return (
    <CardForm copy={copy} headingLevel={headingLevel} {...shell}>
      <RequiredNote>{copy.requiredNote}</RequiredNote>
      <SubscriberFields
        form={form}
        context={context}
        view={view}
        prefixes={prefixes}
        idPrefix={idPrefix}
        headingLevel={(headingLevel + 1) as 3 | 4 | 5}
      />
    </CardForm>
  );
}
