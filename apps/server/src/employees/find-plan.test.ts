import type { CleanSearchData } from "@epr/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";
import { searchSql } from "./find-routes.js";

// The search's statement is prepared once per connection (db/prepared.ts), and PostgreSQL keeps one
// generic plan for it only when that plan looks no costlier than one made for the values given. The
// client, the group walked and the groups merged decide that estimate (a large group looked far
// cheaper than the average one), so PostgreSQL planned the group and the few-groups searches anew
// on every call, the planning costing more than the run (docs/benchmarks.md). These values reach
// the statement through one-row subqueries the planner cannot look into: a plan made with the
// values given must not show them, so it is no cheaper than the generic plan. (enrollment.md §5)

let t: Awaited<ReturnType<typeof createTestApp>>;
let clientId: number;
let groups: string[];

beforeAll(async () => {
  t = await createTestApp({ members: 50 });
  const [client] = (await t.db.query<{ id: number }>("select id from clients where client_number = '100001'"))
    .rows;
  if (!client) throw new Error("the seed has no client 100001");
  clientId = client.id;
  groups = (
    await t.db.query<{ group_number: string }>(
      "select group_number from groups where client_id = $1 order by 1",
      [clientId],
    )
  ).rows.map((r) => r.group_number);
});
afterAll(() => t.close());

describe("the values that steer the search's plan are hidden from the planner", () => {
  const cases: [string, (g: string[]) => string[], CleanSearchData][] = [
    ["group search", (g) => g, { groupNumber: "GROUP" }],
    ["last name over a few readable groups", (g) => g.slice(0, 2), { lastName: "an" }],
    ["last name over every group", (g) => g, { lastName: "an" }],
    ["member ID", (g) => g, { memberId: "ZZ1234567" }],
  ];
  it.each(cases)("%s", async (_, readable, asked) => {
    const first = groups[0] as string;
    const data = asked.groupNumber ? { ...asked, groupNumber: first } : asked;
    const [sql, params] = searchSql(
      { clientId, readableGroups: Object.freeze(readable(groups)) },
      data,
      null,
      () => "lookup-hash",
    );
    // An explain with the values bound: the plan PostgreSQL makes for these very values.
    const { rows } = await t.db.query<{ "QUERY PLAN": string }>(`explain (costs off) ${sql}`, params);
    const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(plan).not.toMatch(new RegExp(`client_id = ${clientId}\\b`));
    expect(plan).not.toContain(`'${first}'`);
    expect(plan).not.toMatch(/unnest\('\{/);
  });
});
