import { describe, expect, it } from "vitest";
import {
  type LaterAdjustment,
  lineOfBusinessKey,
  type ReconcileBillLine,
  type ReconcileRosterRow,
  reconcile,
  rosterDifferences,
} from "./reconcile.js";
import { readRosterHeadings, rosterCents, rosterMessages, rosterTier } from "./reconcileRoster.js";
import type { CoverageTier, RosterSubscriber } from "./schemas.js";

const G = "990001";
const MONTH = "2026-03";

/** A subscriber's record: each member a relationship (null: the subscriber) and PPO/DEN lines from–to. */
const record = (
  umi: string,
  members: { rel: string | null; lines: [lob: string, from: string, to?: string, group?: string][] }[],
): RosterSubscriber => ({
  umi,
  name: `${umi} Name`,
  members: members.map((m, i) => ({
    name: `${umi} member ${i}`,
    subscriber: m.rel === null,
    relationshipCode: m.rel,
    lines: m.lines.map(([lob, from, to, group]) => ({
      groupNumber: group ?? G,
      lineOfBusiness: lob,
      productId: lob === "PPO" ? "MED1" : "DEN1",
      coverageEffectiveDate: from,
      coverageEndDate: to ?? null,
    })),
  })),
});
const alone = (umi: string, from: string, to?: string) =>
  record(umi, [{ rel: null, lines: [["PPO", from, to]] }]);

const bill = (umi: string, lineOfBusiness: string, tier: CoverageTier, cents: number): ReconcileBillLine => ({
  umi,
  subscriberName: `${umi} Name`,
  lineOfBusiness,
  tier,
  cents,
});
let rowNumber = 1;
const row = (
  umi: string | null,
  extra: Partial<Omit<ReconcileRosterRow, "row" | "umi">> = {},
): ReconcileRosterRow => ({
  row: ++rowNumber,
  umi,
  memberId: extra.memberId ?? umi ?? "X",
  lineOfBusiness: extra.lineOfBusiness ?? null,
  ...extra,
});

/**
 * A hand-made group and roster for March 2026: every kind of difference, explained and not. Each
 * case: the records on file, the bill's lines, the roster's rows, later bills' adjustments, and the
 * differences expected (kind, line, reason, change, date).
 */
