import { getBrand, logoMarks } from "@epr/brand-themes/registry";
import { billingFileMessages, reconcileResponseSchema, rosterRefusalDetailsSchema } from "@epr/contract";
import { rosterMessages } from "@epr/domain";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { isPdf, pdfStreams, pdfText } from "../test-support/pdfText.js";
import { createTestApp } from "../test-support/testApp.js";
import { runInvoices } from "./job.js";
import { dollars } from "./pdf.js";
import { billFebruaryAndMarch, putEmployee, TEST_RATES } from "./test-roster.js";

const today = new Date(2026, 1, 10);
const G = "990001";
const { MED1, DEN1 } = TEST_RATES;
let t: Awaited<ReturnType<typeof createTestApp>>;
let billing: Awaited<ReturnType<typeof login>>;
const invoiceIds: Record<string, string> = {};

/** A login of client 100001 with Modify everywhere and the Bills access (ebill) unless told. */
async function login(loginId: string, ebill = true) {
  await createAdmin(t.db, {
    loginId,
    clientNumber: "100001",
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  await t.db.query(
    "update plan_admins set entitlements = jsonb_set(entitlements, '{ebill}', $2) where login_id = $1",
    [loginId, JSON.stringify(ebill)],
  );
  const agent = t.agent();
  expect((await agent.login(loginId)).status).toBe(200);
  return agent;
}

beforeAll(async () => {
  t = await createTestApp({ members: 30, today, now: () => today });
  // February's bill of Ames, Baker's family and Cole. After it: Ames termed at January's end (March
  // credits February), Cole's spouse added on 02/20 (February billed Cole alone), Dunn hired with
  // coverage from 02/10; then March's bill.
  const cole = { first: "Cy", relationshipCode: null, lines: [{ lob: "PPO" as const, from: "01/01/2025" }] };
  Object.assign(
    invoiceIds,
    await billFebruaryAndMarch(t.db, G, {
      beforeFebruary: () => putEmployee(t.db, G, "B03", "Cole", [cole]),
      afterFebruary: async () => {
        await putEmployee(t.db, G, "B03", "Cole", [
          cole,
          { first: "Cass", relationshipCode: "01", lines: [{ lob: "PPO", from: "02/20/2026" }] },
        ]);
        await putEmployee(t.db, G, "B04", "Dunn", [
          { first: "Di", relationshipCode: null, lines: [{ lob: "PPO", from: "02/10/2026" }] },
        ]);
      },
    }),
  );
  billing = await login("files.admin");
});
afterAll(async () => {
  await t?.close();
});

// March: Baker's family and dental, Cole with his spouse, Dunn; Ames's February credited.
const MARCH_PREMIUM = MED1.family + DEN1.employeeSpouse + MED1.employeeSpouse + MED1.employee;
const MARCH_TOTAL = MARCH_PREMIUM - MED1.employee;

async function audited(action: string, subject: string) {
  const { rows } = await t.db.query<{ detail: unknown }>(
    "select detail from audit_events where action = $1 and subject = $2",
    [action, subject],
  );
  return rows;
}

describe("the bill as a PDF", () => {
  it("is a PDF naming the brand, the group, the month, the lines, the credit and the total", async () => {
    const res = await billing.request(`/api/billing/invoices/${invoiceIds["2026-03"]}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="bill-${G}-2026-03.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(isPdf(bytes)).toBe(true);
    const text = pdfText(bytes);
    const { rows } = await t.db.query<{ brand_code: string }>(
      "select brand_code from clients where client_number = '100001'",
    );
    for (const expected of [
      getBrand(rows[0]?.brand_code).displayName,
      `Billing Test Group ${G} (group ${G})`,
      "March 2026",
      "Due 03/01/2026",
      "Bo Baker",
      "Di Dunn",
      "Terminated",
      dollars(-MED1.employee),
      `Total ${dollars(MARCH_TOTAL)}`,
    ])
      expect(text).toContain(expected);
    // The brand's logo mark is drawn in the header: its first path starts where the family's does.
    const mark = logoMarks[getBrand(rows[0]?.brand_code).family].find((shape) => shape.kind === "path");
    const [, x, y] = /^M(\d+) (\d+)/.exec(mark?.kind === "path" ? mark.d : "") ?? [];
    expect(pdfStreams(bytes)).toMatch(new RegExp(`\\n${x} ${y} m\\n(?:[-\\d. ]+ [lcv]\\n)+h\\n`));
    expect(await audited("billing.invoice.pdf", `invoice:${invoiceIds["2026-03"]}`)).toHaveLength(1);
  });
});

describe("the bill as .xlsx", () => {
  it("has the lines, the adjustments and the totals, adding up", async () => {
    const res = await billing.request(`/api/billing/invoices/${invoiceIds["2026-03"]}/xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="bill-${G}-2026-03.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const values = (name: string) => {
      const rows: unknown[][] = [];
      workbook.getWorksheet(name)?.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1));
      });
      return rows;
    };
    const cents = (value: unknown) => Math.round(Number(value) * 100);
    const [linesHeading, ...lines] = values("Lines");
    expect(linesHeading).toEqual([
      "Member",
      "Member ID",
      "Line of business",
      "Plan",
      "Tier",
      "Members covered",
      "Members",
      "Amount",
    ]);
    const total = lines.pop();
    expect(lines.map((l) => [l[1], l[2], l[4], l[6], cents(l[7])])).toEqual([
      ["B02", "DEN", "Employee + Spouse", 2, DEN1.employeeSpouse],
      ["B02", "PPO", "Family", 3, MED1.family],
      ["B03", "PPO", "Employee + Spouse", 2, MED1.employeeSpouse],
      ["B04", "PPO", "Employee", 1, MED1.employee],
    ]);
    expect(cents(total?.[7])).toBe(MARCH_PREMIUM);
    expect(lines.reduce((sum, l) => sum + cents(l[7]), 0)).toBe(MARCH_PREMIUM);
    const [, ...adjustments] = values("Adjustments");
    expect(adjustments.map((a) => [a[0], a[3], a[6], cents(a[7])])).toEqual([
      ["Ann Ames", "Terminated", "2026-02", -MED1.employee],
      ["Total", undefined, undefined, -MED1.employee],
    ]);
    const summary = Object.fromEntries(values("Summary").map(([label, value]) => [label, value]));
    expect([cents(summary.Premium), cents(summary.Adjustments), cents(summary.Total)]).toEqual([
      MARCH_PREMIUM,
      -MED1.employee,
      MARCH_TOTAL,
    ]);
    expect(await audited("billing.invoice.xlsx", `invoice:${invoiceIds["2026-03"]}`)).toHaveLength(1);
  });
});

