import {
  addFlowStepIds,
  dependentSchema,
  ENROLLMENTS_PAGE_SIZE,
  employeeRecordSchema,
  isSpouseOrPartner,
  MAX_DEPENDENTS,
} from "@epr/domain";
import { dependentMessages } from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";

/**
 * Enrollments in process (enrollment.md §2 "Enrollments in process", §4 Resuming, §7, §9): the
 * subscribers an administrator has started to enroll, named by an opaque id (never by SSN), each
 * versioned like an employee (ETag / If-Match).
 */

/** SAVED may be resumed or deleted; the others are staged and block a new enrollment (§2). */
export const enrollmentStatuses = ["SAVED", "SUBMITTED", "PARTIAL_SUBMIT"] as const;
export const enrollmentStatusSchema = z.enum(enrollmentStatuses);
export type EnrollmentStatus = z.infer<typeof enrollmentStatusSchema>;

/** §2, §4: an enrollment for the SSN that is not SAVED (said by the enrollments and the final save). */
const SUBMITTED_FOR_SSN = "An enrollment for this SSN has already been submitted and is being processed";

/** Answers of the enrollment routes the spec gives no wording for (our wording). */
export const enrollmentMessages = {
  notFound: "We could not find that enrollment in process.",
  invalidId: "An enrollment is named by the id this server gave.",
  invalidCursor: "after is not one this server gave.",
  limit: "limit must be a whole number from 1 to 20.",
  /** §2, §4: an enrollment for the SSN that is not SAVED blocks starting another. */
  staged: `${SUBMITTED_FOR_SSN}, so a new one cannot be started.`,
  /** §4: the final save of an SSN whose enrollment is already submitted (enrollment-submit). */
  submitted: `${SUBMITTED_FOR_SSN}.`,
  /**
   * §4: an enrollment for the SSN this administrator may not open (another's, or in a group beyond
   * their rights) blocks starting another; it is not named (our wording).
   */
  elsewhere:
    "An enrollment for this SSN is already in process with another administrator, so a new one cannot be started.",
  /** Only a SAVED enrollment is resumed or deleted (§2); a submitted one is the server's to finish. */
  notSaved: "This enrollment has been submitted, so it can no longer be changed or deleted.",
  ssnRequired: "An enrollment needs the subscriber's SSN.",
  ssnChanged: "The subscriber's SSN of an enrollment in process cannot be changed. Start a new enrollment.",
  unsupportedApproval: "These steps are approved but not complete: {steps}.",
} as const;

/** The opaque id of an enrollment in a path. */
export const enrollmentIdParamSchema = z.object({
  enrollmentId: z.uuid({ error: enrollmentMessages.invalidId }),
});

/** A row of the list (§2): names, status, the member ID masked as five stars plus the last four. */
export const enrollmentRowSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  status: enrollmentStatusSchema,
  memberId: z.string(),
});
export type EnrollmentRow = z.infer<typeof enrollmentRowSchema>;

/** The counts of the list (§2), over every enrollment in process of the client. */
export const enrollmentCountsSchema = z.object({
  enrollSaved: z.int(),
  enrollSubmitted: z.int(),
  enrollPartialSubmit: z.int(),
  enrollmentTotal: z.int(),
});
export type EnrollmentCounts = z.infer<typeof enrollmentCountsSchema>;

/**
 * GET /api/enrollments: one page ordered by last name (§2). `limit` is the page size: 20 for the
 * full list, 5 for the dashboard embed (§9); `after` is the `next` of the previous page.
 */
export const enrollmentListQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number({ error: enrollmentMessages.limit })
      .check(
        z.int(enrollmentMessages.limit),
        z.gte(1, enrollmentMessages.limit),
        z.lte(ENROLLMENTS_PAGE_SIZE, enrollmentMessages.limit),
      ),
    ENROLLMENTS_PAGE_SIZE,
  ),
  after: z.optional(
    z
      .string({ error: enrollmentMessages.invalidCursor })
      .check(
        z.maxLength(400, enrollmentMessages.invalidCursor),
        z.regex(/^[A-Za-z0-9_-]+$/, enrollmentMessages.invalidCursor),
      ),
  ),
});
export type EnrollmentListQuery = z.input<typeof enrollmentListQuerySchema>;

/**
 * The list's answer (§7 "payload.enrollmentsInProgress, participantsCount"): `participantsCount`
 * counts the members (subscribers and dependents) of every enrollment in process of the client;
 * `more` says rows follow this page (the dashboard's 'more' link), and `next` fetches them.
 */
export const enrollmentListResponseSchema = z.object({
  payload: z.object({
    enrollmentsInProgress: z.array(enrollmentRowSchema),
    participantsCount: z.int(),
  }),
  counts: enrollmentCountsSchema,
  more: z.boolean(),
  next: z.optional(z.string()),
});
export type EnrollmentListResponse = z.infer<typeof enrollmentListResponseSchema>;

/** The add-flow steps an enrollment has approved (§4), in any order; the server checks each. */
export const approvedStepsSchema = z.array(z.enum(addFlowStepIds)).check(z.maxLength(addFlowStepIds.length));

/**
 * The body of a create (POST) or a save in progress (PUT, §4 Save & Continue / Save for Later):
 * the employee record being built and the steps approved. On create the subscriber's SSN is the
 * full nine digits; on a save it may stay as the masked value the server answered.
 */
export const enrollmentSaveRequestSchema = z.object({
  record: z
    .extend(employeeRecordSchema, {
      // enrollment.md §5, §9: at most 25 dependents, said with the card's message.
      dependents: z._default(
        z.array(dependentSchema).check(z.maxLength(MAX_DEPENDENTS, dependentMessages.maxDependents)),
        [],
      ),
    })
    .check(
      z.superRefine((record, ctx) => {
        // enrollment.md §5 Dependents: no more than one spouse or domestic partner in the add flow.
        let partners = 0;
        record.dependents.forEach((dependent, index) => {
          if (!isSpouseOrPartner(dependent.relationshipCode)) return;
          partners += 1;
          if (partners > 1)
            ctx.addIssue({
              code: "custom",
              path: ["dependents", index, "relationshipCode"],
              message: dependentMessages.oneSpouseOrPartner,
            });
        });
      }),
    ),
  approvedSteps: z._default(approvedStepsSchema, []),
});
export type EnrollmentSaveRequest = z.input<typeof enrollmentSaveRequestSchema>;

/** GET /api/enrollments/{enrollmentId}: the record (SSNs masked), its approvals and its version. */
export const enrollmentResponseSchema = z.object({
  id: z.uuid(),
  status: enrollmentStatusSchema,
  version: z.int(),
  payload: employeeRecordSchema,
  approvedSteps: approvedStepsSchema,
  updatedAt: z.string(),
});
export type EnrollmentResponse = z.infer<typeof enrollmentResponseSchema>;

/**
 * The answer of a create or save: the enrollment's id and new version. `existing` is true when a
 * create found a SAVED enrollment for the same SSN and answered it instead of starting another.
 */
export const enrollmentSavedSchema = z.object({
  id: z.uuid(),
  version: z.int(),
  status: enrollmentStatusSchema,
  existing: z.boolean(),
});
export type EnrollmentSaved = z.infer<typeof enrollmentSavedSchema>;

/** The enrollments in process (enrollment.md §2, §4 Resuming): list, read, start, save, delete. */
export function enrollmentCalls(call: ApiCall) {
  return {
    /** One page of the enrollments in process: `limit` 20, or 5 for the dashboard. */
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
  };
}
