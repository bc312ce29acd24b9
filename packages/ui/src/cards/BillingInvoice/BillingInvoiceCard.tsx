import {
  type AdjustmentChange,
  adjustmentChangeLabels,
  type BilledMember,
  type BillingMonth,
  type CoverageTier,
  coverageTierLabels,
  type InvoiceState,
  invoiceStateLabels,
} from "@epr/domain";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { DataList } from "../../primitives/Card/Card.js";
import { Field } from "../../primitives/Field/Field.js";
import { ReadOnlyTable } from "../../primitives/ReadOnlyTable/ReadOnlyTable.js";
import { Select } from "../../primitives/Select/Select.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";
import type { BillingInvoiceSummary } from "../BillingInvoices/BillingInvoicesCard.js";
import {
  BillingLoadState,
  formatBillingMonth,
  formatBillingMonths,
  formatCents,
  InvoiceStateText,
  moneyCell,
  plainBillingLink,
  type RenderBillingLink,
} from "../BillingInvoices/billingFormat.js";
import { TitledSection } from "../shared/TitledSection.js";

/** A bill with its totals (the `invoice` of `GET /api/billing/invoices/{invoiceId}`). */
export interface BillingInvoiceDetail extends BillingInvoiceSummary {
  premiumCents: number;
  adjustmentCents: number;
  /** Premium and adjustments together, by line of business. */
  totals: readonly { lineOfBusiness: string; cents: number }[];
  /** Premium lines of the whole bill, unfiltered. */
  lineCount: number;
}

/** A premium line: one subscriber's line of business for the bill's month. */
export interface BillingInvoiceLine {
  lineId: string;
  umi: string;
  subscriberName: string;
  lineOfBusiness: string;
  productId: string | null;
  tier: CoverageTier | null;
  members: readonly BilledMember[];
  cents: number;
}

/** An adjustment line, or a change listed to settle: the change, the months it covers, the amount. */
export interface BillingAdjustmentLine extends BillingInvoiceLine {
  change: AdjustmentChange;
  /** The tier billed before, where there was one. */
  fromTier: CoverageTier | null;
  months: readonly BillingMonth[];
}

/** What the lines are narrowed to: a name or member ID (empty: everyone) and a line of business (null: all). */
export interface BillingLinesFilter {
  search: string;
  lineOfBusiness: string | null;
}

/** The bill's words (our wording: the spec names the Bills access only). */
export const defaultBillingInvoiceCopy = {
  /** The card's heading: "March 2026 bill of Harbor Freight (100100)". */
  title: "{month} bill of {group} ({number})",
  loadingTitle: "Bill",
  loading: "Loading the bill…",
  summary: "Summary",
  group: "Group",
  month: "Month",
  dueDate: "Due date",
  state: "State",
  premium: "Premium",
  adjustments: "Adjustments",
  total: "Total",
  paid: "Paid",
  balance: "Balance",
  states: invoiceStateLabels as Record<InvoiceState, string>,
  downloads: "Download this bill",
  pdf: "Bill (PDF)",
  xlsx: "Detail (Excel .xlsx)",
  account: "Payments and balance of this group",
  totalsTitle: "Totals by line of business",
  totalsCaption: "Premium and adjustments by line of business",
  colLineOfBusiness: "Line of business",
  colAmount: "Amount",
  linesTitle: "Premium lines",
  searchLabel: "Name or member ID",
  searchHint: "Any part of a name, or a member ID.",
  lineOfBusinessLabel: "Line of business",
  allLinesOfBusiness: "All",
  apply: "Search",
  clear: "Clear",
  linesCaption: "Premium lines: one per subscriber and line of business",
  colMemberId: "Member ID",
  colSubscriber: "Subscriber",
  colTier: "Tier",
  colMembers: "Members covered",
  colPremium: "Premium",
  /** A subscriber's link, for a screen reader. */
  employeeLabel: "Employee summary of {name}",
  linesShown: "{shown} of {total} premium lines shown.",
  linesFiltered: "Premium lines matching: {shown}.",
  noLine: "No premium line matches this search.",
  linesLoading: "Loading the lines…",
  moreLines: "Show more lines",
  loadingMoreLines: "Loading more lines…",
  adjustmentsTitle: "Adjustments",
  adjustmentsIntro:
    "Changes made after a month was billed, with the months each covers. A credit is negative.",
  adjustmentsCaption: "Adjustments: the change, the months it covers and the amount",
  colChange: "Change",
  colMonths: "Months covered",
  noAdjustment: "No adjustment on this bill.",
  noAdjustmentMatch: "No adjustment matches this search.",
  tierChange: "{label}: {from} to {to}",
  toSettleTitle: "To settle with the insurer",
  toSettleIntro:
    "Changes older than the retro window: they are not in this bill's total, and the insurer settles them.",
  toSettleCaption: "Changes to settle: the change, the months it covers and the amount",
  changes: adjustmentChangeLabels as Record<AdjustmentChange, string>,
  tiers: coverageTierLabels as Record<CoverageTier, string>,
  noTier: "—",
};
/** The words of `BillingInvoiceCard`. */
export type BillingInvoiceCopy = typeof defaultBillingInvoiceCopy;

