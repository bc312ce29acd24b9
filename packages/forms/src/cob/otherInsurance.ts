import {
  CHILD_LIKE_RELATIONSHIPS,
  courtOrderCodes,
  custodyCodes,
  employmentStatuses,
  isDayAfter,
  isDayBefore,
  medicalResponsibilityCodes,
  otherInsuranceRelations,
  tomorrow,
} from "@epr/domain";
import * as z from "zod/mini";
import type { FormContext } from "../shared/context.js";
import { checkCode, code, dateText, issue, readFormDate, text, yearWithin } from "../shared/fields.js";
import { memoizeSchema } from "../shared/memo.js";
import { genericMessages } from "../shared/messages.js";

/** Messages of the other insurance card (enrollment.md §5 Other insurance). */
export const otherInsuranceMessages = {
  carrier: "Please enter Name of Insurance Carrier; Max of 35 characters allowed",
  relation: "Please select Policy Holder Relation to Subscriber",
  effectiveDate: "Please enter valid date MM/DD/YYYY.",
  date: "Please enter valid date.",
  groupNumber: "Max of 30 characters allowed",
  firstName: "Max of 25 characters allowed",
  lastName: "Max of 35 characters allowed",
  policyNumber: "Max of 17 characters allowed",
  required: genericMessages.required,
  format: genericMessages.format,
} as const;

/** Limits of the other insurance fields (enrollment.md §5, §9: 35, 30, 25, 35, 17). */
export const otherInsuranceLimits = {
  insuranceCarrier: 35,
  groupNumber: 30,
  policyHolderFirstName: 25,
  policyHolderLastName: 35,
  policyNumber: 17,
} as const;

/** Other insurance context: the member the card belongs to. */
export interface OtherInsuranceFormContext extends FormContext {
  /** Relationship code of the member (subscriber 20). */
  relationshipCode?: string | null;
  /** Special status of the member (3, F, M or N). */
  dependentStatus?: string | null;
}

/**
 * Whether custody is asked (enrollment.md §5): relationship code 02, 05, 07, 09, 14 or 17, or
 * special status Permanently Disabled, Full Time Student or Full Time Student-MNLOA.
 */
export function custodyRequired(member: {
  relationshipCode?: string | null;
  dependentStatus?: string | null;
}): boolean {
  return (
    CHILD_LIKE_RELATIONSHIPS.includes(member.relationshipCode ?? "") ||
    ["3", "F", "M"].includes(member.dependentStatus ?? "")
  );
}

/**
 * Whether the medical-responsibility parent and court order are asked (enrollment.md §5 Other
 * insurance): custody M (Mother), F (Father) or J (Joint).
 */
export function custodyDetailsRequired(custody: string | null | undefined): boolean {
  return ["M", "F", "J"].includes(custody ?? "");
}

/** Whether the retirement date is asked: the policy holder is retired, R (enrollment.md §5). */
export function retirementDateRequired(employmentStatus: string | null | undefined): boolean {
  return employmentStatus === "R";
}

/** Which conditional fields of the other insurance card are shown (and checked). */
export interface OtherInsuranceView {
  /** Custody: the member's relationship or special status calls for it. */
  custody: boolean;
  /** Medical-responsibility parent and court order: custody shown and M, F or J. */
  custodyDetails: boolean;
  /** Retirement date: the holder's employment status is R. */
  retirementDate: boolean;
}

/**
 * The conditional fields of the other insurance card for a member and the values entered
 * (enrollment.md §5 Other insurance): the card shows exactly what the schema checks.
 */
export function otherInsuranceView(
  member: { relationshipCode?: string | null; dependentStatus?: string | null },
  values: { custody?: string | null; policyHolderEmploymentStatus?: string | null },
): OtherInsuranceView {
  const custody = custodyRequired(member);
  return {
    custody,
    custodyDetails: custody && custodyDetailsRequired(values.custody),
    retirementDate: retirementDateRequired(values.policyHolderEmploymentStatus),
  };
}

/**
 * The other insurance card (enrollment.md §5 Other insurance): carrier required, max 35; group
 * number max 30; holder first name max 25, last name max 35; policy number max 17; relation to
 * subscriber required; effective date required, years 1000 to 9999; cancel date not before the
 * effective date; holder birth date not after tomorrow nor before year 1000; custody required for
 * child-like relationships or special statuses; with custody M, F or J the medical-responsibility
 * parent and court order are required; retirement date required when the holder is retired (R), not
 * after tomorrow. A field the member's case does not ask for is not checked and leaves the schema
 * empty (STYLE.md Forms: a hidden branch's values never reach the payload).
 */
