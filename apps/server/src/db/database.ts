import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";

/** A row set as both engines return it. */
export interface QueryResult<Row> {
  rows: Row[];
}

/** What the server needs of a database: parameterised queries, transactions and a close. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  /** "pglite" for the embedded default, "postgres" for a server given by DATABASE_URL. */
  readonly engine: "pglite" | "postgres";
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise the embedded engine. */
  url?: string | undefined;
  /** Folder of the embedded engine's data; "memory://" keeps it in memory (tests). */
  dataDir?: string | undefined;
  /**
   * The embedded engine starts from this data folder (a `dumpDataDir` tarball) instead of an
   * empty one: tests copy one migrated template rather than running initdb and migrations each.
   */
  loadDataDir?: Blob | undefined;
}

/** Opens PostgreSQL: a server when a URL is given, otherwise PGlite with its data in a folder. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? resolve(".data/pglite"), options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  if (!dataDir.startsWith("memory://")) {
    // PGlite does not create the parent folder itself (TOOLCHAIN.md).
    mkdirSync(dirname(dataDir), { recursive: true });
  }
  const db = await PGlite.create({
    ...(dataDir.startsWith("memory://") ? {} : { dataDir }),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return pgliteDatabase(db);
}

/** The server's view of an open PGlite (the test setup migrates its template through it). */
export function pgliteDatabase(db: PGlite): Database {
  return {
    engine: "pglite",
    query: async <Row>(sql: string, params?: unknown[]) => {
      const res = await db.query<Row>(sql, params as unknown[]);
      return { rows: res.rows };
    },
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: unknown[]) => ({
            rows: (await tx.query<Row>(sql, params as unknown[])).rows,
          }),
        }),
      ),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  // Dates stay strings: the record format is the spec's, not JavaScript's.
  pg.types.setTypeParser(1082, (v: string) => v);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query("select 1");
  return {
    engine: "postgres",
    query: async <Row>(sql: string, params?: unknown[]) => {
      const res = await pool.query(sql, params);
      return { rows: res.rows as Row[] };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work({
          query: async <Row>(sql: string, params?: unknown[]) => ({
            rows: (await client.query(sql, params)).rows as Row[],
          }),
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
