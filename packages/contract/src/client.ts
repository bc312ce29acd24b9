import type { employeeSearchSchema } from "@epr/forms/schemas";
import { z } from "zod";
import { type ApiClientOptions, createCall } from "./call.js";
import { claimsCalls } from "./claims.js";
import {
  conditionsAcceptanceSchema,
  type InternalClientSearchQuery,
  internalClientSearchResponseSchema,
} from "./clients.js";
import { type ContentFile, contentFileSchema } from "./content.js";
import { type CoveragesQuery, coveragesResponseSchema, type MedicalProductsQuery } from "./coverages.js";
import {
  type CancelDateRemovalRequest,
  type EmployeeCancellationRequest,
  type EmployeeSaveRequest,
  employeeChangeResponseSchema,
  ifMatchOf,
} from "./employee-changes.js";
import { employeeSsnResponseSchema } from "./employee-ssn.js";
import {
  type EmployeeSearchResponse,
  employeeSearchResponseSchema,
  employeeSummaryResponseSchema,
} from "./employees.js";
import {
  type EnrollmentSubmitRequest,
  enrollmentSubmitResponseSchema,
  type FraudCheckRequest,
  fraudCheckResponseSchema,
  pendingCheckResponseSchema,
  ssnCheckResponseSchema,
  submissionStatusResponseSchema,
} from "./enrollment-submit.js";
import {
  type EnrollmentListQuery,
  type EnrollmentSaveRequest,
  enrollmentListResponseSchema,
  enrollmentResponseSchema,
  enrollmentSavedSchema,
} from "./enrollments.js";
import {
  groupInformationResponseSchema,
  groupNameResponseSchema,
  reportCodeDefinitionsResponseSchema,
  type ValidateReportCodesRequest,
  validateReportCodesResponseSchema,
} from "./groups.js";
import { healthSchema } from "./health.js";
import { historyCalls } from "./history.js";
import {
  type IdentityTheftSaveRequest,
  identityTheftGroupsResponseSchema,
  identityTheftSaveResponseSchema,
} from "./identity-theft.js";
import { profileCalls } from "./profile.js";
import {
  type ProviderSearchQuery,
  providerSearchResponseSchema,
  type ValidatePcpRequest,
  validatePcpResponseSchema,
} from "./providers.js";
import {
  cancelReasonsResponseSchema,
  lifeEventRulesResponseSchema,
  openEnrollmentResponseSchema,
  prefixesAndRelationshipsSchema,
  specialStatusOptionsSchema,
} from "./reference.js";
import { reportsLandingCalls } from "./reports.js";
import { resourceCalls } from "./resources.js";
import { clientListSchema, sessionSchema } from "./session.js";
import { sessionCalls } from "./session-client.js";
import { signInCalls } from "./sign-in-client.js";

export {
  type ApiCall,
  type ApiClientOptions,
  createCall,
  failedAnswer,
  NETWORK_ERROR,
  noAnswer,
  readAnswer,
} from "./call.js";

/** Search fields as the form gives them, plus the paging key of 'View next'. */
export type EmployeeSearchQuery = z.output<typeof employeeSearchSchema> & { listId?: string | undefined };

/**
 * The typed client of the portal's API: every answer is parsed with the same schema the server
 * answers with, so a changed shape fails loudly here instead of deep in a page.
 */
// clientOf lives in session-client.ts: a page making a feature's client with it no longer loads
// this module and every schema it imports (docs/benchmarks.md, Size).
export { clientOf } from "./session-client.js";

