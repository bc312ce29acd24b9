import { randomBytes } from "node:crypto";
import { BACKGROUND_HEADER, BACKGROUND_HEADER_VALUE } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "../app.js";
import { ssnVault } from "../auth/ssn.js";
import { loadConfig } from "../config.js";
import { DEMO_PASSWORD } from "../seed/demo-admins.js";
import { seedDatabase } from "../seed/seed.js";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp, freshDatabaseUrl, freshMigratedDatabase } from "../test-support/testApp.js";
import { type Database, openDatabase, type Queryable, REPLICA_NEEDS_SERVER } from "./database.js";

const CLIENT = "100001";

/** Which statements the app sent to the primary and which to the replica. */
interface Sent {
  primary: string[];
  replica: string[];
}

/** The database with every statement written down by where it went (transactions: the primary). */
function recording(db: Database, sent: Sent): Database {
  const to = (target: Queryable, log: string[]): Queryable => ({
    query: <Row>(sql: string, params?: unknown[]) => {
      log.push(sql);
      return target.query<Row>(sql, params);
    },
  });
  return {
    ...db,
    ...to(db, sent.primary),
    replica: to(db.replica, sent.replica),
    transaction: (work) => db.transaction((tx) => work(to(tx, sent.primary))),
  };
}

/** A statement that resolves a session or reads an entitlement: the primary's alone. */
const SESSION_OR_ENTITLEMENT = /\bsessions\b|admin_group_entitlements|plan_admins/;

describe("read replica routing: pure reads may go to a replica; sessions, entitlements and ETags stay on the primary", () => {
  const sent: Sent = { primary: [], replica: [] };
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: ReturnType<typeof t.agent>;
  let internal: ReturnType<typeof t.agent>;
  let umi: string;
  let lastName: string;

  beforeAll(async () => {
    // Every call reads its session here (no session cache), so where that read goes is seen.
    t = await createTestApp({
      members: 40,
      wrapDatabase: (db) => recording(db, sent),
      env: { EPR_SESSION_CACHE_SECONDS: "0" },
    });
    await createAdmin(t.db, {
      loginId: "replica.admin",
      clientNumber: CLIENT,
      employees: { view: true, edit: true },
      groupValue: "Modify",
    });
    admin = t.agent();
    expect((await admin.login("replica.admin")).status).toBe(200);
    internal = t.agent();
    expect((await internal.login("demo.internal")).status).toBe(200);
    ({ umi } = await t.employeeOf(CLIENT));
    const { rows } = await t.db.query<{ last_name: string }>(
      "select last_name from employees where umi = $1",
      [umi],
    );
    lastName = rows[0]?.last_name ?? "";
  });
  afterAll(() => t.close());

  const call = async (who: "admin" | "internal", path: string, body?: unknown) => {
    sent.primary.length = 0;
    sent.replica.length = 0;
    const agent = who === "admin" ? admin : internal;
    const res = await agent.request(
      path.replace("{umi}", umi),
      body ? { method: "POST", body: JSON.stringify(body) } : {},
    );
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    return res;
  };

  it.each([
    ["employee search", "admin", "/api/employees/search", /join employees e|from employees e/],
    ["internal client search", "internal", "/api/internal/clients?number=100001", /from clients/],
    ["claims listing", "admin", "/api/employees/{umi}/claims", /from claims/],
    ["claims download", "admin", "/api/employees/{umi}/claims.xlsx", /from claims/],
    ["benefit booklets", "admin", "/api/documents/benefit-booklets", /plan_documents/],
    ["group contracts", "admin", "/api/documents/group-contracts", /plan_documents/],
    ["preventive medication lists", "admin", "/api/documents/preventive-medications", /plan_documents/],
    ["summary of benefits plans", "admin", "/api/documents/summary-of-benefits", /plan_documents/],
    ["recent documents counts", "admin", "/api/documents/alerts", /plan_documents/],
    ["enrollment reports listing", "admin", "/api/reports/enrollments", /employee_groups/],
  ] as const)("%s reads the replica; its session stays on the primary", async (_name, who, path, read) => {
    await call(who, path, path === "/api/employees/search" ? { lastName: lastName.slice(0, 3) } : undefined);
    expect(sent.replica.some((sql) => read.test(sql))).toBe(true);
    expect(sent.replica.filter((sql) => SESSION_OR_ENTITLEMENT.test(sql))).toEqual([]);
    expect(sent.primary.some((sql) => /from sessions/.test(sql))).toBe(true);
  });

  it.each([
    ["the session itself", "/api/session"],
    // Its ETag is sent back as If-Match by the next write: a replica's older version would 412.
    ["the employee summary (an ETag)", "/api/employees/{umi}"],
    // The page lists a request just made and polls its status: a lagging replica would miss it.
    ["requested census reports", "/api/reports/census/requests"],
  ])("%s reads the primary only", async (_name, path) => {
    const res = await call("admin", path);
    expect(sent.replica).toEqual([]);
    expect(sent.primary.length).toBeGreaterThan(0);
    if (path.endsWith("{umi}")) expect(res.headers.get("etag")).toBeTruthy();
  });

  it("resolves a session, its administrator and its group entitlements in one statement", async () => {
    sent.primary.length = 0;
    // A background call never slides the idle end (a slide, at most once a minute, is a second one).
    const res = await admin.request("/api/session", {
      headers: { [BACKGROUND_HEADER]: BACKGROUND_HEADER_VALUE },
    });
    expect(res.status).toBe(200);
    expect(sent.primary).toHaveLength(1);
  });
});

