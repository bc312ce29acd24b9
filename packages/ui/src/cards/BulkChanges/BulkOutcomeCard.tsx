import { Button } from "../../primitives/Button/Button.js";
import { TitledSection } from "../shared/TitledSection.js";
import type { BulkApplyMode } from "./BulkPreviewCard.js";
import { BulkProgress, fill, fillCounted, formatCount } from "./shared.js";

/** What the outcome card shows: the job applying, then its counts. */
export type BulkApplyState =
  /** The job runs: `done` rows of `total` handled so far. */
  | { kind: "applying"; done: number; total: number }
  /** The job ended: rows applied, refused (with why, in the results file) and pending. */
  | { kind: "done"; applied: number; refused: number; pending: number; mode?: BulkApplyMode };

/** The outcome card's words; those that count rows say one row and many apart (`{ one, other }`, by the total). */
export const defaultBulkOutcomeCopy = {
  title: "Applying “{file}”",
  doneTitle: "“{file}” is applied",
  progressLabel: "Rows applied",
  progressValue: { one: "{done} of {total} row", other: "{done} of {total} rows" },
  applying: {
    one: "Applying the row: {done} of {total} done.",
    other: "Applying rows: {done} of {total} done.",
  },
  leave:
    "You can leave this page: the import goes on, its outcome will be in the import history, and you will get an e-mail when it ends.",
  finished: "Import finished: {applied} applied, {refused} refused, {pending} pending.",
  applied: "Applied",
  refused: "Refused",
  pending: "Pending",
  nextTitle: "What to do next",
  nextAllApplied: "Every row was applied. Each employee's summary and history show the change.",
  nextRefused:
    "Download the results file: each refused row has the reason beside it. Correct those rows and upload the file again.",
  nextNothingChanged: "All or nothing was chosen and rows were refused, so nothing changed.",
  nextPending:
    "Pending rows are in groups with delayed processing: they wait as pending transactions, as a change made on the screens would.",
  download: "Download the results (.xlsx)",
  uploadAnother: "Upload another file",
  history: "See the import history",
};

/** The words of `BulkOutcomeCard`. */
export type BulkOutcomeCopy = typeof defaultBulkOutcomeCopy;

/** Props of `BulkOutcomeCard`. */
export interface BulkOutcomeCardProps {
  fileName: string;
  state: BulkApplyState;
  /** The results file (each row with its outcome and reason) was asked for; shown once the job ended. */
  onDownloadResults: () => void;
  /** The results file is being prepared: its button waits. */
  resultsBusy?: boolean;
  onUploadAnother?: () => void;
  onShowHistory?: () => void;
  copy?: Partial<BulkOutcomeCopy>;
}

/**
 * Bulk changes, step 3: the apply job's progress (rows done of total, which the page follows), then
 * how many rows were applied, refused and pending, the results file and what to do next. One live
 * region stays mounted from the first progress to the end, so the end is announced. Fetches nothing.
 */
export function BulkOutcomeCard({
  fileName,
  state,
  onDownloadResults,
  resultsBusy = false,
  onUploadAnother,
  onShowHistory,
  copy,
}: BulkOutcomeCardProps) {
  const words = { ...defaultBulkOutcomeCopy, ...copy };
  const applying = state.kind === "applying";
  const announced = applying
    ? fillCounted(words.applying, state.total, { done: state.done, total: state.total })
    : fill(words.finished, { applied: state.applied, refused: state.refused, pending: state.pending });
  return (
    <TitledSection
      slot="bulk-outcome"
      busy={applying}
      title={fill(applying ? words.title : words.doneTitle, { file: fileName })}
    >
      <div className="grid gap-4">
        {applying ? (
          <>
            <BulkProgress
              label={words.progressLabel}
              percent={state.total > 0 ? (state.done / state.total) * 100 : undefined}
              valueText={fillCounted(words.progressValue, state.total, {
                done: state.done,
                total: state.total,
              })}
            />
            <p className="m-0">{words.leave}</p>
          </>
        ) : null}
        <p role="status" className={applying ? "m-0 text-muted-foreground text-sm" : "sr-only"}>
          {announced}
        </p>
        {state.kind === "done" ? (
          <>
            <dl className="m-0 flex flex-wrap gap-3" data-apply-counts="">
              {(
                [
                  ["applied", "border-success"],
                  ["refused", "border-danger"],
                  ["pending", "border-info"],
                ] as const
              ).map(([key, border]) => (
                <div key={key} className={`rounded-control border border-s-4 ${border} px-4 py-2`}>
                  <dt className="text-muted-foreground text-sm">{words[key]}</dt>
                  <dd className="m-0 font-semibold text-2xl" data-count={key}>
                    {formatCount(state[key])}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="grid gap-2">
              <h3 className="m-0 font-semibold text-lg">{words.nextTitle}</h3>
              <ul className="m-0 grid gap-1 ps-5" data-next-steps="">
                {state.refused === 0 && state.pending === 0 ? <li>{words.nextAllApplied}</li> : null}
                {state.refused > 0 && state.applied === 0 && state.mode === "allOrNothing" ? (
                  <li>{words.nextNothingChanged}</li>
                ) : null}
                {state.refused > 0 ? <li>{words.nextRefused}</li> : null}
                {state.pending > 0 ? <li>{words.nextPending}</li> : null}
              </ul>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button loading={resultsBusy} onClick={onDownloadResults}>
                {words.download}
              </Button>
              {onUploadAnother ? (
                <Button variant="outline" onClick={onUploadAnother}>
                  {words.uploadAnother}
                </Button>
              ) : null}
              {onShowHistory ? (
                <Button variant="link" onClick={onShowHistory}>
                  {words.history}
                </Button>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
    </TitledSection>
  );
}
