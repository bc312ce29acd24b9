import { memberDisplayName } from "@epr/domain";
import { startOfDay, subDays } from "date-fns";
import type { SsnVault } from "../auth/ssn.js";
import type { Queryable } from "../db/database.js";
import { insertClaims, makeClaims, type SeedClaim } from "./claims.js";
import { makeEmployee, makeGroup, type SeedData, type SeedEmployee, type SeedGroup } from "./generate.js";
import { surnamesByFrequency } from "./names.js";
import { createRandom, createZipf, type Random } from "./random.js";
import { insertJsonRows, isoOfUsDate, type SeedColumn } from "./rows.js";
import { insertEmployees } from "./seed.js";
import {
  insertSpendingHolders,
  makeSpendingHolder,
  type SeedSpendingHolder,
  type SpendingGroupCase,
} from "./spending.js";

/**
 * The scaled seed (DESIGN.md: a size flag scales it to a million members): members past the
 * demo's first DEMO_MEMBERS come from here, in groups of a few to 50,000 employees spread over
 * every client (so every brand family), with last names
 * drawn from a long-tailed list, and their claims, spending accounts and history in the demo's
 * proportions. Employees are made and written a chunk at a time, so memory stays flat at any size.
 */

/** Members the demo generator lays out as the tests know it (npm start's 3,000; e2e 800). */
export const DEMO_MEMBERS = 3000;
/** The largest group's employees (a group of 50,000, the rows a group search pages over). */
export const LARGEST_GROUP = 50_000;
/** The first scaled group's number: the largest, in the demo client, so demo.admin can search it. */
export const FIRST_BULK_GROUP = 300001;
/** Employees made and written at a time. */
const CHUNK = 2000;
/**
 * Members an employee brings on average (the subscriber and 1.78 dependents): a little more than
 * measured, so the plan's employees fall short of the members asked rather than leave groups empty.
 */
const MEMBERS_PER_EMPLOYEE = 2.85;

/** A scaled group with the employees it is planned to hold (bulkEmployees spreads any shortfall). */
export interface BulkGroup extends SeedGroup {
  targetEmployees: number;
}

/**
 * The scaled groups for `bulkMembers` members. The first is the largest: a sixth of the
 * employees, at most 50,000 (so a seed of a million members has one of 50,000). The others' sizes
 * follow a truncated Pareto law (index 0.5, 3 to the largest): most groups have a few or a few
 * dozen employees, some thousands. About 40% go to the demo client (as its employees do), the rest
 * to any client; one in 25 is cancelled (its members' lines ended a year ago).
 */
export function planBulkGroups(data: SeedData, bulkMembers: number, seed: number, today: Date): BulkGroup[] {
  if (bulkMembers <= 0) return [];
  const random = createRandom(seed ^ 0x6b0b);
  const employees = Math.max(1, Math.floor(bulkMembers / MEMBERS_PER_EMPLOYEE));
  const largest = Math.min(LARGEST_GROUP, Math.max(3, Math.round(employees / 6)));
  const places = new Map(data.clients.map((c) => [c.clientNumber, 0]));
  for (const g of data.groups) places.set(g.clientNumber, (places.get(g.clientNumber) ?? 0) + 1);
  const groups: BulkGroup[] = [];
  let left = employees;
  while (left > 0) {
    const first = groups.length === 0;
    let size = first ? largest : pareto(random, 0.5, 3, largest);
    // A remainder too small for a group of its own goes into this one, never past the first's size
    // (what is still left, at most 2, bulkEmployees spreads with the rest of the shortfall).
    if (left - size < 3) size = Math.min(left, largest);
    const client = first || random.chance(0.4) ? data.clients[0] : random.pick(data.clients);
    if (!client) break;
    const gi = places.get(client.clientNumber) ?? 0;
    places.set(client.clientNumber, gi + 1);
    const groupNumber = String(FIRST_BULK_GROUP + groups.length);
    const group = makeGroup(client, groupNumber, gi, today, {
      cancelled: !first && random.chance(0.04),
      medicare: false,
      parentalCrossLink: null,
      name: `${client.name.split(" ")[0]} Division ${groups.length + 1} Plan`,
    });
    groups.push({ ...group, targetEmployees: size });
    left -= size;
    if (left < 3) break;
  }
  return groups;
}

/** A draw from the Pareto law of index `alpha` cut to [min, max] (inverse of its distribution). */
function pareto(random: Random, alpha: number, min: number, max: number): number {
  const u = random.next();
  const x = min / (1 - u * (1 - (min / max) ** alpha)) ** (1 / alpha);
  return Math.max(min, Math.min(max, Math.round(x)));
}