export function createApiClient(options: ApiClientOptions = {}) {
  const call = createCall(options);
  return {
    health: () => call("/api/health", healthSchema),
    ...sessionCalls(call),
    ...signInCalls(call),
    clients: () => call("/api/clients", clientListSchema),
    chooseClient: (clientNumber: string) =>
      call("/api/session/client", sessionSchema, { method: "PUT", body: JSON.stringify({ clientNumber }) }),
    /** The internal clients list, one page of 25 (session-and-admin.md §2 /clients). */
    internalClients: (query: InternalClientSearchQuery) => {
      const params = new URLSearchParams(
        Object.entries(query).flatMap(([key, value]) => (value ? [[key, String(value)]] : [])),
      );
      return call(`/api/internal/clients?${params}`, internalClientSearchResponseSchema);
    },
    /** Agrees to the cancelled client's conditions (session-and-admin.md §4 Cancelled client). */
    acceptConditions: () =>
      call("/api/cancelled-conditions", conditionsAcceptanceSchema, {
        method: "POST",
        body: JSON.stringify({ agree: true }),
      }),
    /** A POST with the fields in the body: a member ID may be an SSN and never goes in a URL. */
    searchEmployees: (query: EmployeeSearchQuery): Promise<EmployeeSearchResponse> => {
      const body = Object.fromEntries(Object.entries(query).filter(([, value]) => value));
      return call("/api/employees/search", employeeSearchResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
      });
    },
    employeeSummary: (umi: string) =>
      call(`/api/employees/${encodeURIComponent(umi)}`, employeeSummaryResponseSchema),
    /**
     * The add flow's final save (transaction type ADD). `idempotencyKey` is made once per Finish and
     * sent again on a retry, so a double click or a retried request creates one employee.
     */
    submitEnrollment: (body: EnrollmentSubmitRequest, idempotencyKey: string) =>
      call("/api/employees", enrollmentSubmitResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "idempotency-key": idempotencyKey },
      }),
    /** The status call on the subscriber: the per-group results of the final save, by member ID. */
    submissionStatus: (umi: string) =>
      call(`/api/employees/${encodeURIComponent(umi)}/submission`, submissionStatusResponseSchema),
    /** The pending-transaction check; the SSN goes in the body, never in a URL. */
    pendingCheck: (ssn: string) =>
      call("/api/employees/pending-check", pendingCheckResponseSchema, {
        method: "POST",
        body: JSON.stringify({ ssn }),
      }),
    /**
     * The edit entry's pending-transaction check of an existing employee, named by umi (the portal
     * holds only the masked SSN; enrollment.md §4 Edit entry).
     */
    employeePendingCheck: (umi: string) =>
      call(`/api/employees/${encodeURIComponent(umi)}/pending-check`, pendingCheckResponseSchema, {
        method: "POST",
      }),
    /** The existing-SSN check within the administrator's client. */
    ssnCheck: (ssn: string) =>
      call("/api/employees/ssn-check", ssnCheckResponseSchema, {
        method: "POST",
        body: JSON.stringify({ ssn }),
      }),
    /** The fraud check: SSN, names, sex and date of birth (MM/dd/yyyy). */
    fraudCheck: (body: FraudCheckRequest) =>
      call("/api/employees/fraud-check", fraudCheckResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
    /** A content file by id (enrollment.md §7 Content); the browser revalidates it with its ETag. */
    content: (id: string): Promise<ContentFile> =>
      call(`/api/content/${encodeURIComponent(id)}`, contentFileSchema),
    ...resourceCalls(call),
    /** Plans per group for a coverage type, date (MM-dd-yyyy) and ZIP (enrollment.md §7 Coverages). */
    coverages: (query: CoveragesQuery) =>
      call(`/api/coverages${queryString(query)}`, coveragesResponseSchema),
    medicalProducts: (query: MedicalProductsQuery) =>
      call(`/api/coverages/medical-products${queryString(query)}`, coveragesResponseSchema),
    groupInformation: (groupNumber: string, effectiveDate: string) =>
      call(
        `/api/groups/${encodeURIComponent(groupNumber)}/additional-information${queryString({ effectiveDate })}`,
        groupInformationResponseSchema,
      ),
    groupName: (groupNumber: string) =>
      call(`/api/groups/${encodeURIComponent(groupNumber)}/name`, groupNameResponseSchema),
    groupReportCodes: (groupNumber: string) =>
      call(
        `/api/groups/${encodeURIComponent(groupNumber)}/report-codes`,
        reportCodeDefinitionsResponseSchema,
      ),
    validateReportCodes: (body: ValidateReportCodesRequest) =>
      call("/api/report-codes/validate", validateReportCodesResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
    /** Life event rules; the server answers 404 while the SEP flag is off. */
    lifeEventRules: () => call("/api/life-events/rules", lifeEventRulesResponseSchema),
    /** Whether `date` (MM-dd-yyyy, default today) is in open enrollment: the group's, or without one the client's. */
    openEnrollment: (groupNumber?: string, date?: string) =>
      call(
        `/api/life-events/open-enrollment${queryString({ groupNumber, date })}`,
        openEnrollmentResponseSchema,
      ),
    searchProviders: (query: ProviderSearchQuery) =>
      call(`/api/providers${queryString(query)}`, providerSearchResponseSchema),
    /** A POST: the body carries the member's SSN. */
    validatePcp: (body: ValidatePcpRequest) =>
      call("/api/providers/validate-pcp", validatePcpResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
    prefixesAndRelationships: () =>
      call("/api/reference/prefixes-and-relationships", prefixesAndRelationshipsSchema),
    specialStatuses: () => call("/api/reference/special-statuses", specialStatusOptionsSchema),
    /** The cancel reasons to offer (enrollment.md §7), reason 99 already left out by the server. */
    cancelReasons: () => call("/api/reference/cancel-reasons", cancelReasonsResponseSchema),
    /** One page of the enrollments in process (enrollment.md §2): `limit` 20, or 5 for the dashboard. */
    enrollments: (query: EnrollmentListQuery = {}) => {
      const params = new URLSearchParams();
      if (query.limit !== undefined) params.set("limit", String(query.limit));
      if (query.after) params.set("after", query.after);
      const search = params.size ? `?${params}` : "";
      return call(`/api/enrollments${search}`, enrollmentListResponseSchema);
    },
    enrollment: (id: string) => call(`/api/enrollments/${encodeURIComponent(id)}`, enrollmentResponseSchema),
    /** Starts an enrollment; `idempotencyKey` is the same for every retry of one start. */
    createEnrollment: (body: EnrollmentSaveRequest, idempotencyKey: string) =>
      call("/api/enrollments", enrollmentSavedSchema, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "idempotency-key": idempotencyKey },
      }),
    /** Saves an enrollment in progress over the version read (412 when someone saved it since). */
    saveEnrollment: (id: string, body: EnrollmentSaveRequest, version: number, idempotencyKey: string) =>
      call(`/api/enrollments/${encodeURIComponent(id)}`, enrollmentSavedSchema, {
        method: "PUT",
        body: JSON.stringify(body),
        headers: { "if-match": `"${version}"`, "idempotency-key": idempotencyKey },
      }),
    /** Deletes a SAVED enrollment in progress (enrollment.md §2). */
    deleteEnrollment: async (id: string): Promise<void> => {
      await call(`/api/enrollments/${encodeURIComponent(id)}`, z.unknown(), { method: "DELETE" });
    },
    ...historyCalls(call),
    ...claimsCalls(call),
    ...reportsLandingCalls(call),
    ...profileCalls(call),
    /**
     * The final save of an edit or a reinstate of an existing employee over the version read
     * (412 when someone changed the employee since); `idempotencyKey` is the same for every
     * retry of one save.
     */
    saveEmployee: (umi: string, body: EmployeeSaveRequest, version: number, idempotencyKey: string) =>
      call(`/api/employees/${encodeURIComponent(umi)}`, employeeChangeResponseSchema, {
        method: "PUT",
        body: JSON.stringify(body),
        headers: { "if-match": ifMatchOf(version), "idempotency-key": idempotencyKey },
      }),
    /** Cancels coverage of an existing employee per group (enrollment.md §7), over the version read. */
    cancelCoverage: (
      umi: string,
      body: EmployeeCancellationRequest,
      version: number,
      idempotencyKey: string,
    ) =>
      call(`/api/employees/${encodeURIComponent(umi)}/cancellation`, employeeChangeResponseSchema, {
        method: "PUT",
        body: JSON.stringify(body),
        headers: { "if-match": ifMatchOf(version), "idempotency-key": idempotencyKey },
      }),
    /**
     * Removes the cancel date of one line of an existing employee (enrollment.md §4 Remove cancel
     * date), over the version read; answers the new version and the result per group.
     */
    removeCancelDate: (
      umi: string,
      body: CancelDateRemovalRequest,
      version: number,
      idempotencyKey: string,
    ) =>
      call(`/api/employees/${encodeURIComponent(umi)}/cancel-date-removal`, employeeChangeResponseSchema, {
        method: "PUT",
        body: JSON.stringify(body),
        headers: { "if-match": ifMatchOf(version), "idempotency-key": idempotencyKey },
      }),
    /**
     * The subscriber's full SSN (the summary's full-SSN toggle): asked anew on every reveal, never
     * kept; a POST because each view is audited.
     */
    revealEmployeeSsn: async (umi: string): Promise<string> =>
      (
        await call(`/api/employees/${encodeURIComponent(umi)}/ssn`, employeeSsnResponseSchema, {
          method: "POST",
          cache: "no-store",
        })
      ).ssn,
    /** The chosen client's groups for identity theft protection (assist-employees.md §7 idTheft getGroups). */
    identityTheftGroups: () => call("/api/identity-theft/groups", identityTheftGroupsResponseSchema),
    /** Saves the changed groups' opt-in or opt-out (assist-employees.md §4, §7 idTheft save). */
    saveIdentityTheft: (body: IdentityTheftSaveRequest) =>
      call("/api/identity-theft", identityTheftSaveResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** `?a=1&b=2` from the defined values of a query, or "" when none. */
function queryString(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
