import {
  ELIGIBILITY_FILE_MAX_ROWS,
  eligibilityMemberRowSchema,
  eligibilityOutcomes,
  rowSourceSchema,
} from "@epr/domain";
import * as z from "zod/mini";

/**
 * Eligibility in bulk: an import of a census or an 834, judged (preview) and applied as jobs.
 *
 *   POST /api/eligibility/imports                    start an import: its rows are judged by a job
 *   GET  /api/eligibility/imports                    past imports of the client, newest first, 20 a page
 *   GET  /api/eligibility/imports/{importId}         one import: status, progress, counts
 *   GET  /api/eligibility/imports/{importId}/rows    its rows, in file order, filtered by outcome or error
 *   POST /api/eligibility/imports/{importId}/apply   apply it: all or nothing, or only the valid rows
 *   POST /api/eligibility/imports/files?fileName=    start an import from a file's raw bytes (read on the server)
 *   GET  /api/eligibility/template                   the census template (.xlsx) of the chosen client
 *   GET  /api/eligibility/imports/{importId}/results the results file (.xlsx): every row, its outcome and reason
 *   GET  /api/eligibility/834?groupNumber=&from=&to=  an 834 of a group's changes in a date range (or full=true)
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
  range: "Give from and to (MM/DD/YYYY, from no later than to), or full=true for the whole enrollment.",
  fullWithDates: "A full file is the whole current enrollment: give full=true without dates.",
} as const;

export const eligibilityImportKinds = ["census", "edi834"] as const;
export const eligibilityImportStatuses = ["judging", "judged", "applying", "applied", "failed"] as const;
export const eligibilityApplyModes = ["allOrNothing", "validOnly"] as const;
/** What applying did to a row. */
export const eligibilityAppliedStates = ["no", "applied", "pending", "refused", "skipped"] as const;

/** Starting an import from rows already read (the upload of a file reads them on the server). */
export const eligibilityImportRequestSchema = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  kind: z._default(z.enum(eligibilityImportKinds), "census"),
  /** An 834 full file (maintenance type 030): members on file but missing from it are proposed as terminations. */
  fullFile: z._default(z.boolean(), false),
  rows: z
    .array(eligibilityMemberRowSchema)
    .check(z.minLength(1, eligibilityImportMessages.noRows), z.maxLength(ELIGIBILITY_JSON_ROWS_MAX)),
});
export type EligibilityImportRequest = z.infer<typeof eligibilityImportRequestSchema>;

/** Counts by outcome. */
export const eligibilityCountsSchema = z.object(
  Object.fromEntries(eligibilityOutcomes.map((o) => [o, z.int()])) as Record<
    (typeof eligibilityOutcomes)[number],
    z.ZodMiniNumberFormat
  >,
);

/** One import as the list and its page show it. */
export const eligibilityImportSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  kind: z.enum(eligibilityImportKinds),
  status: z.enum(eligibilityImportStatuses),
  fullFile: z.boolean(),
  mode: z.nullable(z.enum(eligibilityApplyModes)),
  /** Who started it. */
  administrator: z.string(),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
  rowCount: z.int(),
  /** Rows judged so far (the preview's progress). */
  judged: z.int(),
  /** Rows applied, refused or left so far (the apply's progress). */
  applied: z.int(),
  /** The file's rows by outcome (a full file's proposed terminations apart, below). */
  counts: eligibilityCountsSchema,
  /** A full file's proposed terminations: members on the roster the file does not name. */
  proposedTerminations: z.int(),
  /** Rows applied, pending, refused after applying. */
  appliedCounts: z.object({
    applied: z.int(),
    pending: z.int(),
    refused: z.int(),
  }),
  /** Whether this session may apply it (a view-only login previews only). */
  mayApply: z.boolean(),
  failure: z.nullable(z.string()),
});
export type EligibilityImport = z.infer<typeof eligibilityImportSchema>;

export const eligibilityImportsQuerySchema = z.object({
  after: z.optional(
    z.string().check(z.regex(/^[0-9TZ:.+-]+_[1-9][0-9]{0,17}$/, eligibilityImportMessages.after)),
  ),
});
export const eligibilityImportsResponseSchema = z.object({
  imports: z.array(eligibilityImportSchema),
  next: z.nullable(z.string()),
  pageSize: z.int(),
});

export const eligibilityImportIdParamSchema = z.object({
  importId: z
    .string({ error: eligibilityImportMessages.importId })
    .check(z.regex(/^[1-9][0-9]{0,17}$/, eligibilityImportMessages.importId)),
});

/** A field a change sets, before and after. */
export const eligibilityFieldChangeSchema = z.object({
  field: z.string(),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
});
/** An error on a row: its field, the file's column, the message. */
export const eligibilityRowErrorSchema = z.object({
  field: z.string(),
  column: z.nullable(z.string()),
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
  maskedSsn: z.nullable(z.string()),
  coverages: z.array(
    z.object({
      groupNumber: z.string(),
      coverageType: z.string(),
      productId: z.nullable(z.string()),
      effectiveDate: z.nullable(z.string()),
      endDate: z.nullable(z.string()),
    }),
  ),
  outcome: z.nullable(z.enum(eligibilityOutcomes)),
  proposedTermination: z.boolean(),
  changes: z.array(eligibilityFieldChangeSchema),
  errors: z.array(eligibilityRowErrorSchema),
  applied: z.enum(eligibilityAppliedStates),
  appliedReason: z.nullable(z.string()),
});
export type EligibilityImportRow = z.infer<typeof eligibilityImportRowSchema>;

