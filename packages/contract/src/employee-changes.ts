import { editBookkeepingSchema, employeeRecordSchema, parseUsDate } from "@epr/domain";
import { genericMessages } from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { submissionGroupResultSchema, validateProductsResponseSchema } from "./enrollment-submit.js";

/**
 * Writes to an existing employee (enrollment.md §4 Edit save, Save routing,
 * Reinstate; §7 Save). The employee is named by umi in the path, never by SSN; every write sends
 * the version read as `If-Match` (412 when someone changed the employee since, 428 without it) and
 * an `Idempotency-Key`.
 */

/** A date in the payload format MM/dd/yyyy (enrollment.md §7 Dates). */
const usDateSchema = z.string({ error: genericMessages.invalidDate }).check(
  z.maxLength(10, genericMessages.invalidDate),
  z.refine((value) => parseUsDate(value) !== null, genericMessages.invalidDate),
);

/**
 * PUT /api/employees/{umi}: the final save of an edit (transactionType EDIT, with the edit's
 * bookkeeping of lines added and marked for deletion) or of a reinstate (REINSTATE, with the
 * reinstate date it started from). SSNs in the record may be masked as the server sent them: the
 * ones on file are kept where the last four digits agree.
 */
export const employeeSaveRequestSchema = z.discriminatedUnion("transactionType", [
  z.object({
    transactionType: z.literal("EDIT"),
    record: employeeRecordSchema,
    bookkeeping: z.optional(editBookkeepingSchema),
  }),
  z.object({
    transactionType: z.literal("REINSTATE"),
    record: employeeRecordSchema,
    reinstateDate: usDateSchema,
  }),
]);
export type EmployeeSaveRequest = z.input<typeof employeeSaveRequestSchema>;

/**
 * The answer of a write to an existing employee: the new version (also the ETag), the result per
 * group it touched ({ groupNumber: true | false | "pending" }, enrollment.md §7: the edit-save
 * payload maps group number to success), the result modal's title and text (§8 Edit result),
 * whether a group waits for delayed processing, and validateProductsResponse when some group's
 * products failed.
 */
export const employeeChangeResponseSchema = z.object({
  umi: z.string(),
  version: z.int(),
  groups: z.record(z.string(), submissionGroupResultSchema),
  outcome: z.object({ title: z.enum(["Success", "Submitted", "Partially Submitted"]), text: z.string() }),
  pending: z.boolean(),
  validateProductsResponse: z.optional(validateProductsResponseSchema),
});
export type EmployeeChangeResponse = z.infer<typeof employeeChangeResponseSchema>;

/** The version an employee write carries, as the If-Match header value. */
export const ifMatchOf = (version: number) => `"${version}"`;

/**
 * One group's cancellation: the whole group's active coverage, or one line of business of it (with
 * the brand's cascade of vision and dental on a medical cancel, enrollment.md §4), a cancel reason
 * (never 99, enrollment.md §5) and the cancel date (MM/dd/yyyy).
 */
export const groupCancellationSchema = z.object({
  groupNumber: z.string().check(z.regex(/^\d{6,10}$/, "A group number has 6 to 10 digits.")),
  lineOfBusiness: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(10))),
  cancelReasonCode: z.string().check(z.regex(/^\d{2}$/, "A cancel reason is a two-digit code.")),
  cancelDate: usDateSchema,
});
export type GroupCancellation = z.infer<typeof groupCancellationSchema>;

/**
 * PUT /api/employees/{umi}/cancellation: cancel coverage (enrollment.md §7: transactionType CANCEL,
 * answering per group). The employee is named by umi, never by SSN in a URL (URLs are logged).
 */
export const employeeCancellationRequestSchema = z.object({
  transactionType: z.literal("CANCEL"),
  cancellations: z.array(groupCancellationSchema).check(z.minLength(1), z.maxLength(50)),
});
export type EmployeeCancellationRequest = z.input<typeof employeeCancellationRequestSchema>;

/**
 * PUT /api/employees/{umi}/cancel-date-removal: remove the cancel date of one line of business of one
 * group (enrollment.md §4 Remove cancel date) on every member covered by it; the line takes the
 * edit's global effective date (MM/dd/yyyy). The date's rules (§5 remove-cancel-date errors: required,
 * not before the cancel date, before the group cancellation date) are checked by the server against
 * the line on file, with the messages of @epr/forms `removeCancelDateFormSchema`.
 */
export const cancelDateRemovalRequestSchema = z.object({
  groupNumber: z.string().check(z.regex(/^\d{6,10}$/, "A group number has 6 to 10 digits.")),
  lineOfBusiness: z.string().check(z.trim(), z.minLength(1), z.maxLength(10)),
  effectiveDate: z
    .string({ error: genericMessages.invalidDate })
    .check(z.maxLength(10, genericMessages.invalidDate)),
});
export type CancelDateRemovalRequest = z.input<typeof cancelDateRemovalRequestSchema>;

/** The changes of an existing employee over the version read (412 when someone changed it since). */
export function employeeChangeCalls(call: ApiCall) {
  return {
    /**
     * The final save of an edit or a reinstate; `idempotencyKey` is the same for every retry of
     * one save.
     */
    saveEmployee: (umi: string, body: EmployeeSaveRequest, version: number, idempotencyKey: string) =>
      call(`/api/employees/${encodeURIComponent(umi)}`, employeeChangeResponseSchema, {
        method: "PUT",
        body: JSON.stringify(body),
        headers: { "if-match": ifMatchOf(version), "idempotency-key": idempotencyKey },
      }),
    /** Cancels coverage of an existing employee per group (enrollment.md §7). */
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
     * Removes the cancel date of one line (enrollment.md §4 Remove cancel date); answers the new
     * version and the result per group.
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
  };
}
