import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { ServerConfig } from "../config.js";
import { errorFields, processLogger } from "../observability/log.js";

/** A row set as both engines return it. */
export interface QueryResult<Row> {
  rows: Row[];
}

/** What the server needs of a database: parameterised queries, transactions and a close. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

/** How many connections a pool holds and how many calls wait for one (for a metrics endpoint). */
export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  /** Open connections no query is using. */
  idle: number;
  /** Queries waiting for a connection: the pool is too small for the load when this stays above 0. */
  waiting: number;
}

export interface Database extends Queryable {
  /** "pglite" for the embedded default, "postgres" for a server given by DATABASE_URL. */
  readonly engine: "pglite" | "postgres";
  /**
   * Where a read may go when a slightly old answer is as good (issue 12): the read replica given
   * by DATABASE_REPLICA_URL, else the primary itself. Only pure reads use it (searches, listings);
   * a read whose answer feeds a write (an ETag), a session, an entitlement or a read of what the
   * caller just wrote stays on the primary (`query`), since a replica may lag it.
   */
  readonly replica: Queryable;
  /**
   * The primary's connection pool now; null for PGlite, which has one connection and no pool.
   */
  poolStats(): PoolStats | null;
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
  /** A read replica of the server at `url` (DATABASE_REPLICA_URL); PostgreSQL server only. */
  replicaUrl?: string | undefined;
  /** Connections at most in each pool, the primary's and the replica's (EPR_DB_POOL_MAX). */
  poolMax?: number | undefined;
}

/** Connections per pool when none is configured: pg's own default. */
export const DEFAULT_POOL_MAX = 10;

/** Why an embedded database refuses a replica (config.ts says the same at start). */
export const REPLICA_NEEDS_SERVER =
  "DATABASE_REPLICA_URL needs DATABASE_URL: a read replica follows a PostgreSQL server, and the embedded PGlite database has none. Set DATABASE_URL too, or remove DATABASE_REPLICA_URL.";

/** The server's database as its configuration names it: primary or PGlite, replica, pool size. */
export function databaseOptions(config: ServerConfig): DatabaseOptions {
  return {
    url: config.databaseUrl,
    dataDir: config.dataDir,
    replicaUrl: config.databaseReplicaUrl,
    poolMax: config.databasePoolMax,
  };
}

/** Opens PostgreSQL: a server when a URL is given, otherwise PGlite with its data in a folder. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.replicaUrl, options.poolMax ?? DEFAULT_POOL_MAX);
  if (options.replicaUrl) throw new Error(REPLICA_NEEDS_SERVER);
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
  const primary: Queryable = {
    query: async <Row>(sql: string, params?: unknown[]) => {
      const res = await db.query<Row>(sql, params as unknown[]);
      return { rows: res.rows };
    },
  };
  return {
    engine: "pglite",
    query: primary.query,
    // One process, one connection: no replica and no pool.
    replica: primary,
    poolStats: () => null,
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

/**
 * A pool's idle connection that the server drops (a restart, a failover) is an "error" event on the
 * pool; without a listener Node ends the process. pg has already discarded that connection and the
 * next query opens a new one, so the server says so and keeps serving (errorFields: never the message).
 */
const idleConnectionLost = (pool: "primary" | "replica") => (error: Error) =>
  processLogger("warn").warn({ pool, ...errorFields(error) }, "An idle database connection was lost.");

async function openPostgres(url: string, replicaUrl: string | undefined, poolMax: number): Promise<Database> {
  const { default: pg } = await import("pg");
  // Dates stay strings: the record format is the spec's, not JavaScript's.
  pg.types.setTypeParser(1082, (v: string) => v);
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  pool.on("error", idleConnectionLost("primary"));
  await pool.query("select 1");
  const replicaPool = replicaUrl ? new pg.Pool({ connectionString: replicaUrl, max: poolMax }) : null;
  replicaPool?.on("error", idleConnectionLost("replica"));
  if (replicaPool) {
    try {
      await replicaPool.query("select 1");
    } catch (error) {
      await Promise.all([pool.end(), replicaPool.end()]);
      // The reason without the URL: it may carry a password.
      throw new Error(
        `The read replica (DATABASE_REPLICA_URL) did not answer: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const queryOf =
    (p: InstanceType<typeof pg.Pool>) =>
    async <Row>(sql: string, params?: unknown[]) => {
      const res = await p.query(sql, params);
      return { rows: res.rows as Row[] };
    };
  const query = queryOf(pool);
  return {
    engine: "postgres",
    query,
    replica: replicaPool ? { query: queryOf(replicaPool) } : { query },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
    close: async () => {
      await Promise.all([pool.end(), replicaPool?.end()]);
    },
  };
}
