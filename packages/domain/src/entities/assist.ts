import { z } from "zod";
import { optionalDateSchema, optionalText } from "./common.js";

const money = z.union([z.number(), z.string()]).nullish();

/** A PCP reason (assist-employees.md §3 Participant theReason). */
export const pcpReasonSchema = z.object({
  reasonCode: z.string(),
  reasonDesc: optionalText,
  retroDays: z.number().int().nonnegative().nullish(),
  futureDays: z.number().int().nonnegative().nullish(),
  effDateForDisplay: optionalText,
});
/** A PCP reason. */
export type PcpReason = z.infer<typeof pcpReasonSchema>;

/** A participant of the change-PCP screen (assist-employees.md §3). */
export const pcpParticipantSchema = z.object({
  firstName: optionalText,
  lastName: optionalText,
  pcpNbr: optionalText,
  pcpName: optionalText,
  establishedPatient: z.boolean().nullish(),
  theReason: pcpReasonSchema.nullish(),
  effectiveDateIB: optionalText,
  contractCovEffDte: optionalText,
  contractCovEffDteForDisplay: optionalText,
  coveredIndivId: optionalText,
  guid: optionalText,
  showChgPcpCopyToOthers: z.boolean().nullish(),
  selected: z.boolean().nullish(),
});
/** A change-PCP participant. */
export type PcpParticipant = z.infer<typeof pcpParticipantSchema>;

/** Insurance lines of a PCP record (assist-employees.md §3). */
export const pcpInsuranceLines = ["HMO", "POS", "PPO"] as const;

/** A PCP record (assist-employees.md §3). */
export const pcpRecordSchema = z.object({
  pcpNbr: optionalText,
  insuranceLineCde: z.enum(pcpInsuranceLines).nullish(),
  contractCovEffDte: optionalText,
  dob10Char: optionalText,
  pcpEffectiveDate: optionalText,
  contractId: optionalText,
  establishedPatient: z.boolean().nullish(),
  reasonCodes: z.array(z.object({ pcpReasonCode: z.string() })).nullish(),
});
/** A PCP record. */
export type PcpRecord = z.infer<typeof pcpRecordSchema>;

/** PCP validation response (assist-employees.md §3). */
export const pcpValidationResponseSchema = z.object({
  pcpAcceptedInd: z.string().nullish(),
  statusMessage: optionalText,
});
/** A PCP validation response. */
export type PcpValidationResponse = z.infer<typeof pcpValidationResponseSchema>;

/** Plan administrator entitlements (assist-employees.md §3; session-and-admin.md §3). */
export const planAdministratorEntitlementsSchema = z.object({
  userLevelEntitlements: z.array(z.string()).default([]),
  groupLevelEntitlements: z
    .record(
      z.string(),
      z.object({
        employeeData: optionalText,
        spendingAccount: optionalText,
        medicare: optionalText,
      }),
    )
    .default({}),
});
/** Plan administrator entitlements. */
export type PlanAdministratorEntitlements = z.infer<typeof planAdministratorEntitlementsSchema>;

/** An ID card of a member (assist-employees.md §3 ID card member). */
export const idCardSchema = z.object({
  fullUmi: optionalText,
  groupNumber: optionalText,
  cType: optionalText,
  type: optionalText,
  brand: optionalText,
  lob: optionalText,
  orderIdCard: z.boolean().nullish(),
});
/** A member with ID cards (assist-employees.md §3). */
export const idCardMemberSchema = z.object({
  cards: z.array(idCardSchema).default([]),
  ecid: optionalText,
  ciid: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  address: optionalText,
  address2: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
});
/** An ID card member. */
export type IdCardMember = z.infer<typeof idCardMemberSchema>;

/** An ID card order request (assist-employees.md §3 Order request). */
export const idCardOrderSchema = z.object({
  address: optionalText,
  address2: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
  groupNumber: z.string(),
  umi: z.string(),
  memberEcid: optionalText,
  memberList: z.array(z.looseObject({ ecid: z.string() })).min(1),
  lob: z.string(),
});
/** An ID card order. */
export type IdCardOrder = z.infer<typeof idCardOrderSchema>;

/** A spending account (assist-employees.md §3 Spending account info). */
export const spendingAccountSchema = z.object({
  status: optionalText,
  employeeAnnualContribution: money,
  employerAnnualContribution: money,
  minAnnualContribution: money,
  maxAnnualContribution: money,
  beginDate: optionalDateSchema,
  endDate: optionalDateSchema,
  contractBeginDate: optionalDateSchema,
  contractEndDate: optionalDateSchema,
});
/** Spending account information (assist-employees.md §3). */
export const spendingAccountInfoSchema = z.object({
  systemDepositIndicator: optionalText,
  spendingAccountLists: z
    .array(
      z.object({
        accountDescription: optionalText,
        spendingAccounts: z.array(spendingAccountSchema).default([]),
      }),
    )
    .default([]),
  payFrequency: optionalText,
});
/** Spending account information. */
export type SpendingAccountInfo = z.infer<typeof spendingAccountInfoSchema>;

