import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { employeeRecordSchema as employeeRecordSchemaForTest } from "../entities/employee.js";
import {
  allocatePayment,
  coverageTier,
  invoiceDueDate,
  invoiceLines,
  invoiceState,
  invoiceTotals,
  monthStart,
  rateLookup,
  retroAdjustments,
  rosterFromRecord,
  shiftMonth,
} from "./billing.js";
import {
  type BilledMonth,
  type CoverageTier,
  coverageTiers,
  type PriceLine,
  type Rate,
  type RosterMember,
  type RosterSubscriber,
} from "./schemas.js";

const G = "100100";
const line = (lineOfBusiness: string, productId: string, from: string, to: string | null = null) => ({
  groupNumber: G,
  lineOfBusiness,
  productId,
  coverageEffectiveDate: from,
  coverageEndDate: to,
});
const member = (
  name: string,
  relationshipCode: string | null,
  lines: RosterMember["lines"],
): RosterMember => ({
  name,
  subscriber: relationshipCode === null,
  relationshipCode,
  lines,
});

/** Medical PPO500 and dental DEN1 of group 100100, one rating period from 2025. */
const tierCents: Record<string, Record<CoverageTier, number>> = {
  PPO500: { employee: 50_000, employeeSpouse: 100_050, employeeChildren: 90_025, family: 140_099 },
  DEN1: { employee: 3_333, employeeSpouse: 6_667, employeeChildren: 7_001, family: 10_999 },
};
const rates: Rate[] = Object.entries(tierCents).flatMap(([productId, byTier]) =>
  coverageTiers.map((tier) => ({
    groupNumber: G,
    productId,
    tier,
    periodStart: "2025-01-01",
    periodEnd: null,
    monthlyCents: byTier[tier],
  })),
);

describe("coverageTier", () => {
  const self = { subscriber: true, relationshipCode: "20" };
  it.each<[string, { subscriber: boolean; relationshipCode: string }[], CoverageTier]>([
    ["employee alone", [self], "employee"],
    ["a spouse", [self, { subscriber: false, relationshipCode: "01" }], "employeeSpouse"],
    ["a domestic partner", [self, { subscriber: false, relationshipCode: "29" }], "employeeSpouse"],
    ["a son", [self, { subscriber: false, relationshipCode: "02" }], "employeeChildren"],
    [
      "a stepchild and a ward",
      [self, { subscriber: false, relationshipCode: "17" }, { subscriber: false, relationshipCode: "15" }],
      "employeeChildren",
    ],
    [
      "an ex-spouse counts as another dependent",
      [self, { subscriber: false, relationshipCode: "25" }],
      "employeeChildren",
    ],
    [
      "spouse and child",
      [self, { subscriber: false, relationshipCode: "01" }, { subscriber: false, relationshipCode: "02" }],
      "family",
    ],
    [
      "partner and child, no employee on the line",
      [
        { subscriber: false, relationshipCode: "29" },
        { subscriber: false, relationshipCode: "09" },
      ],
      "family",
    ],
  ])("%s", (_, members, tier) => {
    expect(coverageTier(members)).toBe(tier);
  });
});

describe("rateLookup", () => {
  const periods: Rate[] = [
    {
      groupNumber: G,
      productId: "P",
      tier: "employee",
      periodStart: "2025-01-01",
      periodEnd: "2025-12-31",
      monthlyCents: 100,
    },
    {
      groupNumber: G,
      productId: "P",
      tier: "employee",
      periodStart: "2026-01-01",
      periodEnd: null,
      monthlyCents: 120,
    },
    {
      groupNumber: "200200",
      productId: "P",
      tier: "employee",
      periodStart: "2025-01-01",
      periodEnd: null,
      monthlyCents: 999,
    },
  ];
  const find = rateLookup(periods);
  it.each<[string, string, Date, number | undefined]>([
    ["the first period", G, new Date(2025, 5, 1), 100],
    ["its last day", G, new Date(2025, 11, 31), 100],
    ["the next period", G, new Date(2026, 0, 1), 120],
    ["before any period", G, new Date(2024, 11, 31), undefined],
    ["another group's plan of the same id", "200200", new Date(2025, 5, 1), 999],
  ])("%s", (_, groupNumber, on, cents) => {
    expect(find({ groupNumber, productId: "P", tier: "employee", on })?.monthlyCents).toBe(cents);
  });
});

