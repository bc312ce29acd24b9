import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverJobs } from "../jobs/handlers.js";
import { createJobRunner, enqueueJob } from "../jobs/runner.js";
import { createTestApp } from "../test-support/testApp.js";
import { INVOICE_JOB, nextInvoiceRun, runInvoices, scheduleInvoiceRun } from "./job.js";
import { ames, bakerFamily, makeBillingGroup, putEmployee } from "./test-roster.js";

const today = new Date(2026, 0, 10);
const G = "990001";
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ members: 30, today });
  await makeBillingGroup(t.db, "100001", G);
});
afterAll(async () => {
  await t?.close();
});

/** Two subscribers a batch: every bill crosses batches (a change is judged with its own batch's billing). */
const bill = (month: string, madeOn: Date) =>
  runInvoices(t.db, { month, groupNumbers: [G] }, { now: () => madeOn, rosterBatch: 2 });

async function invoice(month: string) {
  const { rows } = await t.db.query<{
    id: string;
    total_cents: string;
    premium_cents: string;
    adjustment_cents: string;
    totals: { lineOfBusiness: string; cents: number }[];
    due_date: string;
  }>(
    `select id, total_cents, premium_cents, adjustment_cents, totals, to_char(due_date, 'YYYY-MM-DD') as due_date
       from invoices where group_number = $1 and month = $2::date`,
    [G, `${month}-01`],
  );
  const row = rows[0];
  if (!row) throw new Error(`no bill for ${month}`);
  const lines = await t.db.query<{
    kind: string;
    umi: string;
    line_of_business: string;
    tier: string | null;
    change: string | null;
    months: string;
    member_count: number;
    cents: string;
  }>(
    `select kind, umi, line_of_business, tier, change, array_to_string(months, ',') as months, member_count, cents
       from invoice_lines where invoice_id = $1 order by kind, umi, line_of_business`,
    [row.id],
  );
  const sum = lines.rows.filter((l) => l.kind !== "toSettle").reduce((s, l) => s + Number(l.cents), 0);
  return {
    totalCents: Number(row.total_cents),
    premiumCents: Number(row.premium_cents),
    adjustmentCents: Number(row.adjustment_cents),
    totals: row.totals,
    dueDate: row.due_date,
    sumOfLines: sum,
    lines: lines.rows.map((l) => [
      l.kind,
      l.umi,
      l.line_of_business,
      l.tier,
      l.change,
      l.months,
      l.member_count,
      Number(l.cents),
    ]),
  };
}

