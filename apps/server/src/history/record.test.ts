import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";
import { recordBackup, recordHistory } from "./record.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 40 });
});
afterAll(() => t.close());

describe("history and backups", () => {
  it("writes one row per entry with its author, and nothing when the transaction fails", async () => {
    const { umi, version } = await t.employeeOf("100001");
    const entry = {
      umi,
      groupNumber: "100100",
      kind: "pcp" as const,
      memberKey: "subscriber",
      memberName: "Test Member",
      transactionType: "EDIT" as const,
      before: { physicianNumber: "1000003" },
      after: null,
    };
    await t.db.transaction((tx) => recordHistory(tx, { adminId: null, adminName: "Ada Admin" }, [entry]));
    await expect(
      t.db.transaction(async (tx) => {
        await recordHistory(tx, { adminId: null, adminName: "Rolled Back" }, [entry]);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const { rows } = await t.db.query<{ admin_name: string; before: unknown; after: unknown }>(
      "select admin_name, before, after from employee_history where umi = $1",
      [umi],
    );
    expect(rows).toEqual([{ admin_name: "Ada Admin", before: { physicianNumber: "1000003" }, after: null }]);

    await t.db.transaction((tx) =>
      recordBackup(tx, { umi, version, record: { a: 1 }, adminId: null, transactionType: "EDIT" }),
    );
    const after = await t.db.query<{ version: number }>("select version from employees where umi = $1", [
      umi,
    ]);
    expect(after.rows[0]?.version).toBe(version);
    const backups = await t.db.query("select record from employee_backups where umi = $1", [umi]);
    expect(backups.rows).toEqual([{ record: { a: 1 } }]);
  });

  it("refuses a subject the services do not serve", async () => {
    const { umi } = await t.employeeOf("100001");
    await expect(
      t.db.query(
        "insert into employee_history (umi, kind, member_key, member_name, transaction_type, admin_name) values ($1, 'tobacco', 's', 'n', 'EDIT', 'a')",
        [umi],
      ),
    ).rejects.toThrow();
  });
});
