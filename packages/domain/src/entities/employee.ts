import * as z from "zod/mini";
import { genders, indicatorValues } from "../codes/names.js";
import { MAX_DEPENDENTS } from "../limits.js";
import { medicareEligibleSchema, mnloaSchema, otherInsuranceSchema } from "./cob.js";
import { addressSchema, fullNameSchema, optionalDateSchema, optionalText, phonesSchema } from "./common.js";
import { memberCoverageSchema } from "./coverage.js";

const memberShape = {
  /** Only for existing members. */
  pin: optionalText,
  coveredIndividualId: optionalText,
  contractId: optionalText,
  ssn: optionalText,
  fullName: fullNameSchema,
  gender: z.nullish(z.enum(genders)),
  birthDate: optionalDateSchema,
  hireDate: optionalDateSchema,
  relationshipCode: optionalText,
  address: z.nullish(addressSchema),
  phones: z.nullish(phonesSchema),
  workEmail: optionalText,
  cobra: z.nullish(z.object({ value: z.nullish(z.boolean()) })),
  medicareEligibleIndicator: z._default(z.enum(indicatorValues), "unknown"),
  otherInsuranceIndicator: z._default(z.enum(indicatorValues), "unknown"),
  otherInsurance: z.nullish(otherInsuranceSchema),
  medicareEligible: z.nullish(medicareEligibleSchema),
  mnloa: z.nullish(mnloaSchema),
  eventCode: optionalText,
  eventDate: optionalDateSchema,
  qualifyingEvent: optionalText,
  qualifyingEventDate: optionalDateSchema,
  memberCoverages: z._default(z.array(memberCoverageSchema), []),
};

/** The subscriber (employee) of a record (enrollment.md §3 Subscriber); relationship code 20. */
export const subscriberSchema = z.object(memberShape);
/** A subscriber. */
export type Subscriber = z.infer<typeof subscriberSchema>;

/**
 * A dependent (enrollment.md §3 Dependent): the subscriber's fields plus dependentStatus (special
 * status) and optingIn. An opting-in dependent has no pin and is matched by full name.
 */
export const dependentSchema = z.object({
  ...memberShape,
  dependentStatus: optionalText,
  optingIn: z.nullish(z.boolean()),
});
/** A dependent. */
export type Dependent = z.infer<typeof dependentSchema>;

/** Either member of a record. */
export type Member = Subscriber | Dependent;

/**
 * The employee record (enrollment.md §3 Employee record): at most 25 dependents. isCOBDataProcessed
 * is kept as given; read it with `isCobDataProcessed` ('NO' counts as processed).
 */
export const employeeRecordSchema = z.object({
  umi: optionalText,
  clientAssignedId: optionalText,
  agreementNumber: optionalText,
  globalCoverageEffectiveDate: optionalDateSchema,
  isCOBDataProcessed: z.nullish(z.union([z.string(), z.boolean()])),
  subscriber: subscriberSchema,
  dependents: z._default(z.array(dependentSchema).check(z.maxLength(MAX_DEPENDENTS)), []),
});
/** The employee record. */
export type EmployeeRecord = z.infer<typeof employeeRecordSchema>;

/**
 * Reads isCOBDataProcessed (enrollment.md §3): a value 'NO' is treated as true, as are true and any
 * other non-empty value except 'false'; missing, empty, false and 'false' are not processed.
 */
export function isCobDataProcessed(value: string | boolean | null | undefined): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value !== "string") return false;
  const normalized = value.trim().toLowerCase();
  return normalized !== "" && normalized !== "false";
}
