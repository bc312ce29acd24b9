import { ELIGIBILITY_FILE_MAX_BYTES } from "@epr/domain";
import { Button } from "../../primitives/Button/Button.js";
import { FileDropZone } from "../../primitives/FileDropZone/FileDropZone.js";
import { TitledSection } from "../shared/TitledSection.js";
import { BulkProgress, fill, fillCounted } from "./shared.js";

/** The largest file an import takes (@epr/domain's limit, which the server applies too). */
export const BULK_MAX_FILE_BYTES = ELIGIBILITY_FILE_MAX_BYTES;

/**
 * The kinds of file the card lets through, by type and by name: a census (.xlsx, .csv) or an X12 834
 * (.txt, .edi, .834, whose type a browser rarely knows). The server decides a file's kind by its
 * content; this only refuses, before any upload, what cannot be one of them.
 */
export const bulkAcceptedFiles = {
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
  "text/csv": [".csv"],
  "text/plain": [".txt", ".edi", ".834"],
  "application/edi-x12": [".edi", ".834", ".txt"],
};

/** Where the file is on its way to a preview. */
export type BulkUploadStage = "uploading" | "reading" | "judging";

/** What the upload card shows. */
export type BulkUploadState =
  /** Waiting for a file. */
  | { kind: "idle" }
  /** A file is on its way: sent (`percent` of its bytes), then read and judged (`done` of `total` rows). */
  | {
      kind: "working";
      stage: BulkUploadStage;
      fileName: string;
      /** 0 to 100; omitted while unknown. */
      percent?: number;
      /** Rows read or judged so far, and of how many (when known). */
      done?: number;
      total?: number;
    }
  /**
   * The server refused the file (nothing was done): its message, and for a malformed 834 the
   * segment's number (1-based) and id where it went wrong.
   */
  | { kind: "refused"; fileName: string; message: string; segment?: { number: number; id: string } };

/**
 * The upload card's words ({file}, {size}, {max}, {done}, {total}, {percent}, {number}, {id} are
 * filled in); those that count rows say one row and many apart (`{ one, other }`).
 */
export const defaultBulkUploadCopy = {
  title: "Upload a file",
  intro:
    "Add, change or end coverage for many members at once. Nothing changes until you have seen every row's outcome and chosen to apply it.",
  dropTitle: "Drop a file here",
  dropActive: "Drop the file to upload it",
  or: "or",
  choose: "Choose a file",
  kinds:
    "An Excel (.xlsx) or CSV (.csv) census, or an X12 834 enrollment file (.txt, .edi or .834). At most {max} MB.",
  template: "Download the census template for this client (.xlsx)",
  templateHint: "The template lists this client's groups, plans, relationship and reason codes.",
  tooBig: "“{file}” is {size} MB. A file may be at most {max} MB: split it and upload each part.",
  wrongType:
    "“{file}” is not a file an import reads. Choose an .xlsx or .csv census, or an X12 834 (.txt, .edi or .834).",
  oneFile: "Choose one file at a time.",
  uploading: "Uploading “{file}”: {percent}%",
  uploadingUnknown: "Uploading “{file}”…",
  /** Counted by the total. */
  reading: {
    one: "Reading “{file}”: {done} of {total} row",
    other: "Reading “{file}”: {done} of {total} rows",
  },
  /** The total not known yet: counted by the rows read. */
  readingUnknown: {
    one: "Reading “{file}”: {done} row so far",
    other: "Reading “{file}”: {done} rows so far",
  },
  /** Neither known: the server reads the whole file before it answers. */
  readingNoCount: "Reading “{file}”…",
  /** Counted by the total. */
  judging: {
    one: "Checking the row against this client's rules: {done} of {total}",
    other: "Checking rows against this client's rules: {done} of {total}",
  },
  judgingUnknown: "Checking rows against this client's rules…",
  progressLabel: "Progress of “{file}”",
  refusedTitle: "The file was refused",
  refusedFile: "“{file}” was not imported and nothing changed.",
  refusedSegment: "Segment {number} ({id}): ",
  refusedNext: "Correct the file and upload it again.",
};

