import type { Queryable, QueryResult } from "../db/database.js";

/**
 * The tables an import's rows are judged against but never change: the client, its groups, their
 * products, report-code rules and open enrollment windows, the life event, cancel and PCP reason
 * rules, the provider directory.
 */
export const REFERENCE_TABLES: ReadonlySet<string> = new Set([
  "clients",
  "groups",
  "group_products",
  "group_report_codes",
  "group_identity_theft",
  "open_enrollment_windows",
  "life_event_rules",
  "cancel_reasons",
  "pcp_reason_codes",
  "providers",
  "provider_products",
]);

/** Every table a statement reads (after `from` or `join`), or null when it is not a plain read. */
export function tablesRead(sql: string): string[] | null {
  if (!/^\s*select\b/i.test(sql) || /\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i.test(sql))
    return null;
  return [...sql.matchAll(/\b(?:from|join)\s+([a-z_][a-z0-9_]*)/gi)].map((m) => (m[1] ?? "").toLowerCase());
}

/** Whether a statement reads reference tables only, so its answer holds for a whole job's run. */
export function readsReferenceOnly(sql: string): boolean {
  const tables = tablesRead(sql);
  return tables !== null && tables.length > 0 && tables.every((t) => REFERENCE_TABLES.has(t));
}

/**
 * The screens' code, run once a subscriber, reads the same client, groups, products and rules for
 * every row: through this, each such read (same statement, same parameters) is asked once per job
 * run and answered from memory after, so judging and applying cost the rows' own reads and writes.
 * A change to reference data during a run is seen by the next run (our choice: a job judges against
 * the plan set-up as it started). Any other statement goes to `db` unchanged.
 */
export function withReferenceReads(
  db: Queryable,
  memo: Map<string, Promise<QueryResult<unknown>>>,
): Queryable {
  return {
    query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      if (!readsReferenceOnly(sql)) return db.query<Row>(sql, params);
      const key = `${sql}\u0000${JSON.stringify(params)}`;
      let answer = memo.get(key);
      if (!answer) {
        answer = db.query<unknown>(sql, params);
        memo.set(key, answer);
        // A failed read is not remembered: the next asks again.
        answer.catch(() => memo.delete(key));
      }
      // Each caller gets its own rows: one that edits what it read cannot change another's.
      return answer.then((result) => ({
        ...result,
        rows: result.rows.map((r) => ({ ...(r as object) }) as Row),
      }));
    },
  };
}
