import { spendingPayFrequencies } from "@epr/domain";
import type { Queryable } from "../db/database.js";
import { createRandom, type Random } from "./random.js";
import { insertJsonRows, type SeedColumn } from "./rows.js";

/**
 * Spending accounts of the demo (assist-employees.md §2.7, §3), kept by the built-in
 * spending vendor (migration 028). Every employee active in a group whose additional information
 * offers spending accounts (seed/reference.ts: every other group of each client, so every brand
 * family) holds a Health Care FSA for this year and last year (last year's has ended, so it is
 * read-only), and some hold a dependent care FSA, an HRA or a transit account. The third group of a
 * client deposits outside the system (indicator N: read-only, §5); one group of the last client is
 * in a vendor rollout (§2.7); the demo client's first group has the vendor with code 12 (§6).
 */

/** One plan period row to insert. */
export interface SeedPlanPeriod {
  accountType: string;
  accountDescription: string;
  position: number;
  planPeriod: string;
  status: "Elected" | "Canceled" | "";
  employee: number;
  employer: number;
  min: number | null;
  max: number | null;
  /** yyyy-MM-dd or null. */
  beginDate: string | null;
  endDate: string | null;
  contractBeginDate: string;
  contractEndDate: string;
}

/** One employee's spending accounts in one group. */
export interface SeedSpendingHolder {
  umi: string;
  groupNumber: string;
  systemDepositIndicator: "Y" | "N";
  payFrequency: string | null;
  periods: SeedPlanPeriod[];
}

/** The group's place among its client's groups decides its case (as seed/reference.ts does). */
export interface SpendingGroupCase {
  groupNumber: string;
  /** Deposits outside the system: indicator N. */
  outsideDeposit: boolean;
  /** The first account marks a vendor rollout. */
  rollout: boolean;
}

const year = (d: Date, offset = 0) => d.getFullYear() + offset;
const day = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** Contract dates of a calendar plan year. */
const contract = (y: number) => ({ contractBeginDate: day(y, 1, 1), contractEndDate: day(y, 12, 31) });

/** The accounts of one employee in one group: the Health Care FSA always, the others by chance. */
export function makeSpendingHolder(
  umi: string,
  group: SpendingGroupCase,
  today: Date,
  random: Random,
): SeedSpendingHolder {
  const thisYear = year(today);
  const fsaEmployee = random.int(10, 50) * 50;
  const fsaEmployer = random.chance(0.3) ? 250 : 0;
  const fsa = (y: number): SeedPlanPeriod => ({
    accountType: "FSA",
    accountDescription: group.rollout ? "Vendor Rollout" : "Health Care FSA",
    position: 0,
    planPeriod: String(y),
    status: "Elected",
    employee: fsaEmployee,
    employer: fsaEmployer,
    min: 100,
    max: 3300,
    beginDate: day(y, 1, 1),
    endDate: null,
    ...contract(y),
  });
  const periods: SeedPlanPeriod[] = [fsa(thisYear), fsa(thisYear - 1)];
  if (random.chance(0.4))
    periods.push({
      accountType: "DCARE",
      accountDescription: "Dependent Care FSA",
      position: 1,
      planPeriod: String(thisYear),
      status: "Elected",
      employee: random.int(4, 20) * 200,
      employer: 0,
      min: 0,
      max: 5000,
      beginDate: day(thisYear, 1, 1),
      endDate: null,
      ...contract(thisYear),
    });
  if (random.chance(0.3))
    periods.push({
      accountType: "HRA",
      accountDescription: "Health Reimbursement Arrangement",
      position: 2,
      planPeriod: String(thisYear),
      status: "Elected",
      employee: 0,
      employer: random.pick([500, 1000, 1500]),
      min: 0,
      max: null,
      beginDate: day(thisYear, 1, 1),
      endDate: null,
      ...contract(thisYear),
    });
  if (random.chance(0.25)) {
    const cancelled = random.chance(0.4);
    periods.push({
      accountType: "TRANS",
      accountDescription: "Commuter Transit",
      position: 3,
      planPeriod: String(thisYear),
      status: cancelled ? "Canceled" : "Elected",
      employee: random.int(5, 30) * 60,
      employer: 0,
      min: 0,
      max: 3900,
      beginDate: day(thisYear, 1, 1),
      endDate: cancelled ? day(thisYear, 6, 30) : null,
      ...contract(thisYear),
    });
  }
  return {
    umi,
    groupNumber: group.groupNumber,
    systemDepositIndicator: group.outsideDeposit ? "N" : "Y",
    payFrequency: random.chance(0.1) ? null : random.pick(spendingPayFrequencies).code,
    periods,
  };
}

