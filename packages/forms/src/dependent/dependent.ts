import {
  type AdultProduct,
  ageOn,
  fillMessage,
  genders,
  isDayAfter,
  isMaskedSsn,
  isSpouseOrPartner,
  MAX_DEPENDENTS,
  nameSuffixes,
  RELATIONSHIP,
  relationshipCodes,
  specialStatuses,
  tomorrow,
} from "@epr/domain";
import * as z from "zod/mini";
import type { FormContext } from "../shared/context.js";
import { checkCode, code, dateText, issue, readFormDate, text } from "../shared/fields.js";
import { memoizeSchema } from "../shared/memo.js";
import { genericMessages } from "../shared/messages.js";
import { checkName, isValidSsn, normalizeSsn, subscriberMessages } from "../subscriber/subscriber.js";

/** Messages of the dependent card (enrollment.md §5 Dependents). */
export const dependentMessages = {
  maxDependents: "Max Dependents Reached!",
  firstName: subscriberMessages.firstName,
  middleName: subscriberMessages.middleName,
  lastName: subscriberMessages.lastName,
  gender: subscriberMessages.gender,
  birthDate: subscriberMessages.birthDate,
  relationship: "Please select a relationship",
  indicator: subscriberMessages.indicator,
  ssn: "Please enter a valid SSN.",
  oneSpouseOrPartner: "No more than one spouse or one domestic partner can be added",
  /** The spec elides the end of this message ('...'); we end it with a full stop. */
  specialStatusRequired: "Dependents age 26 and older are not covered unless special status exists.",
  adultDental: "Members under {age} years old cannot be added to an Adult Dental plan.",
  adultVision: "Members under {age} years old cannot be added to an Adult Vision plan.",
  domesticPartnerNotAllowed:
    "The plan you have selected does not allow domestic partner benefits. Please contact Customer Service for assistance",
  spouseSameGender: "Spouse cannot have same gender as Subscriber",
  partnerSameGender: "Domestic Partner cannot have same gender as Subscriber",
  /** Cancel reason 06 (our wording; the spec says only that the dependent is not eligible). */
  ineligible: "This dependent is not eligible for coverage.",
  format: genericMessages.format,
} as const;

/** Dependent context: the subscriber's sex for the civil union rule. */
export interface DependentFormContext extends FormContext {
  subscriberGender?: string | null;
}

/**
 * An SSN on file arrives masked (`*****4354`) and stands for the stored one: left as it is, it is
 * kept as it came (the server keeps the SSN on file whose last four agree, as in the edit flow);
 * anything typed is read as digits (enrollment.md §5: non-digits stripped). The SSN field takes
 * digits only, so a masked value can only be the one on file, unchanged.
 */
function keepMaskedOrNormalize(value: string): string {
  return isMaskedSsn(value) ? value : normalizeSsn(value);
}

const dependentShape = {
  prefix: text(),
  firstName: text(dependentMessages.firstName),
  middleName: text(dependentMessages.middleName),
  lastName: text(dependentMessages.lastName),
  suffix: code(nameSuffixes),
  gender: code(genders, dependentMessages.gender),
  birthDate: dateText(dependentMessages.birthDate),
  relationshipCode: code(relationshipCodes, dependentMessages.relationship),
  ssn: z.pipe(text(dependentMessages.ssn), z.transform(keepMaskedOrNormalize)),
  dependentStatus: code(specialStatuses),
  otherInsuranceIndicator: code(["yes", "no"] as const, dependentMessages.indicator),
  medicareEligibleIndicator: code(["yes", "no"] as const, dependentMessages.indicator),
  /** Edit flow: whether the dependent has an active coverage line (only those count as spouse/partner). */
  hasActiveCoverage: z.pipe(
    z.nullish(z.boolean({ error: dependentMessages.format })),
    z.transform((value) => value ?? true),
  ),
};

/** Dependent age on `today`, or `null` when the birth date is unknown. */
function dependentAge(birthDate: string, today: Date): number | null {
  const birth = readFormDate(birthDate);
  return birth ? ageOn(birth, today) : null;
}

type DependentValues = z.output<z.ZodMiniObject<typeof dependentShape>>;