const reconcileUrl = (groupNumber = G, month = "2026-02") =>
  `/api/billing/reconcile?groupNumber=${groupNumber}&month=${month}`;
const upload = (agent: typeof billing, body: string | Uint8Array, url = reconcileUrl()) =>
  agent.request(url, {
    method: "POST",
    body: body as BodyInit,
    headers: { "content-type": "application/octet-stream" },
  });

/**
 * February's roster of the client: Baker agrees, Cole at the tier of his spouse added on 02/20,
 * Dunn (by employee ID) hired 02/10, an id nobody has; Ames is not on it (termed at January's end).
 */
const februaryRoster = [
  "Member ID,Employee ID,Name,Line of Business,Tier,Amount,Department",
  `B02,,Bo Baker,PPO,Family,${(MED1.family / 100).toFixed(2)},Sales`,
  `B02,,Bo Baker,DEN,EE+SP,${(DEN1.employeeSpouse / 100).toFixed(2)},Sales`,
  "B03,,Cy Cole,PPO,Employee + Spouse,,Ops",
  ",B04,Di Dunn,PPO,Employee,,Ops",
  "ZZ999,,Zed Unknown,,,,Ops",
  "",
].join("\r\n");

describe("Reconcile", () => {
  const expectedKinds = [
    ["notOnRoster", "B01", "PPO", "adjusted", "term"],
    ["mismatch", "B03", "PPO", "duringMonth", "tierChange"],
    ["notBilled", "B04", "PPO", "duringMonth", "add"],
    ["notBilled", null, null, null, null],
  ];

  it("finds the three kinds of difference on a seeded group, explained where a change on file explains them", async () => {
    const res = await upload(billing, februaryRoster);
    expect(res.status).toBe(200);
    const answer = reconcileResponseSchema.parse(await res.json());
    expect(answer).toMatchObject({
      groupNumber: G,
      month: "2026-02",
      invoiceId: invoiceIds["2026-02"],
      rosterRows: 5,
      billedLines: 4,
      matched: 2,
      counts: { notOnRoster: 1, notBilled: 2, mismatch: 1, explained: 3 },
    });
    expect(
      answer.differences.map((d) => [
        d.kind,
        d.umi,
        d.lineOfBusiness,
        d.explanation?.reason ?? null,
        d.explanation?.change ?? null,
      ]),
    ).toEqual(expectedKinds);
    const [ames, cole, dunn] = answer.differences;
    expect(ames?.explanation?.adjustment).toEqual({
      invoiceMonth: "2026-03",
      months: ["2026-02"],
      cents: -MED1.employee,
      toSettle: false,
    });
    expect(cole?.explanation?.effectiveDate).toBe("02/20/2026");
    expect([dunn?.memberId, dunn?.name, dunn?.explanation?.effectiveDate]).toEqual([
      "B04",
      "Di Dunn",
      "02/10/2026",
    ]);
    expect(answer.columns.map((c) => c.field)).toEqual([
      "memberId",
      "employeeId",
      "name",
      "lineOfBusiness",
      "tier",
      "amount",
    ]);
    // Audited with counts, never a member; nothing of the roster kept.
    const [event] = await audited("billing.reconcile", `invoice:${invoiceIds["2026-02"]}`);
    expect(JSON.stringify(event?.detail)).not.toMatch(/Baker|Dunn|ZZ999/);
  });

  it("reads the same roster as an .xlsx", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Roster");
    for (const line of februaryRoster.split("\r\n").filter(Boolean))
      sheet.addRow(line.split(",").map((cell, i) => (i === 5 && cell ? Number(cell) : cell)));
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const res = await upload(billing, bytes);
    expect(res.status).toBe(200);
    const answer = reconcileResponseSchema.parse(await res.json());
    expect(
      answer.differences.map((d) => [
        d.kind,
        d.umi,
        d.lineOfBusiness,
        d.explanation?.reason ?? null,
        d.explanation?.change ?? null,
      ]),
    ).toEqual(expectedKinds);
  });

  it("refuses a bad roster with 422, naming the rows and columns, never a value", async () => {
    const cases: [
      string | Uint8Array,
      string,
      { row: number; column: string; message: string }[] | undefined,
    ][] = [
      [
        "Name,Amount\r\nAnn,1\r\n",
        "roster-shape",
        [{ row: 1, column: "Member ID", message: rosterMessages.noId }],
      ],
      [
        "Member ID,Tier,Amount\r\nB02,Couple,1\r\nB03,EE,lots\r\n",
        "roster-shape",
        [
          { row: 2, column: "Tier", message: rosterMessages.tier },
          { row: 3, column: "Amount", message: rosterMessages.amount },
        ],
      ],
      ["Member ID,Tier\r\n", "no-rows", undefined],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), "broken", undefined],
      ["", "empty", undefined],
    ];
    for (const [body, reason, problems] of cases) {
      const res = await upload(billing, body);
      expect(res.status).toBe(422);
      const answer = (await res.json()) as { code: string; message: string; details: unknown };
      expect(answer.code).toBe("eligibility_file_refused");
      const details = rosterRefusalDetailsSchema.parse(answer.details);
      expect([details.reason, details.problems]).toEqual([reason, problems]);
      expect(answer.message).not.toMatch(/Couple|lots/);
    }
  });

  it("answers 404 for a month without a bill", async () => {
    const res = await upload(billing, februaryRoster, reconcileUrl(G, "2025-06"));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: billingFileMessages.noBill });
  });
});