/** Props of `BillingInvoiceCard`. */
export interface BillingInvoiceCardProps {
  /** The bill; undefined while it is first read (with `loading`) or when it could not be. */
  invoice?: BillingInvoiceDetail;
  loading?: boolean;
  /** The bill could not be read: the failed call's sentence, in place of the bill. */
  failure?: string;
  /** The premium lines read so far for `filter` (every page, in order). */
  lines: readonly BillingInvoiceLine[];
  /** Every adjustment line of the bill, filtered as the lines are. */
  adjustments: readonly BillingAdjustmentLine[];
  /** Changes older than the retro window (outside the total). */
  toSettle: readonly BillingAdjustmentLine[];
  /** The search and line of business the lines show. */
  filter: BillingLinesFilter;
  /** A new search or line of business: the caller reads the lines again for it. */
  onFilterChange: (filter: BillingLinesFilter) => void;
  /** The lines of a new filter are being read: the table waits. */
  linesLoading?: boolean;
  /** The lines of the filter could not be read. */
  linesFailure?: string;
  hasMoreLines?: boolean;
  loadingMoreLines?: boolean;
  /** "Show more lines": the caller reads the next page and appends it. */
  onMoreLines?: () => void;
  /** The bill's PDF and `.xlsx` (links the browser downloads). */
  pdfHref: string;
  xlsxHref: string;
  /** Where a subscriber's employee summary is (their member ID). */
  employeeHref: (umi: string) => string;
  /** The group's payments and balance (none: no link). */
  accountHref?: string;
  /** Renders in-app links (the router's); a plain `<a>` by default. Downloads are always plain links. */
  renderLink?: RenderBillingLink;
  copy?: Partial<BillingInvoiceCopy>;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : typeof value === "number" ? value.toLocaleString("en-US") : value;
  });

const link = "text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";
const cell = "px-3 py-2";

