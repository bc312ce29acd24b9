import { type BillingMonth, type InvoiceState, invoiceStateLabels } from "@epr/domain";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";

/**
 * What the billing cards share (docs/features/billing.md, Pages): money from whole cents, a billing
 * month as words, a bill's state as text (never colour alone), the link a card renders, and what a
 * card shows while it reads or when it could not.
 */

/** The props a billing card gives the link it renders (the app's router link, or a plain `<a>`). */
export type BillingLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
/** Renders a link of a billing card. */
export type RenderBillingLink = (props: BillingLinkProps) => ReactNode;
/** The default link: a plain `<a href>`. */
export const plainBillingLink: RenderBillingLink = (props) => <a {...props} />;

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * An amount of whole cents as US dollars ("$1,234.56", a credit "-$12.00"). Billing keeps money in
 * integer cents end to end (docs/features/billing.md, Bills); only this display divides.
 */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

const monthNames = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** A billing month (`yyyy-MM`) as people read it: "March 2026". Anything else is shown as it came. */
export function formatBillingMonth(month: BillingMonth): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return monthNames.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** Several months: "January 2026, February 2026". */
export const formatBillingMonths = (months: readonly BillingMonth[]) =>
  months.map(formatBillingMonth).join(", ");

const stateClasses: Record<InvoiceState, string> = {
  open: "border-info bg-info-subtle",
  paid: "border-success bg-success-subtle",
  pastDue: "border-danger bg-danger-subtle",
};

/** Props of `InvoiceStateText`. */
export interface InvoiceStateTextProps {
  state: InvoiceState;
  /** The state's words; @epr/domain's labels by default. */
  labels?: Partial<Record<InvoiceState, string>>;
}

/** A bill's state as a word in a tinted frame: the colour only repeats what the word says. */
export function InvoiceStateText({ state, labels }: InvoiceStateTextProps) {
  return (
    <span
      data-state={state}
      className={cn(
        "inline-block whitespace-nowrap rounded-control border-s-4 px-2 py-0.5 font-semibold text-foreground text-sm",
        stateClasses[state],
      )}
    >
      {labels?.[state] ?? invoiceStateLabels[state]}
    </span>
  );
}

/** Classes of a money cell: right-aligned, figures of equal width. */
export const moneyCell = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/** Props of `BillingLoadState`. */
export interface BillingLoadStateProps {
  /** The failed call's sentence; undefined while it is still being read. */
  failure?: string;
  /** What is being read ("Loading your bills…"), said as a status. */
  loading: string;
}

/**
 * What a billing card shows in place of what it has not read: the failed call's sentence, announced
 * (a failure bar), else the loading words as a polite status.
 */
export function BillingLoadState({ failure, loading }: BillingLoadStateProps) {
  return failure !== undefined ? (
    <FeedbackBar variant="failure">{failure}</FeedbackBar>
  ) : (
    <p role="status" className="m-0">
      {loading}
    </p>
  );
}
