import {
  EMPLOYEE_DETAILS_FRAUD,
  employeeRecordSchema,
  fullNameSchema,
  genders,
  memberCoverageSchema,
  NAME_MAX,
  NO_PENDING_ENROLLMENT_CODE,
  parseUsDate,
} from "@epr/domain";
import {
  genericMessages,
  isValidSsn,
  NAME_PATTERN,
  normalizeSsn,
  subscriberMessages,
} from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";

/**
 * The final save of the add flow and the checks around it (enrollment.md §4 Save routing, §7 Save,
 * pending-transaction check, fraud check; §8 outcomes). SSNs travel only in
 * request bodies, never in a URL, and come back masked.
 */

/** A subscriber SSN as typed (dashes allowed): 9 digits, not all zeros, with the form's message. */
export const ssnInputSchema = z.string({ error: subscriberMessages.ssn }).check(
  z.maxLength(11, subscriberMessages.ssn),
  z.refine((value) => isValidSsn(normalizeSsn(value)), subscriberMessages.ssn),
);

/** A legal name part as the subscriber form takes it (enrollment.md §5: max 25, letters, ' and -). */
const legalName = (message: string) =>
  z.string({ error: message }).check(
    z.maxLength(NAME_MAX, message),
    z.refine((value) => NAME_PATTERN.test(value.trim()), message),
  );

/** A date in the payload format MM/dd/yyyy (enrollment.md §7 Dates). */
const usDateSchema = z.string({ error: genericMessages.invalidDate }).check(
  z.maxLength(10, genericMessages.invalidDate),
  z.refine((value) => parseUsDate(value) !== null, genericMessages.invalidDate),
);

/** One group's result: applied, rejected, or waiting for delayed processing. */
export const submissionGroupResultSchema = z.union([z.boolean(), z.literal("pending")]);

/**
 * POST /api/employees (Idempotency-Key required): the final save, transaction type ADD. The
 * employee record as the add flow built it (dependents' SSNs, if any, in their records), the
 * subscriber SSN beside it, and the enrollment in progress it finishes, if any.
 */
export const enrollmentSubmitRequestSchema = z
  .object({
    record: employeeRecordSchema,
    // Optional when finishing an enrollment in progress: its SSNs are on file (a resumed one only
    // has them masked), so the server takes them from the enrollment.
    subscriberSsn: z.optional(ssnInputSchema),
    enrollmentId: z.optional(z.uuid({ error: "enrollmentId is not an enrollment this server gave." })),
  })
  .check(
    z.refine((body) => body.subscriberSsn !== undefined || body.enrollmentId !== undefined, {
      message: subscriberMessages.ssn,
      path: ["subscriberSsn"],
    }),
  );
export type EnrollmentSubmitRequest = z.input<typeof enrollmentSubmitRequestSchema>;

/** Failed vision and dental product validation of one group (enrollment.md §7: validateProductsResponse). */
export const validateProductsResponseSchema = z.array(
  z.object({ groupNumber: z.string(), messages: z.array(z.string()) }),
);

/**
 * The final save's answer (201): the new employee's umi and version, the result per group
 * ({ groupNumber: true | false | "pending" }), the outcome modal's title and text, the status the
 * enrollment took (APPLIED: every group applied, nothing left in progress), whether a transaction
 * is pending, and validateProductsResponse when some group's products failed.
 */
export const enrollmentSubmitResponseSchema = z.object({
  umi: z.string(),
  version: z.int(),
  groups: z.record(z.string(), submissionGroupResultSchema),
  outcome: z.object({ title: z.enum(["Success", "Submitted", "Partially Submitted"]), text: z.string() }),
  status: z.enum(["APPLIED", "PARTIAL_SUBMIT", "SUBMITTED"]),
  pending: z.boolean(),
  validateProductsResponse: z.optional(validateProductsResponseSchema),
});
export type EnrollmentSubmitResponse = z.infer<typeof enrollmentSubmitResponseSchema>;

/**
 * GET /api/employees/{umi}/submission: the per-group results of the subscriber's final save (the
 * status call of enrollment.md §4 Cancel-coverage outcome and §7), by member ID, never by SSN. An
 * employee with nothing in progress answers every group of theirs applied, status APPLIED.
 */