/**
 * The hand-computed roster, billed for March 2026 (first day 03/01/2026):
 * - Ames: employee alone, medical → 500.00
 * - Baker: spouse on medical and dental, child on medical only → medical family 1,400.99, dental
 *   employee+spouse 66.67
 * - Cole: termed 02/28/2026 (ended before March) → no line
 * - Diaz: starts 03/01/2026 with a child whose medical ends 02/15/2026 → medical employee 500.00
 * - Ellis: starts 04/01/2026 → no line
 * Total 2,467.66 = medical 2,400.99 + dental 66.67.
 */
const roster: RosterSubscriber[] = [
  { umi: "U1", name: "Ann Ames", members: [member("Ann Ames", null, [line("PPO", "PPO500", "01/01/2025")])] },
  {
    umi: "U2",
    name: "Bo Baker",
    members: [
      member("Bo Baker", null, [line("PPO", "PPO500", "01/01/2025"), line("DEN", "DEN1", "01/01/2025")]),
      member("Bea Baker", "01", [line("PPO", "PPO500", "01/01/2025"), line("DEN", "DEN1", "01/01/2025")]),
      member("Bix Baker", "02", [line("PPO", "PPO500", "06/01/2025")]),
    ],
  },
  {
    umi: "U3",
    name: "Cy Cole",
    members: [member("Cy Cole", null, [line("PPO", "PPO500", "01/01/2025", "02/28/2026")])],
  },
  {
    umi: "U4",
    name: "Di Diaz",
    members: [
      member("Di Diaz", null, [line("PPO", "PPO500", "03/01/2026")]),
      member("Dot Diaz", "02", [line("PPO", "PPO500", "01/01/2025", "02/15/2026")]),
    ],
  },
  { umi: "U5", name: "Ed Ellis", members: [member("Ed Ellis", null, [line("PPO", "PPO500", "04/01/2026")])] },
];
const find = rateLookup(rates);

describe("invoiceLines and invoiceTotals", () => {
  it("bills the hand-computed roster line by line", () => {
    const { lines, unrated } = invoiceLines({ groupNumber: G, month: "2026-03", roster, rates: find });
    expect(unrated).toEqual([]);
    expect(lines.map((l) => [l.umi, l.lineOfBusiness, l.tier, l.members.length, l.cents])).toEqual([
      ["U1", "PPO", "employee", 1, 50_000],
      ["U2", "DEN", "employeeSpouse", 2, 6_667],
      ["U2", "PPO", "family", 3, 140_099],
      ["U4", "PPO", "employee", 1, 50_000],
    ]);
    expect(invoiceTotals(lines)).toEqual({
      byLineOfBusiness: [
        { lineOfBusiness: "DEN", cents: 6_667 },
        { lineOfBusiness: "PPO", cents: 240_099 },
      ],
      totalCents: 246_766,
    });
  });

  it("lists a covered line no rate prices apart, off the bill", () => {
    const { lines, unrated } = invoiceLines({
      groupNumber: G,
      month: "2026-03",
      roster: [
        {
          umi: "U9",
          name: "No Rate",
          members: [member("No Rate", null, [line("VIS", "VIS9", "01/01/2025")])],
        },
      ],
      rates: find,
    });
    expect(lines).toEqual([]);
    expect(unrated).toEqual([expect.objectContaining({ umi: "U9", productId: "VIS9", tier: "employee" })]);
  });

  it("reads a stored employee record's members and lines", () => {
    const record = employeeRecordSchemaForTest.parse({
      subscriber: {
        fullName: { first: "Ann", last: "Ames" },
        relationshipCode: "20",
        memberCoverages: [
          {
            groupNumber: G,
            memberLobs: [
              {
                lineOfBusiness: "PPO",
                coverageType: "MEDICAL",
                productId: "PPO500",
                coverageEffectiveDate: "01/01/2025",
              },
            ],
          },
        ],
      },
      dependents: [
        {
          fullName: { first: "Al", last: "Ames" },
          relationshipCode: "29",
          memberCoverages: [
            {
              groupNumber: G,
              memberLobs: [
                {
                  lineOfBusiness: "PPO",
                  coverageType: "MEDICAL",
                  productId: "PPO500",
                  coverageEffectiveDate: "01/01/2025",
                },
              ],
            },
          ],
        },
      ],
    });
    const subscriber = rosterFromRecord("U1", record);
    const { lines } = invoiceLines({ groupNumber: G, month: "2026-03", roster: [subscriber], rates: find });
    expect(lines).toEqual([
      {
        umi: "U1",
        subscriberName: "Ann Ames",
        lineOfBusiness: "PPO",
        productId: "PPO500",
        tier: "employeeSpouse",
        members: [
          { name: "Ann Ames", relationshipCode: "20" },
          { name: "Al Ames", relationshipCode: "29" },
        ],
        cents: 100_050,
      },
    ]);
  });
});

