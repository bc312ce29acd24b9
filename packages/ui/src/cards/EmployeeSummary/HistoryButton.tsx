import { Button } from "../../primitives/Button/Button.js";

/** The history a summary section opens (the history services' kinds, enrollment.md §2 history modals). */
export type SummaryHistoryKind = "cob" | "plan" | "pcp" | "report_code";

/** Which of the three COB history modals (enrollment.md §2: Medicare, other insurance, other insurance plus Medicare). */
export type CobHistoryModal = "medicare" | "otherInsurance" | "otherInsuranceMedicare";

/** Opens a history modal of the group shown; `cob` names the COB modal when `kind` is "cob". */
export type OpenHistory = (kind: SummaryHistoryKind, groupNumber: string, cob?: CobHistoryModal) => void;

/**
 * A section's History button: visible text "History" (or `label`), with the section named for a
 * screen reader, since several sections carry one.
 */
export function HistoryButton({
  of,
  label = "History",
  onClick,
}: {
  /** What the history is of, read after the label ("of plan coverage, group 100107"). */
  of: string;
  label?: string;
  onClick: () => void;
}) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick}>
      {label}
      <span className="sr-only"> of {of}</span>
    </Button>
  );
}
