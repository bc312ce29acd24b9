import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { createApp } from "../app.js";
import { type SsnVault, ssnVault } from "../auth/ssn.js";
import { loadConfig } from "../config.js";
import { type Database, openDatabase, pgliteDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";
import type { GuardedApi } from "../http/guard.js";
import type { Logger } from "../observability/log.js";
import { DEMO_PASSWORD } from "../seed/demo-admins.js";
import { seedDatabase } from "../seed/seed.js";
import { createAdmin } from "./admins.js";
import { leakScan, recordLeakScan } from "./leakScan.js";

/** A fresh in-memory PostgreSQL (PGlite), migrated and seeded, behind the real app. */
export async function createTestApp(
  options: {
    members?: number;
    today?: Date;
    brand?: string;
    extraRoutes?: GuardedApi;
    /** More configuration, as the environment would give it (EPR_SEP=0, …). */
    env?: Record<string, string>;
    /** The server's clock (passcode expiry); the real one by default. */
    now?: () => Date;
    /** The server's waits (the sign-in throttle's hold); a real timer by default. */
    sleep?: (ms: number) => Promise<void>;
    /** The app's logger (test-support/captureLog.ts reads its lines); silent by default. */
    logger?: Logger;
    /**
     * The database the app is given, made from the test's (a recorder of which statements go to
     * the primary and which to the replica); the test's own `db` stays the plain one.
     */
    wrapDatabase?: (db: Database) => Database;
  } = {},
) {
  const config = {
    ...loadConfig({ NODE_ENV: "test", BRAND: options.brand, ...options.env }),
    portalDir: "/nonexistent",
  };
  const { db, vault } = await freshSeededDatabase(options.members ?? 400, options.today);
  // Already migrated from the run's template: this checks it and answers the version, as a start does.
  const migration = await migrate(db);
  const app = createApp(
    {
      db: options.wrapDatabase ? options.wrapDatabase(db) : db,
      config,
      vault,
      migration,
      now: options.now ?? (() => new Date()),
      ...(options.sleep ? { sleep: options.sleep } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    },
    options.extraRoutes ? { extraRoutes: options.extraRoutes } : {},
  );

  const scan = leakScan(db);

  /** Calls the app as a browser on the same origin would, carrying a cookie jar. */
  function agent() {
    let cookie = "";
    const request = async (path: string, init: RequestInit = {}) => {
      const res = await app.request(path, {
        ...init,
        headers: {
          origin: "http://localhost",
          ...(init.body ? { "content-type": "application/json" } : {}),
          ...(cookie ? { cookie } : {}),
          ...init.headers,
        },
      });
      const sent = cookie;
      const set = res.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0] ?? "";
      // Read as the session that asked (a sign-in's answer is its new session's).
      await scan.check(init.method ?? "GET", path, res, set ? cookie : sent);
      return res;
    };
    return {
      request,
      get cookie() {
        return cookie;
      },
      login: (loginId: string, password = DEMO_PASSWORD) =>
        request("/api/session", { method: "POST", body: JSON.stringify({ loginId, password }) }),
    };
  }
  /** The first employee (by umi) of a client who belongs to a group: a record tests can act on. */
  async function employeeOf(clientNumber: string): Promise<{ umi: string; version: number }> {
    const { rows } = await db.query<{ umi: string; version: number }>(
      `select e.umi, e.version from employees e join clients c on c.id = e.client_id
        where c.client_number = $1 and exists (select 1 from employee_groups g where g.umi = e.umi)
        order by e.umi limit 1`,
      [clientNumber],
    );
    if (!rows[0]) throw new Error(`no employee in client ${clientNumber}`);
    return rows[0];
  }
  /** The first SAVED enrollment in process (by id) of a client: one tests can act on. */
  async function enrollmentOf(clientNumber: string): Promise<{ id: string; version: number }> {
    const { rows } = await db.query<{ id: string; version: number }>(
      `select e.id, e.version from enrollments e join clients c on c.id = e.client_id
        where c.client_number = $1 and e.status = 'SAVED' order by e.id limit 1`,
      [clientNumber],
    );
    if (!rows[0]) throw new Error(`no SAVED enrollment in client ${clientNumber}`);
    return rows[0];
  }
  /** An employee's version as it is now (a write route bumps it). */
  async function employeeVersion(umi: string): Promise<number> {
    const { rows } = await db.query<{ version: number }>("select version from employees where umi = $1", [
      umi,
    ]);
    return rows[0]?.version ?? -1;
  }
  /**
   * A plan administrator of one client made for the test (`createAdmin`: employees view and edit,
   * `groupValue` in every group of the client), logged in.
   */
  async function adminAgent(
    loginId: string,
    clientNumber: string,
    groupValue: "View" | "Modify" | "N/A" = "Modify",
  ) {
    await createAdmin(db, { loginId, clientNumber, employees: { view: true, edit: true }, groupValue });
    const signedIn = agent();
    const res = await signedIn.login(loginId);
    if (res.status !== 200) throw new Error(`the login of ${loginId} answered ${res.status}`);
    return signedIn;
  }
  return {
    app,
    db,
    agent,
    adminAgent,
    employeeOf,
    employeeVersion,
    enrollmentOf,
    vault,
    close: async () => {
      recordLeakScan(scan.answers);
      await db.close();
    },
  };
}

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), each test file gets a database of its own, so
 * files stay independent exactly as with a fresh in-memory PGlite; without it, undefined (PGlite).
 */