/** The billed state of a priced line for a month. */
const billedOf = (l: PriceLine, month: string): BilledMonth => ({ ...l, month });
/** Prices the roster for each month, as the server does for months already billed. */
const priced = (subscribers: RosterSubscriber[], months: string[]) =>
  months.flatMap((month) =>
    invoiceLines({ groupNumber: G, month, roster: subscribers, rates: find }).lines.map((l) => ({
      ...l,
      month,
    })),
  );
const sub = (umi: string, members: RosterMember[]): RosterSubscriber => ({
  umi,
  name: members[0]?.name ?? umi,
  members,
});

describe("retroAdjustments", () => {
  // Billed January and February 2026; the bill of March compares them with the coverage now.
  const months = ["2026-01", "2026-02"];
  const asBilled = (subscribers: RosterSubscriber[]) =>
    priced(subscribers, months).map((l) => billedOf(l, l.month));

  it.each<
    [string, RosterSubscriber, RosterSubscriber | null, { change: string; months: string[]; cents: number }[]]
  >([
    [
      "an add effective in January: both months charged",
      sub("A", [member("A", null, [line("PPO", "PPO500", "03/01/2026")])]),
      sub("A", [member("A", null, [line("PPO", "PPO500", "01/01/2026")])]),
      [{ change: "add", months, cents: 100_000 }],
    ],
    [
      "a term effective the end of January: February credited",
      sub("T", [member("T", null, [line("PPO", "PPO500", "01/01/2025")])]),
      sub("T", [member("T", null, [line("PPO", "PPO500", "01/01/2025", "01/31/2026")])]),
      [{ change: "term", months: ["2026-02"], cents: -50_000 }],
    ],
    [
      "a spouse added from January: a tier change for both months",
      sub("S", [member("S", null, [line("PPO", "PPO500", "01/01/2025")])]),
      sub("S", [
        member("S", null, [line("PPO", "PPO500", "01/01/2025")]),
        member("S2", "01", [line("PPO", "PPO500", "01/01/2026")]),
      ]),
      [{ change: "tierChange", months, cents: 2 * (100_050 - 50_000) }],
    ],
    [
      "nothing changed: no adjustment",
      sub("N", [member("N", null, [line("PPO", "PPO500", "01/01/2025")])]),
      sub("N", [member("N", null, [line("PPO", "PPO500", "01/01/2025")])]),
      [],
    ],
  ])("%s", (_, before, after, expected) => {
    const result = retroAdjustments({
      billMonth: "2026-03",
      billed: asBilled([before]),
      billedMonths: months,
      current: priced(after ? [after] : [], months),
    });
    expect(result.adjustments.map(({ change, months, cents }) => ({ change, months, cents }))).toEqual(
      expected,
    );
    expect(result.toSettle).toEqual([]);
  });

  it("a reinstatement after a term that was credited", () => {
    const termed = sub("R", [member("R", null, [line("PPO", "PPO500", "01/01/2025", "12/31/2025")])]);
    const reinstated = sub("R", [member("R", null, [line("PPO", "PPO500", "01/01/2025")])]);
    // January and February were billed, then the term credited them (billed as termed: no tier, 0 cents).
    const billed = asBilled([reinstated]).map((b) => ({ ...b, tier: null, productId: null, cents: 0 }));
    const result = retroAdjustments({
      billMonth: "2026-03",
      billed,
      billedMonths: months,
      current: priced([reinstated], months),
    });
    expect(result.adjustments).toEqual([
      expect.objectContaining({
        change: "reinstate",
        months,
        cents: 100_000,
        tier: "employee",
        fromTier: null,
      }),
    ]);
    expect(priced([termed], months)).toEqual([]);
  });

  it("coverage given back on a line billed before, for months it was never billed, is a reinstatement too", () => {
    const employee = sub("R", [member("R", null, [line("PPO", "PPO500", "01/01/2025")])]);
    // January billed, then termed before February's bill (February never billed to R); now reinstated.
    const billed = asBilled([employee]).filter((b) => b.month === "2026-01");
    const result = retroAdjustments({
      billMonth: "2026-03",
      billed,
      billedMonths: months,
      current: priced([employee], months),
    });
    expect(result.adjustments).toEqual([
      expect.objectContaining({ change: "reinstate", months: ["2026-02"], cents: 50_000 }),
    ]);
  });

  it("the same change made again never adjusts twice: compared with what was billed and adjusted", () => {
    const before = sub("T", [member("T", null, [line("PPO", "PPO500", "01/01/2025")])]);
    const after = sub("T", [member("T", null, [line("PPO", "PPO500", "01/01/2025", "12/31/2025")])]);
    const billed = asBilled([before]);
    const first = retroAdjustments({
      billMonth: "2026-03",
      billed,
      billedMonths: months,
      current: priced([after], months),
    });
    expect(first.adjustments).toEqual([expect.objectContaining({ change: "term", months, cents: -100_000 })]);
    // The billed state now carries the adjustment; the term made again (the same coverage) adjusts nothing.
    const ledger = new Map(billed.map((b) => [`${b.umi}|${b.lineOfBusiness}|${b.month}`, b]));
    for (const b of first.billed) ledger.set(`${b.umi}|${b.lineOfBusiness}|${b.month}`, b);
    const replay = retroAdjustments({
      billMonth: "2026-04",
      billed: ledger.values(),
      billedMonths: [...months, "2026-03"],
      current: priced([after], [...months, "2026-03"]),
    });
    expect(replay.adjustments).toEqual([]);
    expect(replay.toSettle).toEqual([]);
  });

  it("a change older than the retro window is listed to settle, not billed", () => {
    const threeMonths = ["2025-12", "2026-01", "2026-02"];
    const before = sub("O", [member("O", null, [line("PPO", "PPO500", "01/01/2025")])]);
    const after = sub("O", [member("O", null, [line("PPO", "PPO500", "01/01/2025", "11/30/2025")])]);
    const result = retroAdjustments({
      billMonth: "2026-03",
      billed: priced([before], threeMonths).map((l) => billedOf(l, l.month)),
      billedMonths: threeMonths,
      current: priced([after], threeMonths),
      retroDays: 60,
    });
    // December 1 is 90 days before March 1: outside the 60-day window, so the whole change settles apart.
    expect(result.adjustments).toEqual([]);
    expect(result.toSettle).toEqual([
      expect.objectContaining({ change: "term", months: threeMonths, cents: -150_000 }),
    ]);
    expect(result.billed).toHaveLength(3);
    // A window of 90 days bills it.
    const wider = retroAdjustments({
      billMonth: "2026-03",
      billed: priced([before], threeMonths).map((l) => billedOf(l, l.month)),
      billedMonths: threeMonths,
      current: priced([after], threeMonths),
      retroDays: 90,
    });
    expect(wider.adjustments.map((a) => a.cents)).toEqual([-150_000]);
  });
});