describe("the embedded database and a replica", () => {
  it("refuses a replica URL: PGlite has no server to follow", async () => {
    await expect(openDatabase({ dataDir: "memory://", replicaUrl: "postgres://x/y" })).rejects.toThrow(
      REPLICA_NEEDS_SERVER,
    );
    expect(() => loadConfig({ DATABASE_REPLICA_URL: "postgres://x/y" })).toThrow(REPLICA_NEEDS_SERVER);
  });

  it("reads its primary as the replica when none is given; only a server has a pool", async () => {
    const db = await freshMigratedDatabase();
    try {
      expect((await db.replica.query<{ n: number }>("select 1 as n")).rows).toEqual([{ n: 1 }]);
      if (db.engine === "pglite") expect(db.poolStats()).toBeNull();
      else expect(db.poolStats()).toEqual({ total: 1, idle: 1, waiting: 0 });
    } finally {
      await db.close();
    }
  });
});

/**
 * On a real PostgreSQL server (the server-pg suite): the replica is a second database copied from
 * the primary after seeding, then changed, so an answer tells which one it came from.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a replica on a PostgreSQL server", () => {
  let primaryUrl: string;
  let replicaUrl: string;
  let db: Database;
  let app: ReturnType<typeof createApp>;
  let umi: string;
  let primaryVersion: number;
  const REPLICA_NAME = "Replicanova";

  beforeAll(async () => {
    primaryUrl = String(await freshDatabaseUrl(inject("postgresTemplate")));
    const vault = ssnVault(randomBytes(32).toString("base64url"));
    const seeding = await openDatabase({ url: primaryUrl });
    await seedDatabase(seeding, vault, { members: 40, seed: 7, today: new Date() });
    await createAdmin(seeding, {
      loginId: "replica.pg",
      clientNumber: CLIENT,
      employees: { view: true, edit: true },
      groupValue: "Modify",
    });
    const { rows } = await seeding.query<{ umi: string; version: number }>(
      `select e.umi, e.version from employees e join clients c on c.id = e.client_id
        where c.client_number = $1 and exists (select 1 from employee_groups g where g.umi = e.umi)
        order by e.umi limit 1`,
      [CLIENT],
    );
    umi = rows[0]?.umi ?? "";
    primaryVersion = rows[0]?.version ?? 0;
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await seeding.close();
    const primaryName = new URL(primaryUrl).pathname.slice(1);
    replicaUrl = String(await freshDatabaseUrl(primaryName));
    const replica = await openDatabase({ url: replicaUrl });
    await replica.query("update employees set last_name = $2, version = version + 100 where umi = $1", [
      umi,
      REPLICA_NAME,
    ]);
    await replica.close();
    db = await openDatabase({ url: primaryUrl, replicaUrl, poolMax: 3 });
    const config = {
      ...loadConfig({
        NODE_ENV: "test",
        DATABASE_URL: primaryUrl,
        DATABASE_REPLICA_URL: replicaUrl,
        EPR_SECRET: randomBytes(32).toString("base64url"),
        // The in-process requests name http://localhost, the public address here.
        EPR_PUBLIC_URL: "http://localhost",
        EPR_MAIL: "outbox",
      }),
      portalDir: "/nonexistent",
    };
    app = createApp({ db, config, vault, migration: 0, now: () => new Date() });
  });
  afterAll(async () => {
    await db?.close();
    const admin = await openDatabase({ url: String(process.env.TEST_DATABASE_URL) });
    for (const url of [primaryUrl, replicaUrl])
      if (url) await admin.exec(`drop database if exists ${new URL(url).pathname.slice(1)}`);
    await admin.close();
  });

  async function signIn() {
    const res = await app.request("/api/session", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/json" },
      body: JSON.stringify({ loginId: "replica.pg", password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }
  const search = (cookie: string, lastName: string) =>
    app.request("/api/employees/search", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/json", cookie },
      body: JSON.stringify({ lastName }),
    });

  it("searches the replica, while the session (made after the copy) and the summary's ETag come from the primary", async () => {
    const cookie = await signIn();
    // The session exists on the primary only: a search answered at all was authorized there.
    const found = await search(cookie, REPLICA_NAME);
    expect(found.status).toBe(200);
    const { employees } = (await found.json()) as { employees: { umi: string; lastName: string }[] };
    expect(employees.map((e) => [e.umi, e.lastName])).toEqual([[umi, REPLICA_NAME]]);
    const summary = await app.request(`/api/employees/${umi}`, { headers: { cookie } });
    expect(summary.status).toBe(200);
    expect(summary.headers.get("etag")).toContain(String(primaryVersion));
    expect(summary.headers.get("etag")).not.toContain(String(primaryVersion + 100));
  });

  it("sees an entitlement taken away on the primary at once, though the replica still holds it", async () => {
    const cookie = await signIn();
    expect((await search(cookie, REPLICA_NAME)).status).toBe(200);
    await db.query(
      "delete from admin_group_entitlements where admin_id = (select id from plan_admins where login_id = 'replica.pg')",
    );
    const after = await search(cookie, REPLICA_NAME);
    expect([200, 403]).toContain(after.status);
    const body = after.status === 200 ? ((await after.json()) as { employees: unknown[] }) : null;
    expect(body?.employees ?? []).toEqual([]);
  });

  it("reports its pool: open, idle and waiting connections", async () => {
    const stats = db.poolStats();
    expect(stats).toEqual({ total: expect.any(Number), idle: expect.any(Number), waiting: 0 });
    expect(stats?.total).toBeGreaterThan(0);
    expect(stats?.total).toBeLessThanOrEqual(3);
  });
});