/** The valid SSNs the scaled seed draws from: area 100–665, group 00–99, serial 1000–9999. */
export const BULK_SSN_SPACE = 566 * 100 * 9000;
/**
 * The affine map's multiplier: coprime to BULK_SSN_SPACE (2⁵·3²·5⁵·283), so n ↦ n·step + c is a
 * permutation of the whole space (a shared factor, as 2,654,435's 5 was, would repeat SSNs).
 */
export const BULK_SSN_STEP = 2_654_437;

/**
 * A subscriber SSN of its own for scaled employee `n`: an affine permutation of the valid range
 * (BULK_SSN_SPACE), so an SSN search finds one employee at any size (n·step stays an exact integer
 * for n below the space).
 */
export function bulkSsn(n: number): string {
  const v = (n * BULK_SSN_STEP + 104_729) % BULK_SSN_SPACE;
  const area = 100 + Math.floor(v / 900_000);
  const group = Math.floor(v / 9000) % 100;
  const serial = 1000 + (v % 9000);
  return `${area}${String(group).padStart(2, "0")}${serial}`;
}

/** A client-assigned ID's multiplier: a prime, coprime to 10⁸, so the map is a permutation of 8 digits. */
export const BULK_CLIENT_ID_STEP = 7919;
/** A client-assigned ID of its own for scaled employee `n` (an affine permutation of 8 digits). */
const bulkClientId = (n: number) =>
  `E${String((n * BULK_CLIENT_ID_STEP + 12_345) % 100_000_000).padStart(8, "0")}`;

/**
 * The scaled employees, CHUNK at a time, until `members` members are made: each group filled to
 * its planned size, numbered on from `first` (the demo's employee count, so member IDs never
 * clash). The plan asks for a few percent fewer employees than the members need (a safe average),
 * so the shortfall is then spread over the groups after the first in proportion to their sizes
 * (their shape kept), none past the first's size: group 300001 stays the largest and none passes
 * LARGEST_GROUP. One employee in twelve also holds lines in one of its client's demo groups.
 */
export function* bulkEmployees(
  data: SeedData,
  groups: readonly BulkGroup[],
  options: { seed: number; today: Date; first: number; members: number },
): Generator<SeedEmployee[]> {
  const random = createRandom(options.seed ^ 0x5ca1e);
  const surnames = surnamesByFrequency();
  const zipf = createZipf(surnames.length);
  const clients = new Map(data.clients.map((c) => [c.clientNumber, c]));
  const siblingsOf = new Map(
    data.clients.map((c) => [
      c.clientNumber,
      data.groups.filter((g) => g.clientNumber === c.clientNumber && g.status === "active"),
    ]),
  );
  const made = groups.map(() => 0);
  let n = options.first;
  let members = 0;
  let chunk: SeedEmployee[] = [];
  /** Up to `count` more employees in group `gi`, while members are still wanted. */
  function* fill(gi: number, count: number): Generator<SeedEmployee[]> {
    const group = groups[gi];
    const client = group && clients.get(group.clientNumber);
    if (!group || !client) return;
    const siblings = siblingsOf.get(client.clientNumber) ?? [];
    for (let i = 0; i < count && members < options.members; i++) {
      const sibling = random.chance(1 / 12) ? random.pick(siblings) : undefined;
      const employee = makeEmployee(random, n, client, sibling ? [group, sibling] : [group], options.today, {
        last: surnames[zipf.draw(random)],
        everyGroup: sibling !== undefined,
      });
      const clientAssignedId = bulkClientId(n);
      employee.clientAssignedId = clientAssignedId;
      employee.record.clientAssignedId = clientAssignedId;
      employee.ssn = bulkSsn(n);
      chunk.push(employee);
      members += 1 + employee.record.dependents.length;
      made[gi] = (made[gi] ?? 0) + 1;
      n += 1;
      if (chunk.length === CHUNK) {
        yield chunk;
        chunk = [];
      }
    }
  }
  for (const gi of groups.keys()) yield* fill(gi, groups[gi]?.targetEmployees ?? 0);
  const largest = groups[0]?.targetEmployees ?? 0;
  while (members < options.members) {
    // The employees still wanted, at the members per employee made so far.
    const employees = n - options.first;
    const wanted = Math.ceil((options.members - members) / Math.max(1, members / Math.max(1, employees)));
    const before = members;
    // Each later group's share by cumulative rounding: the shares add up to `wanted`, in proportion.
    const total = groups.reduce((sum, g, gi) => sum + (gi > 0 ? g.targetEmployees : 0), 0);
    let cumulative = 0;
    for (const [gi, g] of groups.entries()) {
      if (gi === 0 || total === 0) continue;
      const share =
        Math.floor(((cumulative + g.targetEmployees) * wanted) / total) -
        Math.floor((cumulative * wanted) / total);
      cumulative += g.targetEmployees;
      yield* fill(gi, Math.min(share, largest - (made[gi] ?? 0)));
    }
    // Every later group at the first's size: the first takes the rest, up to LARGEST_GROUP.
    if (members === before) yield* fill(0, LARGEST_GROUP - (made[0] ?? 0));
    if (members === before) break;
  }
  if (chunk.length) yield chunk;
}

