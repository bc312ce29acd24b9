import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { Database, Queryable } from "./database.js";
import { earlierChecksums } from "./earlier-checksums.js";

const migrationsDir = new URL("./migrations/", import.meta.url);

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The versioned migrations, in order: files named NNN_description.sql. */
export function listMigrations(): Migration[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort()
    .map((name) => ({
      version: Number(name.slice(0, 3)),
      name,
      sql: readFileSync(new URL(name, migrationsDir), "utf8"),
    }));
}

/**
 * The SHA-256 of what a migration does: its file without whole-line comments (line endings made
 * \n, so a Windows checkout agrees). A comment may be reworded; a statement may not.
 */
export const checksum = (sql: string) => sha256(statementsOf(sql));

/** The checksum servers recorded before comments were left out: the whole file's. */
const wholeFileChecksum = (sql: string) => sha256(sql.replace(/\r\n/g, "\n"));

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function statementsOf(sql: string): string {
  return sql
    .replace(/\r\n/g, "\n")
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("--"))
    .join("\n");
}

/**
 * Any number, the same in every server: the key of the PostgreSQL advisory lock under which
 * migrations run, so two servers starting at once against one database migrate once.
 */
const MIGRATION_LOCK = 720_260_001;

/**
 * Applies every migration not yet applied, each in its own transaction holding the advisory lock
 * (and checking again, under it, that no other server applied it meanwhile). A migration whose
 * file changed since it was applied stops the start: the database would no longer be what the
 * files say. Returns the current version.
 */
export async function migrate(db: Database, migrations: Migration[] = listMigrations()): Promise<number> {
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(
      "create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())",
    );
    // Tables made before checksums were recorded get the column; their rows are filled below.
    await tx.query("alter table schema_migrations add column if not exists checksum text");
    await checkApplied(tx, migrations);
  });
  for (const m of migrations) {
    await db.transaction(async (tx) => {
      await lock(tx);
      const done = await tx.query("select 1 from schema_migrations where version = $1", [m.version]);
      if (done.rows.length) return;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query("insert into schema_migrations (version, name, checksum) values ($1, $2, $3)", [
        m.version,
        m.name,
        checksum(m.sql),
      ]);
    });
  }
  const { rows } = await db.query<{ v: number }>(
    "select coalesce(max(version), 0)::int as v from schema_migrations",
  );
  return rows[0]?.v ?? 0;
}

const lock = (tx: Queryable) => tx.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);

/**
 * Refuses a changed file; records the checksum of rows applied before checksums existed, and
 * rewrites a checksum recorded for the whole file (earlier-checksums.ts) as the statements'.
 */
async function checkApplied(tx: Queryable, migrations: Migration[]) {
  const { rows } = await tx.query<{ version: number; checksum: string | null }>(
    "select version, checksum from schema_migrations",
  );
  for (const row of rows) {
    const file = migrations.find((m) => m.version === row.version);
    if (!file) continue; // applied by a newer server: not ours to judge
    const sum = checksum(file.sql);
    const recordedBefore =
      row.checksum === wholeFileChecksum(file.sql) ||
      earlierChecksums[file.name]?.includes(row.checksum ?? "");
    if (row.checksum === null || (row.checksum !== sum && recordedBefore)) {
      await tx.query("update schema_migrations set checksum = $2 where version = $1", [row.version, sum]);
    } else if (row.checksum !== sum) {
      throw new Error(
        `Migration ${file.name} has changed since it was applied to this database (its checksum differs). An applied migration is never edited: put the file back as it was, and make the change a new migration.`,
      );
    }
  }
}

/**
 * Splits a migration on semicolons at line ends, except inside a dollar-quoted body (a trigger
 * function's, migration 030), whose statements end lines too.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let quoted = false;
  for (const line of sql.split("\n")) {
    current.push(line);
    // Each $$ or $tag$ opens or closes a body.
    if ((line.match(/\$(?:[A-Za-z_]\w*)?\$/g)?.length ?? 0) % 2 === 1) quoted = !quoted;
    if (!quoted && /;\s*$/.test(line)) {
      statements.push(current.join("\n").replace(/;\s*$/, ""));
      current = [];
    }
  }
  statements.push(current.join("\n"));
  return statements.map((s) => s.replace(/^\s*--.*$/gm, "").trim()).filter(Boolean);
}
