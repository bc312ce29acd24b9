import { employeeRecordSchema } from "@epr/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";
import {
  BULK_CLIENT_ID_STEP,
  BULK_SSN_SPACE,
  BULK_SSN_STEP,
  bulkEmployees,
  bulkSsn,
  DEMO_MEMBERS,
  FIRST_BULK_GROUP,
  LARGEST_GROUP,
  planBulkGroups,
} from "./bulk.js";
import { generateSeed, type SeedEmployee } from "./generate.js";
import { createRandom, createZipf } from "./random.js";

const today = new Date(2026, 10, 22);
const demo = generateSeed({ members: DEMO_MEMBERS, seed: 7, today });

const made = (members: number, seed = 7) => {
  const groups = planBulkGroups(demo, members, seed, today);
  const employees: SeedEmployee[] = [];
  for (const chunk of bulkEmployees(demo, groups, { seed, today, first: demo.employees.length, members }))
    employees.push(...chunk);
  return { groups, employees };
};

describe("the scaled seed's plan (DESIGN.md size flag)", () => {
  const million = planBulkGroups(demo, 1_000_000 - DEMO_MEMBERS, 7, today);
  const sizes = million.map((g) => g.targetEmployees);

  it("a million members: one group of 50,000 employees first, in the demo client, and many of a few", () => {
    expect(million[0]).toMatchObject({
      groupNumber: String(FIRST_BULK_GROUP),
      clientNumber: demo.clients[0]?.clientNumber,
      targetEmployees: LARGEST_GROUP,
      status: "active",
    });
    expect(Math.max(...sizes)).toBe(LARGEST_GROUP);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(3);
    expect(sizes.filter((s) => s <= 20).length).toBeGreaterThan(sizes.length / 2);
    expect(sizes.filter((s) => s >= 5000).length).toBeGreaterThan(1);
  });

  it("every client (so every brand family) gets groups, some cancelled; the numbers are new", () => {
    expect(new Set(million.map((g) => g.clientNumber))).toEqual(
      new Set(demo.clients.map((c) => c.clientNumber)),
    );
    expect(million.some((g) => g.status === "cancelled")).toBe(true);
    const numbers = new Set([...demo.groups, ...million].map((g) => g.groupNumber));
    expect(numbers.size).toBe(demo.groups.length + million.length);
  });

  it("same seed → same plan; another seed → another", () => {
    expect(JSON.stringify(planBulkGroups(demo, 50_000, 7, today))).toBe(
      JSON.stringify(planBulkGroups(demo, 50_000, 7, today)),
    );
    expect(JSON.stringify(planBulkGroups(demo, 50_000, 8, today))).not.toBe(
      JSON.stringify(planBulkGroups(demo, 50_000, 7, today)),
    );
  });

  it("the Zipf weights: a few ranks very common, a long tail of rare ones", () => {
    const zipf = createZipf(27_000);
    expect(zipf.share(0)).toBeGreaterThan(0.005);
    expect(zipf.share(0)).toBeLessThan(0.03);
    expect(zipf.share(26_999)).toBeLessThan(zipf.share(0) / 1000);
    const random = createRandom(1);
    const draws = Array.from({ length: 10_000 }, () => zipf.draw(random));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(27_000);
  });

  it("subscriber SSNs of the scaled seed never repeat and are valid in form", () => {
    const ssns = Array.from({ length: 400_000 }, (_, n) => bulkSsn(n));
    expect(new Set(ssns).size).toBe(ssns.length);
    for (const ssn of ssns.slice(0, 1000)) expect(ssn).toMatch(/^[1-6]\d{2}\d{2}\d{4}$/);
  });

  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  it.each([
    ["SSN", BULK_SSN_STEP, BULK_SSN_SPACE],
    ["client-assigned ID", BULK_CLIENT_ID_STEP, 100_000_000],
  ])(
    "the %s map is a permutation of its whole space: its multiplier is coprime to the space's size",
    (_, step, space) => {
      expect(gcd(step, space)).toBe(1);
      // n·step stays an exact integer over the whole space.
      expect(Number.isSafeInteger(space * step)).toBe(true);
    },
  );
});

