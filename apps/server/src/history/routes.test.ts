import { historyMessages, historyResponseSchema } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";
import { type HistoryEntry, type HistoryKind, recordHistory } from "./record.js";

/**
 * The four history services (enrollment.md §7 History: COB, plan, PCP and report code, each by
 * umi and group): rows written with recordHistory are read back per kind and group, newest first,
 * page by page; COB rows show in every group; only an administrator who may read that group of
 * that employee reads them.
 */

const CLIENT = "100001";
let t: Awaited<ReturnType<typeof createTestApp>>;
let umi: string;
/** Two groups of the employee, and a group of the client the employee is not in. */
let groupA: string;
let groupB: string;
let foreignGroup: string;
let admin: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;

const entry = (kind: HistoryKind, groupNumber: string | null, n: number): HistoryEntry => ({
  umi,
  groupNumber,
  kind,
  memberKey: "subscriber",
  memberName: "Test Member",
  transactionType: "EDIT",
  before: { n: n - 1 },
  after: { n },
});

/** Writes one change (its own transaction, so its own now()). */
const write = (author: string, entries: HistoryEntry[]) =>
  t.db.transaction((tx) => recordHistory(tx, { adminId: null, adminName: author }, entries));

const get = async (path: string, agent = admin) => {
  const res = await agent.request(`/api/employees/${umi}/history/${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const page = async (path: string, agent = admin) => {
  const res = await get(path, agent);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return historyResponseSchema.parse(res.body);
};
const ns = (records: { after: unknown }[]) => records.map((r) => (r.after as { n: number }).n);

beforeAll(async () => {
  t = await createTestApp({ members: 40 });
  ({ umi } = await t.employeeOf(CLIENT));
  const groups = await t.db.query<{ group_number: string }>(
    `select g.group_number from groups g join clients c on c.id = g.client_id
      where c.client_number = $1 order by g.group_number`,
    [CLIENT],
  );
  const own = await t.db.query<{ group_number: string }>(
    "select group_number from employee_groups where umi = $1 order by group_number",
    [umi],
  );
  groupA = own.rows[0]?.group_number as string;
  const others = groups.rows.map((g) => g.group_number).filter((g) => g !== groupA);
  // The employee in a second group of the client, and a third group they are not in.
  groupB = own.rows[1]?.group_number ?? (others[0] as string);
  if (!own.rows[1])
    await t.db.query("insert into employee_groups (umi, group_number, status) values ($1, $2, 'active')", [
      umi,
      groupB,
    ]);
  foreignGroup = others.find((g) => g !== groupB) as string;
  expect([groupA, groupB, foreignGroup].every(Boolean)).toBe(true);

  for (const loginId of ["hist.admin", "hist.VIEW", "hist.noview", "hist.partial"])
    await createAdmin(t.db, {
      loginId,
      clientNumber: CLIENT,
      employees: { view: loginId !== "hist.noview", edit: loginId !== "hist.noview" },
      groupValue: "Modify",
    });
  // hist.partial may not see group B.
  await t.db.query(
    `update admin_group_entitlements set employee_data = 'N/A'
      where group_number = $1 and admin_id = (select id from plan_admins where login_id = 'hist.partial')`,
    [groupB],
  );

  // Oldest first: plan 1..5 in group A (5 changes), plan 100 in group B, PCP 1 in A, report code 1
  // in B, COB 1..2 (no group), and one change writing two plan rows at the same time (6, 7).
  for (let n = 1; n <= 5; n++) await write(n % 2 ? "Ada Admin" : "Bo Admin", [entry("plan", groupA, n)]);
  await write("Ada Admin", [entry("plan", groupB, 100)]);
  await write("Ada Admin", [entry("pcp", groupA, 1)]);
  await write("Ada Admin", [entry("report_code", groupB, 1)]);
  await write("Cy Admin", [entry("cob", null, 1)]);
  await write("Cy Admin", [entry("cob", null, 2)]);
  await write("Ada Admin", [entry("plan", groupA, 6), entry("plan", groupA, 7)]);

  admin = t.agent();
  expect((await admin.login("hist.admin")).status).toBe(200);
});
afterAll(() => t.close());

describe("history services (enrollment.md §7 History)", () => {
  it("reads each kind of one group back, newest first, with who, when, member, type, before and after", async () => {
    const plan = await page(`plan?groupNumber=${groupA}`);
    expect(ns(plan.payload)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(plan.next).toBeNull();
    const first = plan.payload.at(-1);
    expect(first).toMatchObject({
      groupId: groupA,
      who: "Ada Admin",
      memberName: "Test Member",
      memberKey: "subscriber",
      transactionType: "EDIT",
      before: { n: 0 },
      after: { n: 1 },
    });
    expect(first?.when).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(plan.payload.map((r) => r.who).slice(2)).toEqual([
      "Ada Admin",
      "Bo Admin",
      "Ada Admin",
      "Bo Admin",
      "Ada Admin",
    ]);
    // Times never increase down the list.
    const times = plan.payload.map((r) => Date.parse(r.when));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(ns((await page(`plan?groupNumber=${groupB}`)).payload)).toEqual([100]);
    expect(ns((await page(`pcp?groupNumber=${groupA}`)).payload)).toEqual([1]);
    expect(ns((await page(`pcp?groupNumber=${groupB}`)).payload)).toEqual([]);
    expect(ns((await page(`report-code?groupNumber=${groupB}`)).payload)).toEqual([1]);
    expect(ns((await page(`report-code?groupNumber=${groupA}`)).payload)).toEqual([]);
  });

  it("shows COB rows (no group) in every group's COB history", async () => {
    for (const group of [groupA, groupB]) {
      const cob = await page(`cob?groupNumber=${group}`);
      expect(ns(cob.payload)).toEqual([2, 1]);
      expect(cob.payload.every((r) => r.groupId === null && r.who === "Cy Admin")).toBe(true);
    }
  });

  it("without a group, reads every group of the employee the administrator may read", async () => {
    expect(ns((await page("plan")).payload)).toEqual([7, 6, 100, 5, 4, 3, 2, 1]);
    const partial = t.agent();
    expect((await partial.login("hist.partial")).status).toBe(200);
    expect(ns((await page("plan", partial)).payload)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it("pages through the index with an opaque cursor: no row lost or repeated, rows of one change included", async () => {
    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const cursor: string = after ? `&after=${after}` : "";
      const res = await page(`plan?groupNumber=${groupA}&limit=2${cursor}`);
      expect(res.payload.length).toBeLessThanOrEqual(2);
      seen.push(...ns(res.payload));
      after = res.next;
      pages += 1;
    } while (after);
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(pages).toBe(4);
  });

  it.each([
    ["an administrator without employees.view", "hist.noview", `plan?groupNumber=GROUP_A`, 403],
    ["a group the administrator may not read", "hist.partial", `plan?groupNumber=GROUP_B`, 404],
    ["a group the employee is not in", "hist.admin", `cob?groupNumber=FOREIGN`, 404],
  ])("refuses %s", async (_name, loginId, path, status) => {
    const agent = t.agent();
    expect((await agent.login(loginId)).status).toBe(200);
    const res = await get(
      path.replace("GROUP_A", groupA).replace("GROUP_B", groupB).replace("FOREIGN", foreignGroup),
      agent,
    );
    expect(res.status).toBe(status);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body).not.toHaveProperty("payload");
  });

  it("lets a view-only administrator read (reading changes nothing)", async () => {
    const viewOnly = t.agent();
    expect((await viewOnly.login("hist.VIEW")).status).toBe(200);
    expect(ns((await page(`pcp?groupNumber=${groupA}`, viewOnly)).payload)).toEqual([1]);
  });

  it("answers 401 without a session and 404 for another client's employee", async () => {
    expect((await t.app.request(`/api/employees/${umi}/history/plan`)).status).toBe(401);
    const other = await t.employeeOf("100005");
    const res = await admin.request(`/api/employees/${other.umi}/history/plan`);
    expect(res.status).toBe(404);
    expect((await admin.request("/api/employees/M99999999/history/cob")).status).toBe(404);
  });

  it.each([
    ["limit=0", historyMessages.limit],
    ["limit=101", historyMessages.limit],
    ["limit=abc", historyMessages.limit],
    ["after=not-a-cursor", historyMessages.invalidCursor],
    [`after=${Buffer.from('["yesterday","1"]').toString("base64url")}`, historyMessages.invalidCursor],
    ["after=%25%27", historyMessages.invalidCursor],
    ["groupNumber=12ab", null],
  ])("refuses bad input %s with 400 and a message", async (query, message) => {
    const res = await get(`plan?${query}`);
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toContain(message);
    else expect(res.body.message).toEqual(expect.any(String));
  });

  it("is in the OpenAPI document as four guarded reads", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { "x-epr-policy"?: string }>>;
    };
    for (const kind of ["cob", "plan", "pcp", "report-code"])
      expect(doc.paths[`/employees/{umi}/history/${kind}`]?.get?.["x-epr-policy"]).toBe("employee.read");
  });
});
