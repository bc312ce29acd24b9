import { type EligibilityFileRefusalDetails, eligibilityImportMessages } from "@epr/contract";
import {
  ack999,
  type CensusProblem,
  type CensusRowReader,
  ELIGIBILITY_FILE_MAX_ROWS,
  type EligibilityMemberRow,
  is834FullFile,
  readCensusHeadings,
  type Stream834Result,
  stream834,
} from "@epr/domain";
import type { SessionContext } from "../auth/sessions.js";
import { HttpError } from "../http/errors.js";
import { enforce } from "../http/guard.js";
import type { Decision } from "../policy/decision.js";
import { mayReadGroup } from "../policy/index.js";
import { EligibilityFileRefused, refusalMessages } from "./file-type.js";
import { openEligibilityFile, type SheetRow } from "./read-file.js";
import type { ImportInput } from "./store.js";

/**
 * An uploaded eligibility file turned into an import's input (docs/features/bulk-eligibility.md
 * "Uploading a file"): the kind decided by the content (read-file.ts), its rows read one at a time
 * AS startImport STORES THEM, a census's by readCensusHeadings and an 834's by stream834 (so the
 * upload's memory does not grow with the file). The bytes live in this request's memory only:
 * nothing of them is written to disk or stored, so nothing of the upload outlives the request; the
 * import keeps its member rows.
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

/** A file's refusal of the reader's own (its kind, its limits), as the route answers it. */
function refusedFile(error: EligibilityFileRefused): HttpError {
  return fileRefused(error.message, { reason: error.reason, ...(error.row ? { row: error.row } : {}) });
}

/**
 * Opens an upload into what startImport takes, its rows read from the file AS THEY ARE STORED, or
 * throws the 422 refusals found before any row: a file of another kind, too big, a zip bomb
 * (file-type.ts).
 *
 * The rows refuse the file when they end, so startImport's transaction rolls back and nothing is
 * stored, with the answer reading the whole file first gave: too many rows, a CSV quote never
 * closed, a damaged workbook (at once, as the reader meets them); a census whose headings or rows
 * are out of shape (every problem listed, at most LISTED, with its row and column: a row left out
 * silently would be an error without a row); an 834 with any error, its trailers' at the file's end
 * included (every error with its segment, at most LISTED, and the 999); a file with no row; then a
 * row in a group the session may not read (404, as POST /eligibility/imports's `references` guard).
 * A row is handed on only while none of these was met, and only once its groups went through the
 * policy.
 */
export async function openUpload(
  fileName: string,
  bytes: Buffer,
  now: Date,
  session: SessionContext,
): Promise<ImportInput> {
  let file: Awaited<ReturnType<typeof openEligibilityFile>>;
  try {
    file = await openEligibilityFile(bytes);
  } catch (error) {
    if (!(error instanceof EligibilityFileRefused)) throw error;
    throw refusedFile(error);
  }
  if (file.kind === "census")
    return { fileName, kind: "census", rows: admitted(session, censusRows(file.rows)) };
  return {
    fileName,
    kind: "edi834",
    // A full file only when every set is one: the missing members are proposed as terminations. The
    // import is written with its first rows, before the last set is read: a pass that keeps nothing says.
    fullFile: is834FullFile(file.text),
    rows: admitted(session, edi834Rows(file.text, now)),
  };
}

/**
 * An 834's member rows, one at a time as stream834 reads them (none after its first error); at the
 * file's end, one with any error is refused with every error and the 999, so the rows handed on
 * before it roll back with startImport's transaction.
 */
function* edi834Rows(text: string, now: Date): Generator<EligibilityMemberRow> {
  const reading = stream834(text);
  yield* reading.rows;
  const result = reading.result();
  if (!result.ok) throw edi834Refused(result, now);
}

/** The refusal of an 834 with errors: the first in the sentence, the first LISTED in the details, the 999. */
function edi834Refused(result: Stream834Result & { ok: false }, now: Date): HttpError {
  const first = result.errors[0] ?? { segment: 1, segmentId: "ISA", message: "" };
  return fileRefused(uploadMessages.edi834(first), {
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

/**
 * A census's member rows, one at a time, from its sheet's rows: the heading row first (a sheet whose
 * first row with a value is not row 1 has blank headings). At the first problem no more rows are
 * handed on; reading goes on to list the problems, up to LISTED, then the file is only read to its
 * end (its own refusals, such as too many rows, come before the census's, as when it was read whole),
 * and the census's refusal is thrown. A heading problem refuses at once: no row can be read.
 */
async function* censusRows(sheet: AsyncIterable<SheetRow>): AsyncGenerator<EligibilityMemberRow> {
  const problems: CensusProblem[] = [];
  try {
    let readRow: CensusRowReader | undefined;
    let first = true;
    for await (const { number, cells } of sheet) {
      if (first) {
        first = false;
        const headings = readCensusHeadings(number === 1 ? cells : []);
        if (!headings.ok) problems.push(...headings.problems);
        else readRow = headings.readRow;
        if (number === 1) continue;
      }
      if (!readRow || problems.length >= LISTED) continue;
      const read = readRow(cells, number);
      if (read.kind === "problem") problems.push(read.problem);
      else if (read.kind === "row" && problems.length === 0) yield read.row;
    }
    // A file without a row with a value: no heading row either.
    const none = first ? readCensusHeadings([]) : undefined;
    if (none && !none.ok) problems.push(...none.problems);
  } catch (error) {
    if (!(error instanceof EligibilityFileRefused)) throw error;
    throw refusedFile(error);
  }
  const firstProblem = problems[0];
  if (firstProblem)
    throw fileRefused(
      firstProblem.row === 1
        ? `${uploadMessages.censusShape} ${firstProblem.message}`
        : uploadMessages.censusShape,
      { reason: "census-shape", problems: problems.slice(0, LISTED) },
    );
}

/**
 * The rows a session may start an import of, handed on one at a time: every group a row names goes
 * through the policy (`mayReadGroup`, the function POST /eligibility/imports's `references` guard
 * calls for each `rows[].coverages[].groupNumber`) before the row is handed on, so before its batch
 * is stored; each group is asked once. A group the session may not read (another client's, one it
 * holds N/A) stops the rows handed on; the rest are still taken from the source, whose own refusals
 * come first, and the 404 is thrown at the end. So is a file with no row, or more than a file may
 * hold. Modifying a group is judged per row, later.
 */
async function* admitted(
  session: SessionContext,
  rows: Iterable<EligibilityMemberRow> | AsyncIterable<EligibilityMemberRow>,
): AsyncGenerator<EligibilityMemberRow> {
  const readable = new Set<string>();
  let refused: Decision = null;
  let count = 0;
  for await (const row of rows) {
    count += 1;
    if (refused) continue;
    for (const { groupNumber } of row.coverages) {
      if (groupNumber === "" || readable.has(groupNumber)) continue;
      refused = mayReadGroup(session, groupNumber);
      if (refused) break;
      readable.add(groupNumber);
    }
    if (!refused) yield row;
  }
  if (count === 0) throw fileRefused(eligibilityImportMessages.noRows, { reason: "no-rows" });
  if (count > ELIGIBILITY_FILE_MAX_ROWS)
    throw fileRefused(refusalMessages["too-many-rows"], { reason: "too-many-rows" });
  enforce(refused);
}
