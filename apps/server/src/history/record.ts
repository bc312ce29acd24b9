import { z } from "zod";
import type { SessionContext } from "../auth/sessions.js";
import type { Queryable } from "../db/database.js";

/** The subjects the history services serve (enrollment.md §7 History: COB, plan, PCP, report code). */
export const historyKinds = ["cob", "plan", "pcp", "report_code"] as const;
export type HistoryKind = (typeof historyKinds)[number];

/** The transactions that write history (enrollment.md §7 reads history; which writes add to it is ours). */
export const historyTransactionTypes = [
  "ADD",
  "EDIT",
  "CANCEL",
  "REINSTATE",
  "REMOVE_CANCEL_DATE",
  "PCP_CHANGE",
] as const;
export type HistoryTransactionType = (typeof historyTransactionTypes)[number];

/** One change of one subject of one member, as `employee_history` keeps it. */
export const historyEntrySchema = z.object({
  umi: z.string(),
  /** Null for COB, which belongs to the member and shows in every group's COB history. */
  groupNumber: z.string().nullable(),
  kind: z.enum(historyKinds),
  /** 'subscriber' or 'dependent:<sequence>'. */
  memberKey: z.string(),
  memberName: z.string(),
  transactionType: z.enum(historyTransactionTypes),
  /** The subject's values before the change; null when it was added. */
  before: z.unknown().nullable(),
  /** The subject's values after the change; null when it was removed. */
  after: z.unknown().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Who made the change, as the history modals name them. */
export interface HistoryAuthor {
  adminId: number | null;
  adminName: string;
}

/** The signed-in administrator as the history modals name them: first and last name, else the login ID. */
export function historyAuthor(session: SessionContext): HistoryAuthor {
  const { admin } = session.view;
  return {
    adminId: session.adminId,
    adminName: [admin.firstName, admin.lastName].filter(Boolean).join(" ") || admin.loginId,
  };
}

/**
 * Writes history rows inside the caller's transaction, so a change and its history land together
 * or not at all. The time is the database's `now()` (UTC), the same for every row of one change.
 */
export async function recordHistory(
  tx: Queryable,
  author: HistoryAuthor,
  entries: readonly HistoryEntry[],
): Promise<void> {
  // A change's entries (one per member, line and field group) a statement at a time, in their order
  // (PostgreSQL takes at most 65,535 parameters a statement: 10 an entry).
  for (let start = 0; start < entries.length; start += HISTORY_ROWS_PER_STATEMENT) {
    const values: unknown[] = [];
    const tuples = entries.slice(start, start + HISTORY_ROWS_PER_STATEMENT).map((e, i) => {
      values.push(
        e.umi,
        e.groupNumber,
        e.kind,
        e.memberKey,
        e.memberName,
        e.transactionType,
        author.adminId,
        author.adminName,
        e.before === null || e.before === undefined ? null : JSON.stringify(e.before),
        e.after === null || e.after === undefined ? null : JSON.stringify(e.after),
      );
      return `(${Array.from({ length: 10 }, (_, k) => `$${i * 10 + k + 1}`).join(", ")})`;
    });
    await tx.query(
      `insert into employee_history
         (umi, group_number, kind, member_key, member_name, transaction_type, admin_id, admin_name, before, after)
       values ${tuples.join(", ")}`,
      values,
    );
  }
}

const HISTORY_ROWS_PER_STATEMENT = 1000;

/**
 * Keeps a copy of the record as it was before a change (enrollment.md §4 edit save: the backup
 * save). The employee's version is not touched.
 */
export async function recordBackup(
  tx: Queryable,
  input: { umi: string; version: number; record: unknown; adminId: number | null; transactionType: string },
): Promise<void> {
  await tx.query(
    "insert into employee_backups (umi, version, record, admin_id, transaction_type) values ($1, $2, $3, $4, $5)",
    [input.umi, input.version, JSON.stringify(input.record), input.adminId, input.transactionType],
  );
}
