import { REPORT_REQUESTS_IN_QUEUE_PER_ADMIN, type RequestedReport, reportMessages } from "@epr/contract";
import { adminMessages } from "@epr/forms/schemas";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { loadConfig } from "../config.js";
import { serverJobs } from "../jobs/handlers.js";
import { createJobRunner, jobRegistry } from "../jobs/runner.js";
import { policyMessages } from "../policy/index.js";
import { pdfText } from "../test-support/pdfText.js";
import { createTestApp } from "../test-support/testApp.js";
import { GENERATE_REPORT, generateReportHandler } from "./job.js";
import { reportRowPages } from "./rows.js";

/**
 * Census and wellness reports as durable jobs (DESIGN.md; session-and-admin.md §3, §5, §7, §9):
 * validation, group authorization, real .xlsx and .pdf files with masked SSNs, and a job that
 * survives a server stopping mid-run.
 */

const CLIENT = "100001";
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>["adminAgent"]>>;
let groups: string[];

beforeAll(async () => {
  t = await createTestApp({ members: 300 });
  admin = await t.adminAgent("reports.admin", CLIENT, "View");
  const res = await admin.request("/api/reports/census/groups");
  groups = ((await res.json()) as { groups: { groupNumber: string }[] }).groups.map((g) => g.groupNumber);
});
afterAll(() => t.close());

const post = (agent: typeof admin, type: string, body: unknown) =>
  agent.request(`/api/reports/${type}/requests`, { method: "POST", body: JSON.stringify(body) });

/** Runs every due job now (the runner the server starts, with the test's vault). */
const runJobs = () =>
  createJobRunner({ db: t.db, handlers: serverJobs({ vault: t.vault }).handlers, log: () => {} }).runDue();

async function download(agent: typeof admin, id: string) {
  const res = await agent.request(`/api/reports/requests/${id}/file`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The members of the groups as the database holds them (one line per member and group). */
async function memberLines(groupNumbers: readonly string[]): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `select count(*)::int as n from employee_groups eg join employees e on e.umi = eg.umi
      join clients c on c.id = e.client_id where c.client_number = $1 and eg.group_number = any($2::text[])`,
    [CLIENT, [...groupNumbers]],
  );
  return rows[0]?.n ?? 0;
}

/** The data rows of a report workbook: after the title, groups and heading rows. */
async function workbookRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? "")));
  });
  return rows;
}

