import { hashPassword } from "../auth/password.js";
import type { SsnVault } from "../auth/ssn.js";
import type { Database, Queryable } from "../db/database.js";
import { DEMO_PASSWORD } from "./demo-admins.js";
import { DEMO_CLIENT_NUMBER, generateSeed, type SeedData, type SeedOptions } from "./generate.js";

const BATCH = 250;

/** Writes a generated demo into an empty, migrated database in one transaction. */
export async function seedDatabase(db: Database, vault: SsnVault, options: SeedOptions) {
  const data = generateSeed(options);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const clientIds = await insertClients(tx, data);
    await insertGroups(tx, data, clientIds);
    await insertEmployees(tx, data, clientIds, vault);
    await insertAdmins(tx, data, clientIds, passwordHash);
  });
  // Fresh statistics, so the planner chooses the indexes from the first query on.
  await db.exec("analyze");
  return { members: data.memberCount, employees: data.employees.length, groups: data.groups.length };
}

async function insertClients(tx: Queryable, data: SeedData) {
  const ids = new Map<string, number>();
  for (const c of data.clients) {
    const { rows } = await tx.query<{ id: number }>(
      "insert into clients (client_number, name, brand_code, status, aso) values ($1, $2, $3, $4, $5) returning id",
      [c.clientNumber, c.name, c.brandCode, c.status, c.aso],
    );
    ids.set(c.clientNumber, rows[0]?.id ?? 0);
  }
  return ids;
}

async function insertGroups(tx: Queryable, data: SeedData, clientIds: Map<string, number>) {
  for (const g of data.groups) {
    await tx.query(
      `insert into groups (group_number, client_id, name, status, cancel_date, additional)
       values ($1, $2, $3, $4, to_date($5, 'MM/DD/YYYY'), $6)`,
      [
        g.groupNumber,
        clientIds.get(g.clientNumber),
        g.name,
        g.status,
        g.cancelDate,
        JSON.stringify(g.additional),
      ],
    );
    for (const p of g.products) {
      await tx.query(
        `insert into group_products (group_number, product_id, coverage_type, line_of_business, product_name)
         values ($1, $2, $3, $4, $5)`,
        [g.groupNumber, p.productId, p.coverageType, p.lineOfBusiness, p.productName],
      );
    }
  }
}

/** Multi-row inserts in batches: a few thousand members load in a second or two. */
async function insertEmployees(
  tx: Queryable,
  data: SeedData,
  clientIds: Map<string, number>,
  vault: SsnVault,
) {
  for (let start = 0; start < data.employees.length; start += BATCH) {
    const batch = data.employees.slice(start, start + BATCH);
    const values: unknown[] = [];
    const rows = batch.map((e, i) => {
      values.push(
        e.umi,
        clientIds.get(e.clientNumber),
        e.clientAssignedId,
        e.firstName,
        e.lastName,
        vault.lookupHash(e.ssn),
        vault.encrypt(JSON.stringify({ subscriber: e.ssn, dependents: e.dependentSsns })),
        e.groups.some((g) => g.status === "active") ? "active" : "cancelled",
        JSON.stringify(e.record),
      );
      const o = i * 9;
      return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6}, $${o + 7}, $${o + 8}, $${o + 9})`;
    });
    await tx.query(
      `insert into employees (umi, client_id, client_assigned_id, first_name, last_name, ssn_hash, ssn_encrypted, status, record)
       values ${rows.join(", ")}`,
      values,
    );
    const links = batch.flatMap((e) => e.groups.map((g) => [e.umi, g.groupNumber, g.status] as const));
    if (links.length) {
      await tx.query(
        `insert into employee_groups (umi, group_number, status) values ${links
          .map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`)
          .join(", ")}`,
        links.flat(),
      );
    }
  }
}

const ALL_EMPLOYEE_RIGHTS = {
  employees: { view: true, edit: true },
  claims: true,
  idTheft: true,
  reports: { enrollment: true, CensusReports: true, WellnessReports: true },
};

async function insertAdmins(
  tx: Queryable,
  data: SeedData,
  clientIds: Map<string, number>,
  passwordHash: string,
) {
  const demoClient = clientIds.get(DEMO_CLIENT_NUMBER);
  const admins = [
    {
      loginId: "demo.admin",
      first: "Dana",
      last: "Whitmore",
      role: "plan_admin",
      rights: ALL_EMPLOYEE_RIGHTS,
      value: "Modify",
      clients: [DEMO_CLIENT_NUMBER],
    },
    {
      loginId: "demo.VIEW",
      first: "Victor",
      last: "Ames",
      role: "plan_admin",
      rights: { ...ALL_EMPLOYEE_RIGHTS, employees: { view: true, edit: false } },
      value: "View",
      clients: [DEMO_CLIENT_NUMBER],
    },
    {
      loginId: "demo.mcu",
      first: "Morgan",
      last: "Castellanos",
      role: "mcu_admin",
      rights: ALL_EMPLOYEE_RIGHTS,
      value: "Modify",
      clients: data.clients.slice(0, 4).map((c) => c.clientNumber),
    },
  ] as const;
  for (const a of admins) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into plan_admins (login_id, first_name, last_name, email, company, role, password_hash, entitlements)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        a.loginId,
        a.first,
        a.last,
        `${a.loginId.toLowerCase()}@example.com`,
        "Demo Benefits Office",
        a.role,
        passwordHash,
        JSON.stringify(a.rights),
      ],
    );
    const adminId = rows[0]?.id;
    for (const clientNumber of a.clients) {
      const clientId = clientIds.get(clientNumber);
      await tx.query("insert into admin_clients (admin_id, client_id) values ($1, $2)", [adminId, clientId]);
      for (const g of data.groups.filter((g) => g.clientNumber === clientNumber)) {
        await tx.query(
          "insert into admin_group_entitlements (admin_id, group_number, employee_data, spending_account) values ($1, $2, $3, $4)",
          [adminId, g.groupNumber, a.value, a.value],
        );
      }
    }
  }
  void demoClient;
}
