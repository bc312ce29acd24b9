import {
  type BrandRules,
  checkEffectiveDate,
  domainMessages,
  genders,
  isDayAfter,
  isDayBefore,
  isWithinLifeEventWindow,
  NAME_MAX,
  nameSuffixes,
  stateCodes,
} from "@epr/domain";
import * as z from "zod/mini";
import type { EffectiveDateFormContext } from "../shared/context.js";
import {
  checkCode,
  code,
  dateText,
  issue,
  NAME_PATTERN,
  readFormDate,
  text,
  yearWithin,
} from "../shared/fields.js";
import { memoizeSchema } from "../shared/memo.js";
import { genericMessages } from "../shared/messages.js";

/** Messages of the subscriber form (enrollment.md §5 Subscriber form, Effective date for coverage). */
export const subscriberMessages = {
  firstName: "Please enter a first name",
  middleName: "Please enter a middle name",
  lastName: "Please enter a last name",
  gender: "Please select Gender",
  birthDate: "Please enter valid Date of Birth",
  hireBeforeBirth: "Hire date cannot be earlier than the birth date",
  birthAfterEffective: "Date of birth has to be less than Coverage effective date",
  hireAfterEffective: "Hire Date cannot be greater than coverage effective date",
  invalidDate: "Please enter a valid Date.",
  outOfRange:
    "Please enter a date that is within the allowable date range. Contact your Membership Representative with any questions.",
  effectiveBeforeBirth: "Member effective date is before their date of birth",
  ssn: "Please enter a valid SSN",
  confirmSsn: "SSN and Confirm SSN should have the same value.",
  zip: "Please enter a valid zipcode",
  indicator: "Please select from the options",
  lifeEventReason: "Please select a valid reason.",
  lifeEventOutsideWindow: domainMessages.lifeEventOutsideWindow,
  required: genericMessages.required,
  format: genericMessages.format,
  email: genericMessages.email,
  tooLong: genericMessages.tooLong,
} as const;