describe("the request (session-and-admin.md §3, §5)", () => {
  it("lists only groups with Employee Data View or Modify in the picker, sorted by group number", async () => {
    const { rows } = await t.db.query<{ group_number: string }>(
      `select g.group_number from groups g join clients c on c.id = g.client_id
        where c.client_number = $1 order by g.group_number`,
      [CLIENT],
    );
    const hidden = rows[0]?.group_number as string;
    const other = await t.adminAgent("reports.partial", CLIENT, "Modify");
    await t.db.query(
      `update admin_group_entitlements set employee_data = 'N/A'
        where group_number = $1 and admin_id = (select id from plan_admins where login_id = 'reports.partial')`,
      [hidden],
    );
    // Entitlements are read at sign-in: sign in again.
    await other.login("reports.partial");
    const listed = (await (await other.request("/api/reports/census/groups")).json()) as {
      groups: { groupNumber: string; employeeData: string }[];
    };
    expect(listed.groups.map((g) => g.groupNumber)).toEqual(
      rows.map((r) => r.group_number).filter((g) => g !== hidden),
    );
    expect(new Set(listed.groups.map((g) => g.employeeData))).toEqual(new Set(["Modify"]));
    // Group authorization: a group the picker does not list answers like one that does not exist
    // (the guard resolves every group the body names), and nothing is stored.
    const before = await t.db.query("select id from report_requests");
    const refused = await post(other, "census", { groupNumbers: [hidden] });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe(policyMessages.groupNotFound);
    expect((await t.db.query("select id from report_requests")).rows).toEqual(before.rows);
  });

  it.each([
    [{ reportFormat: "Word" }, adminMessages.reportFormat],
    [{ reportName: "x".repeat(101) }, adminMessages.tooLong],
  ])("refuses %j with the shared schema's message, storing nothing", async (body, message) => {
    const before = await t.db.query("select id from report_requests");
    const res = await post(admin, "wellness", body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
    expect((await t.db.query("select id from report_requests")).rows).toEqual(before.rows);
  });

  it("a group that does not exist answers 404 as any group the administrator may not read, storing nothing", async () => {
    const before = await t.db.query("select id from report_requests");
    const res = await post(admin, "wellness", { groupNumbers: ["999999"] });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(policyMessages.groupNotFound);
    expect((await t.db.query("select id from report_requests")).rows).toEqual(before.rows);
  });

  it("defaults to Excel, masked SSNs, every listed group, and the wellness name", async () => {
    const res = await post(admin, "wellness", {});
    expect(res.status).toBe(201);
    const report = (await res.json()) as RequestedReport;
    expect(report).toMatchObject({
      reportType: "wellness",
      reportFormat: "Excel",
      ssnMask: "Y",
      groupNumbers: groups.join(","),
      reportName: "ND Wellness Taxation Report - Monthly",
      state: "requested",
      fileName: null,
    });
    // Not ready yet: the download says so.
    expect((await download(admin, report.reportId)).res.status).toBe(409);
    await runJobs();
  });
});

describe("the job's files", () => {
  it("writes a real .xlsx with every member line of the chosen groups, SSNs masked", async () => {
    const chosen = groups.slice(0, 2);
    const report = (await (await post(admin, "census", { groupNumbers: chosen })).json()) as RequestedReport;
    expect(await runJobs()).toMatchObject({ done: 1 });
    const list = (await (await admin.request("/api/reports/census/requests")).json()) as {
      reports: RequestedReport[];
    };
    expect(list.reports[0]).toMatchObject({ reportId: report.reportId, state: "ready" });
    const { res, bytes } = await download(admin, report.reportId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(".xlsx");
    const rows = await workbookRows(bytes);
    expect(rows[0]).toEqual(["Census Report"]);
    expect(rows[2]?.[6]).toBe("SSN");
    const data = rows.slice(3);
    expect(data.length).toBe(await memberLines(chosen));
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((r) => r[0]))).toEqual(new Set(chosen));
    for (const row of data) expect(row[6]).toMatch(/^\*{5}\d{4}$/);
  });

  it("writes a real .pdf whose pages show the groups and the masked SSNs", async () => {
    const chosen = groups.slice(0, 1);
    const report = (await (
      await post(admin, "census", { reportFormat: "PDF", groupNumbers: chosen })
    ).json()) as RequestedReport;
    await runJobs();
    const { res, bytes } = await download(admin, report.reportId);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-6).toString("latin1")).toContain("%%EOF");
    const text = pdfText(bytes);
    expect(text).toContain("Census Report");
    expect(text).toContain(`Groups: ${chosen[0]}`);
    expect(text).toMatch(/\*{5}\d{4}/);
    // No full SSN on the page: nine digits in a row appear nowhere.
    expect(text).not.toMatch(/(?<!\d)\d{9}(?!\d)/);
  });

  it("shows full SSNs only when the request asks (ssnMask false), for an administrator who may modify the groups", async () => {
    const modifier = await t.adminAgent("reports.fullssn", CLIENT, "Modify");
    const report = (await (
      await post(modifier, "census", { ssnMask: false, groupNumbers: groups.slice(0, 1) })
    ).json()) as RequestedReport;
    expect(report.ssnMask).toBe("N");
    await runJobs();
    const data = (await workbookRows((await download(modifier, report.reportId)).bytes)).slice(3);
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) expect(row[6]).toMatch(/^\d{9}$/);
  });

  it("reads the members a page at a time from a keyset cursor, in group and member order", async () => {
    const { rows } = await t.db.query<{ id: number }>("select id from clients where client_number = $1", [
      CLIENT,
    ]);
    const pages: number[] = [];
    const keys: string[] = [];
    for await (const page of reportRowPages(
      t.db,
      t.vault,
      { clientId: rows[0]?.id as number, groupNumbers: groups, ssnMask: true },
      25,
    )) {
      pages.push(page.length);
      keys.push(...page.map((r) => `${r.groupNumber}|${r.memberId}`));
    }
    expect(Math.max(...pages)).toBeLessThanOrEqual(25);
    expect(pages.length).toBeGreaterThan(1);
    expect(keys.length).toBe(await memberLines(groups));
    expect(keys).toEqual([...keys].sort());
  });
});

