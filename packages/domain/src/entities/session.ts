import * as z from "zod/mini";
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
  employer: z._default(z.partial(z.object({ clientsOrGroups: z._default(z.boolean(), false) })), {}),
  reports: z._default(
    z.partial(
      z.object({
        enrollment: z.boolean(),
        CensusReports: z.boolean(),
        WellnessReports: z.boolean(),
        atHand: z.boolean(),
        medeAnalytics: z.boolean(),
      }),
    ),
    {},
  ),
  idTheft: z._default(z.boolean(), false),
  claims: z._default(z.boolean(), false),
  ebill: z._default(z.boolean(), false),
  clientQualifiers: z._default(
    z.partial(
      z.object({
        ucdDental: z.boolean(),
        aso: z.boolean(),
        spendingAccount: z.boolean(),
        spendingAccountBlackedOut: z.boolean(),
        spendingAccountPreBlackedOut: z.boolean(),
        blackoutStartDate: z.string(),
        blackoutEndDate: z.string(),
      }),
    ),
    {},
  ),
  superUserRole: z._default(z.boolean(), false),
  allGroups: z._default(z.partial(z.object({ enrollment: z.boolean(), spendingAccount: z.boolean() })), {}),
  researchOnlyRole: z._default(z.boolean(), false),
  wellnessReport: z._default(z.boolean(), false),
  clientStatus: z._default(z.object({ cancelled: z._default(z.boolean(), false) }), { cancelled: false }),
  employees: z._default(
    z.object({ view: z._default(z.boolean(), false), edit: z._default(z.boolean(), false) }),
    { view: false, edit: false },
  ),
  /** Spending flags (assist-employees.md §3). */
  spending: z._default(
    z.partial(
      z.object({
        claimsView: z.boolean(),
        claimsViewNew: z.boolean(),
        noClaimsView: z.boolean(),
        spendingAccountAccess: z.boolean(),
      }),
    ),
    {},
  ),
});
/** Session entitlements. */
export type Entitlements = z.infer<typeof entitlementsSchema>;

/** Employer info of the session (session-and-admin.md §3). */
export const employerInfoSchema = z.object({
  brandName: optionalText,
  planAdministrator: planAdministratorSchema,
  planAdministratorEntitlements: z._default(planAdministratorEntitlementsSchema, {
    userLevelEntitlements: [],
    groupLevelEntitlements: {},
  }),
  ssoClient: z.nullish(z.boolean()),
  ucciGroupNumbers: z._default(z.array(z.string()), []),
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
