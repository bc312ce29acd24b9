import { type EligibilityImport, failedAnswer } from "@epr/contract";
import { assistMessages, failureMessage, formatUsDateTime } from "@epr/domain";
import { FeedbackBar } from "@epr/ui";
import {
  type BulkApplyChoice,
  type BulkApplyState,
  BulkImportNotice,
  type BulkImportNoticeState,
  BulkOutcomeCard,
  BulkPreviewCard,
  type BulkPreviewFilter,
  BulkUploadCard,
  type BulkUploadState,
  type ImportHistoryItem,
  ImportHistoryTable,
  type ImportStatus,
} from "@epr/ui/cards/bulk-changes";
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import {
  type AnchorHTMLAttributes,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { LoadFailure } from "../../../lib/LoadFailure.js";
import { paths } from "../../../lib/paths.js";
import { fileNameOf, saveFile } from "../../../lib/saveFile.js";
import { sessionQuery } from "../../../lib/session.js";
import { usePageTitle } from "../../../lib/usePageTitle.js";
import { WithManageEmployeesSidebar } from "../ManageEmployeesSidebar.js";
import {
  eligibilityApi,
  eligibilityImportQuery,
  eligibilityImportsKey,
  eligibilityImportsQuery,
  eligibilityResultsUrl,
  eligibilityTemplateUrl,
  uploadEligibilityFile,
} from "./bulkChangesQueries.js";
import { fileRefusal } from "./fileRefusal.js";
import { useErrorSummaries, useProposedTerminations, useWindowedRows } from "./previewRows.js";

/**
 * How often an import's page asks for it while its rows are judged or applied, and the history while
 * one of its imports is (our choice, as the requested reports list). Tests shorten it.
 */
export const bulkTiming = { pollMs: 1500 };

/** An import number as the server gives them; anything else in `?import=` is ignored. */
const IMPORT_ID = /^[1-9][0-9]{0,17}$/;

/** Whether a job is running on an import (its page follows it). */
const running = (imp: EligibilityImport | undefined) =>
  imp?.status === "judging" || imp?.status === "applying";

/** The stage an import's page shows. */
type Stage = "upload" | "loading" | "judging" | "preview" | "outcome" | "failed" | "unavailable";

function stageOf(imp: EligibilityImport | undefined, pending: boolean, failed: boolean): Stage {
  if (failed) return "unavailable";
  if (pending || !imp) return "loading";
  switch (imp.status) {
    case "judging":
      return "judging";
    case "judged":
      return "preview";
    case "applying":
    case "applied":
      return "outcome";
    case "failed":
      return "failed";
  }
}

/**
 * Moves focus to the new stage's heading when the page goes from one stage to the next (upload →
 * judging → preview → outcome), so a keyboard or screen-reader user starts at what is new; never on
 * the page's first render (the navigation's own focus stands) unless the page was opened by the
 * upload that started the import.
 */
function useFocusStage(stage: string, container: RefObject<HTMLElement | null>, focusFirst: boolean) {
  const shown = useRef<string | null>(focusFirst ? null : stage);
  useEffect(() => {
    if (shown.current === stage) return;
    shown.current = stage;
    const heading = container.current?.querySelector<HTMLElement>("h2");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus();
  }, [stage, container]);
}

/**
 * Downloads a file the server makes (the template, an import's results) under the name it gives: the
 * bytes are fetched first, so a refusal is said on the page rather than opening an error page.
 */
async function download(url: string, fallbackName: string) {
  const response = await fetch(url, { credentials: "same-origin" });
  // A refusal is read as every call's (an ApiError with the server's sentence).
  if (!response.ok) throw failedAnswer(response.status, await response.text());
  saveFile(await response.blob(), fileNameOf(response, fallbackName));
}

/** A download with its waiting state and its failure, said on the page. */
function useDownload() {
  const mutation = useMutation({
    mutationFn: ({ url, name }: { url: string; name: string }) => download(url, name),
  });
  return {
    start: (url: string, name: string) => mutation.mutate({ url, name }),
    busyFor: (url: string) => mutation.isPending && mutation.variables?.url === url,
    failure: mutation.isError ? failureMessage(mutation.error, assistMessages.unableToProcess) : null,
  };
}

const resultsName = (imp: Pick<EligibilityImport, "fileName">) =>
  `${imp.fileName.replace(/\.[^.]+$/, "")}-results.xlsx`;

/** Step 1: a file chosen is uploaded with its progress; once the server has it, the page is the import's. */
function UploadStage({
  onDownloadTemplate,
  templateBusy,
}: {
  onDownloadTemplate: () => void;
  templateBusy: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<BulkUploadState>({ kind: "idle" });
  // Leaving the page stops an upload under way (its answer would otherwise take the page back).
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => () => leaving.current?.abort(), []);
  const upload = useMutation({
    mutationFn: (file: File) => {
      leaving.current = new AbortController();
      return uploadEligibilityFile(
        file,
        (progress) =>
          setState(
            progress.stage === "uploading"
              ? { kind: "working", stage: "uploading", fileName: file.name, percent: progress.percent }
              : { kind: "working", stage: "reading", fileName: file.name },
          ),
        leaving.current.signal,
      );
    },
    onMutate: (file) => setState({ kind: "working", stage: "uploading", fileName: file.name, percent: 0 }),
    onSuccess: (imp) => {
      queryClient.setQueryData(eligibilityImportQuery(imp.importId).queryKey, imp);
      void queryClient.invalidateQueries({ queryKey: [...eligibilityImportsKey, "list"] });
      navigate(paths.bulkImport(imp.importId), { state: { fromUpload: true } });
    },
    onError: (error, file) => {
      if (error instanceof DOMException && error.name === "AbortError") return;
      const refusal = fileRefusal(error);
      setState({
        kind: "refused",
        fileName: file.name,
        message: refusal?.message ?? failureMessage(error, assistMessages.unableToProcess),
        segment: refusal?.segment,
      });
    },
  });
  return (
    <BulkUploadCard
      state={state}
      onFile={(file) => upload.mutate(file)}
      onDownloadTemplate={onDownloadTemplate}
      templateBusy={templateBusy}
    />
  );
}

/** The cards' links as the app's router links. */
const routerLink = ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
  <Link to={href} {...props} />
);