/** Address line characters: letters, digits, space, #, % and / (enrollment.md §5). */
export const ADDRESS_PATTERN = /^[A-Za-z0-9 #%/]+$/;
/** City characters: letters and spaces (enrollment.md §5). */
export const CITY_PATTERN = /^[A-Za-z ]+$/;
/** Phone: (999) 999-9999 mask, or 10 digits with optional separators (enrollment.md §5). */
export const PHONE_PATTERN = /^(\(\d{3}\) ?|\d{3}[-. ]?)\d{3}[-. ]?\d{4}$/;
/** Longest address line, city and e-mail accepted (our choice; the spec gives none). */
export const ADDRESS_MAX = 40;

/** Strips non-digits from an SSN (enrollment.md §5: non-digits stripped). */
export function normalizeSsn(value: string): string {
  return value.replace(/\D/g, "");
}

/** A valid SSN: 9 digits, not all zeros (enrollment.md §5, §9). */
export function isValidSsn(value: string): boolean {
  return /^\d{9}$/.test(value) && !/^0+$/.test(value);
}

/** The COBRA checkbox shows unless the group is ASO or the brand hides it (6012) (enrollment.md §5). */
export function showsCobraCheckbox(ctx: {
  aso?: boolean;
  brand?: Partial<Pick<BrandRules, "hidesCobraCheckbox">>;
}): boolean {
  return !ctx.aso && !ctx.brand?.hidesCobraCheckbox;
}

/** Checks a legal name part (enrollment.md §5): required or optional, max 25, letters, ' and -, single spaces. */
export function checkName(
  ctx: z.core.$RefinementCtx,
  path: (string | number)[],
  value: string,
  message: string,
  required: boolean,
) {
  if (value === "") {
    if (required) issue(ctx, path, message);
    return;
  }
  if (value.length > NAME_MAX || !NAME_PATTERN.test(value)) issue(ctx, path, message);
}

const nameShape = {
  prefix: text(),
  firstName: text(subscriberMessages.firstName),
  middleName: text(subscriberMessages.middleName),
  lastName: text(subscriberMessages.lastName),
  suffix: code(nameSuffixes),
  gender: code(genders, subscriberMessages.gender),
};

const indicator = code(["yes", "no"] as const, subscriberMessages.indicator);

/** Field shape of the subscriber form. */
const subscriberShape = {
  ...nameShape,
  birthDate: dateText(subscriberMessages.birthDate),
  hireDate: dateText(subscriberMessages.invalidDate),
  coverageEffectiveDate: dateText(subscriberMessages.invalidDate),
  ssn: z.pipe(text(subscriberMessages.ssn), z.transform(normalizeSsn)),
  confirmSsn: z.pipe(text(subscriberMessages.confirmSsn), z.transform(normalizeSsn)),
  address1: text(),
  address2: text(),
  city: text(),
  state: code(stateCodes, subscriberMessages.required),
  zipCode: text(subscriberMessages.zip),
  zipExtension: text(subscriberMessages.zip),
  homePhone: text(),
  workPhone: text(),
  mobilePhone: text(),
  fax: text(),
  workEmail: text(subscriberMessages.email),
  cobra: z.pipe(
    z.nullish(z.boolean({ error: subscriberMessages.format })),
    z.transform((value) => value ?? false),
  ),
  otherInsuranceIndicator: indicator,
  medicareEligibleIndicator: indicator,
  eventCode: text(subscriberMessages.lifeEventReason),
  eventDate: dateText(subscriberMessages.invalidDate),
};

/**
 * The subscriber form (enrollment.md §5 Subscriber form and Effective date for coverage), in its add
 * or edit variant (`ctx.flow`):
 * - legal names: required first and last, optional middle, max 25, letters, apostrophes, hyphens and
 *   single spaces; sex required;
 * - birth date required, 1900-01-01 to today, earlier than hire date and coverage effective date;
 * - hire date optional, years 1900 to 2500, not later than the coverage effective date;
 * - coverage effective date required in the add flow, within the window of @epr/domain
 *   `checkEffectiveDate`, not before birth or hire date;
 * - add flow: SSN required, 9 digits (non-digits stripped), not all zeros; confirmation required and
 *   must match;
 * - address 1 required (letters, digits, space, #, %, /), city required (letters, spaces), state
 *   required, ZIP 5 digits with optional 4-digit extension; phones (999) 999-9999; work e-mail;
 * - other insurance and Medicare indicators required (yes or no);
 * - with `ctx.lifeEventRequired`: life event reason required and the coverage effective date within
 *   the reason's window around the event date.
 */
export const subscriberFormSchema = memoizeSchema(function subscriberFormSchema(
  ctx: EffectiveDateFormContext,
) {
  return z.object(subscriberShape).check(
    z.superRefine((values, rc) => {
      checkName(rc, ["firstName"], values.firstName, subscriberMessages.firstName, true);
      checkName(rc, ["middleName"], values.middleName, subscriberMessages.middleName, false);
      checkName(rc, ["lastName"], values.lastName, subscriberMessages.lastName, true);
      if (values.suffix) checkCode(rc, ["suffix"], values.suffix, nameSuffixes, subscriberMessages.format);
      checkCode(rc, ["gender"], values.gender, genders, subscriberMessages.gender);
      checkCode(
        rc,
        ["otherInsuranceIndicator"],
        values.otherInsuranceIndicator,
        ["yes", "no"],
        subscriberMessages.indicator,
      );
      checkCode(
        rc,
        ["medicareEligibleIndicator"],
        values.medicareEligibleIndicator,
        ["yes", "no"],
        subscriberMessages.indicator,
      );
      checkCode(rc, ["state"], values.state, stateCodes, subscriberMessages.required);

      const birth = readFormDate(values.birthDate);
      const hire = readFormDate(values.hireDate);
      const effective = readFormDate(values.coverageEffectiveDate);

      if (!birth || isDayAfter(birth, ctx.today) || birth.getFullYear() < 1900) {
        issue(rc, ["birthDate"], subscriberMessages.birthDate);
      } else if (effective && !isDayBefore(birth, effective)) {
        issue(rc, ["birthDate"], subscriberMessages.birthAfterEffective);
      }
      if (hire) {
        if (!yearWithin(hire, 1900, 2500)) issue(rc, ["hireDate"], subscriberMessages.outOfRange);
        else if (birth && !isDayBefore(birth, hire))
          issue(rc, ["hireDate"], subscriberMessages.hireBeforeBirth);
        else if (effective && isDayAfter(hire, effective))
          issue(rc, ["hireDate"], subscriberMessages.hireAfterEffective);
      }

      const lifeEventRule = ctx.lifeEventRules?.find(
        (candidate) => candidate.lifeEventId === values.eventCode,
      );
      const lifeEventDate = readFormDate(values.eventDate);
      const lifeEvent =
        lifeEventRule && lifeEventDate ? { eventDate: lifeEventDate, rule: lifeEventRule } : null;
      if (!effective) {
        if (ctx.flow === "add") issue(rc, ["coverageEffectiveDate"], subscriberMessages.invalidDate);
      } else if ((birth && isDayBefore(effective, birth)) || (hire && isDayBefore(effective, hire))) {
        issue(rc, ["coverageEffectiveDate"], subscriberMessages.effectiveBeforeBirth);
      } else if (
        !checkEffectiveDate(effective, {
          today: ctx.today,
          aso: Boolean(ctx.aso),
          cobra: Boolean(ctx.cobra ?? values.cobra),
          flow: ctx.flow,
          screen: ctx.screen,
          outsideOpenEnrollment: ctx.outsideOpenEnrollment,
          lifeEvent,
        }).ok
      ) {
        issue(rc, ["coverageEffectiveDate"], subscriberMessages.outOfRange);
      }

      if (ctx.flow === "add" && !ctx.ssnOnFile) {
        if (!isValidSsn(values.ssn)) issue(rc, ["ssn"], subscriberMessages.ssn);
        // An empty confirmation is required on its own (the spec gives no message: the generic one).
        if (!values.confirmSsn) issue(rc, ["confirmSsn"], subscriberMessages.required);
        else if (isValidSsn(values.ssn) && values.confirmSsn !== values.ssn)
          issue(rc, ["confirmSsn"], subscriberMessages.confirmSsn);
      }

      if (!values.address1) issue(rc, ["address1"], subscriberMessages.required);
      else if (!ADDRESS_PATTERN.test(values.address1) || values.address1.length > ADDRESS_MAX) {
        issue(rc, ["address1"], subscriberMessages.format);
      }
      if (
        values.address2 &&
        (!ADDRESS_PATTERN.test(values.address2) || values.address2.length > ADDRESS_MAX)
      ) {
        issue(rc, ["address2"], subscriberMessages.format);
      }
      if (!values.city) issue(rc, ["city"], subscriberMessages.required);
      else if (!CITY_PATTERN.test(values.city) || values.city.length > ADDRESS_MAX)
        issue(rc, ["city"], subscriberMessages.format);
      if (!/^\d{5}$/.test(values.zipCode)) issue(rc, ["zipCode"], subscriberMessages.zip);
      if (values.zipExtension && !/^\d{4}$/.test(values.zipExtension))
        issue(rc, ["zipExtension"], subscriberMessages.zip);
      for (const phone of ["homePhone", "workPhone", "mobilePhone", "fax"] as const) {
        if (values[phone] && !PHONE_PATTERN.test(values[phone]))
          issue(rc, [phone], subscriberMessages.format);
      }
      if (
        values.workEmail &&
        (values.workEmail.length > 100 || !z.email().safeParse(values.workEmail).success)
      ) {
        issue(rc, ["workEmail"], subscriberMessages.email);
      }

      if (ctx.lifeEventRequired) {
        const rule = lifeEventRule;
        const eventDate = lifeEventDate;
        if (!rule) issue(rc, ["eventCode"], subscriberMessages.lifeEventReason);
        if (!eventDate) issue(rc, ["eventDate"], subscriberMessages.invalidDate);
        else if (rule && effective && !isWithinLifeEventWindow(effective, eventDate, rule)) {
          issue(rc, ["eventDate"], subscriberMessages.lifeEventOutsideWindow);
        }
      }
    }),
  );
});

/** Values entered in the subscriber form (input side). */
export type SubscriberFormInput = z.input<ReturnType<typeof subscriberFormSchema>>;
/** Validated subscriber form values: trimmed, dates as MM/dd/yyyy, SSN digits only. */
export type SubscriberFormValues = z.output<ReturnType<typeof subscriberFormSchema>>;
