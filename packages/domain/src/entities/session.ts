import { z } from "zod";
import { planAdministratorEntitlementsSchema } from "./assist.js";
import { optionalText } from "./common.js";

/** The plan administrator of the session (session-and-admin.md §3). */
export const planAdministratorSchema = z.object({
  loginId: z.string(),
  /** Contains VIEW for view-only users. */
  displayLoginId: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
  company: optionalText,
  userId: optionalText,
  clientNumber: optionalText,
  /** bpdId. */
  dataDifferentiator: optionalText,
  vendorName: optionalText,
  address: optionalText,
  city: optionalText,
  state: optionalText,
  zipCode: optionalText,
  telephone: optionalText,
  fax: optionalText,
  clientId: optionalText,
});
/** A plan administrator. */
export type PlanAdministrator = z.infer<typeof planAdministratorSchema>;

/** Session entitlements (session-and-admin.md §3 Entitlements). */
export const entitlementsSchema = z.object({
  employer: z
    .object({ clientsOrGroups: z.boolean().default(false) })
    .partial()
    .default({}),
  reports: z
    .object({
      enrollment: z.boolean(),
      CensusReports: z.boolean(),
      WellnessReports: z.boolean(),
      atHand: z.boolean(),
      medeAnalytics: z.boolean(),
    })
    .partial()
    .default({}),
  idTheft: z.boolean().default(false),
  claims: z.boolean().default(false),
  ebill: z.boolean().default(false),
  clientQualifiers: z
    .object({
      ucdDental: z.boolean(),
      aso: z.boolean(),
      spendingAccount: z.boolean(),
      spendingAccountBlackedOut: z.boolean(),
      spendingAccountPreBlackedOut: z.boolean(),
      blackoutStartDate: z.string(),
      blackoutEndDate: z.string(),
    })
    .partial()
    .default({}),
  superUserRole: z.boolean().default(false),
  allGroups: z.object({ enrollment: z.boolean(), spendingAccount: z.boolean() }).partial().default({}),
  researchOnlyRole: z.boolean().default(false),
  wellnessReport: z.boolean().default(false),
  clientStatus: z.object({ cancelled: z.boolean().default(false) }).default({ cancelled: false }),
  employees: z
    .object({ view: z.boolean().default(false), edit: z.boolean().default(false) })
    .default({ view: false, edit: false }),
  /** Spending flags (assist-employees.md §3). */
  spending: z
    .object({
      claimsView: z.boolean(),
      claimsViewNew: z.boolean(),
      noClaimsView: z.boolean(),
      spendingAccountAccess: z.boolean(),
    })
    .partial()
    .default({}),
});
/** Session entitlements. */
export type Entitlements = z.infer<typeof entitlementsSchema>;

/** Employer info of the session (session-and-admin.md §3). */
export const employerInfoSchema = z.object({
  brandName: optionalText,
  planAdministrator: planAdministratorSchema,
  planAdministratorEntitlements: planAdministratorEntitlementsSchema.default({
    userLevelEntitlements: [],
    groupLevelEntitlements: {},
  }),
  ssoClient: z.boolean().nullish(),
  ucciGroupNumbers: z.array(z.string()).default([]),
});
/** Employer info. */
export type EmployerInfo = z.infer<typeof employerInfoSchema>;

/** A client of the selection list (session-and-admin.md §3). */
export const clientSchema = z.object({
  clientNumber: z.string(),
  clientName: z.string(),
  clientStatus: optionalText,
});
/** A client. */
export type Client = z.infer<typeof clientSchema>;

/** A row of the group access table (session-and-admin.md §3). */
export const groupAccessRowSchema = z.object({
  groupNumber: z.string(),
  employeeData: optionalText,
  spendingAccount: optionalText,
});
/** A group access row. */
export type GroupAccessRow = z.infer<typeof groupAccessRowSchema>;

/** An enrollment report row (session-and-admin.md §3). */
export const enrollmentReportSchema = z.object({
  reportType: z.string(),
  taxYear: optionalText,
  lastRunDate: optionalText,
  fileType: optionalText,
  reportFile: z.string(),
});
/** An enrollment report. */
export type EnrollmentReport = z.infer<typeof enrollmentReportSchema>;

/** A requested census or wellness report row (session-and-admin.md §3). */
export const requestedReportSchema = z.object({
  requestDate: optionalText,
  reportType: optionalText,
  groupNumbers: optionalText,
  reportFormat: optionalText,
  reportId: z.string(),
});
/** A requested report. */
export type RequestedReport = z.infer<typeof requestedReportSchema>;

/** Report formats: Excel (default) or PDF (session-and-admin.md §3, §9). */
export const reportFormats = ["Excel", "PDF"] as const;
/** Default wellness report name (session-and-admin.md §9). */
export const DEFAULT_WELLNESS_REPORT_NAME = "ND Wellness Taxation Report - Monthly";

/** MFA update record (session-and-admin.md §3). */
export const mfaUpdateSchema = z.object({
  hmhsmfaenrolled: z.enum(["true", "false"]),
  hmhsmfaphone: optionalText,
  hmhsmfaemail: optionalText,
  oamAccessToken: optionalText,
});
/** An MFA update record. */
export type MfaUpdate = z.infer<typeof mfaUpdateSchema>;

/** OTP create request (session-and-admin.md §3). */
export const otpCreateRequestSchema = z.object({
  userId: z.string(),
  appName: z.string(),
  deliveryChannel: z.literal("email"),
  email: z.string(),
});
/** OTP create response (session-and-admin.md §3). */
export const otpCreateResponseSchema = z.object({ correlationId: z.string(), minorCode: optionalText });
/** OTP validate request (session-and-admin.md §3). */
export const otpValidateRequestSchema = z.object({
  userId: z.string(),
  appName: z.string(),
  correlationId: z.string(),
  otpCode: z.string(),
});