/** What the page says in place of a step card (the notice card's words). */
const notice = (state: BulkImportNoticeState) => (
  <BulkImportNotice state={state} uploadHref={paths.bulkChanges} renderLink={routerLink} />
);

/** The preview of a judged import: its rows as the table scrolls, the filters, and Apply. */
function PreviewStage({ imp, mayApply }: { imp: EligibilityImport; mayApply: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<BulkPreviewFilter>({ outcome: null, error: null });
  const errorSummaries = useErrorSummaries(imp);
  const proposedTerminations = useProposedTerminations(imp);
  const errorCount = errorSummaries.find((summary) => summary.message === filter.error)?.count;
  const rows = useWindowedRows(imp, filter, errorCount);
  // One Idempotency-Key per choice: a retry of the same Apply is the same request; another choice is a new one.
  const keys = useRef(new Map<string, string>());
  const apply = useMutation({
    mutationFn: (choice: BulkApplyChoice) => {
      const body = { mode: choice.applyMode, terminations: choice.terminations };
      const id = JSON.stringify(body);
      const key = keys.current.get(id) ?? crypto.randomUUID();
      keys.current.set(id, key);
      return eligibilityApi.applyEligibilityImport(imp.importId, body, key);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(eligibilityImportQuery(imp.importId).queryKey, next);
      void queryClient.invalidateQueries({ queryKey: [...eligibilityImportsKey, "list"] });
    },
  });
  return (
    <div className="grid gap-4">
      {apply.isError ? (
        <FeedbackBar variant="failure" data-apply-failure="">
          {failureMessage(apply.error, assistMessages.unableToProcess)}
        </FeedbackBar>
      ) : null}
      {rows.error ? <LoadFailure error={rows.error} /> : null}
      <BulkPreviewCard
        fileName={imp.fileName}
        counts={imp.counts}
        errorSummaries={errorSummaries}
        filter={filter}
        onFilterChange={setFilter}
        rowCount={rows.rowCount}
        getRow={rows.getRow}
        onNeedRows={rows.onNeedRows}
        proposedTerminations={proposedTerminations}
        mayApply={mayApply}
        applying={apply.isPending}
        onApply={(choice) => apply.mutate(choice)}
        onDiscard={() => navigate(paths.bulkChanges)}
      />
    </div>
  );
}

/**
 * One import's page: judging (the upload card's progress), its preview, or applying and its outcome.
 * Whether this session may apply it is the server's answer (`mayApply`: the policy's, not retyped here).
 */
function ImportStage({
  importId,
  downloads,
  onDownloadTemplate,
  onShowHistory,
}: {
  importId: string;
  downloads: ReturnType<typeof useDownload>;
  onDownloadTemplate: () => void;
  onShowHistory: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...eligibilityImportQuery(importId),
    refetchInterval: (q) => (running(q.state.data) ? bulkTiming.pollMs : false),
  });
  const imp = query.data;
  const stage = stageOf(imp, query.isPending, query.isError && !imp);
  const container = useRef<HTMLDivElement>(null);
  const fromUpload = Boolean((useLocation().state as { fromUpload?: boolean } | null)?.fromUpload);
  useFocusStage(stage, container, fromUpload);

  // A job that ends changes the history's counts: its list is asked again.
  const status = imp?.status;
  const seenStatus = useRef(status);
  useEffect(() => {
    if (seenStatus.current === status) return;
    seenStatus.current = status;
    void queryClient.invalidateQueries({ queryKey: [...eligibilityImportsKey, "list"] });
  }, [status, queryClient]);

  let content: ReactNode;
  if (stage === "unavailable") {
    content = notice({
      kind: "unavailable",
      failure: failureMessage(query.error, assistMessages.unableToProcess),
    });
  } else if (stage === "loading" || !imp) {
    content = notice({ kind: "loading" });
  } else if (stage === "judging") {
    content = (
      <BulkUploadCard
        state={{
          kind: "working",
          stage: "judging",
          fileName: imp.fileName,
          done: imp.judged,
          total: imp.rowCount,
        }}
        onFile={() => undefined}
        onDownloadTemplate={onDownloadTemplate}
        templateBusy={downloads.busyFor(eligibilityTemplateUrl)}
      />
    );
  } else if (stage === "preview") {
    content = <PreviewStage imp={imp} mayApply={imp.mayApply} />;
  } else if (stage === "failed") {
    content = notice({
      kind: "failed",
      fileName: imp.fileName,
      reason: imp.failure ?? assistMessages.unableToProcess,
    });
  } else {
    const state: BulkApplyState =
      imp.status === "applying"
        ? { kind: "applying", done: imp.applied, total: imp.rowCount }
        : { kind: "done", ...imp.appliedCounts, mode: imp.mode ?? undefined };
    const url = eligibilityResultsUrl(imp.importId);
    content = (
      <BulkOutcomeCard
        fileName={imp.fileName}
        state={state}
        onDownloadResults={() => downloads.start(url, resultsName(imp))}
        resultsBusy={downloads.busyFor(url)}
        onUploadAnother={() => navigate(paths.bulkChanges)}
        onShowHistory={onShowHistory}
      />
    );
  }
  return (
    <div ref={container} data-stage={stage}>
      {content}
    </div>
  );
}

