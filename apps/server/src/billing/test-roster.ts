import type { Database, Queryable } from "../db/database.js";
import { runInvoices } from "./job.js";

/**
 * A group of hand-made employees for the billing tests (their bills are computed by hand in the
 * tests): group `groupNumber` in the seeded client `clientNumber`, a medical plan (PPO, `MED1`) and a
 * dental plan (DEN, `DEN1`) with one rating period from 2025 at the cents below.
 */
export const TEST_RATES = {
  MED1: { employee: 50_000, employeeSpouse: 100_050, employeeChildren: 90_025, family: 140_099 },
  DEN1: { employee: 3_333, employeeSpouse: 6_667, employeeChildren: 7_001, family: 10_999 },
} as const;

export async function makeBillingGroup(db: Queryable, clientNumber: string, groupNumber: string) {
  await db.query(
    `insert into groups (group_number, client_id, name, status)
     select $2, id, 'Billing Test Group ' || $2, 'active' from clients where client_number = $1`,
    [clientNumber, groupNumber],
  );
  for (const [productId, lob, type] of [
    ["MED1", "PPO", "MEDICAL"],
    ["DEN1", "DEN", "DENTAL"],
  ] as const) {
    await db.query(
      `insert into group_products (group_number, product_id, coverage_type, line_of_business, product_name)
       values ($1, $2, $3, $4, $2)`,
      [groupNumber, productId, type, lob],
    );
    for (const [tier, cents] of Object.entries(TEST_RATES[productId])) {
      await db.query(
        `insert into billing_rates (group_number, product_id, tier, period_start, period_end, monthly_cents)
         values ($1, $2, $3, '2025-01-01', null, $4)`,
        [groupNumber, productId, tier, cents],
      );
    }
  }
}

/** A member of a test employee: first name, relationship (null: the subscriber) and lines. */
export interface TestMember {
  first: string;
  relationshipCode: string | null;
  lines: { lob: "PPO" | "DEN"; from: string; to?: string }[];
}

const record = (groupNumber: string, last: string, members: TestMember[]) => {
  const member = (m: TestMember) => ({
    fullName: { first: m.first, last },
    relationshipCode: m.relationshipCode ?? "20",
    memberCoverages: [
      {
        groupNumber,
        memberLobs: m.lines.map((l) => ({
          lineOfBusiness: l.lob,
          coverageType: l.lob === "PPO" ? "MEDICAL" : "DENTAL",
          productId: l.lob === "PPO" ? "MED1" : "DEN1",
          coverageEffectiveDate: l.from,
          coverageEndDate: l.to ?? null,
        })),
      },
    ],
  });
  const [subscriber, ...dependents] = members;
  return { subscriber: subscriber ? member(subscriber) : {}, dependents: dependents.map(member) };
};

/** Writes (or rewrites) a test employee of the group. */
export async function putEmployee(
  db: Queryable,
  groupNumber: string,
  umi: string,
  last: string,
  members: TestMember[],
) {
  const stored = JSON.stringify(record(groupNumber, last, members));
  await db.query(
    `insert into employees (umi, client_id, client_assigned_id, first_name, last_name, ssn_hash, ssn_encrypted,
                            status, record)
     select $1, g.client_id, $1, $3, $4, 'test-' || $1, 'test', 'active', $5::jsonb from groups g where g.group_number = $2
     on conflict (umi) do update set record = excluded.record, version = employees.version + 1`,
    [umi, groupNumber, members[0]?.first ?? "", last, stored],
  );
  await db.query(
    `insert into employee_groups (umi, group_number, status) values ($1, $2, 'active')
     on conflict (umi, group_number) do nothing`,
    [umi, groupNumber],
  );
}

/** Ames alone on medical from 2025, to `to` when given (a term). */
export const ames = (to?: string): TestMember[] => [
  { first: "Ann", relationshipCode: null, lines: [{ lob: "PPO", from: "01/01/2025", to }] },
];

/**
 * Baker's family from 2025: Bo and his spouse Bea on medical and dental, their son Bix on medical
 * from `bix.from` (01/01/2025 unless told) to `bix.to` when given.
 */
export const bakerFamily = (bix: { from?: string; to?: string } = {}): TestMember[] => [
  {
    first: "Bo",
    relationshipCode: null,
    lines: [
      { lob: "PPO", from: "01/01/2025" },
      { lob: "DEN", from: "01/01/2025" },
    ],
  },
  {
    first: "Bea",
    relationshipCode: "01",
    lines: [
      { lob: "PPO", from: "01/01/2025" },
      { lob: "DEN", from: "01/01/2025" },
    ],
  },
  {
    first: "Bix",
    relationshipCode: "02",
    lines: [{ lob: "PPO", from: bix.from ?? "01/01/2025", to: bix.to }],
  },
];

/**
 * The two bills the route tests read, made for the test group `groupNumber` of client 100001:
 * February's (made 01/15) of Ames (B01), Baker's family (B02) and whoever `beforeFebruary` adds;
 * then Ames termed at January's end (March credits February) and whatever `afterFebruary` changes;
 * then March's (made 02/15). Returns the bills' ids by month (`yyyy-MM`).
 */
export async function billFebruaryAndMarch(
  db: Database,
  groupNumber: string,
  {
    beforeFebruary = async () => {},
    afterFebruary = async () => {},
  }: { beforeFebruary?: () => Promise<void>; afterFebruary?: () => Promise<void> } = {},
): Promise<Record<string, string>> {
  await makeBillingGroup(db, "100001", groupNumber);
  await putEmployee(db, groupNumber, "B01", "Ames", ames());
  await putEmployee(db, groupNumber, "B02", "Baker", bakerFamily());
  await beforeFebruary();
  await runInvoices(
    db,
    { month: "2026-02", groupNumbers: [groupNumber] },
    { now: () => new Date(2026, 0, 15) },
  );
  await putEmployee(db, groupNumber, "B01", "Ames", ames("01/31/2026"));
  await afterFebruary();
  await runInvoices(
    db,
    { month: "2026-03", groupNumbers: [groupNumber] },
    { now: () => new Date(2026, 1, 15) },
  );
  const { rows } = await db.query<{ month: string; id: string }>(
    "select to_char(month, 'YYYY-MM') as month, id::text as id from invoices where group_number = $1",
    [groupNumber],
  );
  return Object.fromEntries(rows.map((row) => [row.month, row.id]));
}