describe("the invoice run", () => {
  it("bills a hand-computed roster: one line per subscriber and line of business, totals exact", async () => {
    // Ames alone on medical (500.00); Baker with spouse on both lines and a child on medical
    // (family 1,400.99 + dental employee+spouse 66.67); Cole ended 12/31/2025 (no line); Diaz starts
    // 02/01/2026 (no January line).
    await putEmployee(t.db, G, "B01", "Ames", ames());
    await putEmployee(t.db, G, "B02", "Baker", bakerFamily({ from: "06/01/2025" }));
    await putEmployee(t.db, G, "B03", "Cole", [
      { first: "Cy", relationshipCode: null, lines: [{ lob: "PPO", from: "01/01/2025", to: "12/31/2025" }] },
    ]);
    await putEmployee(t.db, G, "B04", "Diaz", [
      { first: "Di", relationshipCode: null, lines: [{ lob: "PPO", from: "02/01/2026" }] },
    ]);

    const summary = await bill("2026-01", new Date(2025, 11, 15));
    expect(summary).toMatchObject({
      made: 1,
      alreadyMade: 0,
      lines: 3,
      totalCents: 50_000 + 140_099 + 6_667,
    });
    const january = await invoice("2026-01");
    expect(january.lines).toEqual([
      ["premium", "B01", "PPO", "employee", null, "2026-01-01", 1, 50_000],
      ["premium", "B02", "DEN", "employeeSpouse", null, "2026-01-01", 2, 6_667],
      ["premium", "B02", "PPO", "family", null, "2026-01-01", 3, 140_099],
    ]);
    expect(january).toMatchObject({
      totalCents: 196_766,
      premiumCents: 196_766,
      adjustmentCents: 0,
      sumOfLines: 196_766,
      dueDate: "2026-01-01",
      totals: [
        { lineOfBusiness: "DEN", cents: 6_667 },
        { lineOfBusiness: "PPO", cents: 190_099 },
      ],
    });
    // February adds Diaz.
    await bill("2026-02", new Date(2026, 0, 15));
    expect((await invoice("2026-02")).totalCents).toBe(196_766 + 50_000);
  });

  it("a run again for a billed month makes no second bill", async () => {
    const again = await bill("2026-02", new Date(2026, 0, 16));
    expect(again).toMatchObject({ made: 0, alreadyMade: 1 });
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from invoices where group_number = $1 and month = '2026-02-01'",
      [G],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("every kind of retroactive change adjusts the next bill, naming the change, its months and amount", async () => {
    // After January and February were billed: Ames termed at the end of January (February credited),
    // Baker's child's medical ended 12/31/2025 (family becomes employee + spouse for both months: a
    // tier change), and a new hire Evans added to dental from January (an add).
    await putEmployee(t.db, G, "B01", "Ames", ames("01/31/2026"));
    await putEmployee(t.db, G, "B02", "Baker", bakerFamily({ from: "06/01/2025", to: "12/31/2025" }));
    await putEmployee(t.db, G, "B05", "Evans", [
      { first: "Eve", relationshipCode: null, lines: [{ lob: "DEN", from: "01/01/2026" }] },
    ]);
    await bill("2026-03", new Date(2026, 1, 15));
    const march = await invoice("2026-03");
    const adjustments = march.lines.filter((l) => l[0] === "adjustment");
    expect(adjustments).toEqual([
      ["adjustment", "B01", "PPO", "employee", "term", "2026-02-01", 1, -50_000],
      [
        "adjustment",
        "B02",
        "PPO",
        "employeeSpouse",
        "tierChange",
        "2026-01-01,2026-02-01",
        2,
        2 * (100_050 - 140_099),
      ],
      ["adjustment", "B05", "DEN", "employee", "add", "2026-01-01,2026-02-01", 1, 2 * 3_333],
    ]);
    // March premium: Baker (medical E+S, dental E+S), Diaz, Evans; Ames is gone.
    expect(march.premiumCents).toBe(100_050 + 6_667 + 50_000 + 3_333);
    expect(march.adjustmentCents).toBe(-50_000 + 2 * (100_050 - 140_099) + 2 * 3_333);
    expect(march.totalCents).toBe(march.sumOfLines);
  });

  it("a reinstatement adjusts once, and the same change made again never adjusts twice", async () => {
    // Ames's term is taken back (reinstated): February (credited) and March (never billed) are charged.
    await putEmployee(t.db, G, "B01", "Ames", ames());
    await bill("2026-04", new Date(2026, 2, 15));
    const april = await invoice("2026-04");
    expect(april.lines.filter((l) => l[0] === "adjustment")).toEqual([
      ["adjustment", "B01", "PPO", "employee", "reinstate", "2026-02-01,2026-03-01", 1, 100_000],
    ]);
    // The same reinstatement and Evans's add made again (the records written as they are): nothing to adjust.
    await putEmployee(t.db, G, "B01", "Ames", ames());
    await putEmployee(t.db, G, "B05", "Evans", [
      { first: "Eve", relationshipCode: null, lines: [{ lob: "DEN", from: "01/01/2026" }] },
    ]);
    await bill("2026-05", new Date(2026, 3, 15));
    const may = await invoice("2026-05");
    expect(may.lines.filter((l) => l[0] !== "premium")).toEqual([]);
    expect(may.adjustmentCents).toBe(0);
  });

  it("a change older than the client's retro window is listed to settle, outside the total", async () => {
    // A 30-day window: Diaz termed from the end of February (March and April billed) seen on June's bill.
    await t.db.query(
      "update clients set retro_window_days = 30 where id = (select client_id from groups where group_number = $1)",
      [G],
    );
    await putEmployee(t.db, G, "B04", "Diaz", [
      { first: "Di", relationshipCode: null, lines: [{ lob: "PPO", from: "02/01/2026", to: "02/28/2026" }] },
    ]);
    await bill("2026-06", new Date(2026, 4, 15));
    const june = await invoice("2026-06");
    expect(june.lines.filter((l) => l[0] !== "premium")).toEqual([
      ["toSettle", "B04", "PPO", "employee", "term", "2026-03-01,2026-04-01,2026-05-01", 1, -150_000],
    ]);
    expect(june.adjustmentCents).toBe(0);
    expect(june.totalCents).toBe(june.sumOfLines);
    // Listed once: July's bill names it no more.
    await bill("2026-07", new Date(2026, 5, 15));
    expect((await invoice("2026-07")).lines.filter((l) => l[0] !== "premium")).toEqual([]);
    await t.db.query(
      "update clients set retro_window_days = 60 where id = (select client_id from groups where group_number = $1)",
      [G],
    );
  });

  it("a subscriber taken out of the group altogether: every month billed to him is credited", async () => {
    // Evans (B05, the last umi, past the roster's last batch) no longer in the group's records: the
    // coverage on file no longer says he was covered in any month billed, January to July. The
    // change reaches back beyond the window, so it is listed to settle.
    await t.db.query("delete from employee_groups where umi = 'B05' and group_number = $1", [G]);
    await bill("2026-08", new Date(2026, 6, 15));
    const august = await invoice("2026-08");
    const months = ["01", "02", "03", "04", "05", "06", "07"].map((m) => `2026-${m}-01`).join(",");
    expect(august.lines.filter((l) => l[0] !== "premium")).toEqual([
      ["toSettle", "B05", "DEN", "employee", "term", months, 1, -7 * 3_333],
    ]);
  });
});

describe("the invoice job", () => {
  it("resumed after a kill part way, it finishes the other groups and makes no bill twice", async () => {
    const groups = ["990101", "990102", "990103"];
    for (const g of groups) {
      await makeBillingGroup(t.db, "100002", g);
      await putEmployee(t.db, g, `K${g}`, "Kay", [
        { first: "Kim", relationshipCode: null, lines: [{ lob: "PPO", from: "01/01/2025" }] },
      ]);
    }
    // The first run dies after its first group's transaction (a killed server).
    await expect(
      runInvoices(
        t.db,
        { month: "2026-02", groupNumbers: groups },
        {
          afterGroup: async () => {
            throw new Error("killed");
          },
        },
      ),
    ).rejects.toThrow("killed");
    const count = async () =>
      (
        await t.db.query<{ group_number: string; n: number }>(
          `select group_number, count(*)::int as n from invoices where group_number = any($1) group by 1 order by 1`,
          [groups],
        )
      ).rows;
    expect(await count()).toEqual([{ group_number: "990101", n: 1 }]);
    // The job runner runs the job again (as after its lease), to the end.
    await enqueueJob(t.db, {
      kind: INVOICE_JOB,
      payload: { month: "2026-02", groupNumbers: groups },
      runAt: new Date(0),
    });
    const runner = createJobRunner({ db: t.db, handlers: serverJobs().handlers, log: () => {} });
    expect(await runner.runDue()).toMatchObject({ claimed: 1, done: 1 });
    expect(await count()).toEqual(groups.map((group_number) => ({ group_number, n: 1 })));
    // And once more: nothing new.
    expect(await runInvoices(t.db, { month: "2026-02", groupNumbers: groups })).toMatchObject({
      made: 0,
      alreadyMade: 3,
    });
  });

  it.each([
    [new Date(2026, 0, 10), 15, "2026-01-15T02:00", "2026-02"],
    [new Date(2026, 0, 15, 3), 15, "2026-02-15T02:00", "2026-03"],
    [new Date(2026, 11, 20), 1, "2027-01-01T02:00", "2027-02"],
  ])("from %s on day %i the next run is %s for %s", (now, day, at, month) => {
    const next = nextInvoiceRun(now, day);
    expect(next.month).toBe(month);
    const pad = (n: number) => String(n).padStart(2, "0");
    const r = next.runAt;
    expect(
      `${r.getFullYear()}-${pad(r.getMonth() + 1)}-${pad(r.getDate())}T${pad(r.getHours())}:${pad(r.getMinutes())}`,
    ).toBe(at);
  });

  it("one scheduled run is queued however often servers start", async () => {
    await scheduleInvoiceRun(t.db, new Date(2026, 0, 10), 15);
    await scheduleInvoiceRun(t.db, new Date(2026, 0, 10), 15);
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from jobs where kind = $1 and payload->>'month' = '2026-02' and state = 'queued'",
      [INVOICE_JOB],
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe("the seeded rates", () => {
  it("price every plan of every group, every tier, in every brand family", async () => {
    const { rows } = await t.db.query<{ brand_code: string; plans: number; unrated: number }>(
      `select c.brand_code, count(*)::int as plans,
              count(*) filter (where (select count(*) from billing_rates r where r.group_number = p.group_number
                                        and r.product_id = p.product_id and r.period_end is null) <> 4)::int as unrated
         from group_products p join groups g on g.group_number = p.group_number join clients c on c.id = g.client_id
        where g.group_number not like '99%'
        group by c.brand_code order by c.brand_code`,
    );
    expect(rows.map((r) => r.brand_code)).toEqual(expect.arrayContaining(["3001", "6008", "6012", "9017"]));
    for (const row of rows) expect(row).toMatchObject({ unrated: 0 });
    expect(rows.every((r) => r.plans > 0)).toBe(true);
  });
});