describe("payments and states", () => {
  it.each<[string, number, { invoiceId: number; cents: number }[], number]>([
    [
      "a payment split over two bills, oldest first",
      150_000,
      [
        { invoiceId: 1, cents: 100_000 },
        { invoiceId: 2, cents: 50_000 },
      ],
      0,
    ],
    ["a partial payment", 40_000, [{ invoiceId: 1, cents: 40_000 }], 0],
    [
      "an over-payment carried forward",
      250_000,
      [
        { invoiceId: 1, cents: 100_000 },
        { invoiceId: 2, cents: 120_000 },
      ],
      30_000,
    ],
  ])("%s", (_, amount, allocations, unapplied) => {
    const open = [
      { id: 2, month: "2026-02", balanceCents: 120_000 },
      { id: 1, month: "2026-01", balanceCents: 100_000 },
      { id: 3, month: "2025-12", balanceCents: 0 },
    ];
    expect(allocatePayment(open, amount)).toEqual({ allocations, unappliedCents: unapplied });
  });

  it.each<[string, { totalCents: number; paidCents: number; dueDate: string }, Date, string]>([
    [
      "owed before its due date",
      { totalCents: 100, paidCents: 0, dueDate: "2026-03-01" },
      new Date(2026, 2, 1),
      "open",
    ],
    [
      "owed after its due date",
      { totalCents: 100, paidCents: 99, dueDate: "2026-03-01" },
      new Date(2026, 2, 2),
      "pastDue",
    ],
    [
      "paid in full",
      { totalCents: 100, paidCents: 100, dueDate: "2026-03-01" },
      new Date(2026, 5, 1),
      "paid",
    ],
    [
      "a credit bill",
      { totalCents: -500, paidCents: 0, dueDate: "2026-03-01" },
      new Date(2026, 5, 1),
      "paid",
    ],
  ])("%s", (_, invoice, today, state) => {
    expect(invoiceState(invoice, today)).toBe(state);
  });

  it.each<[string, Date, string]>([
    ["made before its month: due the first", new Date(2026, 1, 15), "2026-03-01"],
    ["made on demand within its month: due 15 days later", new Date(2026, 2, 10), "2026-03-25"],
  ])("due date %s", (_, madeOn, due) => {
    expect(invoiceDueDate("2026-03", madeOn)).toBe(due);
  });

  it("months shift across years", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(monthStart("2026-02").getDate()).toBe(1);
  });
});

