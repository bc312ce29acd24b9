import { domainMessages } from "@epr/domain";
import { Button } from "../../primitives/Button/Button.js";
import { Spinner } from "../../primitives/Spinner/Spinner.js";
import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";
import { ModalFrame } from "../ModalFrame/ModalFrame.js";
import { HistoryTable, type HistoryTableCopy, visibleHistoryRows } from "./HistoryTable.js";
import type { HistoryModalKind, HistoryRow } from "./historyColumns.js";

/**
 * The words of the history modals. The spec names the six modals but not their titles, the empty
 * text or the error text: these are ours (the error title is the spec's generic error title).
 */
export const defaultHistoryCopy = {
  titles: {
    medicare: "Medicare History",
    otherInsurance: "Other Insurance History",
    otherInsuranceMedicare: "Other Insurance and Medicare History",
    plan: "Plan Coverage History",
    provider: "Provider History",
    reportCode: "Report Code History",
  } satisfies Record<HistoryModalKind, string>,
  /** Shown for a group: "Group 100200". */
  group: "Group",
  loading: "Loading history",
  empty: "No history to display.",
  loadMore: "Load more",
  close: "Close",
  errorTitle: domainMessages.genericErrorTitle,
  errorText: "We could not load this history. Please try again later.",
  ok: "OK",
};
/** The words of the history modals. */
export type HistoryCopy = Omit<typeof defaultHistoryCopy, "titles"> & {
  titles: Record<HistoryModalKind, string>;
  table?: Partial<HistoryTableCopy>;
};

/** What the history's fetch has come to (the app's query state). */
export type HistoryStatus = "loading" | "error" | "success";

/** Props of `HistoryModal`. */
export interface HistoryModalProps {
  /** Whether the modal is open. */
  open: boolean;
  /** Which of the six modals. */
  kind: HistoryModalKind;
  /** The group the history is of (shown under the title); COB rows belong to every group. */
  groupNumber?: string;
  status: HistoryStatus;
  /** The records read so far, newest first. */
  rows: readonly HistoryRow[];
  /** Whether an older page exists (shows Load more). */
  hasMore?: boolean;
  /** Whether the older page is being read. */
  loadingMore?: boolean;
  /** Load more: asks the app for the next page. */
  onLoadMore?: () => void;
  /** Close, the ×, Escape, and OK of the error modal. */
  onClose: () => void;
  /** The service's message on a failed fetch; our error text otherwise. */
  errorMessage?: string;
  /** Time zone of the times shown; the administrator's by default. */
  timeZone?: string;
  copy?: Partial<HistoryCopy>;
}

/**
 * A history modal (enrollment.md §2 Modals; §3 History records; §7 History): the records of one
 * subject of one group as a sortable table, with loading and empty states. When the fetch fails an
 * error modal opens in its place and the loading stops (enrollment.md §8 "History modal fetch
 * failure"). Takes rows and state as props and fetches nothing.
 */
export function HistoryModal({
  open,
  kind,
  groupNumber,
  status,
  rows,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onClose,
  errorMessage,
  timeZone,
  copy,
}: HistoryModalProps) {
  const words = { ...defaultHistoryCopy, ...copy, titles: { ...defaultHistoryCopy.titles, ...copy?.titles } };
  const title = words.titles[kind];
  if (status === "error")
    return (
      <AcknowledgeModal
        name="history-error"
        open={open}
        alert
        title={words.errorTitle}
        description={errorMessage ?? words.errorText}
        onAcknowledge={onClose}
        button={words.ok}
      />
    );
  const shown = status === "success" ? visibleHistoryRows(kind, rows) : [];
  return (
    <ModalFrame
      name="history"
      open={open}
      size="xl"
      title={title}
      description={groupNumber ? `${words.group} ${groupNumber}` : undefined}
      onDismiss={onClose}
      footer={
        <>
          {hasMore && status === "success" ? (
            <Button variant="outline" onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore}>
              {words.loadMore}
            </Button>
          ) : null}
          <Button onClick={onClose}>{words.close}</Button>
        </>
      }
    >
      {status === "loading" ? (
        <div className="flex justify-center p-6">
          <Spinner label={words.loading} />
        </div>
      ) : shown.length === 0 && !hasMore ? (
        <p className="m-0 p-4 text-center text-muted-foreground">{words.empty}</p>
      ) : (
        <HistoryTable
          kind={kind}
          rows={shown}
          caption={title}
          {...(timeZone ? { timeZone } : {})}
          {...(words.table ? { copy: words.table } : {})}
        />
      )}
      {loadingMore ? (
        <div className="flex justify-center pt-3">
          <Spinner size="sm" label={words.loading} />
        </div>
      ) : null}
    </ModalFrame>
  );
}