/** One history row as employee_history holds it. */
interface SeedHistoryRow {
  umi: string;
  group_number: string | null;
  kind: "cob" | "plan" | "report_code";
  member_key: string;
  member_name: string;
  transaction_type: "ADD" | "EDIT";
  admin_id: number | null;
  admin_name: string;
  changed_at: string;
  before: unknown;
  after: unknown;
}

/**
 * History of one scaled employee in proportion to the demo's: one in five has the ADD of its first
 * group's lines and its COB answers on the lines' start, and half of those a later report code EDIT.
 */
function historyOf(
  e: SeedEmployee,
  random: Random,
  today: Date,
  author: { adminId: number | null; adminName: string },
): SeedHistoryRow[] {
  if (!random.chance(0.2)) return [];
  const s = e.record.subscriber;
  const coverage = s.memberCoverages[0];
  if (!coverage) return [];
  const base = {
    umi: e.umi,
    member_key: "subscriber",
    member_name: memberDisplayName(s.fullName),
    admin_id: author.adminId,
    admin_name: author.adminName,
  };
  const start = isoOfUsDate(coverage.memberLobs[0]?.coverageEffectiveDate) ?? "2020-01-01";
  const rows: SeedHistoryRow[] = [
    ...coverage.memberLobs.map(
      (line): SeedHistoryRow => ({
        ...base,
        group_number: coverage.groupNumber,
        kind: "plan",
        transaction_type: "ADD",
        changed_at: start,
        before: null,
        after: line,
      }),
    ),
    {
      ...base,
      group_number: null,
      kind: "cob",
      transaction_type: "ADD",
      changed_at: start,
      before: null,
      after: {
        otherInsuranceIndicator: s.otherInsuranceIndicator,
        medicareEligibleIndicator: s.medicareEligibleIndicator,
      },
    },
  ];
  if (random.chance(0.5)) {
    // At the start of its day: the same seed on the same day writes the same rows, whatever the hour.
    const edited = startOfDay(subDays(today, random.int(20, 400))).toISOString();
    rows.push({
      ...base,
      group_number: coverage.groupNumber,
      kind: "report_code",
      transaction_type: "EDIT",
      // Never before the lines began (ISO strings sort as their times do).
      changed_at: [start, edited].sort()[1] ?? edited,
      before: { type: "DEPT", value: "OPS" },
      after: { type: "DEPT", value: random.pick(["SALES", "HR", "FIN", "IT"]) },
    });
  }
  return rows;
}

const HISTORY_COLUMNS: readonly SeedColumn[] = [
  ["umi", "text"],
  ["group_number", "text"],
  ["kind", "text"],
  ["member_key", "text"],
  ["member_name", "text"],
  ["transaction_type", "text"],
  ["admin_id", "integer"],
  ["admin_name", "text"],
  ["changed_at", "timestamptz"],
  ["before", "jsonb"],
  ["after", "jsonb"],
];

const insertHistory = (tx: Queryable, rows: readonly SeedHistoryRow[]) =>
  insertJsonRows(
    tx,
    "employee_history",
    HISTORY_COLUMNS,
    rows.map((r) => [
      r.umi,
      r.group_number,
      r.kind,
      r.member_key,
      r.member_name,
      r.transaction_type,
      r.admin_id,
      r.admin_name,
      r.changed_at,
      r.before,
      r.after,
    ]),
  );

/** Tables the scaled load writes: their secondary indexes and foreign keys wait until it is done. */
const LOADED_TABLES = [
  "employees",
  "employee_groups",
  "claims",
  "employee_history",
  "spending_account_holders",
  "spending_plan_periods",
];

/**
 * Drops the loaded tables' foreign keys and secondary indexes (those backing no constraint; also any
 * a later migration adds) and answers the statements that make them again. PostgreSQL's advice for
 * a bulk load ("Populating a Database"): one index build and one validating join beat a btree
 * insert and a trigger per row.
 */
