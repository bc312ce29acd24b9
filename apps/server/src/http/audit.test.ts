import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Queryable } from "../db/database.js";
import { freshMigratedDatabase } from "../test-support/testApp.js";
import { auditRead } from "./audit.js";

let db: Database;
beforeAll(async () => {
  db = await freshMigratedDatabase();
});
afterAll(() => db.close());

/** The database, counting the statements that reach it. */
function counted() {
  const counter = { statements: 0, db: undefined as unknown as Queryable };
  counter.db = {
    query: (sql, params) => {
      counter.statements++;
      return db.query(sql, params);
    },
  };
  return counter;
}
const recorded = async (subject: string) =>
  (
    await db.query<{ action: string; detail: unknown; admin_id: number | null }>(
      "select action, detail, admin_id from audit_events where subject = $1 order by id",
      [subject],
    )
  ).rows;

describe("auditRead: the views of one moment are recorded in one statement", () => {
  it.each([
    ["one view alone", 1],
    ["three views at once", 3],
    ["twenty views at once", 20],
  ])("%s: every row stored, in order, with one statement", async (_case, views) => {
    const counter = counted();
    const subject = `batch-${views}`;
    await Promise.all(
      Array.from({ length: views }, (_, i) => auditRead(counter.db, null, "employee.view", subject, { i })),
    );
    expect(counter.statements).toBe(1);
    expect(await recorded(subject)).toEqual(
      Array.from({ length: views }, (_, i) => ({ action: "employee.view", detail: { i }, admin_id: null })),
    );
  });

  it("views of a later moment go in a statement of their own", async () => {
    const counter = counted();
    await auditRead(counter.db, null, "employee.view", "later");
    await auditRead(counter.db, null, "employee.view", "later");
    expect(counter.statements).toBe(2);
    expect(await recorded("later")).toHaveLength(2);
  });

  it("a row the database refuses fails its own caller only; the others are stored", async () => {
    const results = await Promise.allSettled([
      auditRead(db, null, "employee.view", "refused"),
      // No such administrator: the foreign key refuses this row.
      auditRead(db, 987654321, "employee.view", "refused"),
      auditRead(db, null, "employee.view", "refused"),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await recorded("refused")).toHaveLength(2);
  });
});
