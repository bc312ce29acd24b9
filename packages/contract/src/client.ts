import { type ApiClientOptions, createCall } from "./call.js";
import { claimsCalls } from "./claims.js";
import type { InternalClientSearchQuery } from "./clients.js";
import { cancelledConditionsCalls, clientSelectionCalls } from "./clients.js";
import type { ContentFile } from "./content.js";
import { contentCalls } from "./content.js";
import type { CoveragesQuery, MedicalProductsQuery } from "./coverages.js";
import { coverageCalls } from "./coverages.js";
import type {
  CancelDateRemovalRequest,
  EmployeeCancellationRequest,
  EmployeeSaveRequest,
} from "./employee-changes.js";
import { employeeChangeCalls } from "./employee-changes.js";
import { employeeSsnCalls } from "./employee-ssn.js";
import type { EmployeeSearchQuery, EmployeeSearchResponse } from "./employees.js";
import { employeeSearchCalls, employeeSummaryCalls } from "./employees.js";
import type { EnrollmentSubmitRequest, FraudCheckRequest } from "./enrollment-submit.js";
import { enrollmentSubmitCalls, pendingCheckCalls } from "./enrollment-submit.js";
import type { EnrollmentListQuery, EnrollmentSaveRequest } from "./enrollments.js";
import { enrollmentCalls } from "./enrollments.js";
import type { ValidateReportCodesRequest } from "./groups.js";
import { groupCalls } from "./groups.js";
import { healthCalls } from "./health.js";
import { historyCalls } from "./history.js";
import type { IdentityTheftSaveRequest } from "./identity-theft.js";
import { identityTheftCalls } from "./identity-theft.js";
import { profileCalls } from "./profile.js";
import type { ProviderSearchQuery, ValidatePcpRequest } from "./providers.js";
import { providerCalls } from "./providers.js";
import { lifeEventCalls, referenceCalls } from "./reference.js";
import { reportsLandingCalls } from "./reports.js";
import { resourceCalls } from "./resources.js";
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

/**
 * The typed client of the portal's API: every answer is parsed with the same schema the server
 * answers with, so a changed shape fails loudly here instead of deep in a page.
 */
// clientOf lives in session-client.ts: a page making a feature's client with it no longer loads
// this module and every schema it imports (docs/benchmarks.md, Size).
export { clientOf } from "./session-client.js";

// The calls' parameter types, imported and re-exported (the same bindings as the index's) so the
// declaration file names them as before: the API report of `createApiClient` stays unchanged.
export type {
  CancelDateRemovalRequest,
  ContentFile,
  CoveragesQuery,
  EmployeeCancellationRequest,
  EmployeeSaveRequest,
  EmployeeSearchQuery,
  EmployeeSearchResponse,
  EnrollmentListQuery,
  EnrollmentSaveRequest,
  EnrollmentSubmitRequest,
  FraudCheckRequest,
  IdentityTheftSaveRequest,
  InternalClientSearchQuery,
  MedicalProductsQuery,
  ProviderSearchQuery,
  ValidatePcpRequest,
  ValidateReportCodesRequest,
};

/**
 * Every call group at once. The portal's pages each make a client of their feature's group
 * (`clientOf`), so a page loads its own calls' schemas only (docs/benchmarks.md, Size); this whole
 * client is for tools and tests that need every call.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const call = createCall(options);
  return {
    ...healthCalls(call),
    ...sessionCalls(call),
    ...signInCalls(call),
    ...clientSelectionCalls(call),
    ...cancelledConditionsCalls(call),
    ...employeeSearchCalls(call),
    ...employeeSummaryCalls(call),
    ...enrollmentSubmitCalls(call),
    ...pendingCheckCalls(call),
    ...contentCalls(call),
    ...resourceCalls(call),
    ...coverageCalls(call),
    ...groupCalls(call),
    ...lifeEventCalls(call),
    ...providerCalls(call),
    ...referenceCalls(call),
    ...enrollmentCalls(call),
    ...historyCalls(call),
    ...claimsCalls(call),
    ...reportsLandingCalls(call),
    ...profileCalls(call),
    ...employeeChangeCalls(call),
    ...employeeSsnCalls(call),
    ...identityTheftCalls(call),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
