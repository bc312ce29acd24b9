import { coveragePlanOptionSchema, coverageTypes } from "@epr/domain";
import { genericMessages } from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { queryString } from "./query-string.js";
import { groupNumberSchema, queryDateSchema, zipCodeSchema } from "./reference.js";

/** Said for a coverage type outside the spec's list (our wording). */
export const COVERAGE_TYPE_MESSAGE = `The coverage type must be one of ${coverageTypes.join(", ")}.`;
const coverageType = z.enum(coverageTypes, { error: COVERAGE_TYPE_MESSAGE });

/**
 * GET /api/coverages (enrollment.md §7 Coverages): version v2, coverageType, effectiveDate
 * (MM-dd-yyyy) and the subscriber's zipCode.
 */
export const coveragesQuerySchema = z.object({
  version: z.literal("v2", { error: genericMessages.format }).check(z.meta({ example: "v2" })),
  coverageType: coverageType.check(z.meta({ example: "MEDICAL" })),
  effectiveDate: queryDateSchema.check(z.meta({ example: "01-01-2026" })),
  zipCode: zipCodeSchema.check(z.meta({ example: "19103" })),
});
export type CoveragesQuery = z.infer<typeof coveragesQuerySchema>;

/** The groups of the session's client the administrator may see, each with its products (§3 Coverage plan option). */
export const coveragesResponseSchema = z.object({ payload: z.array(coveragePlanOptionSchema) });
export type CoveragesResponse = z.infer<typeof coveragesResponseSchema>;

/** GET /api/coverages/medical-products: inputs coverageType, effectiveDate (MM-dd-yyyy), zipCode, groupNumber (§7). */
export const medicalProductsQuerySchema = z.object({
  coverageType: coverageType.check(z.meta({ example: "MEDICAL" })),
  effectiveDate: queryDateSchema.check(z.meta({ example: "01-01-2026" })),
  zipCode: zipCodeSchema.check(z.meta({ example: "19103" })),
  groupNumber: groupNumberSchema.check(z.meta({ example: "100100" })),
});
export type MedicalProductsQuery = z.infer<typeof medicalProductsQuerySchema>;

/** Plans per group for a coverage type, date (MM-dd-yyyy) and ZIP (enrollment.md §7 Coverages). */
export function coverageCalls(call: ApiCall) {
  return {
    coverages: (query: CoveragesQuery) =>
      call(`/api/coverages${queryString(query)}`, coveragesResponseSchema),
    medicalProducts: (query: MedicalProductsQuery) =>
      call(`/api/coverages/medical-products${queryString(query)}`, coveragesResponseSchema),
  };
}
