import { useBrand } from "@epr/brand-themes";
import type { EffectiveDateFormContext, SubscriberFormInput } from "@epr/forms";
import { useMemo } from "react";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import type { ReadCardProps } from "../../primitives/Card/CardForm.js";
import {
  type CardFrameCopy,
  defaultCardFrameCopy,
  defaultRequiredNoteCopy,
  type RequiredNoteCopy,
} from "../../primitives/Card/copy.js";
import { subscriberFormView } from "./rules.js";
import { SubscriberReadOnly } from "./SubscriberReadOnly.js";

/**
 * Wording of the card's frame; the fields' labels and the spec's messages are not brand copy.
 * `title` is the card heading; the add flow's step footer may call `saveLabel` Save & Continue.
 */
export interface SubscriberFormCopy extends CardFrameCopy, RequiredNoteCopy {}

/** The default wording of `SubscriberFormCopy`. */
export const defaultSubscriberFormCopy: SubscriberFormCopy = {
  ...defaultCardFrameCopy,
  ...defaultRequiredNoteCopy,
  title: "Subscriber Information",
};

/**
 * Context of the card: the subscriber form's context of @epr/forms (today, flow, group, ASO, COBRA,
 * path, open enrollment, `lifeEventRequired`, life event rules). `brand` defaults to the capability
 * flags of the nearest `BrandProvider`'s brand record.
 */
export type SubscriberFormContext = EffectiveDateFormContext;

/** Props of `SubscriberReadCard`: the read-mode props of `SubscriberForm`. */
export interface SubscriberReadCardProps extends ReadCardProps {
  /** The subscriber's values, as shown. */
  values?: Partial<SubscriberFormInput>;
  context: SubscriberFormContext;
  /** Frame wording; the defaults are in `defaultSubscriberFormCopy`. */
  copy?: Partial<SubscriberFormCopy>;
}

/** The subscriber's context with the brand's flags unless the caller gave them. */
export function useSubscriberContext(given: SubscriberFormContext): SubscriberFormContext {
  const brand = useBrand();
  // Memoised so the edit form's schema is built once per context.
  return useMemo(() => ({ ...given, brand: given.brand ?? brand.capabilities }), [given, brand.capabilities]);
}

/**
 * The subscriber information card in read mode (enrollment.md §2: each card has a read-only
 * display; §5 Subscriber form): what `SubscriberForm mode="read"` renders, in a module of its own
 * without the form (react-hook-form, the schemas' resolver, the field primitives), so a read-only
 * page such as the add flow's Review & Submit loads only the display.
 */
export function SubscriberReadCard({
  values,
  context: given,
  copy: copyProp,
  mayEdit,
  onEdit,
  headingLevel,
}: SubscriberReadCardProps) {
  const context = useSubscriberContext(given);
  const copy = { ...defaultSubscriberFormCopy, ...copyProp };
  return (
    <CardDisplay copy={copy} headingLevel={headingLevel} onEdit={mayEdit ? onEdit : undefined}>
      <SubscriberReadOnly values={values ?? {}} context={context} view={subscriberFormView(context)} />
    </CardDisplay>
  );
}
