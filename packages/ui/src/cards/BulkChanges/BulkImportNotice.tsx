import type { AnchorHTMLAttributes, ReactNode } from "react";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { fill } from "./shared.js";

/** What the Bulk changes page says when no step card can be shown. */
export type BulkImportNoticeState =
  /** The import is being asked for. */
  | { kind: "loading" }
  /**
   * The import cannot be shown (another client's, a number that is none, a call that failed):
   * `failure` is the failed call's sentence, as the page words any failure.
   */
  | { kind: "unavailable"; failure: string }
  /** Its rows could not be checked (the judging job failed): `reason` is the job's, or the catalogue's failure. */
  | { kind: "failed"; fileName: string; reason: string }
  /** The login may not view employees, so the page uploads and previews nothing. */
  | { kind: "notAllowed" };

/** The notice's words ({file} is filled in). */
export const defaultBulkImportNoticeCopy = {
  loading: "Loading the import…",
  unavailableTitle: "This import could not be shown",
  unavailableBack: "Upload a file",
  failedTitle: "“{file}” could not be checked",
  failedNothingChanged: "Nothing changed.",
  failedBack: "Upload another file",
  notAllowed:
    "Your login may not view employees, so it cannot upload or preview bulk changes. An administrator who may view employees can.",
};

/** The words of `BulkImportNotice`. */
export type BulkImportNoticeCopy = typeof defaultBulkImportNoticeCopy;

/** Props of `BulkImportNotice`. */
export interface BulkImportNoticeProps {
  state: BulkImportNoticeState;
  /** Where a file is uploaded (the page without an import): the way back from an import that cannot go on. */
  uploadHref: string;
  /** Renders that link (the app's router link); a plain `<a>` by default. */
  renderLink?: (props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => ReactNode;
  copy?: Partial<BulkImportNoticeCopy>;
}

const linkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/**
 * Bulk changes: what the page says in place of a step card — the import loading (a polite status),
 * an import that cannot be shown or whose rows could not be checked (a level-2 heading the page
 * moves focus to, the failure announced, and the way back to the upload), or a login that may not
 * view employees. Fetches nothing: the failure's sentence comes from the page.
 */
export function BulkImportNotice({
  state,
  uploadHref,
  renderLink = (props) => <a {...props} />,
  copy,
}: BulkImportNoticeProps) {
  const words = { ...defaultBulkImportNoticeCopy, ...copy };
  const back = (text: string) => (
    <p className="m-0">{renderLink({ href: uploadHref, className: linkClass, children: text })}</p>
  );
  switch (state.kind) {
    case "loading":
      return (
        <p role="status" className="m-0" data-slot="bulk-import-notice">
          {words.loading}
        </p>
      );
    case "unavailable":
      return (
        <div className="grid gap-3" data-slot="bulk-import-notice" data-import-unavailable="">
          <h2 className="m-0 font-semibold text-xl">{words.unavailableTitle}</h2>
          <FeedbackBar variant="failure">{state.failure}</FeedbackBar>
          {back(words.unavailableBack)}
        </div>
      );
    case "failed":
      return (
        <div className="grid gap-3" data-slot="bulk-import-notice" data-import-failed="">
          <h2 className="m-0 font-semibold text-xl">{fill(words.failedTitle, { file: state.fileName })}</h2>
          <FeedbackBar variant="failure">
            {state.reason} {words.failedNothingChanged}
          </FeedbackBar>
          {back(words.failedBack)}
        </div>
      );
    case "notAllowed":
      return (
        <FeedbackBar variant="failure" data-slot="bulk-import-notice">
          {words.notAllowed}
        </FeedbackBar>
      );
  }
}
