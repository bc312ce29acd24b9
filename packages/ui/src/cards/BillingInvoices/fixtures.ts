import type { BillingAccountValue } from "../BillingAccountSummary/BillingAccountSummaryCard.js";
import type {
  BillingAdjustmentLine,
  BillingInvoiceDetail,
  BillingInvoiceLine,
} from "../BillingInvoice/BillingInvoiceCard.js";
import type { BillingInvoiceSummary } from "./BillingInvoicesCard.js";

/** Stories' data for the billing cards: two groups of the demo client, their bills and payments. */

const months = ["2026-04", "2026-03", "2026-02", "2026-01", "2025-12", "2025-11", "2025-10", "2025-09"];

/** A bill of the list. */
export function aBill(over: Partial<BillingInvoiceSummary> = {}): BillingInvoiceSummary {
  return {
    invoiceId: "41",
    groupNumber: "100100",
    groupName: "Harbor Freight Logistics",
    month: "2026-03",
    dueDate: "03/01/2026",
    totalCents: 1_254_350,
    paidCents: 0,
    balanceCents: 1_254_350,
    state: "open",
    ...over,
  };
}

/** `count` bills, newest first, two groups a month: the latest open, one past due, the rest paid. */
export function billsPage(count: number, firstId = 1): BillingInvoiceSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const month = months[Math.floor(i / 2) % months.length] ?? "2025-09";
    const second = i % 2 === 1;
    const total = second ? 420_000 + i * 1_000 : 1_254_350 - i * 2_500;
    const state = i < 2 ? "open" : i === 2 ? "pastDue" : "paid";
    const paid = state === "paid" ? total : state === "pastDue" ? 500_000 : 0;
    return aBill({
      invoiceId: String(firstId + i),
      groupNumber: second ? "100200" : "100100",
      groupName: second ? "Harbor Freight Retail" : "Harbor Freight Logistics",
      month,
      dueDate: `${month.slice(5)}/01/${month.slice(0, 4)}`,
      totalCents: total,
      paidCents: paid,
      balanceCents: total - paid,
      state,
    });
  });
}

/** The bill of March 2026 with its totals. */
export const marchBill: BillingInvoiceDetail = {
  ...aBill(),
  premiumCents: 1_269_350,
  adjustmentCents: -15_000,
  totals: [
    { lineOfBusiness: "PPO", cents: 1_104_350 },
    { lineOfBusiness: "DEN", cents: 120_000 },
    { lineOfBusiness: "VIS", cents: 30_000 },
  ],
  lineCount: 236,
};

const subscribers = [
  ["M100001", "Avery Example"],
  ["M100002", "Blake Sample"],
  ["M100003", "Casey Tester"],
  ["M100004", "Devon Placeholder"],
  ["M100005", "Emerson Demo"],
] as const;

/** Premium lines: each subscriber on PPO and DEN, ids from `firstId`. */
export function premiumLines(count = 10, firstId = 900): BillingInvoiceLine[] {
  return Array.from({ length: count }, (_, i) => {
    const [umi, name] = subscribers[Math.floor(i / 2) % subscribers.length] ?? subscribers[0];
    const dental = i % 2 === 1;
    return {
      lineId: String(firstId + i),
      umi,
      subscriberName: name,
      lineOfBusiness: dental ? "DEN" : "PPO",
      productId: dental ? "100100-DEN" : "100100-PPO",
      tier: i % 3 === 0 ? "family" : "employee",
      members:
        i % 3 === 0
          ? [
              { name },
              { name: "Jordan Example", relationshipCode: "01" },
              { name: "Riley Example", relationshipCode: "19" },
            ]
          : [{ name }],
      cents: dental ? 3_600 : i % 3 === 0 ? 123_900 : 42_000,
    };
  });
}

/** The adjustments of the March bill: a term last month (a credit), an add and a tier change. */
export const marchAdjustments: BillingAdjustmentLine[] = [
  {
    lineId: "950",
    umi: "M100009",
    subscriberName: "Morgan Termed",
    lineOfBusiness: "PPO",
    productId: "100100-PPO",
    tier: null,
    fromTier: "employee",
    members: [{ name: "Morgan Termed" }],
    change: "term",
    months: ["2026-02"],
    cents: -42_000,
  },
  {
    lineId: "951",
    umi: "M100010",
    subscriberName: "Quinn Newhire",
    lineOfBusiness: "DEN",
    productId: "100100-DEN",
    tier: "employee",
    fromTier: null,
    members: [{ name: "Quinn Newhire" }],
    change: "add",
    months: ["2026-01", "2026-02"],
    cents: 7_200,
  },
  {
    lineId: "952",
    umi: "M100003",
    subscriberName: "Casey Tester",
    lineOfBusiness: "PPO",
    productId: "100100-PPO",
    tier: "family",
    fromTier: "employee",
    members: [{ name: "Casey Tester" }, { name: "Sam Tester", relationshipCode: "01" }],
    change: "tierChange",
    months: ["2026-02"],
    cents: 19_800,
  },
];

/** A change older than the retro window, listed for the insurer to settle. */
export const marchToSettle: BillingAdjustmentLine[] = [
  {
    lineId: "960",
    umi: "M100011",
    subscriberName: "Rowan Oldchange",
    lineOfBusiness: "VIS",
    productId: "100100-VIS",
    tier: null,
    fromTier: "employee",
    members: [{ name: "Rowan Oldchange" }],
    change: "term",
    months: ["2025-10", "2025-11"],
    cents: -1_900,
  },
];

/** A group's account: a past due bill, an open one, and two payments (one split over two bills). */
export const harborAccount: BillingAccountValue = {
  groupNumber: "100100",
  groupName: "Harbor Freight Logistics",
  balanceCents: 1_993_850,
  unappliedCents: 0,
  pastDueCents: 739_500,
  nextDueDate: "02/01/2026",
  openInvoices: [
    aBill({
      invoiceId: "40",
      month: "2026-02",
      dueDate: "02/01/2026",
      totalCents: 1_239_500,
      paidCents: 500_000,
      balanceCents: 739_500,
      state: "pastDue",
    }),
    aBill(),
  ],
  payments: [
    {
      paymentId: "7",
      reference: "CHK-20260205",
      paidOn: "02/05/2026",
      amountCents: 800_000,
      unappliedCents: 0,
      allocations: [
        { invoiceId: "39", month: "2026-01", cents: 300_000 },
        { invoiceId: "40", month: "2026-02", cents: 500_000 },
      ],
    },
    {
      paymentId: "6",
      reference: "ACH 0001-2299",
      paidOn: "01/02/2026",
      amountCents: 939_500,
      unappliedCents: 0,
      allocations: [{ invoiceId: "39", month: "2026-01", cents: 939_500 }],
    },
  ],
};
