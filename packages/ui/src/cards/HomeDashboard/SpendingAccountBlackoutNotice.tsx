import type { SpendingAccountBlackout } from "@epr/domain";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";

/** Our wording: the spec names the blackout information but gives no text (session-and-admin.md §2 /home). */
export const blackoutCopy = {
  blackedOutTitle: "Spending account blackout in effect",
  preBlackoutTitle: "Spending account blackout coming",
  blackedOut: "Spending account changes cannot be made during the blackout period",
  preBlackout: "Spending account changes will not be possible during the blackout period",
  noDates: "Spending account changes are paused while the plan is updated.",
} as const;

/** Props of `SpendingAccountBlackoutNotice`. */
export interface SpendingAccountBlackoutNoticeProps {
  /** From @epr/domain `spendingAccountBlackout`; nothing shows for `null`. */
  blackout: SpendingAccountBlackout;
}

/** The spending-account blackout information on home (session-and-admin.md §2 /home, §3 clientQualifiers). */
export function SpendingAccountBlackoutNotice({ blackout }: SpendingAccountBlackoutNoticeProps) {
  if (!blackout) return null;
  const inForce = blackout.state === "blackedOut";
  const period =
    blackout.startDate && blackout.endDate
      ? ` from ${blackout.startDate} to ${blackout.endDate}.`
      : blackout.startDate
        ? ` starting ${blackout.startDate}.`
        : null;
  return (
    <FeedbackBar
      variant={inForce ? "warning" : "notification"}
      title={inForce ? blackoutCopy.blackedOutTitle : blackoutCopy.preBlackoutTitle}
    >
      {period
        ? `${inForce ? blackoutCopy.blackedOut : blackoutCopy.preBlackout}${period}`
        : blackoutCopy.noDates}
    </FeedbackBar>
  );
}