const historyStatus: Record<EligibilityImport["status"], ImportStatus> = {
  judging: "previewing",
  judged: "previewing",
  applying: "applying",
  applied: "done",
  failed: "refused",
};

const toHistoryItem = (imp: EligibilityImport): ImportHistoryItem => ({
  id: imp.importId,
  fileName: imp.fileName,
  uploadedBy: imp.administrator,
  uploadedAt: formatUsDateTime(imp.createdAt),
  rows: imp.rowCount,
  applied: imp.appliedCounts.applied,
  refused: imp.appliedCounts.refused,
  pending: imp.appliedCounts.pending,
  status: historyStatus[imp.status],
  hasResults: imp.status === "applied",
});

/** The client's past imports, 20 a page, each opening its page; polled while one of them runs. */
function HistoryStage({
  downloads,
  headingRef,
}: {
  downloads: ReturnType<typeof useDownload>;
  headingRef: RefObject<HTMLDivElement | null>;
}) {
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const after = pages[pages.length - 1];
  const list = useQuery({
    ...eligibilityImportsQuery(after),
    placeholderData: (previous) => previous,
    refetchInterval: (q) => (q.state.data?.imports.some(running) ? bulkTiming.pollMs : false),
  });
  const byId = new Map(list.data?.imports.map((imp) => [imp.importId, imp]));
  return (
    <div ref={headingRef} data-import-history="">
      <ImportHistoryTable
        imports={list.data?.imports.map(toHistoryItem) ?? []}
        loading={list.isPending}
        failure={
          list.isError && !list.data ? failureMessage(list.error, assistMessages.unableToProcess) : undefined
        }
        page={pages.length}
        hasPrevious={pages.length > 1}
        hasNext={Boolean(list.data?.next)}
        onPrevious={() => setPages((p) => p.slice(0, -1))}
        onNext={() => setPages((p) => [...p, list.data?.next ?? undefined])}
        busy={list.isPlaceholderData}
        importHref={paths.bulkImport}
        renderLink={routerLink}
        onDownloadResults={(id) => {
          const imp = byId.get(id);
          if (imp) downloads.start(eligibilityResultsUrl(id), resultsName(imp));
        }}
      />
    </div>
  );
}