/** The spending groups of the seeded database and their cases, from the groups' additional information. */
export async function spendingGroupCases(tx: Queryable): Promise<Map<string, SpendingGroupCase>> {
  const { rows } = await tx.query<{ group_number: string; client_number: string; offers: boolean }>(
    `select g.group_number, c.client_number, coalesce((g.additional->>'spendingAccount')::boolean, false) as offers
       from groups g join clients c on c.id = g.client_id order by c.client_number, g.group_number`,
  );
  const lastClient = rows.at(-1)?.client_number;
  const cases = new Map<string, SpendingGroupCase>();
  const seen = new Map<string, number>();
  for (const row of rows) {
    const gi = seen.get(row.client_number) ?? 0;
    seen.set(row.client_number, gi + 1);
    if (!row.offers) continue;
    cases.set(row.group_number, {
      groupNumber: row.group_number,
      outsideDeposit: gi === 2,
      rollout: row.client_number === lastClient && gi === 0,
    });
  }
  return cases;
}

/** Holders a statement: their plan periods (about three each) go in one more. */
const BATCH = 5000;
const HOLDER_COLUMNS: readonly SeedColumn[] = [
  ["umi", "text"],
  ["group_number", "text"],
  ["system_deposit_indicator", "text"],
  ["pay_frequency", "text"],
];
const PERIOD_COLUMNS: readonly SeedColumn[] = [
  ["umi", "text"],
  ["group_number", "text"],
  ["account_type", "text"],
  ["account_description", "text"],
  ["position", "smallint"],
  ["plan_period", "text"],
  ["status", "text"],
  ["employee_annual_contribution", "numeric"],
  ["employer_annual_contribution", "numeric"],
  ["min_annual_contribution", "numeric"],
  ["max_annual_contribution", "numeric"],
  ["begin_date", "date"],
  ["end_date", "date"],
  ["contract_begin_date", "date"],
  ["contract_end_date", "date"],
];

/**
 * Inserts holders and their plan periods, BATCH holders in two statements (seed/rows.ts), not a
 * statement per holder: a scaled seed has hundreds of thousands of holders.
 */
export async function insertSpendingHolders(tx: Queryable, holders: readonly SeedSpendingHolder[]) {
  for (let start = 0; start < holders.length; start += BATCH) {
    const batch = holders.slice(start, start + BATCH);
    await insertJsonRows(
      tx,
      "spending_account_holders",
      HOLDER_COLUMNS,
      batch.map((h) => [h.umi, h.groupNumber, h.systemDepositIndicator, h.payFrequency]),
    );
    await insertJsonRows(
      tx,
      "spending_plan_periods",
      PERIOD_COLUMNS,
      batch.flatMap((h) =>
        h.periods.map((p) => [
          h.umi,
          h.groupNumber,
          p.accountType,
          p.accountDescription,
          p.position,
          p.planPeriod,
          p.status,
          p.employee,
          p.employer,
          p.min,
          p.max,
          p.beginDate,
          p.endDate,
          p.contractBeginDate,
          p.contractEndDate,
        ]),
      ),
    );
  }
}

/** The vendors of every spending group in one statement: code 12 for the demo client's first group (the tool link, §6). */
async function insertVendors(
  tx: Queryable,
  cases: Map<string, SpendingGroupCase>,
  firstGroup: string | null,
) {
  const rows = [...cases.keys()].flatMap((groupNumber) => {
    const [code, name] =
      groupNumber === firstGroup ? ["12", "Benefit Wallet Partners"] : ["07", "Flex Administrators"];
    return [
      { group_number: groupNumber, timing: "current", vendor_code: code, vendor_name: name },
      {
        group_number: groupNumber,
        timing: "previous",
        vendor_code: "03",
        vendor_name: "Legacy Flex Services",
      },
    ];
  });
  if (rows.length === 0) return;
  await tx.query(
    `insert into spending_vendors (group_number, timing, vendor_code, vendor_name)
     select * from json_to_recordset($1::json) as r(group_number text, timing text, vendor_code text, vendor_name text)`,
    [JSON.stringify(rows)],
  );
}

/** Seeds the demo's spending accounts (after the groups' additional information is written). */
export async function seedSpending(tx: Queryable, today: Date, seed: number) {
  const cases = await spendingGroupCases(tx);
  const links = await tx.query<{ umi: string; group_number: string }>(
    `select umi, group_number from employee_groups where status = 'active' and group_number = any($1::text[])
      order by umi, group_number`,
    [[...cases.keys()]],
  );
  const random = createRandom(seed ^ 0x5e11d);
  const holders = links.rows.flatMap((l) => {
    const group = cases.get(l.group_number);
    return group ? [makeSpendingHolder(l.umi, group, today, random)] : [];
  });
  await insertSpendingHolders(tx, holders);
  await insertVendors(tx, cases, [...cases.keys()][0] ?? null);
}
