import type { CleanSearchData } from "@epr/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";
import { FEW_GROUPS, SEARCH_PAGE_SIZE, type SearchPageEntry, searchSql } from "./find-routes.js";

// What PostgreSQL does with the search's statement (enrollment.md §5 Search, §6; docs/benchmarks.md).
// It is prepared once per connection (db/prepared.ts), and PostgreSQL keeps one generic plan for it
// only when that plan looks no costlier than one made for the values given. The client, the group
// walked and the groups merged decide that estimate (a large group looked far cheaper than the
// average one), so the group and the few-groups searches were planned anew on every call, the
// planning costing more than the run. These values reach the statement through one-row subqueries
// the planner cannot look into: a plan made with the values given must not show them, so it is no
// cheaper than the generic one. Then: each employee's memberships read once, and the rows of every
// shape exactly those of the readable groups.

let t: Awaited<ReturnType<typeof createTestApp>>;
let clientId: number;
let groups: string[];

beforeAll(async () => {
  t = await createTestApp({ members: 400 });
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
  // More groups than FEW_GROUPS, so the every-group search walks the client's employees with the
  // per-row check (the seed's client may hold fewer).
  const more = FEW_GROUPS + 1 - groups.length;
  if (more > 0) {
    await t.db.query(
      `insert into groups (group_number, client_id, name, status)
       select (990300 + i)::text, $1, 'Plan Test ' || i, 'active' from generate_series(1, $2::int) as i`,
      [clientId, more],
    );
    groups.push(...Array.from({ length: more }, (_, i) => String(990301 + i)));
  }
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

/** The statement's explained plan, made for the values given. */
async function planOf(sql: string, params: unknown[]) {
  const { rows } = await t.db.query<{ "QUERY PLAN": string }>(`explain (costs off) ${sql}`, params);
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

// A last-name search by an administrator of many groups walks the client's employees and checks
// each one's groups: the memberships read for that check also give the page's group arrays, read
// once per employee rather than twice (PostgreSQL spent more on this search than the server;
// docs/benchmarks.md).
it("a last-name search over many groups reads each employee's memberships once", async () => {
  const [sql, params] = searchSql(
    { clientId, readableGroups: Object.freeze([...groups]) },
    { lastName: "an" },
    null,
    () => "lookup-hash",
  );
  const plan = await planOf(sql, params);
  expect(plan.match(/on employee_groups/g)).toHaveLength(1);
});

// Whatever the statement's shape, a session reads exactly the employees of its readable groups
// (enrollment.md §6) with their groups: each search's first page against a plain query of its own.
describe("a search reads the employees of the readable groups, with their groups, and no other", () => {
  const sessions: [string, (g: string[]) => string[]][] = [
    ["every group", (g) => g],
    // The every-group walk looks a membership up by binary search: the session's list in any order.
    ["every group, listed backwards", (g) => [...g].reverse()],
    ["every group but the first (the others N/A)", (g) => g.slice(1)],
    ["every group but the last, listed backwards", (g) => g.slice(0, -1).reverse()],
    ["the first two groups", (g) => g.slice(0, 2)],
    ["one group", (g) => g.slice(0, 1)],
  ];
  it.each(sessions)("%s, the seed's commonest last-name prefixes", async (who, readableOf) => {
    const readable = readableOf(groups);
    // One and two letters: the commonest prefixes of the client's employees, so every page is full.
    const prefixes = (
      await t.db.query<{ prefix: string }>(
        `select left(lower(last_name), n) as prefix from employees, (values (1), (2)) as l(n)
          where client_id = $1 group by 1 order by count(*) desc, 1 limit 4`,
        [clientId],
      )
    ).rows.map((r) => r.prefix);
    let found = 0;
    for (const lastName of prefixes) {
      const [sql, params] = searchSql(
        { clientId, readableGroups: Object.freeze(readable) },
        { lastName },
        null,
        () => "lookup-hash",
      );
      const [{ page }] = (await t.db.query<{ page: SearchPageEntry[] }>(sql, params)).rows as [
        { page: SearchPageEntry[] },
      ];
      const got = page.map(([umi, , , , , , active, cancelled]) => ({ umi, active, cancelled }));
      const want = (
        await t.db.query<{ umi: string; active: string[] | null; cancelled: string[] | null }>(
          `select e.umi,
                  (select array_agg(g.group_number order by g.group_number) from employee_groups g
                    where g.umi = e.umi and g.status = 'active') as active,
                  (select array_agg(g.group_number order by g.group_number) from employee_groups g
                    where g.umi = e.umi and g.status = 'cancelled') as cancelled
             from employees e
            where e.client_id = $1 and starts_with(lower(e.last_name), $2)
              and exists (select 1 from employee_groups y where y.umi = e.umi and y.group_number = any($3::text[]))
            order by lower(e.last_name) collate "C", lower(e.first_name) collate "C", e.umi collate "C"
            limit $4`,
          [clientId, lastName, readable, SEARCH_PAGE_SIZE + 1],
        )
      ).rows;
      const sorted = (groups: string[] | null) => (groups ? [...groups].sort() : null);
      expect(got.map((r) => [r.umi, sorted(r.active), sorted(r.cancelled)])).toEqual(
        want.map((r) => [r.umi, r.active, r.cancelled]),
      );
      found += want.length;
    }
    if (who.startsWith("every group")) expect(found).toBeGreaterThan(0);
  });
});
