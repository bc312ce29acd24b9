import type {
  ReconcileDifferenceView,
  ReconcileGroupOption,
  ReconcileResultView,
} from "./BillingReconcileCard.js";

/** The stories' groups: two groups, their bills newest first. */
export const reconcileGroups: ReconcileGroupOption[] = [
  {
    groupNumber: "100100",
    groupName: "Harbor Freight Logistics",
    months: ["2026-03", "2026-02", "2026-01"],
  },
  { groupNumber: "100107", groupName: "Harbor Hourly Plan", months: ["2026-03"] },
];

/** One of each kind, explained or not: a term credited later, a term before the month, an add during it, a tier change. */
export const reconcileDifferences: ReconcileDifferenceView[] = [
  {
    kind: "notOnRoster",
    umi: "M100009",
    memberId: "M100009",
    name: "Morgan Termed",
    lineOfBusiness: "PPO",
    billed: { tier: "employee", cents: 42_000 },
    roster: null,
    explanation: {
      reason: "adjusted",
      change: "term",
      effectiveDate: "02/28/2026",
      adjustment: { invoiceMonth: "2026-04", months: ["2026-03"], cents: -42_000, toSettle: false },
    },
  },
  {
    kind: "notOnRoster",
    umi: "M100011",
    memberId: "M100011",
    name: "Sasha Midmonth",
    lineOfBusiness: "DEN",
    billed: { tier: "employee", cents: 3_600 },
    roster: null,
    explanation: { reason: "duringMonth", change: "term", effectiveDate: "03/15/2026" },
  },
  {
    kind: "notBilled",
    umi: "M100012",
    memberId: "M100012",
    name: "Taylor Gone",
    lineOfBusiness: null,
    billed: null,
    roster: { tier: "employee", cents: 45_600, rows: [7] },
    explanation: { reason: "endedBefore", change: "term", effectiveDate: "01/31/2026" },
  },
  {
    kind: "notBilled",
    umi: null,
    memberId: "E-4471",
    name: "Jamie Unknown",
    lineOfBusiness: "PPO",
    billed: null,
    roster: { tier: "family", cents: 123_900, rows: [12] },
    explanation: null,
  },
  {
    kind: "mismatch",
    umi: "M100003",
    memberId: "M100003",
    name: "Casey Tester",
    lineOfBusiness: "PPO",
    billed: { tier: "employee", cents: 42_000 },
    roster: { tier: "family", cents: 123_900, rows: [4, 5] },
    differs: ["tier", "amount"],
    explanation: { reason: "changedSinceBill", change: "tierChange", effectiveDate: "03/01/2026" },
  },
];

/** The answer for March 2026 of group 100100 with the differences above. */
export const reconcileResult: ReconcileResultView = {
  groupNumber: "100100",
  groupName: "Harbor Freight Logistics",
  month: "2026-03",
  invoiceId: "41",
  columns: [
    { field: "memberId", heading: "Member ID", column: "A" },
    { field: "name", heading: "Employee Name", column: "B" },
    { field: "lineOfBusiness", heading: "LOB", column: "C" },
    { field: "tier", heading: "Coverage Level", column: "D" },
    { field: "amount", heading: "Deduction", column: "E" },
  ],
  rosterRows: 236,
  billedLines: 236,
  matched: 233,
  counts: { notOnRoster: 2, notBilled: 2, mismatch: 1, explained: 4 },
  differences: reconcileDifferences,
};

/** The same bill and a roster that agrees with it. */
export const reconcileAgrees: ReconcileResultView = {
  ...reconcileResult,
  matched: 236,
  counts: { notOnRoster: 0, notBilled: 0, mismatch: 0, explained: 0 },
  differences: [],
};