function checkDependent(
  values: DependentValues,
  ctx: DependentFormContext,
  rc: z.core.$RefinementCtx,
  at: (string | number)[],
) {
  const path = (field: string) => [...at, field];
  checkName(rc, path("firstName"), values.firstName, dependentMessages.firstName, true);
  checkName(rc, path("middleName"), values.middleName, dependentMessages.middleName, false);
  checkName(rc, path("lastName"), values.lastName, dependentMessages.lastName, true);
  if (values.suffix) checkCode(rc, path("suffix"), values.suffix, nameSuffixes, dependentMessages.format);
  checkCode(rc, path("gender"), values.gender, genders, dependentMessages.gender);
  checkCode(
    rc,
    path("relationshipCode"),
    values.relationshipCode,
    relationshipCodes,
    dependentMessages.relationship,
  );
  checkCode(
    rc,
    path("otherInsuranceIndicator"),
    values.otherInsuranceIndicator,
    ["yes", "no"],
    dependentMessages.indicator,
  );
  checkCode(
    rc,
    path("medicareEligibleIndicator"),
    values.medicareEligibleIndicator,
    ["yes", "no"],
    dependentMessages.indicator,
  );
  const birth = readFormDate(values.birthDate);
  if (!birth || isDayAfter(birth, tomorrow(ctx.today)) || birth.getFullYear() < 1900) {
    issue(rc, path("birthDate"), dependentMessages.birthDate);
  }
  if (values.ssn && !isMaskedSsn(values.ssn) && !isValidSsn(values.ssn))
    issue(rc, path("ssn"), dependentMessages.ssn);
  const age = dependentAge(values.birthDate, ctx.today);
  const hasStatus = values.dependentStatus !== "" && values.dependentStatus !== "N";
  if (values.dependentStatus)
    checkCode(rc, path("dependentStatus"), values.dependentStatus, specialStatuses, dependentMessages.format);
  if (age !== null && age >= 26 && !isSpouseOrPartner(values.relationshipCode) && !hasStatus) {
    issue(rc, path("dependentStatus"), dependentMessages.specialStatusRequired);
  }
  if (values.relationshipCode === RELATIONSHIP.domesticPartner && ctx.group?.domesticPartner === false) {
    issue(rc, path("relationshipCode"), dependentMessages.domesticPartnerNotAllowed);
  } else if (
    ctx.group?.civilUnion === false &&
    ctx.subscriberGender &&
    values.gender === ctx.subscriberGender
  ) {
    if (values.relationshipCode === RELATIONSHIP.spouse)
      issue(rc, path("gender"), dependentMessages.spouseSameGender);
    if (values.relationshipCode === RELATIONSHIP.domesticPartner)
      issue(rc, path("gender"), dependentMessages.partnerSameGender);
  }
}

/**
 * One dependent card (enrollment.md §5 Dependents): first and last names required (max 25, same
 * characters as the subscriber's), middle optional; sex, relationship, other insurance and Medicare
 * indicators required; birth date required, 1900 to tomorrow; SSN optional but valid and not zero (an SSN on file, masked, is kept unchanged);
 * special status required at 26 and over unless spouse or domestic partner; domestic partner refused
 * when the group does not allow it (`group.domesticPartner === false`); without civil union
 * (`group.civilUnion === false`) spouse and domestic partner cannot have the subscriber's sex.
 */
export const dependentFormSchema = memoizeSchema(function dependentFormSchema(ctx: DependentFormContext) {
  return z.object(dependentShape).check(z.superRefine((values, rc) => checkDependent(values, ctx, rc, [])));
});

/**
 * All dependents together (enrollment.md §5 Dependents): each card's rules, at most 25 dependents
 * ('Max Dependents Reached!'), and no more than one spouse or domestic partner in total (in the edit
 * flow only dependents with an active coverage line count).
 */
export const dependentsFormSchema = memoizeSchema(function dependentsFormSchema(ctx: DependentFormContext) {
  return z.array(z.object(dependentShape), { error: dependentMessages.format }).check(
    z.superRefine((dependents, rc) => {
      if (dependents.length > MAX_DEPENDENTS) issue(rc, [], dependentMessages.maxDependents);
      dependents.forEach((dependent, index) => {
        checkDependent(dependent, ctx, rc, [index]);
      });
      let partners = 0;
      dependents.forEach((dependent, index) => {
        if (!isSpouseOrPartner(dependent.relationshipCode)) return;
        if (ctx.flow === "edit" && !dependent.hasActiveCoverage) return;
        partners += 1;
        if (partners > 1) issue(rc, [index, "relationshipCode"], dependentMessages.oneSpouseOrPartner);
      });
    }),
  );
});

