import { describe, expect, it } from "vitest";
import type { Queryable } from "../db/database.js";
import { readsReferenceOnly, withReferenceReads } from "./reference-reads.js";

describe("reference reads", () => {
  it.each([
    ["select brand_code, aso from clients where id = $1", true],
    [
      "select p.group_number, p.product_id from group_products p join groups g on g.group_number = p.group_number",
      true,
    ],
    [
      "select start_date from open_enrollment_windows w join groups g on g.group_number = w.group_number",
      true,
    ],
    ["select umi from employees where ssn_hash = $1", false],
    ["select g.status from groups g join employee_groups e on e.group_number = g.group_number", false],
    ["select record from employees where umi = $1 for update", false],
    ["select group_number from groups where client_id = $1 for share", false],
    ["update groups set additional = $2 where group_number = $1", false],
    ["insert into providers (provider_number) values ($1)", false],
    ["select nextval('enrolled_umi_seq') as n", false],
  ])("%s → answered once a run: %s", (sql, once) => {
    expect(readsReferenceOnly(sql)).toBe(once);
  });

  it("asks the database once per statement and parameters; every caller gets rows of its own", async () => {
    const asked: string[] = [];
    const db: Queryable = {
      query: async <Row>(sql: string, params: unknown[] = []) => {
        asked.push(`${sql} ${JSON.stringify(params)}`);
        return { rows: [{ id: params[0], name: "Group" }] as Row[] };
      },
    };
    const memo = new Map();
    const reads = withReferenceReads(db, memo);
    const first = await reads.query<{ id: number; name: string }>(
      "select id, name from groups where id = $1",
      [1],
    );
    if (first.rows[0]) first.rows[0].name = "edited by a caller";
    const second = await withReferenceReads(db, memo).query<{ name: string }>(
      "select id, name from groups where id = $1",
      [1],
    );
    await reads.query("select id, name from groups where id = $1", [2]);
    await reads.query("select umi from employees where umi = $1", ["A"]);
    await reads.query("select umi from employees where umi = $1", ["A"]);
    expect(second.rows[0]?.name).toBe("Group");
    expect(asked).toEqual([
      "select id, name from groups where id = $1 [1]",
      "select id, name from groups where id = $1 [2]",
      'select umi from employees where umi = $1 ["A"]',
      'select umi from employees where umi = $1 ["A"]',
    ]);
  });

  it("a failed read is asked again", async () => {
    let calls = 0;
    const db: Queryable = {
      query: async <Row>() => {
        calls += 1;
        if (calls === 1) throw new Error("connection lost");
        return { rows: [] as Row[] };
      },
    };
    const reads = withReferenceReads(db, new Map());
    await expect(reads.query("select 1 from clients")).rejects.toThrow("connection lost");
    await expect(reads.query("select 1 from clients")).resolves.toEqual({ rows: [] });
    expect(calls).toBe(2);
  });
});