describe("property: every line is its rate and the total is the sum of its lines", () => {
  const relationship = fc.constantFrom("01", "29", "02", "17", "09", "03", "25");
  const lob = fc.constantFrom(["PPO", "PPO500"], ["DEN", "DEN1"]);
  const day = fc.constantFrom("01/01/2025", "02/01/2026", "03/01/2026", "03/02/2026", null);
  const memberLines = fc.array(
    fc.tuple(lob, day, day).map(([[l, p], from, to]) => line(l, p, from ?? "01/01/2025", to)),
    { maxLength: 3 },
  );
  const subscriber = fc
    .tuple(fc.uuid(), memberLines, fc.array(fc.tuple(relationship, memberLines), { maxLength: 5 }))
    .map(([umi, own, deps]) =>
      sub(umi, [
        member(umi, null, own),
        ...deps.map(([code, lines], i) => member(`${umi}-${i}`, code, lines)),
      ]),
    );

  it("holds for generated rosters", () => {
    fc.assert(
      fc.property(fc.array(subscriber, { maxLength: 30 }), (generated) => {
        const { lines, unrated } = invoiceLines({
          groupNumber: G,
          month: "2026-03",
          roster: generated,
          rates: find,
        });
        expect(unrated).toEqual([]);
        for (const l of lines) {
          expect(Number.isInteger(l.cents)).toBe(true);
          expect(l.cents).toBe(tierCents[l.productId]?.[l.tier]);
          expect(l.cents).toBe(
            find({ groupNumber: G, productId: l.productId, tier: l.tier, on: monthStart("2026-03") })
              ?.monthlyCents,
          );
        }
        const totals = invoiceTotals(lines);
        expect(totals.totalCents).toBe(lines.reduce((sum, l) => sum + l.cents, 0));
        expect(totals.byLineOfBusiness.reduce((sum, l) => sum + l.cents, 0)).toBe(totals.totalCents);
        // One line per subscriber and line of business.
        expect(new Set(lines.map((l) => `${l.umi}|${l.lineOfBusiness}`)).size).toBe(lines.length);
      }),
      { numRuns: 200 },
    );
  });
});