export const eligibilityRowsQuerySchema = z.object({
  after: z.optional(z.string().check(z.regex(/^[0-9]{1,9}$/, eligibilityImportMessages.after))),
  outcome: z.optional(z.enum(eligibilityOutcomes)),
  /** true: a full file's proposed terminations only; otherwise the file's own rows only. */
  proposed: z.optional(z.enum(["true", "false"])),
  /** Only rows with this error message (the preview's error filter). */
  error: z.optional(
    z.string().check(
      z.maxLength(500),
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
      z.regex(/^[^\u0000-\u001f\u007f]*$/, eligibilityImportMessages.errorFilter),
    ),
  ),
});
export const eligibilityRowsResponseSchema = z.object({
  rows: z.array(eligibilityImportRowSchema),
  next: z.nullable(z.string()),
  pageSize: z.int(),
});

export const eligibilityApplyRequestSchema = z.object({
  mode: z.enum(eligibilityApplyModes),
  /** A full file's proposed terminations the administrator ticked (their row ids): only these are ended. */
  terminations: z._default(
    z.array(z.string().check(z.regex(/^[1-9][0-9]{0,17}$/))).check(z.maxLength(ELIGIBILITY_FILE_MAX_ROWS)),
    [],
  ),
});
export type EligibilityApplyRequest = z.infer<typeof eligibilityApplyRequestSchema>;

/** The upload of a file: its name, shown in the list of imports (the kind is decided by its content). */
export const eligibilityFileQuerySchema = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255), z.meta({ example: "census.csv" })),
});

/** Why a file was refused (the server's reader's reasons, plus the census's and the 834's own). */
export const eligibilityFileRefusalReasons = [
  "empty",
  "too-big",
  "too-many-rows",
  "unknown-type",
  "old-excel",
  "protected",
  "inflates-too-much",
  "broken",
  "census-shape",
  "no-rows",
  "edi834",
] as const;

/**
 * The `details` of a 422 `eligibility_file_refused` answer: the reason, and where. A census whose
 * shape is wrong lists its problems (row, column, message); a malformed 834 lists its errors
 * (segment number counted from the ISA, segment id, element, what is wrong) and carries the 999
 * acknowledgment a trading partner expects. No value of the file is ever quoted.
 */
export const eligibilityFileRefusalDetailsSchema = z.object({
  reason: z.enum(eligibilityFileRefusalReasons),
  /** A CSV's unclosed quote: the row it opens on. */
  row: z.optional(z.int()),
  problems: z.optional(z.array(z.object({ row: z.int(), column: z.string(), message: z.string() }))),
  errors: z.optional(
    z.array(
      z.object({
        segment: z.int(),
        segmentId: z.string(),
        element: z.optional(z.int()),
        message: z.string(),
      }),
    ),
  ),
  /** The X12 999 acknowledgment of a refused 834 (005010X231A1), as text. */
  ack999: z.optional(z.string()),
});
export type EligibilityFileRefusalDetails = z.infer<typeof eligibilityFileRefusalDetailsSchema>;

/** MM/DD/YYYY, as the 834 download's dates are written. */
const usDay = z
  .string()
  .check(z.regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12][0-9]|3[01])\/[0-9]{4}$/, "Dates must be MM/DD/YYYY."));

/**
 * The 834 download: a group's changes applied in a date range (from and to, both days included), or
 * with full=true (no dates) the group's whole current enrollment (maintenance type 030).
 */
export const eligibility834QuerySchema = z
  .object({
    groupNumber: z
      .string()
      .check(
        z.regex(/^[A-Za-z0-9-]{1,20}$/, "groupNumber must be a group number."),
        z.meta({ example: "100100" }),
      ),
    from: z.optional(usDay).check(z.meta({ example: "01/01/2026" })),
    to: z.optional(usDay).check(z.meta({ example: "12/31/2026" })),
    full: z.optional(z.enum(["true", "false"])),
  })
  .check(
    z.superRefine((query, ctx) => {
      const full = query.full === "true";
      if (full && (query.from || query.to))
        ctx.addIssue({ code: "custom", path: ["full"], message: eligibilityImportMessages.fullWithDates });
      if (!full && (!query.from || !query.to))
        ctx.addIssue({ code: "custom", path: ["from"], message: eligibilityImportMessages.range });
      const day = (d: string) => `${d.slice(6)}${d.slice(0, 2)}${d.slice(3, 5)}`;
      if (query.from && query.to && day(query.from) > day(query.to))
        ctx.addIssue({ code: "custom", path: ["to"], message: eligibilityImportMessages.range });
    }),
  );
export type Eligibility834Query = z.infer<typeof eligibility834QuerySchema>;