/** Values of one dependent card (input side). */
export type DependentFormInput = z.input<ReturnType<typeof dependentFormSchema>>;
/** Validated dependent card values. */
export type DependentFormValues = z.output<ReturnType<typeof dependentFormSchema>>;

/**
 * Whether another dependent may be added (enrollment.md §5): 'Max Dependents Reached!' when more
 * than 24 are already present.
 */
export function addDependentError(currentCount: number): string | null {
  return currentCount > MAX_DEPENDENTS - 1 ? dependentMessages.maxDependents : null;
}

/** Whether a new spouse or partner may be added given the current dependents (enrollment.md §5). */
export function spouseOrPartnerError(
  dependents: readonly { relationshipCode?: string | null; hasActiveCoverage?: boolean | null }[],
  flow: FormContext["flow"],
): string | null {
  const count = dependents.filter(
    (dependent) =>
      isSpouseOrPartner(dependent.relationshipCode) &&
      (flow === "add" || dependent.hasActiveCoverage !== false),
  ).length;
  return count >= 1 ? dependentMessages.oneSpouseOrPartner : null;
}

/** A coverage notice on checking a dependent for a product. `unchecks` says whether the box is cleared. */
export interface DependentCoverageNotice {
  message: string;
  unchecks: boolean;
}

/**
 * Notices when checking a dependent for a product (enrollment.md §5 Dependents): under the group's
 * adult age (default 19; a dependent with no birth date counts as 100), an Adult Dental or Adult
 * Vision product shows a notice that does not uncheck the dependent (when the group allows the adult
 * product). The other notices uncheck: a domestic partner when the group does not allow domestic
 * partner benefits; without civil union, a spouse or domestic partner of the subscriber's sex; a
 * dependent with cancel reason 06 (not eligible).
 */
export function dependentCoverageNotices(input: {
  birthDate: string | null | undefined;
  product: AdultProduct;
  today: Date;
  group?: FormContext["group"];
  cancelReasonCode?: string | null;
  /** The dependent's relationship and sex, and the subscriber's sex, for the partner rules. */
  relationshipCode?: string | null;
  gender?: string | null;
  subscriberGender?: string | null;
}): DependentCoverageNotice[] {
  const notices: DependentCoverageNotice[] = [];
  const adultAge = input.group?.adultAge ?? 19;
  const birth = readFormDate(input.birthDate ?? "");
  const age = birth ? ageOn(birth, input.today) : 100;
  if (input.product === "adultDental" && input.group?.adultDentalAllowed && age < adultAge) {
    notices.push({ message: fillMessage(dependentMessages.adultDental, { age: adultAge }), unchecks: false });
  }
  if (input.product === "adultVision" && input.group?.adultVisionAllowed && age < adultAge) {
    notices.push({ message: fillMessage(dependentMessages.adultVision, { age: adultAge }), unchecks: false });
  }
  if (input.relationshipCode === RELATIONSHIP.domesticPartner && input.group?.domesticPartner === false) {
    notices.push({ message: dependentMessages.domesticPartnerNotAllowed, unchecks: true });
  } else if (
    input.group?.civilUnion === false &&
    input.subscriberGender &&
    input.gender === input.subscriberGender &&
    isSpouseOrPartner(input.relationshipCode)
  ) {
    const message =
      input.relationshipCode === RELATIONSHIP.spouse
        ? dependentMessages.spouseSameGender
        : dependentMessages.partnerSameGender;
    notices.push({ message, unchecks: true });
  }
  if (input.cancelReasonCode === "06")
    notices.push({ message: dependentMessages.ineligible, unchecks: true });
  return notices;
}

/**
 * A dependent checkbox is valid only if the change date is not earlier than the line's coverage date;
 * a dependent's added effective date cannot precede the line's effective date (enrollment.md §5).
 */
export function dependentLineDateValid(changeDate: string, lineEffectiveDate: string): boolean {
  const change = readFormDate(changeDate);
  const line = readFormDate(lineEffectiveDate);
  if (!change || !line) return false;
  return !isDayAfter(line, change);
}
