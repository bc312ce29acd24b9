import * as z from "zod/mini";
import { coverageTypes, tobaccoStatuses, UPDATE_ME } from "../codes/coverage.js";
import { parseUsDate } from "../dates/dates.js";
import { optionalDateSchema, optionalText } from "./common.js";

/** A coverage effective date: a stored date or the placeholder "updateMe" (enrollment.md §3 memberLob). */
export const coverageEffectiveDateSchema = z.string().check(
  z.refine((value) => value === "" || value === UPDATE_ME || parseUsDate(value) !== null, {
    message: "Expected a date MM/dd/yyyy or updateMe",
  }),
);

/** One line of business a member is covered by (enrollment.md §3 memberLob). */
export const memberLobSchema = z.object({
  lineOfBusiness: z.string(),
  coverageType: z.enum(coverageTypes),
  coverageEffectiveDate: z.nullish(coverageEffectiveDateSchema),
  coverageEndDate: optionalDateSchema,
  cancelReasonCode: optionalText,
  coverageCategoryCode: optionalText,
  enrollmentSourceCode: optionalText,
  productId: optionalText,
  productName: optionalText,
});
/** A member line of business. */
export type MemberLob = z.infer<typeof memberLobSchema>;

/** The PCP of a member in a group (enrollment.md §3 providerInformation). */
export const providerInformationSchema = z.object({
  physicianNumber: optionalText,
  physicianName: optionalText,
  existingPatientIndicator: z.nullish(z.boolean()),
  physicianEffectiveDate: optionalDateSchema,
  physicianCancellationDate: optionalDateSchema,
  cancelCode: optionalText,
  /**
   * Why this PCP: 'Initial PCP Selection' for a provider chosen in the add flow, 'NO INITIAL PCP
   * SELECTION' for a no-PCP number (enrollment.md §3 Provider card, §4 Provider).
   */
  reason: optionalText,
});
/** Provider information. */
export type ProviderInformation = z.infer<typeof providerInformationSchema>;

/**
 * A report code of a member in a group (enrollment.md §3 Report code). The value is stored
 * upper-case: parsing upper-cases it.
 */
export const reportCodeSchema = z.object({
  type: z.string(),
  abbreviatedType: optionalText,
  value: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => (typeof value === "string" ? value.toUpperCase() : value)),
  ),
  required: z.nullish(z.boolean()),
  effectiveDate: optionalDateSchema,
  cancelDate: optionalDateSchema,
});
/** A report code (value upper-case). */
export type ReportCode = z.infer<typeof reportCodeSchema>;

/** Coverage of a member in one group (enrollment.md §3 memberCoverage). */
export const memberCoverageSchema = z.object({
  groupNumber: z.string(),
  internalContractId: optionalText,
  memberLobs: z._default(z.array(memberLobSchema), []),
  providerInformation: z.nullish(providerInformationSchema),
  reportCodes: z.nullish(z.array(reportCodeSchema)),
  tobaccoStatus: z.nullish(z.enum(tobaccoStatuses)),
  tobaccoUsageDate: optionalDateSchema,
  tobaccoEffectiveBeginDate: optionalDateSchema,
  tobaccoEffectiveEndDate: optionalDateSchema,
});
/** A member coverage. */
export type MemberCoverage = z.infer<typeof memberCoverageSchema>;

/** A product offered in a group's coverage plan option (enrollment.md §3 Coverage plan option). */
export const coveragePlanProductSchema = z.object({
  icisProductType: optionalText,
  productId: z.string(),
  productName: optionalText,
  coverageEffectiveDate: optionalDateSchema,
});
/** A coverage plan product. */
export type CoveragePlanProduct = z.infer<typeof coveragePlanProductSchema>;

/** Plans of one group for one coverage type (enrollment.md §3 Coverage plan option). */
export const coveragePlanOptionSchema = z.object({
  groupNumber: z.string(),
  products: z._default(z.array(coveragePlanProductSchema), []),
});
/** A coverage plan option. */
export type CoveragePlanOption = z.infer<typeof coveragePlanOptionSchema>;

/** An entry of the edit bookkeeping lists (enrollment.md §3 Edit bookkeeping). */
export const coverageChangeSchema = z.object({
  groupNumber: z.string(),
  lineOfBusiness: z.string(),
  cancelReasonCode: optionalText,
  cancelDate: optionalDateSchema,
});
/** An addition or deletion entry. */
export type CoverageChange = z.infer<typeof coverageChangeSchema>;

/** Edit bookkeeping: coverages.forAddition and coverages.forDeletion (enrollment.md §3). */
export const editBookkeepingSchema = z.object({
  coverages: z.object({
    forAddition: z._default(z.array(coverageChangeSchema), []),
    forDeletion: z._default(z.array(coverageChangeSchema), []),
  }),
});
/** Edit bookkeeping. */
export type EditBookkeeping = z.infer<typeof editBookkeepingSchema>;

/** A special-enrollment life event rule (enrollment.md §3 Life event rule). */
export const lifeEventRuleSchema = z.object({
  lifeEventId: z.string(),
  lifeEventDescription: z.string(),
  beforeDays: z.int().check(z.nonnegative()),
  afterDays: z.int().check(z.nonnegative()),
});
/** A life event rule. */
export type LifeEventRule = z.infer<typeof lifeEventRuleSchema>;

/** An option of the cancel reason list (enrollment.md §3 Cancel reason option). */
export const cancelReasonOptionSchema = z.object({ value: z.string(), label: z.string() });
/** A cancel reason option. */
export type CancelReasonOption = z.infer<typeof cancelReasonOptionSchema>;

/** Group additional information (enrollment.md §3; assist-employees.md §3 parentalCrossLink). */
export const groupAdditionalInformationSchema = z.object({
  cancelDate: optionalDateSchema,
  providerRequired: z.nullish(z.boolean()),
  physicianOfRecord: z.nullish(z.boolean()),
  primaryCarePhysician: z.nullish(z.boolean()),
  tobaccoQuestionRequired: z.nullish(z.boolean()),
  /** Default 363 when missing (enrollment.md §9). */
  planAreaCode: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value || "363"),
  ),
  /** Minimum age for tobacco and adult dental/vision, in years. */
  adultAge: z.nullish(z.number()),
  adultDentalAllowed: z.nullish(z.boolean()),
  adultVisionAllowed: z.nullish(z.boolean()),
  domesticPartner: z.nullish(z.boolean()),
  civilUnion: z.nullish(z.boolean()),
  spendingAccount: z.nullish(z.boolean()),
  parentalCrossLink: optionalText,
});
/** Group additional information (planAreaCode defaulted to 363). */
export type GroupAdditionalInformation = z.infer<typeof groupAdditionalInformationSchema>;

/** A history record (enrollment.md §3 History records: COB, plan, PCP, report code). */
export const historyRecordSchema = z.looseObject({ groupId: z.string() });
/** A history record: groupId plus the history's own fields. */
export type HistoryRecord = z.infer<typeof historyRecordSchema>;
/** The history kinds (enrollment.md §7 History). */
export const historyKinds = [
  "memberCOBHistory",
  "memberPlanHistory",
  "memberPCPHistory",
  "memberReportCodeHistory",
] as const;
/** A history kind. */
export type HistoryKind = (typeof historyKinds)[number];
