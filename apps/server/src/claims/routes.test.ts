import { claimDetailSchema, claimsPageSchema, claimsQueryMessages } from "@epr/contract";
import { claimSources, claimsRangeMessages, formatCompactDate } from "@epr/domain";
import { subDays } from "date-fns";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertClaims, type SeedClaim } from "../seed/claims.js";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";
import { claimsColumns } from "./xlsx.js";

/**
 * Claims (assist-employees.md §2.9, §5, §6, §7, §9): one employee's own known claims are read back
 * 10 a page, newest first, filtered by range, status, plan type and member with the refine panel's
 * counts; ranges beyond 730 days back are refused; detail reads about 740 days back; the download is
 * the filtered claims; only who may read the group and holds View Claims sees them.
 */

const CLIENT = "100001";
const OTHER_CLIENT = "100005";
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;
let umi: string;
let group: string;
let otherUmi: string;
const today = new Date();
const isoDay = (d: Date) => formatCompactDate(d).replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");

/** 24 claims 30 days apart (0 to 690 days back): status 1–5, the four types and two members in turn. */
const known = (n: number): SeedClaim => ({
  claimNumber: `T${umi}${String(n).padStart(3, "0")}`,
  umi,
  groupNumber: group,
  memberKey: n % 2 ? "dependent:02" : "subscriber",
  firstName: n % 2 ? "Dana" : "Sam",
  lastName: "Claimant",
  birthDate: "01/02/1980",
  serviceDate: isoDay(subDays(today, n * 30)),
  claimType: claimSources[n % 4] ?? "medical",
  statusCode: (n % 5) + 1,
  providerName: `Provider ${n}`,
  billed: 100 + n,
  allowed: 80 + n,
  paid: 50 + n,
  memberResponsibility: 30,
  processedDate: null,
});
const claims: SeedClaim[] = [];

const get = async (path: string, agent = admin) => {
  const res = await agent.request(path);
  const type = res.headers.get("content-type") ?? "";
  return {
    status: res.status,
    res,
    body: type.includes("json") ? ((await res.json()) as Record<string, unknown>) : null,
  };
};
const list = async (query: string, agent = admin) => {
  const res = await get(`/api/employees/${umi}/claims?groupNumber=${group}${query}`, agent);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return claimsPageSchema.parse(res.body);
};
/** The claims the table holds for the test's employee that a filter selects, newest first. */
const expected = (keep: (c: SeedClaim, daysBack: number) => boolean) =>
  claims.filter((c) => keep(c, Number(c.claimNumber.slice(-3)) * 30)).map((c) => c.claimNumber);

beforeAll(async () => {
  t = await createTestApp({ members: 40 });
  ({ umi } = await t.employeeOf(CLIENT));
  ({ umi: otherUmi } = await t.employeeOf(OTHER_CLIENT));
  const own = await t.db.query<{ group_number: string }>(
    "select group_number from employee_groups where umi = $1 order by group_number limit 1",
    [umi],
  );
  group = own.rows[0]?.group_number as string;
  // Only the claims this test knows, so every count and page is computed here.
  await t.db.query("delete from claims where umi = $1", [umi]);
  for (let n = 0; n < 24; n++) claims.push(known(n));
  // Beyond the 730-day calendar but within the detail's ~740 days, and beyond both.
  const old = { ...known(0), claimNumber: `T${umi}OLD1`, serviceDate: isoDay(subDays(today, 735)) };
  const older = { ...known(0), claimNumber: `T${umi}OLD2`, serviceDate: isoDay(subDays(today, 760)) };
  await insertClaims(t.db, [...claims, old, older]);

  await createAdmin(t.db, {
    loginId: "claims.admin",
    clientNumber: CLIENT,
    employees: { view: true, edit: false },
    groupValue: "View",
  });
  await createAdmin(t.db, {
    loginId: "claims.noclaims",
    clientNumber: CLIENT,
    employees: { view: true, edit: true },
    groupValue: "Modify",
    viewClaims: false,
  });
  await createAdmin(t.db, {
    loginId: "claims.noview",
    clientNumber: CLIENT,
    employees: { view: false, edit: false },
    groupValue: "Modify",
  });
  await createAdmin(t.db, {
    loginId: "claims.nogroup",
    clientNumber: CLIENT,
    employees: { view: true, edit: true },
    groupValue: "N/A",
  });
  admin = t.agent();
  expect((await admin.login("claims.admin")).status).toBe(200);
});
afterAll(() => t.close());

