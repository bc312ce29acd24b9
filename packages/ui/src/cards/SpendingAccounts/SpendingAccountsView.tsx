import { assistMessages } from "@epr/domain";
import type { ReactNode } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { Spinner } from "../../primitives/Spinner/Spinner.js";

/** The page's views (assist-employees.md §2.7, §4): loading, then success, error or the vendor rollout. */
export type SpendingAccountsViewState = "loading" | "success" | "error" | "rollout";

/**
 * The words of the views (our wording, but for the error view's: §8 names only that any failure
 * gives the error view, which says the catalogue's generic failure).
 */
export const defaultSpendingViewCopy = {
  title: "Spending Accounts",
  loading: "Loading spending accounts…",
  error: assistMessages.unableToProcess,
  rollout:
    "Spending accounts for this group are moving to a new vendor. Elections cannot be viewed or changed here until the move is complete.",
  empty: assistMessages.noSpendingAccounts,
  vendorTool: "Open the spending account vendor's tool",
  changeGroup: "Change Group",
};

/** Props of `SpendingAccountsView`. */
export interface SpendingAccountsViewProps {
  state: SpendingAccountsViewState;
  /** Who and which group, shown under the title ("Jane Doe · Group 100100"). */
  subtitle?: string;
  /** The vendor tool link, only for the two roles and a vendor with code 12 (§6). */
  vendorToolUrl?: string | null;
  /** Offers Change Group when the employee has spending accounts in several groups. */
  onChangeGroup?: () => void;
  /** No plan periods to show. */
  empty?: boolean;
  /** The error view's message, when the failure said one. */
  errorMessage?: string;
  copy?: Partial<typeof defaultSpendingViewCopy>;
  /** The plan period cards (success view). */
  children?: ReactNode;
}

/**
 * The spending accounts page's frame (assist-employees.md §2.7): a spinner while loading; the error
 * view for any failure; the vendor rollout notice (AcclarisRolloutError) when the first account
 * marks a rollout; otherwise the plan period cards, with the vendor tool link and Change Group.
 */
export function SpendingAccountsView({
  state,
  subtitle,
  vendorToolUrl,
  onChangeGroup,
  empty,
  errorMessage,
  copy,
  children,
}: SpendingAccountsViewProps) {
  const words = { ...defaultSpendingViewCopy, ...copy };
  return (
    <section
      aria-labelledby="spending-accounts-title"
      aria-busy={state === "loading" || undefined}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 id="spending-accounts-title" className="m-0 font-bold text-2xl">
            {words.title}
          </h1>
          {subtitle ? <p className="m-0 text-muted-foreground">{subtitle}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          {state === "success" && vendorToolUrl ? (
            <a href={vendorToolUrl} target="_blank" rel="noopener noreferrer" className="text-link underline">
              {words.vendorTool}
              <span className="sr-only"> (opens in a new window)</span>
            </a>
          ) : null}
          {onChangeGroup && state !== "loading" ? (
            <Button variant="link" onClick={onChangeGroup}>
              {words.changeGroup}
            </Button>
          ) : null}
        </div>
      </div>
      {state === "loading" ? (
        <Spinner label={words.loading} />
      ) : state === "error" ? (
        <FeedbackBar variant="failure">{errorMessage ?? words.error}</FeedbackBar>
      ) : state === "rollout" ? (
        <FeedbackBar variant="notification">{words.rollout}</FeedbackBar>
      ) : empty ? (
        <p>{words.empty}</p>
      ) : (
        <div className="flex flex-col gap-4">{children}</div>
      )}
    </section>
  );
}