describe("the scaled employees", () => {
  const { groups, employees } = made(20_000);

  it("make the members asked for, with unique member IDs, SSNs and client-assigned IDs, and valid records", () => {
    const members = employees.reduce((n, e) => n + 1 + e.record.dependents.length, 0);
    expect(members).toBeGreaterThanOrEqual(20_000);
    expect(members).toBeLessThan(20_010);
    for (const key of ["umi", "ssn", "clientAssignedId"] as const)
      expect(new Set(employees.map((e) => e[key])).size).toBe(employees.length);
    expect(employees.some((e) => demo.employees.some((d) => d.umi === e.umi))).toBe(false);
    for (const e of employees.slice(0, 500))
      expect(employeeRecordSchema.safeParse(e.record).success).toBe(true);
  });

  it("fill every group, the first with its planned employees", () => {
    const count = new Map<string, number>();
    for (const e of employees)
      for (const g of e.groups) count.set(g.groupNumber, (count.get(g.groupNumber) ?? 0) + 1);
    expect(count.get(groups[0]?.groupNumber ?? "")).toBe(groups[0]?.targetEmployees);
    for (const g of groups) expect(count.get(g.groupNumber) ?? 0).toBeGreaterThan(0);
  });

  it("spread the plan's shortfall over the later groups in proportion, none past the first (group 300001)", () => {
    const members = 60_000;
    const { groups, employees } = made(members, 11);
    const count = new Map<string, number>();
    for (const e of employees)
      for (const g of e.groups) count.set(g.groupNumber, (count.get(g.groupNumber) ?? 0) + 1);
    const first = groups[0]?.targetEmployees ?? 0;
    expect(count.get(String(FIRST_BULK_GROUP))).toBe(first);
    const extra = groups.slice(1).map((g) => (count.get(g.groupNumber) ?? 0) - g.targetEmployees);
    // A shortfall there was (the plan's average is a safe one), and it went to many groups.
    expect(extra.filter((x) => x > 0).length).toBeGreaterThan(10);
    for (const [i, g] of groups.slice(1).entries()) {
      expect(count.get(g.groupNumber) ?? 0).toBeLessThanOrEqual(first);
      expect(extra[i]).toBeGreaterThanOrEqual(0);
      expect(extra[i]).toBeLessThanOrEqual(Math.ceil(g.targetEmployees * 0.1) + 1);
    }
    const total = employees.reduce((n, e) => n + 1 + e.record.dependents.length, 0);
    expect(total).toBeGreaterThanOrEqual(members);
    expect(total).toBeLessThan(members + 10);
  });

  it("a plan that stops short of the first's size: the first takes the rest, up to LARGEST_GROUP", () => {
    // One planned employee for a hundred members: the only group grows until the members are made.
    const groups = planBulkGroups(demo, 2, 7, today);
    expect(groups).toHaveLength(1);
    const employees: SeedEmployee[] = [];
    for (const chunk of bulkEmployees(demo, groups, {
      seed: 7,
      today,
      first: demo.employees.length,
      members: 100,
    }))
      employees.push(...chunk);
    expect(employees.reduce((n, e) => n + 1 + e.record.dependents.length, 0)).toBeGreaterThanOrEqual(100);
    expect(employees.every((e) => e.groups.some((g) => g.groupNumber === String(FIRST_BULK_GROUP)))).toBe(
      true,
    );
  });

  it("last names are long-tailed: the commonest holds far more than the median, many appear once", () => {
    const counts = new Map<string, number>();
    for (const e of employees) counts.set(e.lastName, (counts.get(e.lastName) ?? 0) + 1);
    const sorted = [...counts.values()].sort((a, b) => b - a);
    expect(sorted[0]).toBeGreaterThan(20 * (sorted[Math.floor(sorted.length / 2)] ?? 1));
    expect(sorted.filter((n) => n === 1).length).toBeGreaterThan(sorted.length / 4);
  });

  it("same seed → the same employees", () => {
    expect(JSON.stringify(made(3000).employees)).toBe(JSON.stringify(made(3000).employees));
  });
});

describe("seedDatabase past the demo's size", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ members: 9000, today });
  });
  afterAll(() => t.close());

  const count = async (sql: string, params: unknown[] = []) =>
    (await t.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;

  it("writes the scaled employees' links, claims, spending accounts and history; indexes and keys are back", async () => {
    const bulk = "where umi > (select max(umi) from employees where client_assigned_id like 'CA%')";
    expect(await count(`select count(*)::int as n from employees ${bulk}`)).toBeGreaterThan(1500);
    for (const table of ["employee_groups", "claims", "spending_account_holders", "employee_history"])
      expect(await count(`select count(*)::int as n from ${table} ${bulk}`)).toBeGreaterThan(100);
    for (const index of [
      "employees_search_name_idx",
      "employees_ssn_hash_idx",
      "employee_groups_group_idx",
      "employee_groups_search_idx",
      "claims_member_date_idx",
      "employee_history_read_idx",
    ])
      expect(await count("select count(*)::int as n from pg_indexes where indexname = $1", [index])).toBe(1);
    expect(
      await count(
        "select count(*)::int as n from pg_constraint where contype = 'f' and conrelid = 'claims'::regclass",
      ),
    ).toBe(2);
  });

  it("the demo administrator finds a scaled employee by group, last name and SSN, and opens it", async () => {
    const agent = t.agent();
    expect((await agent.login("demo.admin")).status).toBe(200);
    const search = async (body: Record<string, string>) =>
      (await (
        await agent.request("/api/employees/search", { method: "POST", body: JSON.stringify(body) })
      ).json()) as { employees: { umi: string }[] };
    const inGroup = await search({ groupNumber: String(FIRST_BULK_GROUP) });
    const umi = inGroup.employees[0]?.umi ?? "";
    expect(umi).not.toBe("");
    const { rows } = await t.db.query<{ last_name: string; ssn_encrypted: string }>(
      "select last_name, ssn_encrypted from employees where umi = $1",
      [umi],
    );
    const row = rows[0];
    const ssn = (JSON.parse(t.vault.decrypt(row?.ssn_encrypted ?? "")) as { subscriber: string }).subscriber;
    expect((await search({ memberId: ssn })).employees.map((e) => e.umi)).toEqual([umi]);
    expect((await search({ lastName: row?.last_name ?? "" })).employees.length).toBeGreaterThan(0);
    expect((await agent.request(`/api/employees/${umi}`)).status).toBe(200);
  });
});
