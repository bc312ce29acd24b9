import { employeeSearchResponseSchema } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitStatements } from "../db/migrate.js";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";
import { FEW_GROUPS, prefixRange } from "./find-routes.js";

// Keyset paging of the employee search (enrollment.md §5 Search, §7 "View next"): a page
// is read through an index from the listId on, so these check that walking page by page gives every
// match once, in display order (lower last name, lower first name, umi, byte by byte), across page
// boundaries, with names that tie, with the entitlement filter dropping rows, and after renames.

const CLIENT = "100001";
const GROUP_A = "990101"; // readable by both administrators below
const GROUP_B = "990102"; // not readable by the restricted one
const SHARED = 80; // K0001..K0080 in group A; every fourth also in group B
const B_ONLY = 30; // K0081..K0110 in group B only

let t: Awaited<ReturnType<typeof createTestApp>>;
let everyGroup: ReturnType<typeof t.agent>;
let groupAOnly: ReturnType<typeof t.agent>;
let groupsAAndB: ReturnType<typeof t.agent>;

beforeAll(async () => {
  t = await createTestApp({ members: 400 });
  for (const group of [GROUP_A, GROUP_B])
    await t.db.query(
      `insert into groups (group_number, client_id, name, status)
       select $2, id, 'Keyset Plan', 'active' from clients where client_number = $1`,
      [CLIENT, group],
    );
  // Names that tie once lower-cased (Keyset, keyset, KEYSET; Ann, ann), so umi decides, and names
  // that sort apart only byte by byte (Keysetter, Keysét).
  await t.db.query(
    `insert into employees (umi, client_id, client_assigned_id, first_name, last_name, ssn_hash, ssn_encrypted, status, record)
     select 'K' || lpad(i::text, 4, '0'), c.id, 'KS' || i,
            (array['Ann', 'ann', 'Bo'])[1 + i % 3],
            (array['Keyset', 'keyset', 'KEYSET', 'Keysetter', 'Keysét'])[1 + i % 5],
            'keyset-hash-' || i, 'unused', 'active', '{}'::jsonb
       from clients c, generate_series(1, $2::int) as i where c.client_number = $1`,
    [CLIENT, SHARED + B_ONLY],
  );
  await t.db.query(
    `insert into employee_groups (umi, group_number, status)
     select 'K' || lpad(i::text, 4, '0'), $1, 'active' from generate_series(1, $3::int) as i
     union all
     select 'K' || lpad(i::text, 4, '0'), $2, case when i % 8 = 0 then 'cancelled' else 'active' end
       from generate_series(1, $3::int + $4::int) as i where i % 4 = 0 or i > $3::int`,
    [GROUP_A, GROUP_B, SHARED, B_ONLY],
  );
  // More groups than FEW_GROUPS, so the administrators reading all or all but one walk the client's
  // employees with the per-row check, and the one reading two groups merges those groups' walks.
  await t.db.query(
    `insert into groups (group_number, client_id, name, status)
     select (990200 + i)::text, id, 'Empty Plan ' || i, 'active'
       from clients, generate_series(1, $2::int) as i where client_number = $1`,
    [CLIENT, FEW_GROUPS + 1],
  );
  everyGroup = await t.adminAgent("keyset.every", CLIENT);
  // An administrator who may read group A but not B, its entitlements set before it signs in.
  const { id } = await createAdmin(t.db, {
    loginId: "keyset.a",
    clientNumber: CLIENT,
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  await t.db.query(
    "update admin_group_entitlements set employee_data = 'N/A' where group_number = $1 and admin_id = $2",
    [GROUP_B, id],
  );
  groupAOnly = t.agent();
  expect((await groupAOnly.login("keyset.a")).status).toBe(200);
  const few = await createAdmin(t.db, {
    loginId: "keyset.few",
    clientNumber: CLIENT,
    employees: { view: true, edit: false },
    groupValue: "View",
  });
  await t.db.query(
    "update admin_group_entitlements set employee_data = 'N/A' where admin_id = $1 and group_number <> all($2)",
    [few.id, [GROUP_A, GROUP_B]],
  );
  groupsAAndB = t.agent();
  expect((await groupsAAndB.login("keyset.few")).status).toBe(200);
});
afterAll(() => t.close());

type Agent = typeof everyGroup;

/** Every page of a search, following listId to the end. */
async function allPages(agent: Agent, body: Record<string, string>) {
  const pages: string[][] = [];
  let listId: string | undefined;
  do {
    const res = await agent.request("/api/employees/search", {
      method: "POST",
      body: JSON.stringify({ ...body, ...(listId ? { listId } : {}) }),
    });
    expect(res.status).toBe(200);
    const page = employeeSearchResponseSchema.parse(await res.json());
    pages.push(page.employees.map((e) => e.umi));
    listId = page.searchData.listId;
  } while (listId && pages.length < 20);
  return pages;
}

/** The display order, computed here without the database's help: byte order of the lower-cased keys. */
const byDisplayOrder = (a: { last_name: string; first_name: string; umi: string }, b: typeof a): number =>
  Buffer.compare(Buffer.from(a.last_name.toLowerCase()), Buffer.from(b.last_name.toLowerCase())) ||
  Buffer.compare(Buffer.from(a.first_name.toLowerCase()), Buffer.from(b.first_name.toLowerCase())) ||
  Buffer.compare(Buffer.from(a.umi), Buffer.from(b.umi));

/** The expected matches: every employee the condition picks, by a plain query, sorted in JavaScript. */
async function expected(condition: string, params: unknown[]) {
  const { rows } = await t.db.query<{ umi: string; first_name: string; last_name: string }>(
    `select e.umi, e.first_name, e.last_name from employees e join clients c on c.id = e.client_id
      where c.client_number = '${CLIENT}' and ${condition}`,
    params,
  );
  return rows.sort(byDisplayOrder).map((r) => r.umi);
}
/** An employee of the client whose name starts with Keyset-like letters but is in none of `groups`. */
async function seededOutside(groups: string[]) {
  await t.db.query(
    `update employees set last_name = 'Keysetoutside' where umi = (
       select e.umi from employees e join clients c on c.id = e.client_id
        where c.client_number = $1 and e.umi not like 'K%'
          and exists (select 1 from employee_groups g where g.umi = e.umi)
          and not exists (select 1 from employee_groups g where g.umi = e.umi and g.group_number = any($2))
        order by e.umi limit 1)`,
    [CLIENT, groups],
  );
  const { rows } = await t.db.query<{ umi: string }>(
    "select umi from employees where last_name = 'Keysetoutside'",
  );
  return rows[0]?.umi ?? "none";
}
const inGroups = (groups: string) =>
  `exists (select 1 from employee_groups g where g.umi = e.umi and g.group_number = any(${groups}))`;

describe("employee search pages by keyset", () => {
  it("a group larger than a page: pages of 25 by listId give every member once, in display order", async () => {
    const pages = await allPages(everyGroup, { groupNumber: GROUP_A });
    expect(pages.map((p) => p.length)).toEqual([25, 25, 25, 5]);
    const umis = pages.flat();
    expect(new Set(umis).size).toBe(umis.length);
    expect(umis).toEqual(await expected(inGroups("$1"), [[GROUP_A]]));
  });

  it("a last-name prefix across groups and a page boundary, ties broken by first name then umi", async () => {
    const pages = await allPages(everyGroup, { lastName: "KEYSET" });
    expect(pages.length).toBeGreaterThan(2);
    const umis = pages.flat();
    expect(umis).toEqual(await expected("lower(e.last_name) like 'keyset%'", []));
    // The prefix is a prefix, not a pattern, and a longer one narrows it.
    const longer = (await allPages(everyGroup, { lastName: "Keysett" })).flat();
    expect(longer).toEqual(await expected("lower(e.last_name) like 'keysett%'", []));
    expect(longer.length).toBeGreaterThan(0);
  });

  it("last name and group together page through the group's index", async () => {
    const umis = (await allPages(everyGroup, { lastName: "keyset", groupNumber: GROUP_B })).flat();
    expect(umis).toEqual(
      await expected(`lower(e.last_name) like 'keyset%' and ${inGroups("$1")}`, [[GROUP_B]]),
    );
    expect(umis.length).toBeGreaterThan(25);
  });

  it("the entitlement filter drops members of unreadable groups on every page, with no gaps or repeats", async () => {
    const pages = await allPages(groupAOnly, { lastName: "keyset" });
    const umis = pages.flat();
    expect(pages.map((p) => p.length)).toEqual([25, 25, umis.length - 50]);
    expect(new Set(umis).size).toBe(umis.length);
    expect(umis).toEqual(
      await expected(`lower(e.last_name) like 'keyset%' and ${inGroups("$1")}`, [[GROUP_A]]),
    );
  });

  it("an administrator reading a few groups: each group's walk merged, a member of two listed once", async () => {
    const pages = await allPages(groupsAAndB, { lastName: "keyset" });
    const umis = pages.flat();
    expect(pages.slice(0, -1).every((p) => p.length === 25)).toBe(true);
    expect(new Set(umis).size).toBe(umis.length);
    expect(umis).toEqual(
      await expected(`lower(e.last_name) like 'keyset%' and ${inGroups("$1")}`, [[GROUP_A, GROUP_B]]),
    );
    // Members of A and of B only are both found (every fourth shared member is in both).
    expect(umis).toContain("K0001");
    expect(umis).toContain("K0081");
    expect(umis).not.toContain(await seededOutside([GROUP_A, GROUP_B]));
  });

  it("a search naming an unreadable group answers 404 like a group that does not exist; its members are found only through a readable group", async () => {
    const named = await groupAOnly.request("/api/employees/search", {
      method: "POST",
      body: JSON.stringify({ groupNumber: GROUP_B }),
    });
    expect(named.status).toBe(404);
    const umis = (await allPages(groupAOnly, { groupNumber: GROUP_A })).flat();
    const shared = await expected(`${inGroups("$1")} and ${inGroups("$2")}`, [[GROUP_A], [GROUP_B]]);
    expect(shared).toHaveLength(SHARED / 4);
    expect(umis).toEqual(expect.arrayContaining(shared));
    // A member only in the unreadable group is not found by its ID either.
    expect((await allPages(groupAOnly, { memberId: "K0081" })).flat()).toEqual([]);
    expect((await allPages(everyGroup, { memberId: "K0081" })).flat()).toEqual(["K0081"]);
  });

  it("the group arrays are the member's every group, active and cancelled", async () => {
    const res = await everyGroup.request("/api/employees/search", {
      method: "POST",
      body: JSON.stringify({ memberId: "K0008" }),
    });
    const [member] = employeeSearchResponseSchema.parse(await res.json()).employees;
    expect(member?.activeGroupNumbers).toEqual([GROUP_A]);
    expect(member?.cancelledGroupNumbers).toEqual([GROUP_B]);
  });

  it("a renamed employee and a new membership take their place in the group's order at once", async () => {
    await t.db.query("update employees set last_name = 'Keysaa', first_name = 'Zed' where umi = 'K0042'");
    const { rows: picked } = await t.db.query<{ umi: string }>(
      "select umi from employees e where umi not like 'K%' and exists (select 1 from employee_groups g where g.umi = e.umi) order by umi limit 1",
    );
    const seeded = picked[0]?.umi ?? "";
    await t.db.query("update employees set last_name = 'Keyseta', first_name = 'Al' where umi = $1", [
      seeded,
    ]);
    await t.db.query("insert into employee_groups (umi, group_number, status) values ($1, $2, 'active')", [
      seeded,
      GROUP_A,
    ]);
    const umis = (await allPages(everyGroup, { groupNumber: GROUP_A })).flat();
    expect(umis[0]).toBe("K0042");
    expect(umis).toContain(seeded);
    expect(umis).toEqual(await expected(inGroups("$1"), [[GROUP_A]]));
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from employee_groups g join employees e on e.umi = g.umi
        where g.last_key <> lower(e.last_name) or g.first_key <> lower(e.first_name)`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it("a membership's keys are its employee's name lower-cased, whatever a writer gives (migration 036)", async () => {
    const stored = async () =>
      (
        await t.db.query<{ last_key: string; first_key: string; last: string; first: string }>(
          `select g.last_key, g.first_key, lower(e.last_name) as last, lower(e.first_name) as first
             from employee_groups g join employees e on e.umi = g.umi
            where g.umi = 'K0101' and g.group_number = $1`,
          [GROUP_A],
        )
      ).rows[0];
    await t.db.query(
      "insert into employee_groups (umi, group_number, status, last_key, first_key) values ('K0101', $1, 'active', 'aaa-bogus', 'zzz')",
      [GROUP_A],
    );
    const inserted = await stored();
    expect(inserted?.last_key).toBe(inserted?.last);
    expect(inserted?.first_key).toBe(inserted?.first);
    await t.db.query(
      "update employee_groups set last_key = 'aaa-bogus', first_key = 'zzz' where umi = 'K0101' and group_number = $1",
      [GROUP_A],
    );
    expect(await stored()).toEqual(inserted);
  });
});

describe("prefixRange", () => {
  it.each([
    ["lind", "lind", "line"],
    ["o'b", "o'b", "o'c"],
    ["abz", "abz", "ab{"],
    ["zoé", "zoé", "zoê"],
    ["ab\u{d7ff}", "ab\u{d7ff}", "ab\u{e000}"],
    ["a\u{1f600}", "a\u{1f600}", "a\u{1f601}"],
    ["a\u{10ffff}", "a\u{10ffff}", null],
  ])("%j → [%j, %j)", (prefix, lo, hi) => {
    expect(prefixRange(prefix)).toEqual({ lo, hi });
  });
});

describe("splitStatements", () => {
  it("keeps a dollar-quoted body whole and splits at the semicolons that end lines outside it", () => {
    const sql = [
      "create table t (a text check (a ~ '^x$'));",
      "-- a comment",
      "create function f() returns trigger language plpgsql as $$",
      "begin",
      "  new.a := 'x';",
      "  return new;",
      "end $$;",
      "create index i on t (a);",
    ].join("\n");
    expect(splitStatements(sql)).toEqual([
      "create table t (a text check (a ~ '^x$'))",
      "create function f() returns trigger language plpgsql as $$\nbegin\n  new.a := 'x';\n  return new;\nend $$",
      "create index i on t (a)",
    ]);
  });
});
