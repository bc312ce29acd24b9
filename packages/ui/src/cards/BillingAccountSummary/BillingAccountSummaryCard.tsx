import type { BillingMonth, InvoiceState } from "@epr/domain";
import { invoiceStateLabels } from "@epr/domain";
import { useId } from "react";
import { DataList } from "../../primitives/Card/Card.js";
import { ReadOnlyTable } from "../../primitives/ReadOnlyTable/ReadOnlyTable.js";
import type { BillingInvoiceSummary } from "../BillingInvoices/BillingInvoicesCard.js";
import {
  BillingLoadState,
  formatBillingMonth,
  formatCents,
  InvoiceStateText,
  moneyCell,
  plainBillingLink,
  type RenderBillingLink,
} from "../BillingInvoices/billingFormat.js";
import { TitledSection } from "../shared/TitledSection.js";

/** A payment as the account shows it, with the bills it paid. */
export interface BillingPaymentValue {
  paymentId: string;
  reference: string;
  /** MM/dd/yyyy. */
  paidOn: string;
  amountCents: number;
  /** What no bill has taken yet: carried forward to the group's next bills. */
  unappliedCents: number;
  allocations: readonly { invoiceId: string; month: BillingMonth; cents: number }[];
}

/** A group's account (the shape of `GET /api/billing/groups/{groupNumber}/account`). */
export interface BillingAccountValue {
  groupNumber: string;
  groupName: string;
  /** Owed on every bill less every payment (negative: a credit). */
  balanceCents: number;
  unappliedCents: number;
  pastDueCents: number;
  /** The earliest due date of a bill still open, MM/dd/yyyy; null when nothing is owed. */
  nextDueDate: string | null;
  /** Bills not paid in full, oldest first. */
  openInvoices: readonly BillingInvoiceSummary[];
  /** The latest payments, newest first. */
  payments: readonly BillingPaymentValue[];
}

/** The account's words (our wording: the spec names the Bills access only). */
export const defaultBillingAccountCopy = {
  title: "Payments and balance of {group} ({number})",
  loadingTitle: "Payments and balance",
  loading: "Loading the group's payments and balance…",
  balance: "Balance",
  /** A negative balance: the group has paid ahead. */
  credit: "{amount} credit",
  pastDue: "Past due",
  nothingPastDue: "Nothing past due",
  nextDueDate: "Next due date",
  noDueDate: "Nothing owed",
  unapplied: "Paid, not yet applied to a bill",
  openTitle: "Open bills",
  openCaption: "Bills not paid in full, oldest first",
  noOpen: "Every bill of this group is paid.",
  colMonth: "Month",
  colDue: "Due date",
  colTotal: "Total",
  colPaid: "Paid",
  colBalance: "Balance",
  colState: "State",
  billLabel: "{month} bill",
  paymentsTitle: "Payments",
  paymentsCaption: "Payments, newest first, with the bills each paid",
  noPayments: "No payment has been recorded for this group.",
  colReference: "Reference",
  colPaidOn: "Date paid",
  colAmount: "Amount",
  colAppliedTo: "Applied to",
  colUnapplied: "Not yet applied",
  appliedTo: "{month}: {amount}",
  notApplied: "Not applied yet",
  states: invoiceStateLabels as Record<InvoiceState, string>,
};
/** The words of `BillingAccountSummaryCard`. */
export type BillingAccountCopy = typeof defaultBillingAccountCopy;

