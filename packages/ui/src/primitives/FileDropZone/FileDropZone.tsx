import { type ReactNode, useId, useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { cn } from "../../lib/cn.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";
import { Button } from "../Button/Button.js";
import { FeedbackBar } from "../FeedbackBar/FeedbackBar.js";
import { ReadOnlyTable } from "../ReadOnlyTable/ReadOnlyTable.js";

/**
 * The kinds of file a zone lets through: a MIME type and the endings that name it (react-dropzone's
 * `accept`), so a file whose type the browser does not know is still judged by its name.
 */
export type FileDropZoneAccept = Record<string, string[]>;

/** A row and column of a refused file, and what is wrong there (never a value of the file). */
export interface FileProblem {
  row: number;
  column: string;
  message: string;
}

/**
 * The server refused the file: a failure bar titled `title` that reads "`lead` `message` `next`"
 * (the message marked `data-refusal-message`), and the rows and columns at fault as a table.
 */
export interface FileRefusal {
  title: string;
  /** What happened to the file ("“roster.csv” was not compared."). */
  lead: string;
  /** The server's sentence. */
  message: ReactNode;
  /** What to do now ("Correct the file and upload it again."). */
  next: string;
  problems?: readonly FileProblem[];
}

/**
 * The zone's words: `kinds` fills in {max} (MB); `tooBig`, `wrongType` fill in {file}, {size} and
 * {max}. A card passes its own copy, whose keys these are.
 */
export const defaultFileDropZoneCopy = {
  dropTitle: "Drop a file here",
  dropActive: "Drop the file",
  or: "or",
  choose: "Choose a file",
  kinds: "At most {max} MB.",
  tooBig: "“{file}” is {size} MB. A file may be at most {max} MB.",
  wrongType: "“{file}” is not a kind of file this reads.",
  oneFile: "Choose one file at a time.",
  problemsCaption: "What is wrong in the file, by row and column",
  colRow: "Row",
  colColumn: "Column",
  colProblem: "Problem",
};
/** The words of `FileDropZone`. */
export type FileDropZoneCopy = typeof defaultFileDropZoneCopy;

/** Props of `FileDropZone`. */
export interface FileDropZoneProps {
  /** The kinds of file let through; any other is refused here, never handed on. */
  accept: FileDropZoneAccept;
  /** The size limit in bytes; a larger file is refused here. */
  maxBytes: number;
  /** A file the zone accepts was chosen or dropped (one at a time). */
  onFile: (file: File) => void;
  /** No file is taken (one is on its way, or nothing to send it for yet): Choose waits too. */
  disabled?: boolean;
  /** The server's refusal of the last file sent, shown above the zone. */
  refusal?: FileRefusal;
  copy?: Partial<FileDropZoneCopy>;
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "");
const fillIn = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
const cell = "px-3 py-2 align-top";

/** The message for a file the zone refuses itself (too big, not a kind it reads, several at once). */
function rejectionMessage(rejections: readonly FileRejection[], words: FileDropZoneCopy, maxBytes: number) {
  const first = rejections[0];
  if (!first) return null;
  const codes = new Set(first.errors.map((error) => error.code));
  if (codes.has("too-many-files")) return words.oneFile;
  const values = { file: first.file.name, size: megabytes(first.file.size), max: megabytes(maxBytes) };
  if (codes.has("file-invalid-type")) return fillIn(words.wrongType, values);
  if (codes.has("file-too-large")) return fillIn(words.tooBig, values);
  return first.errors[0]?.message ?? null;
}

/**
 * A file dropped or chosen, one at a time (the Bulk changes upload and Reconcile's roster,
 * docs/design-system.md). The zone is a group named by its title and described by the kinds it
 * takes; it is no control itself: its Choose button is (a real button, in the tab order), which
 * opens the hidden file input. A file too big or of another kind is refused here, with a message
 * announced (alert) and tied to the button, and never handed on. The server's refusal, when given,
 * stands above the zone with its rows and columns at fault. Its parts are siblings in the card's own
 * grid (a fragment), so a card composing it keeps its spacing.
 */
export function FileDropZone({
  accept,
  maxBytes,
  onFile,
  disabled = false,
  refusal,
  copy,
}: FileDropZoneProps) {
  const words = { ...defaultFileDropZoneCopy, ...copy };
  const dropTitleId = useId();
  const kindsId = useId();
  const rejectionId = useId();
  const [rejection, setRejection] = useState<string | null>(null);
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept,
    maxSize: maxBytes,
    multiple: false,
    maxFiles: 1,
    // The zone itself is no control: its Choose button is.
    noClick: true,
    noKeyboard: true,
    useFsAccessApi: false,
    disabled,
    onDrop: (accepted, rejections) => {
      const refused = rejectionMessage(rejections, words, maxBytes);
      setRejection(refused);
      const file = accepted[0];
      if (!refused && file) onFile(file);
    },
  });
  const describedBy = [kindsId, rejection ? rejectionId : null].filter(Boolean).join(" ");
  return (
    <>
      {refusal ? (
        <FeedbackBar variant="failure" title={refusal.title} data-upload-refusal="">
          {refusal.lead} <span data-refusal-message="">{refusal.message}</span> {refusal.next}
        </FeedbackBar>
      ) : null}
      {refusal?.problems && refusal.problems.length > 0 ? (
        <ReadOnlyTable
          caption={words.problemsCaption}
          columns={[words.colRow, words.colColumn, words.colProblem]}
        >
          {refusal.problems.map((problem, index) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: a row and column may carry two problems.
              key={index}
              data-problem-row={problem.row}
              className="border-border border-t"
            >
              <th scope="row" className={`${cell} text-left font-semibold`}>
                {problem.row}
              </th>
              <td className={cell}>{problem.column}</td>
              <td className={cell}>{problem.message}</td>
            </tr>
          ))}
        </ReadOnlyTable>
      ) : null}
      <div
        {...getRootProps({ role: "group", "aria-labelledby": dropTitleId, "aria-describedby": kindsId })}
        data-drag-active={isDragActive || undefined}
        className={cn(
          "grid justify-items-center gap-3 rounded-card border-2 border-border border-dashed p-6 text-center",
          isDragActive && "border-primary bg-secondary",
        )}
      >
        <input {...getInputProps({ "aria-hidden": true })} data-upload-input="" />
        <StrokeIcon className="size-8 text-primary" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 16V4m0 0l-4 4m4-4l4 4M5 16v3a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-3" />
        </StrokeIcon>
        <p id={dropTitleId} className="m-0 font-semibold">
          {isDragActive ? words.dropActive : words.dropTitle}
        </p>
        <p className="m-0 text-muted-foreground text-sm" aria-hidden="true">
          {words.or}
        </p>
        <Button variant="outline" onClick={open} disabled={disabled} aria-describedby={describedBy}>
          {words.choose}
        </Button>
        <p id={kindsId} className="m-0 max-w-prose text-muted-foreground text-sm">
          {fillIn(words.kinds, { max: megabytes(maxBytes) })}
        </p>
        {rejection ? (
          <p id={rejectionId} role="alert" className="m-0 font-semibold text-danger" data-upload-rejection="">
            {rejection}
          </p>
        ) : null}
      </div>
    </>
  );
}