/**
 * /employer/manage-employees/bulk-changes (docs/features/bulk-eligibility.md, the portal's page):
 * upload a census or an 834 and download the client's template; the import's own page
 * (`?import=<id>`, so a reload or a return loses nothing) follows its judging, shows its preview
 * and applies it, then follows the job to its outcome; below, the history of imports, each opening
 * its page. A login that may not read employees is told so; a view-only login previews only.
 */
export function Component() {
  usePageTitle("Bulk changes");
  const { data: session } = useSuspenseQuery(sessionQuery);
  const [search] = useSearchParams();
  const requested = search.get("import");
  const importId = requested && IMPORT_ID.test(requested) ? requested : null;
  const downloads = useDownload();
  const history = useRef<HTMLDivElement>(null);
  const mayRead = Boolean(session?.entitlements.employees.view);
  const onDownloadTemplate = () => downloads.start(eligibilityTemplateUrl, "census-template.xlsx");
  const showHistory = () => {
    const heading = history.current?.querySelector<HTMLElement>("h2");
    if (!heading) return;
    heading.setAttribute("tabindex", "-1");
    heading.focus();
  };
  return (
    <WithManageEmployeesSidebar>
      <h1 className="mb-3 font-bold text-3xl">Bulk changes</h1>
      {mayRead ? (
        <div className="grid gap-6">
          {downloads.failure ? (
            <FeedbackBar variant="failure" data-download-failure="">
              {downloads.failure}
            </FeedbackBar>
          ) : null}
          {importId ? (
            <ImportStage
              key={importId}
              importId={importId}
              downloads={downloads}
              onDownloadTemplate={onDownloadTemplate}
              onShowHistory={showHistory}
            />
          ) : (
            <UploadStage
              onDownloadTemplate={onDownloadTemplate}
              templateBusy={downloads.busyFor(eligibilityTemplateUrl)}
            />
          )}
          <HistoryStage downloads={downloads} headingRef={history} />
        </div>
      ) : (
        notice({ kind: "notAllowed" })
      )}
    </WithManageEmployeesSidebar>
  );
}