/** The words of `BulkUploadCard`. */
export type BulkUploadCopy = typeof defaultBulkUploadCopy;

/** Props of `BulkUploadCard`. */
export interface BulkUploadCardProps {
  /** What the card shows; idle when omitted. */
  state?: BulkUploadState;
  /** A file the card accepts was chosen or dropped (one at a time, within the size limit). */
  onFile: (file: File) => void;
  /** The client's template was asked for. */
  onDownloadTemplate: () => void;
  /** The template is being prepared: its button waits. */
  templateBusy?: boolean;
  /** The size limit in bytes (20 MB by default). */
  maxBytes?: number;
  copy?: Partial<BulkUploadCopy>;
}

function stageStatus(state: Extract<BulkUploadState, { kind: "working" }>, words: BulkUploadCopy) {
  const values = {
    file: state.fileName,
    percent: state.percent === undefined ? "" : String(Math.round(state.percent)),
    done: state.done ?? 0,
    total: state.total ?? 0,
  };
  switch (state.stage) {
    case "uploading":
      return fill(state.percent === undefined ? words.uploadingUnknown : words.uploading, values);
    case "reading":
      if (state.total !== undefined) return fillCounted(words.reading, state.total, values);
      return state.done === undefined
        ? fill(words.readingNoCount, values)
        : fillCounted(words.readingUnknown, state.done, values);
    case "judging":
      return state.total === undefined
        ? fill(words.judgingUnknown, values)
        : fillCounted(words.judging, state.total, values);
  }
}

/** The bar's percent: the upload's own, else rows done of total. */
function stagePercent(state: Extract<BulkUploadState, { kind: "working" }>) {
  if (state.percent !== undefined) return state.percent;
  if (state.done !== undefined && state.total) return (state.done / state.total) * 100;
  return undefined;
}

/**
 * Bulk changes, step 1: the administrator drops or chooses one file (a census or an X12 834) and may
 * download the client's template. A file too big or of a kind the import cannot read is refused here,
 * with a message announced and tied to the choose button; a file let through goes to `onFile`, and
 * the card then shows the page's progress (upload, reading, judging) and, when the server refuses the
 * file, its reason. Fetches nothing.
 */
export function BulkUploadCard({
  state = { kind: "idle" },
  onFile,
  onDownloadTemplate,
  templateBusy = false,
  maxBytes = BULK_MAX_FILE_BYTES,
  copy,
}: BulkUploadCardProps) {
  const words = { ...defaultBulkUploadCopy, ...copy };
  const working = state.kind === "working";
  return (
    <TitledSection slot="bulk-upload" busy={working} title={words.title}>
      <div className="grid gap-4">
        <p className="m-0">{words.intro}</p>
        <FileDropZone
          accept={bulkAcceptedFiles}
          maxBytes={maxBytes}
          onFile={onFile}
          disabled={working}
          refusal={
            state.kind === "refused"
              ? {
                  title: words.refusedTitle,
                  lead: fill(words.refusedFile, { file: state.fileName }),
                  message: (
                    <>
                      {state.segment ? fill(words.refusedSegment, state.segment) : null}
                      {state.message}
                    </>
                  ),
                  next: words.refusedNext,
                }
              : undefined
          }
          copy={words}
        />
        {state.kind === "working" ? (
          <BulkProgress
            label={fill(words.progressLabel, { file: state.fileName })}
            percent={stagePercent(state)}
            status={stageStatus(state, words)}
          />
        ) : null}
        <div className="grid gap-1">
          <Button
            variant="link"
            className="justify-self-start"
            loading={templateBusy}
            onClick={onDownloadTemplate}
          >
            {words.template}
          </Button>
          <p className="m-0 text-muted-foreground text-sm">{words.templateHint}</p>
        </div>
      </div>
    </TitledSection>
  );
}
