import { readdirSync, readFileSync } from "node:fs";
import type { Database } from "./database.js";

const migrationsDir = new URL("./migrations/", import.meta.url);

/** The versioned migrations, in order: files named NNN_description.sql. */
export function listMigrations(): { version: number; name: string; sql: string }[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort()
    .map((name) => ({
      version: Number(name.slice(0, 3)),
      name,
      sql: readFileSync(new URL(name, migrationsDir), "utf8"),
    }));
}

/** Applies every migration not yet applied, each in its own transaction. Returns the current version. */
export async function migrate(db: Database): Promise<number> {
  await db.exec(
    "create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())",
  );
  const applied = new Set(
    (await db.query<{ version: number }>("select version from schema_migrations")).rows.map((r) => r.version),
  );
  let current = Math.max(0, ...applied);
  for (const m of listMigrations()) {
    if (applied.has(m.version)) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query("insert into schema_migrations (version, name) values ($1, $2)", [m.version, m.name]);
    });
    current = m.version;
  }
  return current;
}

/** Splits a migration on semicolons at line ends (our migrations hold no procedural bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
}