describe("who may", () => {
  it("a login without Bills gets 403 on the files and Reconcile", async () => {
    const agent = await login("files.nobills", false);
    expect((await agent.request(`/api/billing/invoices/${invoiceIds["2026-03"]}/pdf`)).status).toBe(403);
    expect((await agent.request(`/api/billing/invoices/${invoiceIds["2026-03"]}/xlsx`)).status).toBe(403);
    expect((await upload(agent, februaryRoster)).status).toBe(403);
  });

  it("another client's group or bill answers 404", async () => {
    const { rows } = await t.db.query<{ group_number: string }>(
      `select g.group_number from groups g join clients c on c.id = g.client_id
        where c.client_number = '100005' and g.status = 'active' order by 1 limit 1`,
    );
    const other = rows[0]?.group_number ?? "";
    await runInvoices(t.db, { month: "2026-02", groupNumbers: [other] });
    const bill = await t.db.query<{ id: string }>(
      "select id::text as id from invoices where group_number = $1",
      [other],
    );
    expect((await upload(billing, februaryRoster, reconcileUrl(other))).status).toBe(404);
    expect((await billing.request(`/api/billing/invoices/${bill.rows[0]?.id}/pdf`)).status).toBe(404);
    expect((await billing.request(`/api/billing/invoices/${bill.rows[0]?.id}/xlsx`)).status).toBe(404);
  });
});
