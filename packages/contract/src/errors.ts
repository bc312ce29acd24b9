import {
  DOCUMENTS_NOT_FOUND,
  EMPLOYEE_DETAILS_FRAUD,
  PENDING_TRANSACTION,
  UNRECOGNIZED_ANSWER_CODE,
  VISION_DENTAL,
} from "@epr/domain";
import * as z from "zod/mini";

/**
 * The codes of the server policy's 403 refusals (apps/server/src/policy): what a signed-in route
 * may refuse with besides the guard's own (the OpenAPI document lists them on every 403).
 */
export const policyRefusalCodes = [
  "forbidden",
  "view_only",
  "no_client",
  "conditions_required",
  "mfa_not_offered",
  "not_offered",
  "own_account",
  "identity_elsewhere",
] as const;

/**
 * Every code an error answer of the API may carry, in one style (snake_case): the server answers
 * only these (http/errors.ts takes an `ErrorCode`), the OpenAPI document lists them (component
 * `ErrorCode`, and each error answer's `x-error-codes`), and the portal maps them to what it shows
 * in one place (apps/portal/src/lib/failures.ts). The few a rule of @epr/domain reads are named
 * there and taken from there, so each code is written once.
 */
export const errorCodes = [
  // Every route (http/guard.ts order of checks)
  "invalid_request",
  "unauthenticated",
  "session_ended",
  "foreign_origin",
  "too_large",
  "not_found",
  "precondition_required",
  "stale",
  "idempotency_key_reused",
  "idempotency_key_in_progress",
  "misdirected_host",
  "server_error",
  // The policy's refusals (apps/server/src/policy), and a feature the configuration turned off
  ...policyRefusalCodes,
  "feature_off",
  // Sign-in, MFA and the password
  "wrong_credentials",
  "account_disabled",
  "temporary_password_expired",
  "too_many_attempts",
  "factor_locked",
  "password_required",
  "wrong_password",
  "authenticator_enrolled",
  "mfa_not_verified",
  "old_password_used",
  "previous_password",
  "incorrect_current_password",
  "reset_link_invalid",
  // Employees and enrollments
  PENDING_TRANSACTION,
  VISION_DENTAL,
  EMPLOYEE_DETAILS_FRAUD,
  "reinstate_active",
  "no_changes",
  "too_many_ssn_lookups",
  "ssn_exists",
  "enrollment_elsewhere",
  "enrollment_staged",
  "enrollment_other_ssn",
  "invalid_providers",
  "invalid_report_codes",
  // Plan administrators
  "login_taken",
  "unknown_group",
  "medicare_group",
  // Assist employees
  "no_card",
  DOCUMENTS_NOT_FOUND,
  "read_only",
  "contribution_bounds",
  "opted_in_this_year",
  "outside_opt_in_window",
  "too_many_reports",
  "not_ready",
  // Eligibility in bulk
  "too_many_imports",
  "not_judged",
  "rows_refused",
  "eligibility_file_refused",
  // Billing
  "duplicate_payment",
  "group_in_account",
  // Given by the client itself (call.ts): no answer at all, or an answer of unexpected shape
  "network",
  UNRECOGNIZED_ANSWER_CODE,
] as const;

/** The codes of the API's error answers (registered as the OpenAPI component `ErrorCode`). */
export const errorCodeSchema = z.enum(errorCodes).check(z.meta({ id: "ErrorCode" }));
export type ErrorCode = (typeof errorCodes)[number];

/** Whether `value` is one of the API's error codes. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  (errorCodes as readonly unknown[]).includes(value);

/** Every error answer of the API: a sentence for people and, for bad input, the fields at fault. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.optional(errorCodeSchema),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  /** On a 500: names the request in the server's log, for support. */
  requestId: z.optional(z.string()),
  /**
   * What a refusal carries beyond its sentence, for the caller to show: an eligibility file's
   * refusal (`eligibilityFileRefusalDetailsSchema` in eligibility-imports.ts reads it).
   */
  details: z.optional(z.record(z.string(), z.unknown())),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Thrown by the client for any non-2xx answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  /** The body's code, beside status and message, so @epr/domain's `failureMessage` reads it too. */
  readonly code: ErrorCode | undefined;
  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.code = body.code ?? undefined;
  }
}
