import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { freshDatabaseUrl, freshMigratedDatabase } from "../test-support/testApp.js";
import { type Database, openDatabase } from "./database.js";
import { earlierChecksums } from "./earlier-checksums.js";
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

  it("accept a reworded comment in an applied migration: the checksum covers its statements", async () => {
    const db = await freshMigratedDatabase();
    opened.push(db);
    const reworded = listMigrations().map((m) =>
      m.version === 1
        ? { ...m, sql: `-- A comment added later.\n${m.sql.replace(/^--.*$/m, "-- Reworded.")}` }
        : m,
    );
    expect(await migrate(db, reworded)).toBe(latest);
  });

  it("start a database holding the whole files' checksums of earlier servers, and record the statements'", async () => {
    const db = await freshMigratedDatabase();
    opened.push(db);
    const files = listMigrations();
    const wholeFile = (sql: string) => createHash("sha256").update(sql).digest("hex");
    // Files never edited since hold their whole text's checksum; the comment-edited ones an earlier one.
    for (const m of files) {
      const held = earlierChecksums[m.name]?.[0] ?? wholeFile(m.sql);
      await db.query("update schema_migrations set checksum = $2 where version = $1", [m.version, held]);
    }
    expect(Object.keys(earlierChecksums).every((name) => files.some((m) => m.name === name))).toBe(true);
    expect(await migrate(db)).toBe(latest);
    expect(await appliedRows(db)).toEqual(
      files.map((m) => ({ version: m.version, name: m.name, checksum: checksum(m.sql) })),
    );
    // An earlier checksum of another file is no pass: the file's statements are judged.
    await db.query("update schema_migrations set checksum = $1 where version = 1", [
      earlierChecksums["004_idempotency_keys.sql"]?.[0],
    ]);
    await expect(migrate(db)).rejects.toThrow(/Migration 001_initial\.sql has changed/);
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