/** Props of `BillingAccountSummaryCard`. */
export interface BillingAccountSummaryCardProps {
  /** The account; undefined while it is first read or when it could not be. */
  account?: BillingAccountValue;
  loading?: boolean;
  /** The account could not be read: the failed call's sentence. */
  failure?: string;
  /** Where a bill's page is. */
  invoiceHref: (invoiceId: string) => string;
  /** Renders the links (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderBillingLink;
  copy?: Partial<BillingAccountCopy>;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const link = "text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";
const cell = "px-3 py-2";

/**
 * A group's account (docs/features/billing.md, Payments): the balance (a credit said as one), what is
 * past due (in words, not colour alone), the next due date and what is paid but not yet applied; the
 * open bills, each opening its page; the latest payments with the bills each paid. Fetches nothing.
 */
export function BillingAccountSummaryCard({
  account,
  loading = false,
  failure,
  invoiceHref,
  renderLink = plainBillingLink,
  copy,
}: BillingAccountSummaryCardProps) {
  const words = { ...defaultBillingAccountCopy, ...copy };
  const ids = useId().replace(/:/g, "");
  if (failure !== undefined || loading || !account)
    return (
      <TitledSection slot="billing-account" busy={loading} title={words.loadingTitle}>
        <BillingLoadState failure={failure} loading={words.loading} />
      </TitledSection>
    );
  const balance =
    account.balanceCents < 0
      ? fill(words.credit, { amount: formatCents(-account.balanceCents) })
      : formatCents(account.balanceCents);
  return (
    <TitledSection
      slot="billing-account"
      title={fill(words.title, { group: account.groupName, number: account.groupNumber })}
    >
      <div className="grid gap-6">
        <DataList
          columns={2}
          items={[
            { label: words.balance, value: <span data-money="balance">{balance}</span> },
            {
              label: words.pastDue,
              value:
                account.pastDueCents > 0 ? (
                  <span data-money="pastDue" className="inline-flex items-center gap-2">
                    <InvoiceStateText state="pastDue" labels={words.states} />
                    {formatCents(account.pastDueCents)}
                  </span>
                ) : (
                  <span data-money="pastDue">{words.nothingPastDue}</span>
                ),
            },
            { label: words.nextDueDate, value: account.nextDueDate ?? words.noDueDate },
            { label: words.unapplied, value: formatCents(account.unappliedCents) },
          ]}
        />
        <section aria-labelledby={`${ids}-open`} className="grid gap-2">
          <h3 id={`${ids}-open`} className="m-0 font-semibold text-lg">
            {words.openTitle}
          </h3>
          {account.openInvoices.length === 0 ? (
            <p className="m-0">{words.noOpen}</p>
          ) : (
            <ReadOnlyTable
              caption={words.openCaption}
              columns={[
                words.colMonth,
                words.colDue,
                words.colTotal,
                words.colPaid,
                words.colBalance,
                words.colState,
              ]}
            >
              {account.openInvoices.map((bill) => {
                const month = formatBillingMonth(bill.month);
                return (
                  <tr key={bill.invoiceId} data-invoice={bill.invoiceId} className="border-border border-t">
                    <th scope="row" className={`${cell} whitespace-nowrap text-left font-semibold`}>
                      {renderLink({
                        href: invoiceHref(bill.invoiceId),
                        className: link,
                        "aria-label": fill(words.billLabel, { month }),
                        children: month,
                      })}
                    </th>
                    <td className={cell}>{bill.dueDate}</td>
                    <td className={moneyCell}>{formatCents(bill.totalCents)}</td>
                    <td className={moneyCell}>{formatCents(bill.paidCents)}</td>
                    <td className={moneyCell}>{formatCents(bill.balanceCents)}</td>
                    <td className={cell}>
                      <InvoiceStateText state={bill.state} labels={words.states} />
                    </td>
                  </tr>
                );
              })}
            </ReadOnlyTable>
          )}
        </section>
        <section aria-labelledby={`${ids}-payments`} className="grid gap-2">
          <h3 id={`${ids}-payments`} className="m-0 font-semibold text-lg">
            {words.paymentsTitle}
          </h3>
          {account.payments.length === 0 ? (
            <p className="m-0">{words.noPayments}</p>
          ) : (
            <ReadOnlyTable
              caption={words.paymentsCaption}
              columns={[
                words.colReference,
                words.colPaidOn,
                words.colAmount,
                words.colAppliedTo,
                words.colUnapplied,
              ]}
            >
              {account.payments.map((payment) => (
                <tr
                  key={payment.paymentId}
                  data-payment={payment.paymentId}
                  className="border-border border-t"
                >
                  <th scope="row" className={`${cell} text-left font-semibold [overflow-wrap:anywhere]`}>
                    {payment.reference}
                  </th>
                  <td className={cell}>{payment.paidOn}</td>
                  <td className={moneyCell}>{formatCents(payment.amountCents)}</td>
                  <td className={cell}>
                    {payment.allocations.length === 0 ? (
                      words.notApplied
                    ) : (
                      <ul className="m-0 list-none p-0">
                        {payment.allocations.map((allocation) => (
                          <li key={allocation.invoiceId}>
                            {renderLink({
                              href: invoiceHref(allocation.invoiceId),
                              className: link,
                              children: fill(words.appliedTo, {
                                month: formatBillingMonth(allocation.month),
                                amount: formatCents(allocation.cents),
                              }),
                            })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className={moneyCell}>{formatCents(payment.unappliedCents)}</td>
                </tr>
              ))}
            </ReadOnlyTable>
          )}
        </section>
      </div>
    </TitledSection>
  );
}
