import { type EligibilityFileRefusalDetails, eligibilityImportMessages } from "@epr/contract";
import {
  ack999,
  ELIGIBILITY_FILE_MAX_ROWS,
  type EligibilityMemberRow,
  read834,
  readCensus,
} from "@epr/domain";
import type { SessionContext } from "../auth/sessions.js";
import { HttpError } from "../http/errors.js";
import { enforce } from "../http/guard.js";
import { mayReadGroup } from "../policy/index.js";
import { EligibilityFileRefused, refusalMessages } from "./file-type.js";
import { readEligibilityFile } from "./read-file.js";
import type { ImportInput } from "./store.js";

/**
 * An uploaded eligibility file turned into an import's input (docs/features/bulk-eligibility.md
 * "Uploading a file"): the kind decided by the content (read-file.ts), a census read by readCensus,
 * an 834 by read834. The bytes live in this request's memory only: nothing of them is written to
 * disk or stored, so nothing of the upload outlives the request; the import keeps its member rows.
 */

/** Our sender id in a 999 answering an 834 whose ISA could not be read (the file names no receiver). */
const OUR_EDI_ID = "EMPLOYERPORTAL";
/** How many census problems or 834 errors a refusal lists (the first ones; a file may have thousands). */
const LISTED = 100;

export const uploadMessages = {
  censusShape: "The file could not be read as a census: fix the rows and columns listed and upload it again.",
  edi834: (first: { segment: number; segmentId: string; message: string }) =>
    `The 834 file was refused: segment ${first.segment} (${first.segmentId}): ${first.message} Nothing was imported.`,
} as const;

/** A refused file: 422 `eligibility_file_refused`, its sentence and where (never a value of the file). */
export function fileRefused(message: string, details: EligibilityFileRefusalDetails): HttpError {
  return new HttpError(422, message, "eligibility_file_refused", undefined, details);
}

/** The refusal of a file over the size limit (the route's body limit answers it before reading). */
export const tooBigRefusal = () => fileRefused(refusalMessages["too-big"], { reason: "too-big" });

/** An interchange control number for a 999 (1 to 999,999,999; ours, not the file's). */
const controlNumber = (now: Date) => (Math.floor(now.getTime() / 1000) % 999_999_999) + 1;

/**
 * Reads an upload into what startImport takes, or throws the 422 refusal: a file of another kind, too
 * big or too many rows, a zip bomb (file-type.ts); a census whose headings or rows are out of shape
 * (every problem listed, with its row and column: a row left out silently would be an error without
 * a row); an 834 with any error (every error with its segment, and the 999); a file with no row.
 */
export async function readUpload(fileName: string, bytes: Buffer, now: Date): Promise<ImportInput> {
  let file: Awaited<ReturnType<typeof readEligibilityFile>>;
  try {
    file = await readEligibilityFile(bytes);
  } catch (error) {
    if (!(error instanceof EligibilityFileRefused)) throw error;
    throw fileRefused(error.message, { reason: error.reason, ...(error.row ? { row: error.row } : {}) });
  }
  if (file.kind === "census") {
    const { rows, problems } = readCensus(file.table);
    if (problems.length > 0) {
      const first = problems[0];
      throw fileRefused(
        first?.row === 1 ? `${uploadMessages.censusShape} ${first.message}` : uploadMessages.censusShape,
        { reason: "census-shape", problems: problems.slice(0, LISTED) },
      );
    }
    return withRows({ fileName, kind: "census", rows });
  }
  const result = read834(file.text);
  if (!result.ok) {
    const first = result.errors[0] ?? { segment: 1, segmentId: "ISA", message: "" };
    throw fileRefused(uploadMessages.edi834(first), {
      reason: "edi834",
      errors: result.errors.slice(0, LISTED).map((e) => ({
        segment: e.segment,
        segmentId: e.segmentId,
        ...(e.element !== undefined ? { element: e.element } : {}),
        message: e.message,
      })),
      ack999: ack999(result, {
        interchangeControlNumber: controlNumber(now),
        createdAt: now,
        sender: { id: OUR_EDI_ID },
        receiver: { id: "UNKNOWN" },
      }),
    });
  }
  const rows = result.transactions.flatMap((set) => set.rows);
  return withRows({
    fileName,
    kind: "edi834",
    // A full file only when every set is one: the missing members are proposed as terminations.
    fullFile: result.transactions.length > 0 && result.transactions.every((set) => set.fullFile),
    rows,
  });
}

/** The input, refused when it has no row or more than a file may hold. */
function withRows(input: ImportInput): ImportInput {
  if (input.rows.length === 0) throw fileRefused(eligibilityImportMessages.noRows, { reason: "no-rows" });
  if (input.rows.length > ELIGIBILITY_FILE_MAX_ROWS)
    throw fileRefused(refusalMessages["too-many-rows"], { reason: "too-many-rows" });
  return input;
}

/** Every group a file's rows name. */
export const groupsOfRows = (rows: readonly EligibilityMemberRow[]) =>
  new Set(rows.flatMap((row) => row.coverages.map((c) => c.groupNumber)).filter((g) => g !== ""));

/**
 * Every group the file's rows name goes through the policy, as POST /eligibility/imports's
 * `references` guard takes each `rows[].coverages[].groupNumber` (http/references.ts, `readsGroup`):
 * a group the session may not read (another client's, one it holds N/A) refuses the upload as that
 * route refuses the same rows (404), before anything is stored. Modifying it is judged per row.
 */
export function enforceRowGroups(session: SessionContext, rows: readonly EligibilityMemberRow[]): void {
  for (const groupNumber of groupsOfRows(rows)) enforce(mayReadGroup(session, groupNumber));
}
