import type { BillingMonth, InvoiceState } from "@epr/domain";
import { invoiceStateLabels } from "@epr/domain";
import type { ReactNode } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { ReadOnlyTable } from "../../primitives/ReadOnlyTable/ReadOnlyTable.js";
import { TitledSection } from "../shared/TitledSection.js";
import {
  BillingLoadState,
  formatBillingMonth,
  formatCents,
  InvoiceStateText,
  moneyCell,
  plainBillingLink,
  type RenderBillingLink,
} from "./billingFormat.js";

/** One bill as the list shows it (the shape of `GET /api/billing/invoices`). */
export interface BillingInvoiceSummary {
  invoiceId: string;
  groupNumber: string;
  groupName: string;
  month: BillingMonth;
  /** MM/dd/yyyy. */
  dueDate: string;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  state: InvoiceState;
}

/** The list's words (our wording: the spec names the Bills access only). */
export const defaultBillingInvoicesCopy = {
  title: "Bills",
  caption: "Bills of your groups, newest month first",
  colMonth: "Month",
  colGroup: "Group",
  colDue: "Due date",
  colTotal: "Total",
  colPaid: "Paid",
  colBalance: "Balance",
  colState: "State",
  /** A bill's link, for a screen reader: "March 2026 bill of Harbor Freight (100100)". */
  billLabel: "{month} bill of {group} ({number})",
  accountLabel: "Payments and balance of {group} ({number})",
  more: "Show more bills",
  loadingMore: "Loading more bills…",
  loading: "Loading your bills…",
  empty:
    "There are no bills yet for the groups you may see. Bills are made once a month, on the billing day, for the month after: a group's bill appears here once it is made.",
  /** How bills are made sooner, where there is a way (the portal's demo: its command); none by default. */
  emptyOnDemand: "",
  states: invoiceStateLabels as Record<InvoiceState, string>,
};
/** The words of `BillingInvoicesCard`. */
export type BillingInvoicesCopy = typeof defaultBillingInvoicesCopy;

/** Props of `BillingInvoicesCard`. */
export interface BillingInvoicesCardProps {
  /** The bills read so far, newest month first (every page asked for, in order). */
  invoices: readonly BillingInvoiceSummary[];
  /** The first page is being asked for: a status in place of the table. */
  loading?: boolean;
  /** The list could not be read: the failed call's sentence, announced in place of the table. */
  failure?: string;
  /** There are older bills (the keyset's next page). */
  hasMore?: boolean;
  /** The next page is being read: "more" waits. */
  loadingMore?: boolean;
  /** "Show more bills": the caller asks for the next page and appends it. */
  onMore?: () => void;
  /** Where a bill's page is: the month links there. */
  invoiceHref: (invoiceId: string) => string;
  /** Where a group's payments and balance are: the group links there (none: plain text). */
  accountHref?: (groupNumber: string) => string;
  /** Renders the links (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderBillingLink;
  copy?: Partial<BillingInvoicesCopy>;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const link = "text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/**
 * The bills of the groups the administrator may see (docs/features/billing.md, Pages): the month
 * (opening the bill), the group (opening its payments and balance), due date, total, paid, balance
 * and the state in words, newest first; older bills by "Show more bills" (keyset pages). Loading,
 * failure and no bill at all each say so under the heading. Fetches nothing.
 */
export function BillingInvoicesCard({
  invoices,
  loading = false,
  failure,
  hasMore = false,
  loadingMore = false,
  onMore,
  invoiceHref,
  accountHref,
  renderLink = plainBillingLink,
  copy,
}: BillingInvoicesCardProps) {
  const words = { ...defaultBillingInvoicesCopy, ...copy };
  let body: ReactNode;
  if (failure !== undefined || loading) body = <BillingLoadState failure={failure} loading={words.loading} />;
  else if (invoices.length === 0)
    body = (
      <p className="m-0" data-billing-empty="">
        {words.emptyOnDemand ? `${words.empty} ${words.emptyOnDemand}` : words.empty}
      </p>
    );
  else
    body = (
      <div className="grid gap-3">
        <ReadOnlyTable
          caption={words.caption}
          columns={[
            words.colMonth,
            words.colGroup,
            words.colDue,
            words.colTotal,
            words.colPaid,
            words.colBalance,
            words.colState,
          ]}
        >
          {invoices.map((bill) => {
            const month = formatBillingMonth(bill.month);
            const names = { month, group: bill.groupName, number: bill.groupNumber };
            return (
              <tr key={bill.invoiceId} data-invoice={bill.invoiceId} className="border-border border-t">
                <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-semibold">
                  {renderLink({
                    href: invoiceHref(bill.invoiceId),
                    className: link,
                    "aria-label": fill(words.billLabel, names),
                    children: month,
                  })}
                </th>
                <td className="px-3 py-2">
                  {accountHref
                    ? renderLink({
                        href: accountHref(bill.groupNumber),
                        className: link,
                        "aria-label": fill(words.accountLabel, names),
                        children: `${bill.groupName} (${bill.groupNumber})`,
                      })
                    : `${bill.groupName} (${bill.groupNumber})`}
                </td>
                <td className="whitespace-nowrap px-3 py-2">{bill.dueDate}</td>
                <td className={moneyCell} data-money="total">
                  {formatCents(bill.totalCents)}
                </td>
                <td className={moneyCell} data-money="paid">
                  {formatCents(bill.paidCents)}
                </td>
                <td className={moneyCell} data-money="balance">
                  {formatCents(bill.balanceCents)}
                </td>
                <td className="px-3 py-2">
                  <InvoiceStateText state={bill.state} labels={words.states} />
                </td>
              </tr>
            );
          })}
        </ReadOnlyTable>
        {hasMore && onMore ? (
          <div>
            <Button variant="outline" onClick={onMore} disabled={loadingMore} aria-busy={loadingMore}>
              {loadingMore ? words.loadingMore : words.more}
            </Button>
          </div>
        ) : null}
      </div>
    );
  return (
    <TitledSection slot="billing-invoices" busy={loading || loadingMore} title={words.title}>
      {body}
    </TitledSection>
  );
}