export const otherInsuranceFormSchema = memoizeSchema(function otherInsuranceFormSchema(
  ctx: OtherInsuranceFormContext,
) {
  return z.pipe(
    z
      .object({
        insuranceCarrier: text(otherInsuranceMessages.carrier),
        groupNumber: text(otherInsuranceMessages.groupNumber),
        policyHolderFirstName: text(otherInsuranceMessages.firstName),
        policyHolderLastName: text(otherInsuranceMessages.lastName),
        policyNumber: text(otherInsuranceMessages.policyNumber),
        relationSubscriber: code(otherInsuranceRelations, otherInsuranceMessages.relation),
        effectiveDate: dateText(otherInsuranceMessages.effectiveDate),
        cancelDate: dateText(otherInsuranceMessages.date),
        policyHolderBirthDate: dateText(otherInsuranceMessages.date),
        custody: code(custodyCodes),
        medicalResponsibility: code(medicalResponsibilityCodes),
        courtOrder: code(courtOrderCodes),
        policyHolderEmploymentStatus: code(employmentStatuses),
        retirementDate: dateText(otherInsuranceMessages.date),
      })
      .check(
        z.superRefine((values, rc) => {
          if (
            !values.insuranceCarrier ||
            values.insuranceCarrier.length > otherInsuranceLimits.insuranceCarrier
          ) {
            issue(rc, ["insuranceCarrier"], otherInsuranceMessages.carrier);
          }
          const limited = [
            ["groupNumber", otherInsuranceMessages.groupNumber],
            ["policyHolderFirstName", otherInsuranceMessages.firstName],
            ["policyHolderLastName", otherInsuranceMessages.lastName],
            ["policyNumber", otherInsuranceMessages.policyNumber],
          ] as const;
          for (const [field, message] of limited) {
            if (values[field].length > otherInsuranceLimits[field]) issue(rc, [field], message);
          }
          checkCode(
            rc,
            ["relationSubscriber"],
            values.relationSubscriber,
            otherInsuranceRelations,
            otherInsuranceMessages.relation,
          );
          const effective = readFormDate(values.effectiveDate);
          if (!effective || !yearWithin(effective, 1000, 9999))
            issue(rc, ["effectiveDate"], otherInsuranceMessages.effectiveDate);
          const cancel = readFormDate(values.cancelDate);
          if (cancel && effective && isDayBefore(cancel, effective))
            issue(rc, ["cancelDate"], otherInsuranceMessages.date);
          const birth = readFormDate(values.policyHolderBirthDate);
          if (birth && (isDayAfter(birth, tomorrow(ctx.today)) || birth.getFullYear() < 1000)) {
            issue(rc, ["policyHolderBirthDate"], otherInsuranceMessages.date);
          }
          const view = otherInsuranceView(ctx, values);
          if (view.custody) {
            checkCode(rc, ["custody"], values.custody, custodyCodes, otherInsuranceMessages.required);
          }
          if (view.custodyDetails) {
            checkCode(
              rc,
              ["medicalResponsibility"],
              values.medicalResponsibility,
              medicalResponsibilityCodes,
              otherInsuranceMessages.required,
            );
            checkCode(
              rc,
              ["courtOrder"],
              values.courtOrder,
              courtOrderCodes,
              otherInsuranceMessages.required,
            );
          }
          if (values.policyHolderEmploymentStatus) {
            checkCode(
              rc,
              ["policyHolderEmploymentStatus"],
              values.policyHolderEmploymentStatus,
              employmentStatuses,
              otherInsuranceMessages.format,
            );
          }
          if (view.retirementDate) {
            const retirement = readFormDate(values.retirementDate);
            if (!retirement || isDayAfter(retirement, tomorrow(ctx.today)))
              issue(rc, ["retirementDate"], otherInsuranceMessages.date);
          }
        }),
      ),
    z.transform((values) => {
      const view = otherInsuranceView(ctx, values);
      return {
        ...values,
        custody: view.custody ? values.custody : "",
        medicalResponsibility: view.custodyDetails ? values.medicalResponsibility : "",
        courtOrder: view.custodyDetails ? values.courtOrder : "",
        retirementDate: view.retirementDate ? values.retirementDate : "",
      };
    }),
  );
});

/** Other insurance card values (input side). */
export type OtherInsuranceFormInput = z.input<ReturnType<typeof otherInsuranceFormSchema>>;
/** Validated other insurance card values. */
export type OtherInsuranceFormValues = z.output<ReturnType<typeof otherInsuranceFormSchema>>;
