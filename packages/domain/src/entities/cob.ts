import * as z from "zod/mini";
import {
  courtOrderCodes,
  custodyCodes,
  employmentStatuses,
  otherInsuranceRelations,
  whyEligibleCodes,
} from "../codes/members.js";
import { dateRangeSchema, optionalDateSchema, optionalText } from "./common.js";

/** Other insurance of a member (enrollment.md §3 OtherInsurance). */
export const otherInsuranceSchema = z.object({
  insuranceCarrier: optionalText,
  groupNumber: optionalText,
  policyHolderFirstName: optionalText,
  policyHolderLastName: optionalText,
  effectiveDate: optionalDateSchema,
  cancelDate: optionalDateSchema,
  policyNumber: optionalText,
  relationSubscriber: z.nullish(z.enum(otherInsuranceRelations)),
  custody: z.nullish(z.enum(custodyCodes)),
  medicalResponsibility: optionalText,
  courtOrder: z.nullish(z.enum(courtOrderCodes)),
  policyHolderBirthDate: optionalDateSchema,
  policyHolderEmploymentStatus: z.nullish(z.enum(employmentStatuses)),
  retirementDate: optionalDateSchema,
});
/** Other insurance. */
export type OtherInsurance = z.infer<typeof otherInsuranceSchema>;

/** Part C details (enrollment.md §3 MedicareEligible partCInfo). */
export const medicarePartCInfoSchema = z.object({
  carrierName: optionalText,
  policyNumber: optionalText,
  groupNumber: optionalText,
  effectiveDate: z.nullish(dateRangeSchema),
});
/** Part D details: Part C's fields plus bin and pcn (enrollment.md §3). */
export const medicarePartDInfoSchema = z.extend(medicarePartCInfoSchema, {
  bin: optionalText,
  pcn: optionalText,
});

/** Medicare eligibility of a member (enrollment.md §3 MedicareEligible). */
export const medicareEligibleSchema = z.object({
  claimNumber: optionalText,
  whyEligible: z.nullish(z.enum(whyEligibleCodes)),
  disStart: optionalDateSchema,
  ssdi: z.nullish(z.boolean()),
  ssdiDates: z.nullish(dateRangeSchema),
  partA: z.nullish(dateRangeSchema),
  partB: z.nullish(dateRangeSchema),
  partC: z.nullish(z.boolean()),
  partCInfo: z.nullish(medicarePartCInfoSchema),
  partD: z.nullish(z.boolean()),
  partDInfo: z.nullish(medicarePartDInfoSchema),
});
/** Medicare eligibility. */
export type MedicareEligible = z.infer<typeof medicareEligibleSchema>;

/** Medically Necessary Leave of Absence of a student dependent (enrollment.md §3 Mnloa). */
export const mnloaSchema = z.object({
  sufferingFrom: z.nullish(z.boolean()),
  absenceNecessary: z.nullish(z.boolean()),
  noticePhysician: z.nullish(z.boolean()),
  startDate: optionalDateSchema,
  certify: z.nullish(z.boolean()),
});
/** MNLOA record. */
export type Mnloa = z.infer<typeof mnloaSchema>;