describe("claims summary (assist-employees.md §2.9, §9)", () => {
  it("lists the last year by default, 10 a page, newest service date first, paging to the end", async () => {
    const first = await list("");
    const lastYear = expected((_, days) => days <= 365);
    expect(lastYear).toHaveLength(13);
    expect(first.startDate).toBe(formatCompactDate(subDays(today, 365)));
    expect(first.endDate).toBe(formatCompactDate(today));
    expect(first.total).toBe(13);
    expect(first.claims.map((c) => c.claimNumber)).toEqual(lastYear.slice(0, 10));
    expect(first.next).not.toBeNull();
    const second = await list(`&after=${first.next}`);
    expect(second.claims.map((c) => c.claimNumber)).toEqual(lastYear.slice(10));
    expect(second.next).toBeNull();
  });

  it.each([
    ["&status=3", (c: SeedClaim) => c.statusCode === 3],
    ["&status=1,5", (c: SeedClaim) => c.statusCode === 1 || c.statusCode === 5],
    ["&planType=dental,vision", (c: SeedClaim) => c.claimType === "dental" || c.claimType === "vision"],
    ["&member=dependent:02", (c: SeedClaim) => c.memberKey === "dependent:02"],
    ["&member=subscriber&status=1,2,3", (c: SeedClaim) => c.memberKey === "subscriber" && c.statusCode <= 3],
  ])("filters %s over the widest range", async (query, keep) => {
    const start = formatCompactDate(subDays(today, 730));
    const all: string[] = [];
    let page = await list(`&startDate=${start}${query}`);
    all.push(...page.claims.map((c) => c.claimNumber));
    while (page.next) {
      page = await list(`&startDate=${start}${query}&after=${page.next}`);
      all.push(...page.claims.map((c) => c.claimNumber));
    }
    expect(all).toEqual(expected((c) => keep(c)));
    expect(page.total).toBe(all.length);
  });

  it("counts each filter value with the other filters applied (the refine panel)", async () => {
    const start = formatCompactDate(subDays(today, 730));
    const page = await list(`&startDate=${start}&status=3&member=subscriber`);
    const count = (rows: { value: string; count: number }[], value: string) =>
      rows.find((r) => r.value === value)?.count;
    // Status counts ignore the status filter: subscriber claims (even n) per status.
    for (const code of ["1", "2", "3", "4", "5"])
      expect(count(page.counts.status, code)).toBe(
        claims.filter((c) => c.memberKey === "subscriber" && String(c.statusCode) === code).length,
      );
    expect(page.counts.status.map((s) => s.label)).toEqual([
      "Approved",
      "Partially Approved",
      "Denied",
      "Adjusted",
      "In Process",
    ]);
    // Member counts ignore the member filter: status-3 claims per member.
    expect(count(page.counts.member, "dependent:02")).toBe(
      claims.filter((c) => c.memberKey === "dependent:02" && c.statusCode === 3).length,
    );
    expect(page.counts.member.find((m) => m.value === "subscriber")?.label).toBe("Sam Claimant");
    expect(page.counts.planType.map((p) => p.label)).toEqual(["Medical", "Dental", "Vision", "Drug"]);
  });

  it.each([
    [formatCompactDate(subDays(today, 731)), formatCompactDate(today), claimsRangeMessages.tooFarBack],
    [formatCompactDate(today), formatCompactDate(subDays(today, 1)), claimsRangeMessages.order],
    ["20240230", formatCompactDate(today), claimsRangeMessages.invalid],
    ["2024-01-01", formatCompactDate(today), claimsQueryMessages.date],
  ])("refuses the range %s to %s (§5: 0 to 730 days back)", async (start, end, message) => {
    const res = await get(
      `/api/employees/${umi}/claims?groupNumber=${group}&startDate=${start}&endDate=${end}`,
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it.each([
    ["status=6", claimsQueryMessages.status],
    ["planType=hospital", claimsQueryMessages.planType],
    ["member=spouse", claimsQueryMessages.member],
    ["after=bm90LWEta2V5", claimsQueryMessages.invalidCursor],
  ])("refuses the malformed filter %s", async (query, message) => {
    const res = await get(`/api/employees/${umi}/claims?groupNumber=${group}&${query}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });
});

describe("claim detail (assist-employees.md §7, §9: about 740 days back)", () => {
  it("reads one claim with its amounts", async () => {
    const res = await get(`/api/claims/${claims[3]?.claimNumber}`);
    expect(res.status).toBe(200);
    expect(claimDetailSchema.parse(res.body)).toMatchObject({
      claimNumber: claims[3]?.claimNumber,
      groupNumber: group,
      sysSrcCode: "ods",
      bilgProvClmStaCd: 4,
      billedAmount: 103,
      allowedAmount: 83,
      paidAmount: 53,
      memberResponsibility: 30,
    });
  });
  it("reads 735 days back, not 760", async () => {
    expect((await get(`/api/claims/T${umi}OLD1`)).status).toBe(200);
    expect((await get(`/api/claims/T${umi}OLD2`)).status).toBe(404);
  });
});

describe("claims permission (assist-employees.md §6)", () => {
  it.each([
    ["without View Claims", "claims.noclaims"],
    // Regression: without employees view the refusal said the employees sentence, not §6's.
    ["without employees view", "claims.noview"],
  ])("refuses %s with the spec's message", async (_case, loginId) => {
    const agent = t.agent();
    expect((await agent.login(loginId)).status).toBe(200);
    for (const path of [
      `/api/employees/${umi}/claims?groupNumber=${group}`,
      `/api/claims/${claims[0]?.claimNumber}`,
      `/api/employees/${umi}/claims.xlsx`,
    ]) {
      const res = await get(path, agent);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: "You do not have permissions to view this screen." });
    }
  });
  it("answers 404 for a group not readable and for another client's employee", async () => {
    const agent = t.agent();
    expect((await agent.login("claims.nogroup")).status).toBe(200);
    expect((await get(`/api/employees/${umi}/claims?groupNumber=${group}`, agent)).status).toBe(404);
    expect((await get(`/api/claims/${claims[0]?.claimNumber}`, agent)).status).toBe(404);
    expect((await get(`/api/employees/${otherUmi}/claims`)).status).toBe(404);
  });
});

describe("claims download (assist-employees.md §7)", () => {
  it("is an Excel file of exactly the filtered claims", async () => {
    const start = formatCompactDate(subDays(today, 730));
    const { res, status } = await get(
      `/api/employees/${umi}/claims.xlsx?groupNumber=${group}&startDate=${start}&status=2,4&member=subscriber`,
    );
    expect(status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(".xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.getWorksheet("Claims")?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows[1]).toEqual([...claimsColumns]);
    const want = claims.filter(
      (c) => c.memberKey === "subscriber" && (c.statusCode === 2 || c.statusCode === 4),
    );
    expect(want.length).toBeGreaterThan(0);
    expect(rows.slice(2).map((r) => r[0])).toEqual(want.map((c) => c.claimNumber));
    expect(rows.slice(2).every((r) => r[5] === "Partially Approved" || r[5] === "Adjusted")).toBe(true);
    expect(rows.slice(2).every((r) => r[1] === "Sam Claimant")).toBe(true);
  });
});