/** The search and line of business over the lines: applied together by Search, so nothing moves while one types or chooses. */
function LinesFilter({
  filter,
  lineOfBusinessOptions,
  onFilterChange,
  words,
}: {
  filter: BillingLinesFilter;
  lineOfBusinessOptions: readonly string[];
  onFilterChange: (filter: BillingLinesFilter) => void;
  words: BillingInvoiceCopy;
}) {
  const id = useId().replace(/:/g, "");
  const [search, setSearch] = useState(filter.search);
  const [lineOfBusiness, setLineOfBusiness] = useState(filter.lineOfBusiness ?? "");
  // The filter shown changes from outside too (the address, going back): the fields follow it.
  useEffect(() => {
    setSearch(filter.search);
    setLineOfBusiness(filter.lineOfBusiness ?? "");
  }, [filter.search, filter.lineOfBusiness]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilterChange({ search: search.trim(), lineOfBusiness: lineOfBusiness || null });
  };
  const clear = () => {
    setSearch("");
    setLineOfBusiness("");
    onFilterChange({ search: "", lineOfBusiness: null });
  };
  return (
    <search aria-label={words.linesTitle}>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-4">
        <Field id={`${id}-search`} label={words.searchLabel} hint={words.searchHint}>
          <TextInput
            autoComplete="off"
            maxLength={60}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Field id={`${id}-lob`} label={words.lineOfBusinessLabel}>
          <Select
            placeholder={null}
            value={lineOfBusiness}
            onChange={(event) => setLineOfBusiness(event.target.value)}
            options={[
              { value: "", label: words.allLinesOfBusiness },
              ...lineOfBusinessOptions.map((value) => ({ value, label: value })),
            ]}
          />
        </Field>
        <div className="flex gap-2">
          <Button type="submit">{words.apply}</Button>
          {filter.search || filter.lineOfBusiness ? (
            <Button type="button" variant="outline" onClick={clear}>
              {words.clear}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}

/** The subscriber's name, linked to their employee summary. */
function subscriberLink(
  line: BillingInvoiceLine,
  employeeHref: (umi: string) => string,
  renderLink: RenderBillingLink,
  words: BillingInvoiceCopy,
) {
  return renderLink({
    href: employeeHref(line.umi),
    className: link,
    "aria-label": fill(words.employeeLabel, { name: line.subscriberName }),
    children: line.subscriberName,
  });
}

const memberNames = (members: readonly BilledMember[]) => members.map((m) => m.name).join(", ");

/** A table of adjustment lines (the adjustments, or the changes to settle). */
function AdjustmentTable({
  caption,
  rows,
  words,
  employeeHref,
  renderLink,
  kind,
}: {
  caption: string;
  rows: readonly BillingAdjustmentLine[];
  words: BillingInvoiceCopy;
  employeeHref: (umi: string) => string;
  renderLink: RenderBillingLink;
  kind: "adjustment" | "to-settle";
}) {
  const tier = (value: CoverageTier | null) => (value ? words.tiers[value] : words.noTier);
  return (
    <ReadOnlyTable
      caption={caption}
      columns={[
        words.colSubscriber,
        words.colMemberId,
        words.colLineOfBusiness,
        words.colChange,
        words.colMonths,
        words.colAmount,
      ]}
    >
      {rows.map((row) => (
        <tr key={row.lineId} data-line={row.lineId} data-kind={kind} className="border-border border-t">
          <th scope="row" className={`${cell} text-left font-semibold`}>
            {subscriberLink(row, employeeHref, renderLink, words)}
          </th>
          <td className={cell}>{row.umi}</td>
          <td className={cell}>{row.lineOfBusiness}</td>
          <td className={cell} data-change={row.change}>
            {row.change === "tierChange"
              ? fill(words.tierChange, {
                  label: words.changes.tierChange,
                  from: tier(row.fromTier),
                  to: tier(row.tier),
                })
              : words.changes[row.change]}
          </td>
          <td className={cell}>{formatBillingMonths(row.months)}</td>
          <td className={moneyCell} data-money="amount">
            {formatCents(row.cents)}
          </td>
        </tr>
      ))}
    </ReadOnlyTable>
  );
}

/**
 * One bill (docs/features/billing.md, Pages): its summary (due date, state in words, premium,
 * adjustments, total, paid, balance), its PDF and `.xlsx`, the totals by line of business, then the
 * premium lines — searched by name or member ID and narrowed to a line of business, a page at a time,
 * each subscriber linking to their employee summary — and apart from them the adjustments (the change,
 * the months it covers, the amount) and any change left to settle. Fetches nothing.
 */
export function BillingInvoiceCard({
  invoice,
  loading = false,
  failure,
  lines,
  adjustments,
  toSettle,
  filter,
  onFilterChange,
  linesLoading = false,
  linesFailure,
  hasMoreLines = false,
  loadingMoreLines = false,
  onMoreLines,
  pdfHref,
  xlsxHref,
  employeeHref,
  accountHref,
  renderLink = plainBillingLink,
  copy,
}: BillingInvoiceCardProps) {
  const words = { ...defaultBillingInvoiceCopy, ...copy };
  const headingIds = useId().replace(/:/g, "");
  if (failure !== undefined || loading || !invoice)
    return (
      <TitledSection slot="billing-invoice" busy={loading} title={words.loadingTitle}>
        <BillingLoadState failure={failure} loading={words.loading} />
      </TitledSection>
    );
  const month = formatBillingMonth(invoice.month);
  const filtered = Boolean(filter.search || filter.lineOfBusiness);
  const tier = (value: CoverageTier | null) => (value ? words.tiers[value] : words.noTier);
  const sub = (suffix: string) => `${headingIds}-${suffix}`;
  let linesBody: ReactNode;
  if (linesFailure !== undefined || (linesLoading && lines.length === 0))
    linesBody = <BillingLoadState failure={linesFailure} loading={words.linesLoading} />;
  else if (lines.length === 0) linesBody = <p className="m-0">{words.noLine}</p>;
  else
    linesBody = (
      <>
        <ReadOnlyTable
          caption={words.linesCaption}
          columns={[
            words.colSubscriber,
            words.colMemberId,
            words.colLineOfBusiness,
            words.colTier,
            words.colMembers,
            words.colPremium,
          ]}
        >
          {lines.map((line) => (
            <tr key={line.lineId} data-line={line.lineId} className="border-border border-t">
              <th scope="row" className={`${cell} text-left font-semibold`}>
                {subscriberLink(line, employeeHref, renderLink, words)}
              </th>
              <td className={cell}>{line.umi}</td>
              <td className={cell}>{line.lineOfBusiness}</td>
              <td className={cell}>{tier(line.tier)}</td>
              <td className={cell}>{memberNames(line.members)}</td>
              <td className={moneyCell} data-money="premium">
                {formatCents(line.cents)}
              </td>
            </tr>
          ))}
        </ReadOnlyTable>
        {hasMoreLines && onMoreLines ? (
          <div>
            <Button
              variant="outline"
              onClick={onMoreLines}
              disabled={loadingMoreLines}
              aria-busy={loadingMoreLines}
            >
              {loadingMoreLines ? words.loadingMoreLines : words.moreLines}
            </Button>
          </div>
        ) : null}
      </>
    );
  return (
    <TitledSection
      slot="billing-invoice"
      busy={linesLoading || loadingMoreLines}
      title={fill(words.title, { month, group: invoice.groupName, number: invoice.groupNumber })}
    >
      <div className="grid gap-6">
        <section aria-labelledby={sub("summary")} className="grid gap-4">
          <h3 id={sub("summary")} className="sr-only">
            {words.summary}
          </h3>
          <DataList
            columns={3}
            items={[
              { label: words.group, value: `${invoice.groupName} (${invoice.groupNumber})` },
              { label: words.month, value: month },
              { label: words.dueDate, value: invoice.dueDate },
              { label: words.state, value: <InvoiceStateText state={invoice.state} labels={words.states} /> },
              { label: words.premium, value: formatCents(invoice.premiumCents) },
              { label: words.adjustments, value: formatCents(invoice.adjustmentCents) },
              { label: words.total, value: formatCents(invoice.totalCents) },
              { label: words.paid, value: formatCents(invoice.paidCents) },
              { label: words.balance, value: formatCents(invoice.balanceCents) },
            ]}
          />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <span className="font-semibold">{words.downloads}:</span>
            <a href={pdfHref} download className={link} data-download="pdf">
              {words.pdf}
            </a>
            <a href={xlsxHref} download className={link} data-download="xlsx">
              {words.xlsx}
            </a>
            {accountHref ? renderLink({ href: accountHref, className: link, children: words.account }) : null}
          </div>
        </section>
        <section aria-labelledby={sub("totals")} className="grid gap-2">
          <h3 id={sub("totals")} className="m-0 font-semibold text-lg">
            {words.totalsTitle}
          </h3>
          <ReadOnlyTable caption={words.totalsCaption} columns={[words.colLineOfBusiness, words.colAmount]}>
            {invoice.totals.map((total) => (
              <tr
                key={total.lineOfBusiness}
                data-total={total.lineOfBusiness}
                className="border-border border-t"
              >
                <th scope="row" className={`${cell} text-left font-semibold`}>
                  {total.lineOfBusiness}
                </th>
                <td className={moneyCell}>{formatCents(total.cents)}</td>
              </tr>
            ))}
            <tr className="border-border border-t-2" data-total="">
              <th scope="row" className={`${cell} text-left font-bold`}>
                {words.total}
              </th>
              <td className={`${moneyCell} font-bold`}>{formatCents(invoice.totalCents)}</td>
            </tr>
          </ReadOnlyTable>
        </section>
        <section aria-labelledby={sub("lines")} aria-busy={linesLoading} className="grid gap-3">
          <h3 id={sub("lines")} className="m-0 font-semibold text-lg">
            {words.linesTitle}
          </h3>
          <LinesFilter
            filter={filter}
            lineOfBusinessOptions={invoice.totals.map((total) => total.lineOfBusiness)}
            onFilterChange={onFilterChange}
            words={words}
          />
          {lines.length > 0 && linesFailure === undefined ? (
            <p role="status" className="m-0 text-muted-foreground text-sm">
              {filtered
                ? fill(words.linesFiltered, { shown: lines.length })
                : fill(words.linesShown, { shown: lines.length, total: invoice.lineCount })}
            </p>
          ) : null}
          {linesBody}
        </section>
        <section aria-labelledby={sub("adjustments")} className="grid gap-2">
          <h3 id={sub("adjustments")} className="m-0 font-semibold text-lg">
            {words.adjustmentsTitle}
          </h3>
          {adjustments.length === 0 ? (
            <p className="m-0">{filtered ? words.noAdjustmentMatch : words.noAdjustment}</p>
          ) : (
            <>
              <p className="m-0 text-muted-foreground text-sm">{words.adjustmentsIntro}</p>
              <AdjustmentTable
                caption={words.adjustmentsCaption}
                rows={adjustments}
                words={words}
                employeeHref={employeeHref}
                renderLink={renderLink}
                kind="adjustment"
              />
            </>
          )}
        </section>
        {toSettle.length > 0 ? (
          <section aria-labelledby={sub("settle")} className="grid gap-2">
            <h3 id={sub("settle")} className="m-0 font-semibold text-lg">
              {words.toSettleTitle}
            </h3>
            <p className="m-0 text-muted-foreground text-sm">{words.toSettleIntro}</p>
            <AdjustmentTable
              caption={words.toSettleCaption}
              rows={toSettle}
              words={words}
              employeeHref={employeeHref}
              renderLink={renderLink}
              kind="to-settle"
            />
          </section>
        ) : null}
      </div>
    </TitledSection>
  );
}
