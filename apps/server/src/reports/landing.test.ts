import { enrollmentReportsResponseSchema, medeAnalyticsResponseSchema } from "@epr/contract";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { loadConfig } from "../config.js";
import { policyMessages } from "../policy/index.js";
import { DEMO_PASSWORD } from "../seed/demo-admins.js";
import { createAdmin } from "../test-support/admins.js";
import { captureLog } from "../test-support/captureLog.js";
import { createTestApp } from "../test-support/testApp.js";
import { DEFAULT_MEDE_ANALYTICS_URL, DEFAULT_REPORTS_AT_HAND_URL } from "./medeAnalytics.js";

/**
 * The reports landing (session-and-admin.md §2 /reports, §6, §7, §8): enrollment reports
 * with their download and 100212, the Mede Analytics sign-on, and the report entitlements.
 */

const CLIENT = "100001";
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ members: 200 });
});
afterAll(() => t.close());

/** An administrator of CLIENT with the given report entitlements and group value, signed in. */
async function adminWith(
  loginId: string,
  reports: Record<string, boolean>,
  groupValue: "View" | "Modify" | "N/A" = "View",
) {
  await createAdmin(t.db, {
    loginId,
    clientNumber: CLIENT,
    employees: { view: true, edit: false },
    groupValue,
    reports,
  });
  const agent = t.agent();
  expect((await agent.login(loginId)).status).toBe(200);
  return agent;
}

const listOf = async (agent: ReturnType<typeof t.agent>) => {
  const res = await agent.request("/api/reports/enrollments");
  expect(res.status).toBe(200);
  return enrollmentReportsResponseSchema.parse(await res.json());
};

describe("enrollment reports (§3 Enrollment report row, §7, §8)", () => {
  it("lists this year's report and downloads it as a real workbook of the client's members, SSNs masked", async () => {
    const admin = await adminWith("landing.enrol", { enrollment: true });
    const list = await listOf(admin);
    const year = String(new Date().getUTCFullYear());
    expect(list.returnCode).toBeNull();
    expect(list.atHandUrl).toBeNull();
    expect(list.reports).toEqual([
      {
        reportType: "Enrollment Report",
        taxYear: year,
        lastRunDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        fileType: "xlsx",
        reportFile: `enrollment-report-${year}.xlsx`,
      },
    ]);
    const res = await admin.request(`/api/reports/enrollments/enrollment-report-${year}.xlsx/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="enrollment-report-${year}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? "")));
    });
    const { rows: counted } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from employee_groups eg join employees e on e.umi = eg.umi
        join clients c on c.id = e.client_id where c.client_number = $1`,
      [CLIENT],
    );
    expect(rows[0]).toEqual([`Enrollment Report ${year}`]);
    expect(rows.length - 3).toBe(counted[0]?.n);
    expect(rows.length - 3).toBeGreaterThan(0);
    for (const row of rows.slice(3)) expect(row[6]).toMatch(/^\*{5}\d{4}$/);
  });

  it("answers 100212 with no report when no group may be read, and its download is not found", async () => {
    const admin = await adminWith("landing.none", { enrollment: true }, "N/A");
    const list = await listOf(admin);
    expect(list).toEqual({ reports: [], returnCode: "100212", atHandUrl: null });
    const year = new Date().getUTCFullYear();
    const res = await admin.request(`/api/reports/enrollments/enrollment-report-${year}.xlsx/file`);
    expect(res.status).toBe(404);
  });

  it("gives Reports at Hand's address to who holds it", async () => {
    const admin = await adminWith("landing.athand", { enrollment: true, atHand: true }, "N/A");
    expect(await listOf(admin)).toEqual({
      reports: [],
      returnCode: "100212",
      atHandUrl: DEFAULT_REPORTS_AT_HAND_URL,
    });
  });

  it.each([
    ["another year", `enrollment-report-${new Date().getUTCFullYear() - 1}.xlsx`, 404],
    ["not an enrollment report", "census-report-1.xlsx", 400],
  ])("refuses a file of %s", async (_, file, status) => {
    const admin = await adminWith(`landing.file${status}`, { enrollment: true });
    expect((await admin.request(`/api/reports/enrollments/${file}/file`)).status).toBe(status);
  });
});