export async function freshDatabaseUrl(template?: string): Promise<string | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `epr_test_${randomBytes(6).toString("hex")}`;
  const admin = await openDatabase({ url: serverUrl });
  await admin.exec(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The seeded databases this worker made, by what they were seeded with: the next app asking for
 * the same seed copies one instead of seeding again (seeding is about a second; the server
 * projects make some 80 apps a run). Each app still gets a database of its own. A seed of
 * "today" is keyed by the day, so a copy made minutes earlier in the run serves.
 */
const seeded = new Map<string, { copy: () => Promise<Database>; vault: SsnVault }>();

/** A migrated and seeded database of the caller's own, and the SSN key its values are sealed with. */
async function freshSeededDatabase(
  members: number,
  today?: Date,
): Promise<{ db: Database; vault: SsnVault }> {
  const day = today ?? new Date();
  const key = `${members}|${today ? today.toISOString() : day.toISOString().slice(0, 10)}`;
  const known = seeded.get(key);
  if (known) return { db: await known.copy(), vault: known.vault };
  // A key of its own per seed, as a fresh embedded database would generate (auth/keys.ts).
  const vault = ssnVault(randomBytes(32).toString("base64url"));
  const postgresTemplate = inject("postgresTemplate");
  if (process.env.TEST_DATABASE_URL && postgresTemplate) {
    // Seeded once into a template of its own; each app's database is created from it.
    const url = await freshDatabaseUrl(postgresTemplate);
    const template = await openDatabase({ url });
    await seedDatabase(template, vault, { members, seed: 7, today: day });
    await template.close();
    const name = new URL(url ?? "").pathname.slice(1);
    const copy = async () => openDatabase({ url: await freshDatabaseUrl(name) });
    seeded.set(key, { copy, vault });
    return { db: await copy(), vault };
  }
  const templateFile = inject("pgliteTemplate");
  if (process.env.TEST_DATABASE_URL || !templateFile) {
    const db = await freshMigratedDatabase();
    await seedDatabase(db, vault, { members, seed: 7, today: day });
    return { db, vault };
  }
  // PGlite: seeded once, its data folder kept as a tarball each app's database loads.
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite = await PGlite.create({ loadDataDir: migratedTemplate(templateFile) });
  const db = pgliteDatabase(pglite);
  await seedDatabase(db, vault, { members, seed: 7, today: day });
  const dump = await pglite.dumpDataDir("none");
  seeded.set(key, { copy: () => openDatabase({ dataDir: "memory://", loadDataDir: dump }), vault });
  return { db, vault };
}

function migratedTemplate(file: string): Blob {
  pgliteTemplate ??= new Blob([readFileSync(file)], { type: "application/x-tar" });
  return pgliteTemplate;
}

/** The template tarball, read once per test file. */
let pgliteTemplate: Blob | undefined;

/**
 * An embedded database folder on disk that starts migrated, closed again, for tests of a server's
 * start on its own data folder: the PGlite template's copy (a migration run on disk costs seconds),
 * or migrated here where the run has none (the PostgreSQL run provides its own template instead).
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const templateFile = inject("pgliteTemplate");
  const db = await openDatabase({
    dataDir,
    ...(templateFile ? { loadDataDir: migratedTemplate(templateFile) } : {}),
  });
  if (!templateFile) await migrate(db);
  await db.close();
}

/**
 * A migrated database of the caller's own, copied from the template the server project's global
 * setup migrated once (test-support/global-setup.ts): PGlite loads its data folder, PostgreSQL
 * creates the database from it. Without the setup (another runner), a fresh one is migrated.
 */
export async function freshMigratedDatabase(): Promise<Database> {
  const postgresTemplate = inject("postgresTemplate");
  if (process.env.TEST_DATABASE_URL && postgresTemplate) {
    return openDatabase({ url: await freshDatabaseUrl(postgresTemplate) });
  }
  const templateFile = inject("pgliteTemplate");
  if (!process.env.TEST_DATABASE_URL && templateFile) {
    return openDatabase({ dataDir: "memory://", loadDataDir: migratedTemplate(templateFile) });
  }
  const db = await openDatabase({ url: await freshDatabaseUrl(), dataDir: "memory://" });
  await migrate(db);
  return db;
}

/**
 * A migrated database (freshMigratedDatabase) holding administrator 1 only, `acme.admin`: the
 * administrator every `fakeSession` (test-support/sessions.ts) is, so a route tested behind the
 * guards without the seeded data can keep what an administrator owns (idempotency keys).
 */
export async function freshMigratedDatabaseWithAdmin(): Promise<Database> {
  const db = await freshMigratedDatabase();
  await db.query(
    "insert into plan_admins (id, login_id, first_name, last_name, email, password_hash) values (1, 'acme.admin', 'A', 'B', 'a@example.com', 'x')",
  );
  return db;
}
