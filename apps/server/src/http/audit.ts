import type { Queryable } from "../db/database.js";

/** Records who did what to which subject; views of personal data are audited too (DESIGN.md). */
export async function audit(
  db: Queryable,
  adminId: number | null,
  action: string,
  subject: string | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.query("insert into audit_events (admin_id, action, subject, detail) values ($1, $2, $3, $4)", [
    adminId,
    action,
    subject,
    JSON.stringify(detail),
  ]);
}

type AuditRow = [adminId: number | null, action: string, subject: string | null, detail: string];
interface ReadBatch {
  rows: AuditRow[];
  /** Each row's failure (null when recorded), once the batch ran. */
  done: Promise<(unknown | null)[]>;
}
const readBatches = new WeakMap<Queryable, ReadBatch>();

const INSERT_MANY = `insert into audit_events (admin_id, action, subject, detail)
  select a, b, c, d::jsonb from unnest($1::int[], $2::text[], $3::text[], $4::text[]) as t(a, b, c, d)`;

/** One statement for the rows; when it fails, each row alone, so only a failing row's caller fails. */
async function insertReads(db: Queryable, rows: AuditRow[]): Promise<(unknown | null)[]> {
  const alone = (row: AuditRow) =>
    audit(db, row[0], row[1], row[2], JSON.parse(row[3])).then(
      () => null,
      (error: unknown) => error ?? new Error("audit failed"),
    );
  if (rows.length === 1) return [await alone(rows[0] as AuditRow)];
  try {
    await db.query(
      INSERT_MANY,
      [0, 1, 2, 3].map((i) => rows.map((row) => row[i])),
    );
    return rows.map(() => null);
  } catch {
    const failures: (unknown | null)[] = [];
    for (const row of rows) failures.push(await alone(row));
    return failures;
  }
}

/**
 * `audit` for the view of a record on a hot read path (the employee summary): the views recorded
 * in the same turn of the event loop go as one statement, each caller still answered only once its
 * row is stored (or refused with its own row's error). Under load a summary otherwise paid a
 * second round trip to the database for its audit row (docs/benchmarks.md, Scale under load).
 * Only for `db` itself, not a transaction's statements, whose order within it matters.
 */
export async function auditRead(
  db: Queryable,
  adminId: number | null,
  action: string,
  subject: string | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  let batch = readBatches.get(db);
  if (!batch) {
    const rows: AuditRow[] = [];
    const done = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      // Later views start the next batch while this one is written.
      readBatches.delete(db);
      return insertReads(db, rows);
    });
    batch = { rows, done };
    readBatches.set(db, batch);
  }
  const at = batch.rows.push([adminId, action, subject, JSON.stringify(detail)]) - 1;
  const failure = (await batch.done)[at];
  if (failure !== null) throw failure;
}