describe("entitlement gating (session-and-admin.md §6)", () => {
  it.each([
    ["/api/reports/enrollments", "GET", { CensusReports: true, WellnessReports: true, medeAnalytics: true }],
    ["/api/reports/census/groups", "GET", { enrollment: true, WellnessReports: true }],
    ["/api/reports/census/requests", "GET", { enrollment: true, WellnessReports: true }],
    ["/api/reports/census/requests", "POST", { enrollment: true, WellnessReports: true }],
    ["/api/reports/wellness/groups", "GET", { enrollment: true, CensusReports: true }],
    ["/api/reports/wellness/requests", "POST", { enrollment: true, CensusReports: true }],
    ["/api/reports/mede-analytics", "POST", { enrollment: true, CensusReports: true }],
  ])("%s %s is refused without its entitlement, and nothing is stored", async (path, method, reports) => {
    const agent = await adminWith(`gate.${method}.${path.replaceAll("/", ".")}`, reports);
    const before = await t.db.query("select id from report_requests order by id");
    const res = await agent.request(path, {
      method,
      ...(method === "POST" ? { body: JSON.stringify({}) } : {}),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(policyMessages.noReport);
    expect((await t.db.query("select id from report_requests order by id")).rows).toEqual(before.rows);
  });

  it("a census report's file is refused to who no longer holds the census entitlement", async () => {
    const agent = await adminWith("gate.file", { CensusReports: true });
    const made = await agent.request("/api/reports/census/requests", { method: "POST", body: "{}" });
    expect(made.status).toBe(201);
    const { reportId } = (await made.json()) as { reportId: string };
    await t.db.query(
      `update plan_admins set entitlements = jsonb_set(entitlements, '{reports}', '{"CensusReports": false}')
        where login_id = 'gate.file'`,
    );
    await agent.login("gate.file");
    expect((await agent.request(`/api/reports/requests/${reportId}/file`)).status).toBe(403);
  });
});

describe("Mede Analytics sign-on (§7, §8)", () => {
  it("the built-in sign-on answers status true with a signed assertion of who signs on", async () => {
    const admin = await adminWith("landing.mede", { medeAnalytics: true });
    const res = await admin.request("/api/reports/mede-analytics", { method: "POST", body: "{}" });
    expect(res.status).toBe(200);
    const answer = medeAnalyticsResponseSchema.parse(await res.json());
    expect(answer.status).toBe(true);
    const url = new URL(answer.url ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(DEFAULT_MEDE_ANALYTICS_URL);
    const assertion = JSON.parse(
      Buffer.from(url.searchParams.get("assertion") ?? "", "base64url").toString(),
    );
    expect(assertion).toMatchObject({ sub: "landing.mede", bpdId: CLIENT, aso: false });
    expect(url.searchParams.get("signature")).toMatch(/^[\w-]{43}$/);
  });

  it("a failed sign-on is only logged: status false, and the log names no assertion", async () => {
    await adminWith("landing.medefail", { medeAnalytics: true });
    const log = captureLog();
    const app = createApp({
      logger: log.logger,
      db: t.db,
      config: { ...loadConfig({ NODE_ENV: "test" }), portalDir: "/nonexistent" },
      vault: t.vault,
      migration: 22,
      now: () => new Date(),
      medeAnalytics: async () => {
        throw new Error("analytics host unreachable");
      },
    });
    const login = await app.request("/api/session", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/json" },
      body: JSON.stringify({ loginId: "landing.medefail", password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const res = await app.request("/api/reports/mede-analytics", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/json", cookie },
      body: "{}",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: false, url: null });
    const warnings = log.lines().filter((line) => line.level === "warn");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      msg: "Mede Analytics sign-on failed",
      reason: "analytics host unreachable",
      requestId: res.headers.get("x-request-id"),
    });
    expect(JSON.stringify(warnings)).not.toMatch(/assertion|signature/);
  });
});