export const submissionStatusResponseSchema = z.object({
  umi: z.string(),
  status: z.enum(["APPLIED", "PARTIAL_SUBMIT", "SUBMITTED"]),
  pending: z.boolean(),
  groups: z.record(z.string(), submissionGroupResultSchema),
});
export type SubmissionStatusResponse = z.infer<typeof submissionStatusResponseSchema>;

/** POST /api/employees/pending-check: the subscriber SSN in the body (enrollment.md §7). */
export const pendingCheckRequestSchema = z.object({ ssn: ssnInputSchema });

/**
 * The pending-transaction answer: `pending`, and when nothing is pending the return code that
 * means so (100231, enrollment.md §7), which `interpretPendingCheck` of @epr/domain reads as clear.
 */
export const pendingCheckResponseSchema = z.object({
  pending: z.boolean(),
  returnCode: z.optional(z.literal(NO_PENDING_ENROLLMENT_CODE)),
});
export type PendingCheckResponse = z.infer<typeof pendingCheckResponseSchema>;

/** An existing subscriber as the validate-SSN and fraud modals show it: SSN masked. */
export const existingSubscriberSchema = z.object({
  umi: z.string(),
  fullName: fullNameSchema,
  gender: z.nullish(z.enum(genders)),
  birthDate: z.nullish(z.string()),
  ssn: z.string(),
  memberCoverages: z.array(memberCoverageSchema),
});
export type ExistingSubscriber = z.infer<typeof existingSubscriberSchema>;

/** POST /api/employees/ssn-check: is this SSN already an employee of the administrator's client? */
export const ssnCheckRequestSchema = z.object({ ssn: ssnInputSchema });
export const ssnCheckResponseSchema = z.object({
  exists: z.boolean(),
  subscriber: z.optional(existingSubscriberSchema),
});
export type SsnCheckResponse = z.infer<typeof ssnCheckResponseSchema>;

/** The description that opens the SSN fraud modal (enrollment.md §8); the rule's constant is @epr/domain's. */
export { EMPLOYEE_DETAILS_FRAUD };

/** POST /api/employees/fraud-check: SSN, names, sex and date of birth (MM/dd/yyyy), enrollment.md §7. */
export const fraudCheckRequestSchema = z.object({
  ssn: ssnInputSchema,
  firstName: legalName(subscriberMessages.firstName),
  lastName: legalName(subscriberMessages.lastName),
  gender: z.enum(genders, { error: subscriberMessages.gender }),
  dob: usDateSchema,
});
export type FraudCheckRequest = z.input<typeof fraudCheckRequestSchema>;

/**
 * The fraud check's answer: within the client, the subscriber whose SSN and details match; an SSN
 * known only elsewhere, or whose details differ, answers `fraud: true` with the description and no
 * data at all; nothing known answers `fraud: false`.
 */
export const fraudCheckResponseSchema = z.object({
  fraud: z.boolean(),
  description: z.optional(z.literal(EMPLOYEE_DETAILS_FRAUD)),
  subscriber: z.optional(existingSubscriberSchema),
});
export type FraudCheckResponse = z.infer<typeof fraudCheckResponseSchema>;

/**
 * Codes of the final save's pre-save rejections (enrollment.md §4 Provider validation on save, §8
 * 'invalid providers', 'invalid report codes'): a 422 whose message is the domain message and whose
 * `issues` put each field's message on its path in the record — the provider's returnCodeDescription
 * on `…providerInformation.physicianNumber`, a report code's 'Group N: … (abbr)' line on
 * `…reportCodes.{i}.value` (or on `…reportCodes` when the code is not in the list).
 */
export const presaveRejectionCodes = {
  invalidProviders: "invalid_providers",
  invalidReportCodes: "invalid_report_codes",
} as const;

/** The add flow's checks and final save (enrollment.md §7). */
export function enrollmentSubmitCalls(call: ApiCall) {
  return {
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
  };
}

/** The pending-transaction checks, of a new SSN and of an existing employee (enrollment.md §4). */
export function pendingCheckCalls(call: ApiCall) {
  return {
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
  };
}
