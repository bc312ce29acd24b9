import { effectiveDateWindow, type LifeEventRule } from "@epr/domain";
import {
  type EffectiveDateFormContext,
  type SubscriberFormInput,
  type SubscriberFormValues,
  showsCobraCheckbox,
} from "@epr/forms";

/** What the card shows for a context: each answer is an @epr/domain or @epr/forms rule, read once here. */
export interface SubscriberFormView {
  /** Add flow: coverage effective date, SSN and its confirmation are fields (enrollment.md §5). */
  addFlow: boolean;
  /** The SSN and its confirmation are entered (add flow, before the enrollment has its SSN on file). */
  entersSsn: boolean;
  /** The COBRA checkbox (enrollment.md §5: not for ASO groups, nor brands whose flag hides it). */
  showsCobra: boolean;
  /** Life event reason and date (enrollment.md §4 Special enrollment: SEP on, outside open enrollment). */
  showsLifeEvent: boolean;
  /** Edit flow: the mobile phone is disabled, only the employee can change it (enrollment.md §5). */
  mobilePhoneLocked: boolean;
}

/**
 * The view of the subscriber form for a context. Life event fields follow the form's own switch,
 * `lifeEventRequired` (the caller sets it from the SEP flag and the open enrollment check, as
 * @epr/domain `resumeEnrollment` does), so a field is shown exactly when the schema checks it.
 */
export function subscriberFormView(context: EffectiveDateFormContext): SubscriberFormView {
  return {
    addFlow: context.flow === "add",
    entersSsn: context.flow === "add" && !context.ssnOnFile,
    showsCobra: showsCobraCheckbox({ aso: context.aso, brand: context.brand }),
    showsLifeEvent: Boolean(context.lifeEventRequired),
    mobilePhoneLocked: context.flow === "edit",
  };
}

/**
 * Removes what a hidden field holds before the values leave the card (STYLE.md Forms: a hidden
 * branch's values never reach the payload): no COBRA when its checkbox is hidden, no life event when
 * special enrollment does not apply, and in the edit flow no SSN (it is not edited there; the record
 * keeps its own) and no coverage effective date (it belongs to the coverage lines).
 */
export function withoutHiddenFields(
  values: SubscriberFormValues,
  view: SubscriberFormView,
): SubscriberFormValues {
  return {
    ...values,
    cobra: view.showsCobra ? values.cobra : false,
    eventCode: view.showsLifeEvent ? values.eventCode : "",
    eventDate: view.showsLifeEvent ? values.eventDate : "",
    ...(view.addFlow ? {} : { ssn: "", confirmSsn: "", coverageEffectiveDate: "" }),
    ...(view.entersSsn ? {} : { ssn: "", confirmSsn: "" }),
  };
}

/** The same for the values given to the form, so a hidden field never holds an error nobody can fix. */
export function visibleDefaults(
  values: Partial<SubscriberFormInput>,
  view: SubscriberFormView,
): Partial<SubscriberFormInput> {
  return {
    ...values,
    // The spec's suffix list starts with NONE: the form's empty choice.
    suffix: values.suffix === "NONE" ? "" : values.suffix,
    cobra: view.showsCobra ? values.cobra : false,
    eventCode: view.showsLifeEvent ? values.eventCode : "",
    eventDate: view.showsLifeEvent ? values.eventDate : "",
    ...(view.addFlow ? {} : { confirmSsn: "", coverageEffectiveDate: "" }),
  };
}

/**
 * Days the coverage effective date calendar offers: the window of @epr/domain `effectiveDateWindow`
 * (enrollment.md §5 Effective date for coverage), its exclusive end turned into the last day. With a
 * life event the window may open earlier (the schema checks it), so the calendar starts at 1900.
 */
export function effectiveDateBounds(
  context: EffectiveDateFormContext,
  cobra: boolean,
  lifeEvent: boolean,
): { min: Date | undefined; max: Date } {
  const window = effectiveDateWindow({
    today: context.today,
    aso: Boolean(context.aso),
    cobra: Boolean(context.cobra ?? cobra),
    screen: context.screen,
  });
  const end = window.maxExclusive;
  return {
    min: lifeEvent ? undefined : window.min,
    max: new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1),
  };
}

/** The description of a life event reason, or the code when the rules do not name it. */
export function lifeEventLabel(
  rules: readonly LifeEventRule[] | undefined,
  code: string | null | undefined,
): string {
  if (!code) return "";
  return rules?.find((rule) => rule.lifeEventId === code)?.lifeEventDescription ?? code;
}