const cases: {
  name: string;
  records: RosterSubscriber[];
  bill: ReconcileBillLine[];
  roster: ReconcileRosterRow[];
  adjustments?: LaterAdjustment[];
  expected: [
    kind: string,
    line: string | null,
    reason: string | null,
    change?: string,
    date?: string | null,
  ][];
}[] = [
  {
    name: "billed, not on the roster: termed after the bill was made (explained)",
    records: [alone("A01", "01/01/2025", "02/28/2026")],
    bill: [bill("A01", "PPO", "employee", 50_000)],
    roster: [],
    expected: [["notOnRoster", "PPO", "changedSinceBill", "term", "02/28/2026"]],
  },
  {
    name: "billed, not on the roster: termed during the month (explained, no proration)",
    records: [alone("B02", "01/01/2025", "03/20/2026")],
    bill: [bill("B02", "PPO", "employee", 50_000)],
    roster: [],
    expected: [["notOnRoster", "PPO", "duringMonth", "term", "03/20/2026"]],
  },
  {
    name: "billed, not on the roster: a later bill's credit covers the month (explained)",
    records: [alone("D04", "01/01/2025", "02/28/2026")],
    bill: [bill("D04", "PPO", "employee", 50_000)],
    roster: [],
    adjustments: [
      {
        invoiceMonth: "2026-04",
        umi: "D04",
        lineOfBusiness: "PPO",
        change: "term",
        months: ["2026-03"],
        cents: -50_000,
      },
    ],
    expected: [["notOnRoster", "PPO", "adjusted", "term", null]],
  },
  {
    name: "billed, not on the roster: still covered (unexplained)",
    records: [alone("C03", "01/01/2025")],
    bill: [bill("C03", "PPO", "employee", 50_000)],
    roster: [],
    expected: [["notOnRoster", "PPO", null]],
  },
  {
    name: "on the roster, not billed: added during the month (explained)",
    records: [alone("E05", "03/10/2026")],
    bill: [],
    roster: [row("E05")],
    expected: [["notBilled", null, "duringMonth", "add", "03/10/2026"]],
  },
  {
    name: "on the roster, not billed: added back-dated after the bill (explained)",
    records: [alone("F06", "01/01/2025")],
    bill: [],
    roster: [row("F06", { lineOfBusiness: "PPO", tier: "employee" })],
    expected: [["notBilled", "PPO", "changedSinceBill", "add", "01/01/2025"]],
  },
  {
    name: "on the roster, not billed: coverage ended before the month (explained)",
    records: [alone("G07", "01/01/2025", "01/31/2026")],
    bill: [],
    roster: [row("G07")],
    expected: [["notBilled", null, "endedBefore", "term", "01/31/2026"]],
  },
  {
    name: "on the roster, not billed: coverage starts next month (explained)",
    records: [alone("H08", "04/01/2026")],
    bill: [],
    roster: [row("H08")],
    expected: [["notBilled", null, "startsLater", "add", "04/01/2026"]],
  },
  {
    name: "on the roster, not billed: coverage only in another group (unexplained)",
    records: [record("I09", [{ rel: null, lines: [["PPO", "01/01/2025", undefined, "OTHER"]] }])],
    bill: [],
    roster: [row("I09")],
    expected: [["notBilled", null, null]],
  },
  {
    name: "on the roster, not billed: an id the group does not know (unexplained, no link)",
    records: [],
    bill: [],
    roster: [row(null, { memberId: "EMP-404", name: "Nobody Known" })],
    expected: [["notBilled", null, null]],
  },
  {
    name: "another tier: a spouse and a child added during the month (explained)",
    records: [
      record("J10", [
        { rel: null, lines: [["PPO", "01/01/2025"]] },
        { rel: "01", lines: [["PPO", "03/15/2026"]] },
      ]),
    ],
    bill: [bill("J10", "PPO", "employee", 50_000)],
    roster: [row("J10", { lineOfBusiness: "PPO", tier: "employeeSpouse" })],
    expected: [["mismatch", "PPO", "duringMonth", "tierChange", "03/15/2026"]],
  },
  {
    name: "another tier: a child added back-dated after the bill (explained)",
    records: [
      record("K11", [
        { rel: null, lines: [["PPO", "01/01/2025"]] },
        { rel: "01", lines: [["PPO", "01/01/2025"]] },
        { rel: "02", lines: [["PPO", "03/01/2026"]] },
      ]),
    ],
    bill: [bill("K11", "PPO", "employeeSpouse", 100_050)],
    roster: [row("K11", { lineOfBusiness: "PPO", tier: "family" })],
    expected: [["mismatch", "PPO", "changedSinceBill", "tierChange", "03/01/2026"]],
  },
  {
    name: "another amount, same tier, nothing changed (unexplained)",
    records: [alone("L12", "01/01/2025")],
    bill: [bill("L12", "PPO", "employee", 50_000)],
    roster: [row("L12", { lineOfBusiness: "PPO", tier: "employee", cents: 45_000 })],
    expected: [["mismatch", "PPO", null]],
  },
  {
    name: "agreeing rows: a line's tier and amount, a member's whole bill summed (no difference)",
    records: [],
    bill: [
      bill("M13", "PPO", "employee", 50_000),
      bill("N14", "PPO", "employee", 50_000),
      bill("N14", "DEN", "employee", 3_333),
    ],
    roster: [
      row("M13", { lineOfBusiness: "PPO", tier: "employee", cents: 50_000 }),
      // Two deductions of one member add up.
      row("N14", { cents: 50_000 }),
      row("N14", { cents: 3_333 }),
    ],
    expected: [],
  },
  {
    name: "a whole-bill amount that is not the lines' sum; a line the roster names on no row",
    records: [],
    bill: [
      bill("O15", "PPO", "employee", 50_000),
      bill("O15", "DEN", "employee", 3_333),
      bill("P16", "PPO", "employee", 50_000),
      bill("P16", "DEN", "employee", 3_333),
    ],
    roster: [row("O15", { cents: 50_000 }), row("P16", { lineOfBusiness: "PPO" })],
    expected: [
      ["mismatch", null, null],
      ["notOnRoster", "DEN", null],
    ],
  },
];

describe("reconcile: a bill against the client's roster", () => {
  it.each(cases)("$name", ({ records, bill: lines, roster, adjustments = [], expected }) => {
    const result = reconcile({
      groupNumber: G,
      month: MONTH,
      bill: lines,
      roster,
      records: new Map(records.map((r) => [r.umi, r])),
      adjustments,
    });
    expect(
      result.differences.map((d) => [
        d.kind,
        d.lineOfBusiness,
        d.explanation?.reason ?? null,
        ...(d.explanation ? [d.explanation.change, d.explanation.effectiveDate] : []),
      ]),
    ).toEqual(expected);
  });

  it("links a known employee by member ID and names the roster's rows", () => {
    const { differences } = rosterDifferences(
      [bill("J10", "PPO", "employee", 50_000)],
      [{ row: 7, umi: "J10", memberId: "E-7", lineOfBusiness: "PPO", tier: "family", cents: 140_099 }],
    );
    expect(differences).toEqual([
      {
        kind: "mismatch",
        umi: "J10",
        memberId: "E-7",
        name: "J10 Name",
        lineOfBusiness: "PPO",
        billed: { tier: "employee", cents: 50_000 },
        roster: { tier: "family", cents: 140_099, rows: [7] },
        differs: ["tier", "amount"],
      },
    ]);
  });

  it("counts what agrees", () => {
    const { matched, differences } = rosterDifferences(
      [bill("M13", "PPO", "employee", 50_000), bill("M13", "DEN", "family", 10_999)],
      [row("M13", { tier: "employee" }), row("M13", { lineOfBusiness: "DEN", cents: 10_999 })],
    );
    expect([matched, differences]).toEqual([2, []]);
  });

  it("matches a line written as the bill writes it, whatever its case and spacing", () => {
    const { matched, differences } = rosterDifferences(
      [bill("N14", "UCCI Dental", "employee", 3_100), bill("N14", "PPO", "employee", 50_000)],
      [
        row("N14", { lineOfBusiness: "UCCI  DENTAL", cents: 3_100 }),
        row("N14", { lineOfBusiness: "PPO", tier: "family" }),
      ],
    );
    expect(matched).toBe(1);
    expect(differences.map((d) => [d.kind, d.lineOfBusiness, d.differs])).toEqual([
      ["mismatch", "PPO", ["tier"]],
    ]);
  });
});

