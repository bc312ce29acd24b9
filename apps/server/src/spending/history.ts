import type { SessionContext } from "../auth/sessions.js";
import type { Queryable } from "../db/database.js";
import { historyAuthor } from "../history/record.js";

/** One saved election as spending_election_history keeps it (migration 028). */
export interface SpendingHistoryEntry {
  umi: string;
  groupNumber: string;
  accountType: string;
  planPeriod: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Writes the history of a saved election inside the write pipeline's transaction, so the election
 * and its history land together or not at all; by the administrator as the history modals name them.
 */
export async function spendingHistoryEntry(
  tx: Queryable,
  session: SessionContext,
  entry: SpendingHistoryEntry,
): Promise<void> {
  const author = historyAuthor(session);
  await tx.query(
    `insert into spending_election_history
       (umi, group_number, account_type, plan_period, admin_id, admin_name, before, after)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.umi,
      entry.groupNumber,
      entry.accountType,
      entry.planPeriod,
      author.adminId,
      author.adminName,
      JSON.stringify(entry.before),
      JSON.stringify(entry.after),
    ],
  );
}