async function dropForLoad(tx: Queryable): Promise<string[]> {
  const fks = await tx.query<{ tbl: string; name: string; def: string }>(
    `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
       from pg_constraint
      where contype = 'f' and connamespace = current_schema()::regnamespace
        and conrelid::regclass::text = any($1::text[])
      order by conrelid::regclass::text, conname`,
    [LOADED_TABLES],
  );
  const indexes = await tx.query<{ name: string; def: string }>(
    `select ic.relname as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i
       join pg_class ic on ic.oid = i.indexrelid
       join pg_class t on t.oid = i.indrelid
      where t.relnamespace = current_schema()::regnamespace and t.relname = any($1::text[])
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.contype in ('p', 'u', 'x'))
      order by t.relname, ic.relname`,
    [LOADED_TABLES],
  );
  for (const fk of fks.rows) await tx.query(`alter table ${fk.tbl} drop constraint "${fk.name}"`);
  for (const index of indexes.rows) await tx.query(`drop index "${index.name}"`);
  return [
    ...indexes.rows.map((index) => index.def),
    ...fks.rows.map((fk) => `alter table ${fk.tbl} add constraint "${fk.name}" ${fk.def}`),
  ];
}

/** Who made the scaled history: the demo login serving each client, else the benefits office. */
async function authors(tx: Queryable) {
  const { rows } = await tx.query<{ client_number: string; id: number; name: string }>(
    `select distinct on (c.client_number) c.client_number, p.id, p.first_name || ' ' || p.last_name as name
       from clients c join admin_clients ac on ac.client_id = c.id join plan_admins p on p.id = ac.admin_id
      where p.login_id in ('demo.admin', 'demo.mcu')
      order by c.client_number, p.login_id`,
  );
  return new Map(rows.map((r) => [r.client_number, { adminId: r.id, adminName: r.name }]));
}

/**
 * Writes the scaled members inside the seed's transaction, after the demo: foreign keys and
 * secondary indexes dropped, employees with their group links, claims, spending accounts and
 * history a chunk at a time, then the indexes built and the keys validated once. The next chunk is
 * made while the last one's statements run (a PostgreSQL server works meanwhile; PGlite shares
 * this thread, so there it only keeps order). Answers the members and employees written and the
 * employees of each group.
 */
export async function loadBulkMembers(
  tx: Queryable,
  vault: SsnVault,
  data: SeedData,
  groups: readonly BulkGroup[],
  bulkMembers: number,
  context: {
    clientIds: ReadonlyMap<string, number>;
    spendingCases: ReadonlyMap<string, SpendingGroupCase>;
    engine: "pglite" | "postgres";
    seed: number;
    today: Date;
  },
) {
  const groupEmployees = new Map<string, number>();
  if (groups.length === 0) return { members: 0, employees: 0, groupEmployees };
  const { seed, today } = context;
  const restore = await dropForLoad(tx);
  const by = await authors(tx);
  const nobody = { adminId: null, adminName: "Benefits Office" };
  // Streams of their own, as the demo's claims and spending have.
  const claimRandom = createRandom(seed ^ 0xc1a1);
  const spendingRandom = createRandom(seed ^ 0x5e12);
  const historyRandom = createRandom(seed ^ 0x4157);
  let members = 0;
  let employees = 0;
  let writing: Promise<void> = Promise.resolve();
  const chunks = bulkEmployees(data, groups, {
    seed,
    today,
    first: data.employees.length,
    members: bulkMembers,
  });
  for (const chunk of chunks) {
    const claims: SeedClaim[] = [];
    const holders: SeedSpendingHolder[] = [];
    const history: SeedHistoryRow[] = [];
    for (const e of chunk) {
      claims.push(...makeClaims(e, today, claimRandom, claimRandom.int(6, 16)));
      for (const g of e.groups) {
        groupEmployees.set(g.groupNumber, (groupEmployees.get(g.groupNumber) ?? 0) + 1);
        const spending = g.status === "active" ? context.spendingCases.get(g.groupNumber) : undefined;
        if (spending) holders.push(makeSpendingHolder(e.umi, spending, today, spendingRandom));
      }
      history.push(...historyOf(e, historyRandom, today, by.get(e.clientNumber) ?? nobody));
      members += 1 + e.record.dependents.length;
    }
    employees += chunk.length;
    // One chunk in flight at most: memory stays at two chunks whatever the size.
    await writing;
    writing = (async () => {
      await insertEmployees(tx, chunk, context.clientIds, vault);
      await insertClaims(tx, claims);
      await insertSpendingHolders(tx, holders);
      await insertHistory(tx, history);
    })();
    // Awaited on the next turn; marked handled now so a failure is never reported twice.
    writing.catch(() => undefined);
  }
  await writing;
  // A PostgreSQL server builds the indexes in memory when it may use more of it; PGlite keeps its default.
  if (context.engine === "postgres") await tx.query("set local maintenance_work_mem = '512MB'");
  for (const statement of restore) await tx.query(statement);
  return { members, employees, groupEmployees };
}