describe("the roster file's rows", () => {
  it.each([
    ["Employee", "employee"],
    ["EE", "employee"],
    ["Employee Only", "employee"],
    ["Employee + Spouse", "employeeSpouse"],
    ["EE+SP", "employeeSpouse"],
    ["employee & spouse", "employeeSpouse"],
    ["Employee + Children", "employeeChildren"],
    ["EC", "employeeChildren"],
    ["Family", "family"],
    ["FAM", "family"],
    ["Spouse", undefined],
  ])("tier %s → %s", (word, tier) => {
    expect(rosterTier(word)).toBe(tier);
  });

  it.each([
    ["UCCI Dental", "UCCI DENTAL"],
    ["ucci  dental", "UCCI DENTAL"],
    ["ucci\tdental", "UCCI DENTAL"],
    ["Ucci \n Dental", "UCCI DENTAL"],
    ["ppo", "PPO"],
    ["", ""],
  ])("line of business %j → key %j", (line, key) => {
    expect(lineOfBusinessKey(line)).toBe(key);
  });

  it.each([
    ["1234.56", 123_456],
    ["$1,234.56", 123_456],
    ["500", 50_000],
    ["12.3400000001", 1_234],
    ["(12.00)", -1_200],
    ["-$3.50", -350],
    ["12.345", undefined],
    ["1,23", undefined],
    ["abc", undefined],
    ["", undefined],
  ])("amount %s → %s cents", (text, cents) => {
    expect(rosterCents(text)).toBe(cents);
  });

  it("reads the headings it knows, in any case, and leaves other columns alone", () => {
    const reading = readRosterHeadings([
      "Dept",
      "member_id",
      "Employee Name",
      "LOB",
      "Coverage Level",
      "Deduction",
    ]);
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    expect(reading.columns.map((c) => [c.field, c.column])).toEqual([
      ["memberId", "B"],
      ["name", "C"],
      ["lineOfBusiness", "D"],
      ["tier", "E"],
      ["amount", "F"],
    ]);
    expect(reading.readRow(["Sales", "J10", "Jo Jones", "ppo", "Family", "$1,400.99"], 2)).toEqual({
      kind: "row",
      row: {
        row: 2,
        memberId: "J10",
        name: "Jo Jones",
        lineOfBusiness: "PPO",
        tier: "family",
        cents: 140_099,
      },
    });
    expect(reading.readRow(["Sales", "J10", "", " Ucci   Dental ", "", ""], 4)).toEqual({
      kind: "row",
      row: { row: 4, memberId: "J10", lineOfBusiness: "UCCI DENTAL" },
    });
    expect(reading.readRow(["Sales", "", "", "", "", ""], 3)).toEqual({ kind: "skip" });
  });

  it.each([
    [["Name", "Amount"], [{ row: 1, column: "Member ID", message: rosterMessages.noId }]],
    [["Member ID", "UMI"], [{ row: 1, column: "UMI", message: rosterMessages.twice("UMI") }]],
    [["", ""], [{ row: 1, column: "A", message: rosterMessages.noHeadings }]],
  ])("refuses headings %j", (headings, problems) => {
    expect(readRosterHeadings(headings)).toEqual({ ok: false, problems });
  });

  it.each([
    [["", "Ann", "PPO", "EE", "1"], "Member ID", rosterMessages.rowNoId],
    [["A 1", "Ann", "PPO", "EE", "1"], "Member ID", rosterMessages.id],
    [["A1", "Ann", "PPO/HMO", "EE", "1"], "LOB", rosterMessages.lineOfBusiness],
    [["A1", "Ann", "A".repeat(31), "EE", "1"], "LOB", rosterMessages.lineOfBusiness],
    [["A1", "Ann", "PPO", "Couple", "1"], "Tier", rosterMessages.tier],
    [["A1", "Ann", "PPO", "EE", "one"], "Amount", rosterMessages.amount],
  ])("a row %j is a problem at its column, never quoting the value", (cells, column, message) => {
    const reading = readRosterHeadings(["Member ID", "Name", "LOB", "Tier", "Amount"]);
    if (!reading.ok) throw new Error("headings refused");
    expect(reading.readRow(cells, 9)).toEqual({ kind: "problem", problem: { row: 9, column, message } });
  });
});
