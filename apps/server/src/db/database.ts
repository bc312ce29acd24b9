import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { ServerConfig } from "../config.js";
import { errorFields, processLog } from "../observability/log.js";
import { CHANGES_CHANNEL, ChangeFeed } from "./changes.js";
import { frozenArrayLiterals, statementNamer } from "./prepared.js";

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
   * Where a read may go when a slightly old answer is as good: the read replica given
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
  /**
   * Calls `onChange` whenever one of `tables` may have changed (db/changes.ts): this process's own
   * writes as they run and when they end, other processes' through PostgreSQL's notifications.
   * Answers the function that stops watching.
   */
  watch(tables: readonly string[], onChange: () => void): () => void;
  /**
   * Whether other processes' changes are heard now: PGlite has no other process; on a server, the
   * connection that listens for notifications is open (it reconnects by itself when lost).
   */
  watching(): boolean;
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
  // One process: its own statements are every change there is.
  const feed = new ChangeFeed();
  let listening = false;
  const primary: Queryable = {
    query: (sql, params) =>
      noted(feed, sql, async () => ({ rows: (await db.query<never>(sql, params as unknown[])).rows })),
  };
  return {
    engine: "pglite",
    query: primary.query,
    // One process, one connection: no replica and no pool.
    replica: primary,
    poolStats: () => null,
    exec: (sql) => noted(feed, sql, () => db.exec(sql).then(() => undefined)),
    transaction: (work) =>
      inTransaction(feed, (note) =>
        db.transaction((tx) =>
          work({
            query: (sql, params) =>
              note(sql, async () => ({ rows: (await tx.query<never>(sql, params as unknown[])).rows })),
          }),
        ),
      ),
    watch: (tables, onChange) => {
      // A change a trigger or function makes is no statement of ours: migration 037 tells it.
      if (!listening) {
        listening = true;
        db.listen(CHANGES_CHANNEL, (table) => feed.tables([table])).catch((error: unknown) =>
          // This process's own statements are still heard; only a change a function makes is not.
          processLog().warn(errorFields(error), "The database's change notifications could not be heard."),
        );
      }
      return feed.watch(tables, onChange);
    },
    watching: () => true,
    close: () => db.close(),
  };
}

/**
 * Runs one statement, telling the watchers of the tables it writes before it runs and again once it
 * ended: a read that began in between may have read the old rows, and must not keep them.
 */
async function noted<T>(feed: ChangeFeed, sql: string, run: () => Promise<T>): Promise<T> {
  const heard = feed.statement(sql);
  try {
    return await run();
  } finally {
    if (heard) feed.statement(sql);
  }
}

/** A transaction's statements tell as they run, and everything they wrote tells again at its end. */
async function inTransaction<T>(
  feed: ChangeFeed,
  run: (note: <R>(sql: string, statement: () => Promise<R>) => Promise<R>) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await run((sql, statement) => {
      if (feed.statement(sql)) written.push(sql);
      return statement();
    });
  } finally {
    for (const sql of written) feed.statement(sql);
  }
}

/**
 * A pool's idle connection that the server drops (a restart, a failover) is an "error" event on the
 * pool; without a listener Node ends the process. pg has already discarded that connection and the
 * next query opens a new one, so the server says so and keeps serving (errorFields: never the message).
 */
const idleConnectionLost = (pool: "primary" | "replica") => (error: Error) =>
  processLog().warn({ pool, ...errorFields(error) }, "An idle database connection was lost.");

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
  // Every connection of both pools prepares the statements it runs, and a frozen array parameter
  // is made a literal once (db/prepared.ts).
  const named = statementNamer();
  // pg's own conversion of a parameter (pg.utils at run time; its types leave it out).
  const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils;
  const literals = frozenArrayLiterals(prepareValue);
  const statement = (sql: string, params?: unknown[]) => named(sql, literals(params));
  const feed = new ChangeFeed();
  const queryOf =
    (p: InstanceType<typeof pg.Pool>): Queryable["query"] =>
    (sql, params) =>
      noted(feed, sql, async () => ({ rows: (await p.query(statement(sql, params))).rows }));
  const query = queryOf(pool);
  const changes = listenForChanges(pg, url, feed);
  return {
    engine: "postgres",
    query,
    replica: replicaPool ? { query: queryOf(replicaPool) } : { query },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    exec: (sql) => noted(feed, sql, () => pool.query(sql).then(() => undefined)),
    transaction: (work) =>
      inTransaction(feed, async (note) => {
        const client = await pool.connect();
        try {
          await client.query("begin");
          const result = await work({
            query: (sql, params) =>
              note(sql, async () => ({ rows: (await client.query(statement(sql, params))).rows })),
          });
          await client.query("commit");
          return result;
        } catch (error) {
          await client.query("rollback");
          throw error;
        } finally {
          client.release();
        }
      }),
    watch: (tables, onChange) => {
      const stop = feed.watch(tables, onChange);
      changes.start();
      return stop;
    },
    watching: () => changes.live,
    close: async () => {
      await Promise.all([pool.end(), replicaPool?.end(), changes.stop()]);
    },
  };
}

/** How long a lost notification connection waits before it connects again. */
const RELISTEN_MS = 1_000;

/**
 * The connection that hears other processes' changes (migration 037's notifications), opened when
 * the first watcher asks. While it is down nothing is heard, so `live` is false (a cache must not
 * serve then) and every watcher is told at once when it is lost and again when it is back.
 */
function listenForChanges(pg: typeof import("pg").default, url: string, feed: ChangeFeed) {
  let client: InstanceType<typeof pg.Client> | null = null;
  let started = false;
  let stopped = false;
  let live = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (stopped) return;
    retry = setTimeout(connect, RELISTEN_MS);
    retry.unref();
  };
  const lost = (which: InstanceType<typeof pg.Client>) => {
    if (client !== which) return;
    client = null;
    live = false;
    feed.all();
    if (!stopped) processLog().warn("The database's change notifications were lost; listening again.");
    again();
  };
  async function connect() {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => feed.tables([message.payload ?? ""]));
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      if (stopped || client !== next) return void next.end().catch(() => {});
      live = true;
      // Whatever changed while nobody listened.
      feed.all();
    } catch {
      if (client === next) client = null;
      next.end().catch(() => {});
      again();
    }
  }
  return {
    get live() {
      return live;
    },
    start() {
      if (started) return;
      started = true;
      void connect();
    },
    async stop() {
      stopped = true;
      live = false;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
