import { historyMessages } from "@epr/contract";
import type { Queryable } from "../db/database.js";
import { HttpError } from "../http/errors.js";
import type { HistoryKind, HistoryTransactionType } from "./record.js";

/** The position after which a page starts: the last row's time (microseconds, UTC) and id. */
type HistoryKey = [changedAt: string, id: string];

/** Keyset cursor over (changed_at desc, id desc), opaque to the portal. */
export const encodeHistoryCursor = (key: HistoryKey) =>
  Buffer.from(JSON.stringify(key)).toString("base64url");

/** The cursor a page gave, or 400 for anything this server did not give. */
export function decodeHistoryCursor(after: string | undefined): HistoryKey | null {
  if (!after) return null;
  try {
    const key = JSON.parse(Buffer.from(after, "base64url").toString("utf8"));
    if (
      Array.isArray(key) &&
      key.length === 2 &&
      typeof key[0] === "string" &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(key[0]) &&
      typeof key[1] === "string" &&
      /^\d{1,18}$/.test(key[1])
    )
      return [key[0], key[1]];
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, historyMessages.invalidCursor, "invalid_request");
}

/** One history row as the services answer it. */
export interface HistoryRow {
  id: string;
  group_number: string | null;
  changed_at: string;
  admin_name: string;
  member_name: string;
  member_key: string;
  transaction_type: HistoryTransactionType;
  before: unknown;
  after: unknown;
}

/**
 * Which rows one service reads: COB rows have no group and show in every group's COB history
 * (008_history_and_backups.sql); the others are the named groups'.
 */
export interface HistoryScope {
  umi: string;
  kind: HistoryKind;
  /** The groups asked for (one, or every readable group of the employee); unused for COB. */
  groupNumbers: readonly string[];
}

/**
 * One page, newest first, read through employee_history_read_idx (umi, kind, group_number,
 * changed_at desc, id desc): one more row than the page is read to know whether another exists.
 * The time is kept to the microsecond in the cursor, so rows of one change (same now()) page by id.
 */
export async function readHistoryPage(
  db: Queryable,
  scope: HistoryScope,
  limit: number,
  after: HistoryKey | null,
): Promise<{ rows: HistoryRow[]; next: string | null }> {
  const params: unknown[] = [scope.umi, scope.kind];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ["umi = $1", "kind = $2"];
  if (scope.kind === "cob") where.push("group_number is null");
  else if (scope.groupNumbers.length === 1) where.push(`group_number = ${p(scope.groupNumbers[0])}`);
  else where.push(`group_number = any(${p(scope.groupNumbers)})`);
  if (after) where.push(`(changed_at, id) < (${p(after[0])}::timestamptz, ${p(after[1])}::bigint)`);
  const { rows } = await db.query<HistoryRow>(
    `select id::text as id, group_number,
            to_char(changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as changed_at,
            admin_name, member_name, member_key, transaction_type, before, after
       from employee_history
      where ${where.join(" and ")}
      order by changed_at desc, id desc
      limit ${p(limit + 1)}`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > limit && last ? encodeHistoryCursor([last.changed_at, last.id]) : null,
  };
}
