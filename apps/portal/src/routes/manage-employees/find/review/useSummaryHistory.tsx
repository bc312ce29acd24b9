import type { CobHistoryModal, OpenHistory, SummaryHistoryKind } from "@epr/ui/cards/employee-summary";
import type { HistoryModalKind } from "@epr/ui/modals/history";
import { lazyNamed } from "@epr/ui/utils";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { type HistoryRequest, useEmployeeHistory } from "../../../../lib/useEmployeeHistory.js";

// The history table (TanStack Table) downloads when a History button opens it, not with the page.
// Through a module of its own: the `@epr/ui/modals/history` entry is already in the page's chunk.
const HistoryModal = lazyNamed(() => import("./historyModal.js").then((m) => m.HistoryModal));

/** The modal each summary section's History button opens (enrollment.md §2 history modals). */
const modalOf: Record<Exclude<SummaryHistoryKind, "cob">, HistoryModalKind> = {
  plan: "plan",
  pcp: "provider",
  report_code: "reportCode",
};

/**
 * Which history modal a History button asks for: the COB sections name theirs (Medicare, other
 * insurance, other insurance plus Medicare); the others have one each.
 */
export function historyModalOf(kind: SummaryHistoryKind, cob?: CobHistoryModal): HistoryModalKind {
  return kind === "cob" ? (cob ?? "otherInsuranceMedicare") : modalOf[kind];
}

/**
 * The summary's history modals (enrollment.md §2; §7 History; §8 History modal fetch failure):
 * `onOpenHistory` goes to the summary card, `modal` is rendered beside it. The history is read only
 * while a modal is open, page by page; on close, focus returns to the History button that opened it.
 */
export function useSummaryHistory(umi: string): { onOpenHistory: OpenHistory; modal: ReactNode } {
  const [request, setRequest] = useState<HistoryRequest | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const history = useEmployeeHistory(umi, request);

  const onOpenHistory = useCallback<OpenHistory>((kind, groupNumber, cob) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRequest({ kind: historyModalOf(kind, cob), groupNumber });
  }, []);

  const onClose = () => {
    setRequest(null);
    // The dialog restores focus itself, but a failed fetch swaps the table modal for the error
    // modal, which would otherwise hand focus back to the first one's (gone) content.
    const button = trigger.current;
    requestAnimationFrame(() => button?.focus());
  };

  const modal = request ? (
    <HistoryModal
      {...history}
      open
      kind={request.kind}
      {...(request.groupNumber ? { groupNumber: request.groupNumber } : {})}
      onClose={onClose}
    />
  ) : null;
  return { onOpenHistory, modal };
}
