import { afterEach, describe, expect, it } from "vitest";
import { freshDatabaseUrl } from "../test-support/testApp.js";
import { type Database, openDatabase } from "./database.js";
import { checksum, listMigrations, migrate } from "./migrate.js";

const latest = Math.max(...listMigrations().map((m) => m.version));
const opened: Database[] = [];
/** A fresh database: its own on the PostgreSQL server with TEST_DATABASE_URL, else an in-memory PGlite. */
async function freshDatabase(url?: string) {
  const db = await openDatabase({ url: url ?? (await freshDatabaseUrl()), dataDir: "memory://" });
  opened.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});
const appliedRows = async (db: Database) =>
  (
    await db.query<{ version: number; name: string; checksum: string }>(
      "select version, name, checksum from schema_migrations order by version",
    )
  ).rows;

describe("migrations", () => {
  it("apply in order once, each with its file's checksum, and a second run changes nothing", async () => {
    const db = await freshDatabase();
    expect(await migrate(db)).toBe(latest);
    expect(await migrate(db)).toBe(latest);
    expect(await appliedRows(db)).toEqual(
      listMigrations().map((m) => ({ version: m.version, name: m.name, checksum: checksum(m.sql) })),
    );
  });

  it("started by two servers at once, apply once (an advisory lock)", async () => {
    const url = await freshDatabaseUrl();
    // On PostgreSQL: two servers, two connection pools. On PGlite (one connection): two callers.
    const first = await freshDatabase(url);
    const second = url ? await freshDatabase(url) : first;
    expect(await Promise.all([migrate(first), migrate(second), migrate(second)])).toEqual([
      latest,
      latest,
      latest,
    ]);
    expect((await appliedRows(first)).map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
  });

  it("refuse to start when an applied migration's file has changed, naming the file", async () => {
    const db = await freshDatabase();
    await migrate(db);
    const changed = listMigrations().map((m) =>
      m.version === 1 ? { ...m, sql: `${m.sql}\ncreate table sneaky (id int);\n` } : m,
    );
    await expect(migrate(db, changed)).rejects.toThrow(/Migration 001_initial\.sql has changed/);
    const sneaky = await db.query<{ present: boolean }>(
      "select to_regclass('sneaky') is not null as present",
    );
    expect(sneaky.rows[0]?.present).toBe(false);
  });

  it("give a table made before checksums its column, recording the files as they are", async () => {
    const db = await freshDatabase();
    const [first] = listMigrations();
    if (!first) throw new Error("no migrations");
    // The table as older servers made it, with the first migration applied.
    await migrate(db, [first]);
    await db.exec("alter table schema_migrations drop column checksum");
    expect(await migrate(db)).toBe(latest);
    expect((await appliedRows(db))[0]).toEqual({
      version: 1,
      name: first.name,
      checksum: checksum(first.sql),
    });
  });
});