describe("who sees and downloads a report", () => {
  it("hides a report of groups another administrator may not read, and refuses its file", async () => {
    const report = (await (
      await post(admin, "census", { groupNumbers: groups.slice(0, 1) })
    ).json()) as RequestedReport;
    await runJobs();
    const other = await t.adminAgent("reports.other", CLIENT, "View");
    await t.db.query(
      `update admin_group_entitlements set employee_data = 'N/A'
        where group_number = $1 and admin_id = (select id from plan_admins where login_id = 'reports.other')`,
      [groups[0]],
    );
    await other.login("reports.other");
    expect((await download(other, report.reportId)).res.status).toBe(404);
    const list = (await (await other.request("/api/reports/census/requests")).json()) as {
      reports: RequestedReport[];
    };
    expect(list.reports.map((r) => r.reportId)).not.toContain(report.reportId);
    // Another client's administrator: no such report.
    const foreign = await t.adminAgent("reports.foreign", "100005", "Modify");
    expect((await download(foreign, report.reportId)).res.status).toBe(404);
  });

  it("lists requested reports newest first, 10 a page (§9)", async () => {
    // Each made before the next is asked for: an administrator has at most three waiting.
    for (let i = 0; i < 11; i += 1) {
      expect((await post(admin, "census", { groupNumbers: groups.slice(0, 1) })).status).toBe(201);
      await runJobs();
    }
    const first = (await (await admin.request("/api/reports/census/requests")).json()) as {
      reports: RequestedReport[];
      next: string | null;
    };
    expect(first.reports).toHaveLength(10);
    const ids = first.reports.map((r) => Number(r.reportId));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.next).not.toBeNull();
    const second = (await (
      await admin.request(`/api/reports/census/requests?after=${first.next}`)
    ).json()) as {
      reports: RequestedReport[];
    };
    expect(Number(second.reports[0]?.reportId)).toBeLessThan(Math.min(...ids));
  });
});

/** The rows of report_requests and jobs, to show a refusal stored and queued nothing. */
const stored = async () => ({
  requests: (await t.db.query("select id from report_requests order by id")).rows,
  jobs: (await t.db.query("select id from jobs order by id")).rows,
});

/** An administrator of the client with Modify on every group but `viewGroups`, which it may only view. */
async function adminWithViewGroups(loginId: string, viewGroups: readonly string[]) {
  const agent = await t.adminAgent(loginId, CLIENT, "Modify");
  await t.db.query(
    `update admin_group_entitlements set employee_data = 'View'
      where group_number = any($1::text[]) and admin_id = (select id from plan_admins where login_id = $2)`,
    [[...viewGroups], loginId],
  );
  // Entitlements are read at sign-in: sign in again.
  await agent.login(loginId);
  return agent;
}