/** A spending plan period card (assist-employees.md §3). */
export const spendingPlanPeriodSchema = z.object({
  planPeriod: optionalText,
  status: z.enum(["Elected", "Canceled", ""]).nullish(),
  beginDate: optionalDateSchema,
  endDate: optionalDateSchema,
  contractBeginDate: optionalDateSchema,
  contractEndDate: optionalDateSchema,
  employeeAnnualContribution: money,
  totalAnnualContribution: money,
  readOnly: z.boolean().nullish(),
  spa: optionalText,
});
/** A spending plan period. */
export type SpendingPlanPeriod = z.infer<typeof spendingPlanPeriodSchema>;

/** A claim (assist-employees.md §3 Claim summary). */
export const claimSchema = z.object({
  claimNumber: z.string(),
  mbrFirstNm: optionalText,
  mbrLastNm: optionalText,
  mbrBirthDate: optionalText,
  sysSrcCode: optionalText,
  bilgProvClmStaCd: z.union([z.string(), z.number()]).nullish(),
  clnCnRuleSetClaimsPcsgNo: optionalText,
});
/** The claim summary (assist-employees.md §3). */
export const claimSummarySchema = z.object({
  claims: z.array(claimSchema).default([]),
  memberInfos: z
    .array(
      z.object({
        firstName: optionalText,
        middleName: optionalText,
        lastName: optionalText,
        dateOfBirth: optionalText,
      }),
    )
    .default([]),
});
/** A claim summary. */
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

/** A claims date range option, dates as yyyyMMdd (assist-employees.md §3). */
export const dateRangeOptionSchema = z.object({
  startDate: z.string().regex(/^\d{8}$/),
  endDate: z.string().regex(/^\d{8}$/),
});
/** A date range option. */
export type DateRangeOption = z.infer<typeof dateRangeOptionSchema>;

/** A group of the group list (assist-employees.md §3 Group). */
export const groupSchema = z.object({
  groupNumber: z.string(),
  groupName: optionalText,
  status: optionalText,
  ccount: z.number().nullish(),
  acount: z.number().nullish(),
  tcount: z.number().nullish(),
});
/** A group. */
export type Group = z.infer<typeof groupSchema>;

/** A group of the identity theft page (assist-employees.md §3). */
export const identityTheftGroupSchema = z.object({
  groupNumber: z.string(),
  displayName: optionalText,
  vendor: optionalText,
  protectionStart: optionalText,
  protectionEnd: optionalText,
  protectionEnabled: z.boolean().nullish(),
  status: optionalText,
});
/** An identity theft group. */
export type IdentityTheftGroup = z.infer<typeof identityTheftGroupSchema>;

/** A row of the report code table (assist-employees.md §3). */
export const reportCodeRowSchema = z.object({
  type: z.string(),
  codes: z.array(z.string()).default([]),
  groups: z.array(z.string()).default([]),
});

/** A plan document item (assist-employees.md §3 Document lists). */
export const planDocumentSchema = z.object({
  planName: optionalText,
  fullURL: optionalText,
  groupNumber: optionalText,
  productId: optionalText,
  erisa: z.union([z.boolean(), z.string()]).nullish(),
  effectiveDate: optionalText,
  riderDocuments: z.array(z.object({ riderFileName: optionalText, cmodK1Type: optionalText })).nullish(),
  cmodK2Prefix: optionalText,
  cmodK4RiderName: optionalText,
  cmodK5EffDate: optionalText,
});
/** A plan document. */
export type PlanDocument = z.infer<typeof planDocumentSchema>;

/** SBC metadata (assist-employees.md §3). */
export const sbcMetadataSchema = z.object({
  docId: z.string(),
  fileName: z.string(),
  marketSegment: optionalText,
});

/** The four alert counters of the recent-documents widget (assist-employees.md §3). */
export const alertCountersSchema = z.object({
  bookletAlertCounter: z.number().int().nonnegative().default(0),
  contractAlertCounter: z.number().int().nonnegative().default(0),
  contractRiderCounter: z.number().int().nonnegative().default(0),
  bookletRiderCounter: z.number().int().nonnegative().default(0),
});
/** Alert counters. */
export type AlertCounters = z.infer<typeof alertCountersSchema>;
