import type { Database } from "../db/database.js";

/** The tables a session is read from (auth/sessions.ts SESSION_SQL): a change to any ends every copy. */
export const SESSION_TABLES = [
  "sessions",
  "plan_admins",
  "clients",
  "client_condition_acceptances",
  "admin_group_entitlements",
  "groups",
  "admin_clients",
] as const;

/** Copies kept at most; past it the oldest go first (our choice: far more than live sessions). */
const MAX_ENTRIES = 10_000;

/**
 * Sessions as read, kept a few seconds (per-request overhead: cached with a short, safe lifetime
 * that a password change or an entitlement change ends at once on every server).
 * Every copy ends when one of {@link SESSION_TABLES} changes: this process's writes as they run and
 * once they end, another server's by PostgreSQL's notification (migration 037), within
 * milliseconds of its commit (migration 043 adds admin_clients). While the notifications cannot be heard nothing is served from here.
 * A read that began before a change cannot keep what it read: each read notes the generation it
 * began in, and a change starts a new one. The lifetime only bounds a notification that never came.
 */
export class SessionCache<Entry> {
  readonly #entries = new Map<string, { entry: Entry; until: number }>();
  readonly #db: Database;
  readonly #lifetimeMs: number;
  #generation = 0;

  constructor(db: Database, lifetimeSeconds: number) {
    this.#db = db;
    this.#lifetimeMs = lifetimeSeconds * 1_000;
    if (this.#lifetimeMs > 0) db.watch(SESSION_TABLES, () => this.clear());
  }

  /** The generation a read begins in, for {@link set}. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): Entry | undefined {
    if (this.#lifetimeMs <= 0 || !this.#db.watching()) return undefined;
    const kept = this.#entries.get(key);
    if (!kept) return undefined;
    if (kept.until > performance.now()) return kept.entry;
    this.#entries.delete(key);
    return undefined;
  }

  /** Keeps what a read that began in `generation` found, unless something changed since. */
  set(key: string, entry: Entry, generation: number): void {
    if (this.#lifetimeMs <= 0 || generation !== this.#generation || !this.#db.watching()) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { entry, until: performance.now() + this.#lifetimeMs });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }
}