describe("who may request a report: the view-only rule and the full-SSN rule", () => {
  it("refuses a view-only login's request (403 view_only) and stores nothing; its lists stay readable", async () => {
    const viewOnly = await t.adminAgent("reports.VIEW", CLIENT, "Modify");
    for (const body of [{ ssnMask: false }, { ssnMask: true }, {}]) {
      const before = await stored();
      const res = await post(viewOnly, "census", body);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe("view_only");
      expect(await stored()).toEqual(before);
    }
    expect((await viewOnly.request("/api/reports/census/groups")).status).toBe(200);
    expect((await viewOnly.request("/api/reports/census/requests")).status).toBe(200);
  });

  it("refuses full SSNs when one chosen group may only be viewed, storing and queuing nothing", async () => {
    const mixed = await adminWithViewGroups("reports.mixed", [groups[1] as string]);
    const before = await stored();
    const res = await post(mixed, "census", { ssnMask: false, groupNumbers: groups.slice(0, 2) });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(policyMessages.fullSsnReport);
    // No groups chosen means every listed one, the View group too.
    expect((await post(mixed, "wellness", { ssnMask: false })).status).toBe(403);
    expect(await stored()).toEqual(before);
    // Masked, the same groups are fine.
    expect((await post(mixed, "census", { groupNumbers: groups.slice(0, 2) })).status).toBe(201);
    await runJobs();
  });

  it("allows full SSNs on groups the administrator may modify, audits the request, and keeps the file from who may only view them", async () => {
    const mixed = await adminWithViewGroups("reports.mixed2", [groups[1] as string]);
    const res = await post(mixed, "census", { ssnMask: false, groupNumbers: groups.slice(0, 1) });
    expect(res.status).toBe(201);
    const report = (await res.json()) as RequestedReport;
    const { rows } = await t.db.query<{ action: string; detail: { groups: string[] } }>(
      `select action, detail from audit_events
        where subject = $1 and admin_id = (select id from plan_admins where login_id = 'reports.mixed2')
          and action = 'report.ssn.request'`,
      [report.reportId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.detail.groups).toEqual(groups.slice(0, 1));
    await runJobs();
    expect((await download(mixed, report.reportId)).res.status).toBe(200);
    // The same file needs the same right to download: not for one who may only view the group.
    const viewer = await adminWithViewGroups("reports.viewer", [groups[0] as string]);
    expect((await download(viewer, report.reportId)).res.status).toBe(403);
    // Listed, so the viewer knows it exists, but without the file to download.
    const listed = (await (await viewer.request("/api/reports/census/requests")).json()) as {
      reports: RequestedReport[];
    };
    expect(listed.reports.find((r) => r.reportId === report.reportId)).toMatchObject({
      state: "ready",
      fileName: null,
    });
    // Nor a view-only login holding Modify.
    const viewOnly = await t.adminAgent("reports.VIEW2", CLIENT, "Modify");
    expect((await download(viewOnly, report.reportId)).res.status).toBe(403);
  });
});

describe("report requests per administrator (the queue is shared by every client)", () => {
  it(`accepts ${REPORT_REQUESTS_IN_QUEUE_PER_ADMIN} waiting, refuses the next with 429 and stores nothing, and accepts again once they are made`, async () => {
    const busy = await t.adminAgent("reports.busy", CLIENT, "View");
    const other = await t.adminAgent("reports.busy2", CLIENT, "View");
    for (let i = 0; i < REPORT_REQUESTS_IN_QUEUE_PER_ADMIN; i += 1)
      expect((await post(busy, "census", { groupNumbers: groups.slice(0, 1) })).status).toBe(201);
    const before = await stored();
    const refused = await post(busy, "wellness", {});
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(reportMessages.tooManyInQueue);
    expect(await stored()).toEqual(before);
    // Another administrator's requests are counted apart.
    expect((await post(other, "census", { groupNumbers: groups.slice(0, 1) })).status).toBe(201);
    await runJobs();
    expect((await post(busy, "census", { groupNumbers: groups.slice(0, 1) })).status).toBe(201);
    await runJobs();
  });
});

describe("a job survives the server stopping mid-run (a durable job)", () => {
  it("a new app over the same database finishes the report into a valid file", async () => {
    const chosen = groups.slice(0, 2);
    const report = (await (await post(admin, "census", { groupNumbers: chosen })).json()) as RequestedReport;
    // The first server reads one page of rows and then stops for good (as a process killed there).
    let reached: () => void = () => {};
    const midRun = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const crashed = createJobRunner({
      db: t.db,
      handlers: jobRegistry({
        [GENERATE_REPORT]: generateReportHandler({
          vault: t.vault,
          pageRows: 10,
          onPage: () => {
            reached();
            return new Promise<void>(() => {});
          },
        }),
      }).handlers,
      log: () => {},
    });
    void crashed.runDue();
    await midRun;
    const during = (await (await admin.request("/api/reports/census/requests")).json()) as {
      reports: RequestedReport[];
    };
    expect(during.reports.find((r) => r.reportId === report.reportId)?.state).toBe("running");

    // A restart: a new app and runner over the same database; once the dead run's lease ends the job runs again.
    const config = { ...loadConfig({ NODE_ENV: "test" }), portalDir: "/nonexistent" };
    const restarted = createApp({ db: t.db, config, vault: t.vault, migration: 17, now: () => new Date() });
    const later = new Date(Date.now() + 6 * 60_000);
    const runner = createJobRunner({
      db: t.db,
      handlers: serverJobs({ vault: t.vault }).handlers,
      now: () => later,
      log: () => {},
    });
    expect(await runner.runDue()).toMatchObject({ claimed: 1, done: 1 });
    const res = await restarted.request(`/api/reports/requests/${report.reportId}/file`, {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    const data = (await workbookRows(Buffer.from(await res.arrayBuffer()))).slice(3);
    expect(data.length).toBe(await memberLines(chosen));
    for (const row of data) expect(row[6]).toMatch(/^\*{5}\d{4}$/);
  });
});
