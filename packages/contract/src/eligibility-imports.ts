import {
  ELIGIBILITY_FILE_MAX_ROWS,
  eligibilityMemberRowSchema,
  eligibilityOutcomes,
  rowSourceSchema,
} from "@epr/domain";
import { z } from "zod";

/**
 * Eligibility in bulk: an import of a census or an 834, judged (preview) and applied as jobs.
 *
 *   POST /api/eligibility/imports                    start an import: its rows are judged by a job
 *   GET  /api/eligibility/imports                    past imports of the client, newest first, 20 a page
 *   GET  /api/eligibility/imports/{importId}         one import: status, progress, counts
 *   GET  /api/eligibility/imports/{importId}/rows    its rows, in file order, filtered by outcome or error
 *   POST /api/eligibility/imports/{importId}/apply   apply it: all or nothing, or only the valid rows
 */

/** Imports one administrator may have judging or applying at once (our choice, like reports). */
export const ELIGIBILITY_IMPORTS_RUNNING_PER_ADMIN = 3;
/** Past imports a page (docs/features/bulk-eligibility.md). */
export const ELIGIBILITY_IMPORTS_PAGE_SIZE = 20;
/** Rows a page of an import's rows. */
export const ELIGIBILITY_ROWS_PAGE_SIZE = 200;
/** Rows one JSON request may carry (the upload of a file is read on the server instead). */
export const ELIGIBILITY_JSON_ROWS_MAX = 2_000;

/** Our wording (the spec has no bulk flows). */
export const eligibilityImportMessages = {
  tooManyRunning: `You already have ${ELIGIBILITY_IMPORTS_RUNNING_PER_ADMIN} imports being checked or applied. Please start another once one of them has finished.`,
  notJudged: "This import can be applied once every row has been checked, and only once.",
  refusedRows:
    "Nothing was changed: some rows have errors, and you chose all or nothing. Fix them, or apply only the rows without errors.",
  importId: "importId must be an import number.",
  after: "after must be a value this server gave.",
  errorFilter: "error must be the message of a row's error, without control characters.",
  noRows: "The file has no member rows.",
} as const;

export const eligibilityImportKinds = ["census", "edi834"] as const;
export const eligibilityImportStatuses = ["judging", "judged", "applying", "applied", "failed"] as const;
export const eligibilityApplyModes = ["allOrNothing", "validOnly"] as const;
/** What applying did to a row. */
export const eligibilityAppliedStates = ["no", "applied", "pending", "refused", "skipped"] as const;

/** Starting an import from rows already read (the upload of a file reads them on the server). */
export const eligibilityImportRequestSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  kind: z.enum(eligibilityImportKinds).default("census"),
  /** An 834 full file (maintenance type 030): members on file but missing from it are proposed as terminations. */
  fullFile: z.boolean().default(false),
  rows: z
    .array(eligibilityMemberRowSchema)
    .min(1, eligibilityImportMessages.noRows)
    .max(ELIGIBILITY_JSON_ROWS_MAX),
});
export type EligibilityImportRequest = z.infer<typeof eligibilityImportRequestSchema>;

/** Counts by outcome. */
export const eligibilityCountsSchema = z.object(
  Object.fromEntries(eligibilityOutcomes.map((o) => [o, z.number().int()])) as Record<
    (typeof eligibilityOutcomes)[number],
    z.ZodNumber
  >,
);

/** One import as the list and its page show it. */
export const eligibilityImportSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  kind: z.enum(eligibilityImportKinds),
  status: z.enum(eligibilityImportStatuses),
  fullFile: z.boolean(),
  mode: z.enum(eligibilityApplyModes).nullable(),
  /** Who started it. */
  administrator: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  rowCount: z.number().int(),
  /** Rows judged so far (the preview's progress). */
  judged: z.number().int(),
  /** Rows applied, refused or left so far (the apply's progress). */
  applied: z.number().int(),
  counts: eligibilityCountsSchema,
  /** Rows applied, pending, refused after applying. */
  appliedCounts: z.object({
    applied: z.number().int(),
    pending: z.number().int(),
    refused: z.number().int(),
  }),
  /** Whether this session may apply it (a view-only login previews only). */
  mayApply: z.boolean(),
  failure: z.string().nullable(),
});
export type EligibilityImport = z.infer<typeof eligibilityImportSchema>;

export const eligibilityImportsQuerySchema = z.object({
  after: z
    .string()
    .regex(/^[0-9TZ:.+-]+_[1-9][0-9]{0,17}$/, eligibilityImportMessages.after)
    .optional(),
});
export const eligibilityImportsResponseSchema = z.object({
  imports: z.array(eligibilityImportSchema),
  next: z.string().nullable(),
  pageSize: z.number().int(),
});

export const eligibilityImportIdParamSchema = z.object({
  importId: z
    .string({ error: eligibilityImportMessages.importId })
    .regex(/^[1-9][0-9]{0,17}$/, eligibilityImportMessages.importId),
});

/** A field a change sets, before and after. */
export const eligibilityFieldChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
/** An error on a row: its field, the file's column, the message. */
export const eligibilityRowErrorSchema = z.object({
  field: z.string(),
  column: z.string().nullable(),
  message: z.string(),
});

/** One row as the preview shows it: SSNs masked, coverages of groups the session may not read left out. */
export const eligibilityImportRowSchema = z.object({
  rowId: z.string(),
  source: rowSourceSchema,
  action: z.string(),
  relationshipCode: z.string(),
  name: z.string(),
  /** The member's SSN masked to its last four digits. */
  maskedSsn: z.string().nullable(),
  coverages: z.array(
    z.object({
      groupNumber: z.string(),
      coverageType: z.string(),
      productId: z.string().nullable(),
      effectiveDate: z.string().nullable(),
      endDate: z.string().nullable(),
    }),
  ),
  outcome: z.enum(eligibilityOutcomes).nullable(),
  proposedTermination: z.boolean(),
  changes: z.array(eligibilityFieldChangeSchema),
  errors: z.array(eligibilityRowErrorSchema),
  applied: z.enum(eligibilityAppliedStates),
  appliedReason: z.string().nullable(),
});
export type EligibilityImportRow = z.infer<typeof eligibilityImportRowSchema>;

export const eligibilityRowsQuerySchema = z.object({
  after: z
    .string()
    .regex(/^[0-9]{1,9}$/, eligibilityImportMessages.after)
    .optional(),
  outcome: z.enum(eligibilityOutcomes).optional(),
  /** Only rows with this error message (the preview's error filter). */
  error: z
    .string()
    .max(500)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u001f\u007f]*$/, eligibilityImportMessages.errorFilter)
    .optional(),
});
export const eligibilityRowsResponseSchema = z.object({
  rows: z.array(eligibilityImportRowSchema),
  next: z.string().nullable(),
  pageSize: z.number().int(),
});

export const eligibilityApplyRequestSchema = z.object({
  mode: z.enum(eligibilityApplyModes),
  /** A full file's proposed terminations the administrator ticked (their row ids): only these are ended. */
  terminations: z
    .array(z.string().regex(/^[1-9][0-9]{0,17}$/))
    .max(ELIGIBILITY_FILE_MAX_ROWS)
    .default([]),
});
export type EligibilityApplyRequest = z.infer<typeof eligibilityApplyRequestSchema>;
