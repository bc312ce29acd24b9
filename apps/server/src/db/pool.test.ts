import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { freshDatabaseUrl } from "../test-support/testApp.js";
import { DEFAULT_POOL_MAX, databaseOptions, openDatabase } from "./database.js";

describe("EPR_DB_POOL_MAX: the PostgreSQL pool is sized by configuration", () => {
  it.each([
    [undefined, DEFAULT_POOL_MAX],
    ["", DEFAULT_POOL_MAX],
    ["1", 1],
    ["40", 40],
  ])("%j gives a pool of %i", (value, expected) => {
    const config = loadConfig(value === undefined ? {} : { EPR_DB_POOL_MAX: value });
    expect(config.databasePoolMax).toBe(expected);
    expect(databaseOptions(config).poolMax).toBe(expected);
  });

  it.each(["0", "-3", "2.5", "ten"])("refuses %j with a sentence naming the setting", (value) => {
    expect(() => loadConfig({ EPR_DB_POOL_MAX: value })).toThrow(/EPR_DB_POOL_MAX must be a whole number/);
  });
});

describe("DATABASE_REPLICA_URL", () => {
  const server = {
    DATABASE_URL: "postgres://app@db/portal",
    EPR_SECRET: "s".repeat(32),
    EPR_PUBLIC_URL: "https://portal.example",
    EPR_MAIL: "outbox",
  };

  it("is read beside DATABASE_URL and handed to the database", () => {
    const config = loadConfig({ ...server, DATABASE_REPLICA_URL: "postgres://app@replica/portal" });
    expect(config.databaseReplicaUrl).toBe("postgres://app@replica/portal");
    expect(databaseOptions(config).replicaUrl).toBe("postgres://app@replica/portal");
    expect(loadConfig(server).databaseReplicaUrl).toBeUndefined();
  });

  it("refuses what is no postgres:// URL, without echoing it (it may carry a password)", () => {
    const attempt = () => loadConfig({ ...server, DATABASE_REPLICA_URL: "mysql://u:hunter2@h/db" });
    expect(attempt).toThrow(/DATABASE_REPLICA_URL must be a postgres:\/\/ URL/);
    expect(attempt).not.toThrow(/hunter2/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the pool's figures on a PostgreSQL server", () => {
  it("counts open, idle and waiting connections, never more open than configured", async () => {
    const db = await openDatabase({ url: await freshDatabaseUrl(), poolMax: 2 });
    try {
      // Four statements on two connections: two run, two wait their turn in the pool.
      const running = Array.from({ length: 4 }, () => db.query("select pg_sleep(0.5)"));
      await expect.poll(() => db.poolStats()).toMatchObject({ total: 2, waiting: 2 });
      await Promise.all(running);
      expect(db.poolStats()).toEqual({ total: 2, idle: 2, waiting: 0 });
    } finally {
      await db.close();
    }
  });

  it("keeps serving when the server drops an idle connection (the pool's error event is heard)", async () => {
    const db = await openDatabase({ url: await freshDatabaseUrl(), poolMax: 2 });
    try {
      const [{ pid }] = (await db.query<{ pid: number }>("select pg_backend_pid() as pid")).rows as [
        { pid: number },
      ];
      // Another connection ends the idle one, as a server restart or failover would; without a
      // listener the pool's "error" event would end this process (an uncaught error here).
      const other = await openDatabase({ url: process.env.TEST_DATABASE_URL, poolMax: 1 });
      try {
        await other.query("select pg_terminate_backend($1)", [pid]);
      } finally {
        await other.close();
      }
      await expect.poll(() => db.poolStats()?.total, { timeout: 5_000 }).toBe(0);
      expect((await db.query<{ ok: number }>("select 1 as ok")).rows).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
    }
  });
});
