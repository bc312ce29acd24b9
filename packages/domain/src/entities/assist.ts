import * as z from "zod/mini";
import { optionalDateSchema, optionalText } from "./common.js";

const money = z.nullish(z.union([z.number(), z.string()]));

/** A PCP reason (assist-employees.md §3 Participant theReason). */
export const pcpReasonSchema = z.object({
  reasonCode: z.string(),
  reasonDesc: optionalText,
  retroDays: z.nullish(z.int().check(z.nonnegative())),
  futureDays: z.nullish(z.int().check(z.nonnegative())),
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
  establishedPatient: z.nullish(z.boolean()),
  theReason: z.nullish(pcpReasonSchema),
  effectiveDateIB: optionalText,
  contractCovEffDte: optionalText,
  contractCovEffDteForDisplay: optionalText,
  coveredIndivId: optionalText,
  guid: optionalText,
  showChgPcpCopyToOthers: z.nullish(z.boolean()),
  selected: z.nullish(z.boolean()),
});
/** A change-PCP participant. */
export type PcpParticipant = z.infer<typeof pcpParticipantSchema>;

/** Insurance lines of a PCP record (assist-employees.md §3). */
export const pcpInsuranceLines = ["HMO", "POS", "PPO"] as const;

/** A PCP record (assist-employees.md §3). */
export const pcpRecordSchema = z.object({
  pcpNbr: optionalText,
  insuranceLineCde: z.nullish(z.enum(pcpInsuranceLines)),
  contractCovEffDte: optionalText,
  dob10Char: optionalText,
  pcpEffectiveDate: optionalText,
  contractId: optionalText,
  establishedPatient: z.nullish(z.boolean()),
  reasonCodes: z.nullish(z.array(z.object({ pcpReasonCode: z.string() }))),
});
/** A PCP record. */
export type PcpRecord = z.infer<typeof pcpRecordSchema>;

/** PCP validation response (assist-employees.md §3). */
export const pcpValidationResponseSchema = z.object({
  pcpAcceptedInd: z.nullish(z.string()),
  statusMessage: optionalText,
});
/** A PCP validation response. */
export type PcpValidationResponse = z.infer<typeof pcpValidationResponseSchema>;

/** Plan administrator entitlements (assist-employees.md §3; session-and-admin.md §3). */
export const planAdministratorEntitlementsSchema = z.object({
  userLevelEntitlements: z._default(z.array(z.string()), []),
  groupLevelEntitlements: z._default(
    z.record(
      z.string(),
      z.object({
        employeeData: optionalText,
        spendingAccount: optionalText,
        medicare: optionalText,
      }),
    ),
    {},
  ),
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
  orderIdCard: z.nullish(z.boolean()),
});
/** A member with ID cards (assist-employees.md §3). */
export const idCardMemberSchema = z.object({
  cards: z._default(z.array(idCardSchema), []),
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
  memberList: z.array(z.looseObject({ ecid: z.string() })).check(z.minLength(1)),
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
  spendingAccountLists: z._default(
    z.array(
      z.object({
        accountDescription: optionalText,
        spendingAccounts: z._default(z.array(spendingAccountSchema), []),
      }),
    ),
    [],
  ),
  payFrequency: optionalText,
});
/** Spending account information. */
export type SpendingAccountInfo = z.infer<typeof spendingAccountInfoSchema>;

/** A spending plan period card (assist-employees.md §3). */
export const spendingPlanPeriodSchema = z.object({
  planPeriod: optionalText,
  status: z.nullish(z.enum(["Elected", "Canceled", ""])),
  beginDate: optionalDateSchema,
  endDate: optionalDateSchema,
  contractBeginDate: optionalDateSchema,
  contractEndDate: optionalDateSchema,
  employeeAnnualContribution: money,
  totalAnnualContribution: money,
  readOnly: z.nullish(z.boolean()),
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
  bilgProvClmStaCd: z.nullish(z.union([z.string(), z.number()])),
  clnCnRuleSetClaimsPcsgNo: optionalText,
});
/** The claim summary (assist-employees.md §3). */
export const claimSummarySchema = z.object({
  claims: z._default(z.array(claimSchema), []),
  memberInfos: z._default(
    z.array(
      z.object({
        firstName: optionalText,
        middleName: optionalText,
        lastName: optionalText,
        dateOfBirth: optionalText,
      }),
    ),
    [],
  ),
});
/** A claim summary. */
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

/** A claims date range option, dates as yyyyMMdd (assist-employees.md §3). */
export const dateRangeOptionSchema = z.object({
  startDate: z.string().check(z.regex(/^\d{8}$/)),
  endDate: z.string().check(z.regex(/^\d{8}$/)),
});
/** A date range option. */
export type DateRangeOption = z.infer<typeof dateRangeOptionSchema>;

/** A group of the group list (assist-employees.md §3 Group). */
export const groupSchema = z.object({
  groupNumber: z.string(),
  groupName: optionalText,
  status: optionalText,
  ccount: z.nullish(z.number()),
  acount: z.nullish(z.number()),
  tcount: z.nullish(z.number()),
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
  protectionEnabled: z.nullish(z.boolean()),
  status: optionalText,
});
/** An identity theft group. */
export type IdentityTheftGroup = z.infer<typeof identityTheftGroupSchema>;

/** A row of the report code table (assist-employees.md §3). */
export const reportCodeRowSchema = z.object({
  type: z.string(),
  codes: z._default(z.array(z.string()), []),
  groups: z._default(z.array(z.string()), []),
});

/** A plan document item (assist-employees.md §3 Document lists). */
export const planDocumentSchema = z.object({
  planName: optionalText,
  fullURL: optionalText,
  groupNumber: optionalText,
  productId: optionalText,
  erisa: z.nullish(z.union([z.boolean(), z.string()])),
  effectiveDate: optionalText,
  riderDocuments: z.nullish(z.array(z.object({ riderFileName: optionalText, cmodK1Type: optionalText }))),
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
  bookletAlertCounter: z._default(z.int().check(z.nonnegative()), 0),
  contractAlertCounter: z._default(z.int().check(z.nonnegative()), 0),
  contractRiderCounter: z._default(z.int().check(z.nonnegative()), 0),
  bookletRiderCounter: z._default(z.int().check(z.nonnegative()), 0),
});
/** Alert counters. */
export type AlertCounters = z.infer<typeof alertCountersSchema>;
