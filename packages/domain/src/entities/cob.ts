import { z } from "zod";
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
  relationSubscriber: z.enum(otherInsuranceRelations).nullish(),
  custody: z.enum(custodyCodes).nullish(),
  medicalResponsibility: optionalText,
  courtOrder: z.enum(courtOrderCodes).nullish(),
  policyHolderBirthDate: optionalDateSchema,
  policyHolderEmploymentStatus: z.enum(employmentStatuses).nullish(),
  retirementDate: optionalDateSchema,
});
/** Other insurance. */
export type OtherInsurance = z.infer<typeof otherInsuranceSchema>;

/** Part C details (enrollment.md §3 MedicareEligible partCInfo). */
export const medicarePartCInfoSchema = z.object({
  carrierName: optionalText,
  policyNumber: optionalText,
  groupNumber: optionalText,
  effectiveDate: dateRangeSchema.nullish(),
});
/** Part D details: Part C's fields plus bin and pcn (enrollment.md §3). */
export const medicarePartDInfoSchema = medicarePartCInfoSchema.extend({
  bin: optionalText,
  pcn: optionalText,
});

/** Medicare eligibility of a member (enrollment.md §3 MedicareEligible). */
export const medicareEligibleSchema = z.object({
  claimNumber: optionalText,
  whyEligible: z.enum(whyEligibleCodes).nullish(),
  disStart: optionalDateSchema,
  ssdi: z.boolean().nullish(),
  ssdiDates: dateRangeSchema.nullish(),
  partA: dateRangeSchema.nullish(),
  partB: dateRangeSchema.nullish(),
  partC: z.boolean().nullish(),
  partCInfo: medicarePartCInfoSchema.nullish(),
  partD: z.boolean().nullish(),
  partDInfo: medicarePartDInfoSchema.nullish(),
});
/** Medicare eligibility. */
export type MedicareEligible = z.infer<typeof medicareEligibleSchema>;

/** Medically Necessary Leave of Absence of a student dependent (enrollment.md §3 Mnloa). */
export const mnloaSchema = z.object({
  sufferingFrom: z.boolean().nullish(),
  absenceNecessary: z.boolean().nullish(),
  noticePhysician: z.boolean().nullish(),
  startDate: optionalDateSchema,
  certify: z.boolean().nullish(),
});
/** MNLOA record. */
export type Mnloa = z.infer<typeof mnloaSchema>;
