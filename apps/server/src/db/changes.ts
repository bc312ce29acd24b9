/**
 * Who hears that a table changed (for a cache that a password or an entitlement change ends at
 * once on every server). Two sources feed it:
 *  - this process's own statements, as they run, by the tables they write (and again when their
 *    transaction ends, so a read that began before the commit cannot keep what it read);
 *  - every other process's, through PostgreSQL's notifications: migration 037's triggers send the
 *    table's name on the channel {@link CHANGES_CHANNEL} when their transaction commits.
 */

/** The channel migration 037's triggers notify. */
export const CHANGES_CHANNEL = "epr_changes";

/**
 * Marks a write that no watcher needs to hear of: the idle slide of a session's end, which the
 * session cache moves itself (auth/session-cache.ts); migration 037 does not notify it either.
 */
export const UNWATCHED = "/* unwatched */";

const WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/** Statement texts come from the code, so a few hundred; the cap only bounds a text built with values. */
const known = new Map<string, string[]>();
const KNOWN_MAX = 1024;

/** The tables a statement writes, by name; none for a read or an {@link UNWATCHED} write. */
export function writtenTables(sql: string): string[] {
  const seen = known.get(sql);
  if (seen) return seen;
  const tables = sql.includes(UNWATCHED)
    ? []
    : [...sql.matchAll(WRITE)].map((m) => (m[1] as string).toLowerCase());
  if (known.size < KNOWN_MAX) known.set(sql, tables);
  return tables;
}

interface Watcher {
  tables: ReadonlySet<string>;
  onChange: () => void;
}

/** The watchers of one database, and what tells them. */
export class ChangeFeed {
  readonly #watchers = new Set<Watcher>();

  /** Calls `onChange` when any of `tables` may have changed; answers the function that stops it. */
  watch(tables: readonly string[], onChange: () => void): () => void {
    const watcher = { tables: new Set(tables), onChange };
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }

  get watched(): boolean {
    return this.#watchers.size > 0;
  }

  /** A statement of this process is about to run; answers whether it writes a watched table. */
  statement(sql: string): boolean {
    if (!this.#watchers.size) return false;
    return this.tables(writtenTables(sql));
  }

  /** These tables changed; answers whether anyone watched one of them. */
  tables(names: readonly string[]): boolean {
    let heard = false;
    for (const watcher of this.#watchers)
      if (names.some((name) => watcher.tables.has(name))) {
        heard = true;
        watcher.onChange();
      }
    return heard;
  }

  /** Anything may have changed (the notifications were lost for a while): every watcher hears. */
  all(): void {
    for (const watcher of this.#watchers) watcher.onChange();
  }
}
