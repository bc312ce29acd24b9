import { hashPassword } from "../auth/password.js";
import type { SsnVault } from "../auth/ssn.js";
import type { Database, Queryable } from "../db/database.js";
import { seedCancelledClient } from "./cancelledClient.js";
import { insertChangeCases } from "./changeCaseRows.js";
import { withChangeCases } from "./changeCases.js";
import { insertClaims, seedClaims } from "./claims.js";
import { seedClientInformation } from "./clientInformation.js";
import { DEMO_PASSWORD } from "./demo-admins.js";
import { insertDocuments, seedDocuments } from "./documents.js";
import { seedEnrollments } from "./enrollments.js";
import {
  DEMO_CLIENT_NUMBER,
  generateSeed,
  type SeedData,
  type SeedEmployee,
  type SeedOptions,
} from "./generate.js";
import { seedReference } from "./reference.js";
import { seedSpending } from "./spending.js";

const BATCH = 250;

/** Writes a generated demo into an empty, migrated database in one transaction. */
export async function seedDatabase(db: Database, vault: SsnVault, options: SeedOptions) {
  // The issue-9 cases (pending transaction, cancel date, reinstate, history, cascade) per brand family.
  const { data, cases } = withChangeCases(generateSeed(options), options.today ?? new Date());
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const clientIds = await insertClients(tx, data);
    await insertGroups(tx, data, clientIds);
    await seedClientInformation(tx, data, clientIds);
    await insertEmployees(tx, data.employees, clientIds, vault);
    await seedReference(tx, data, options.today ?? new Date(), options.seed);
    for (const admin of demoAdmins(data)) await insertAdmin(tx, admin, passwordHash);
    await seedEnrollments(tx, vault, data, clientIds, {
      seed: options.seed,
      today: options.today ?? new Date(),
    });
    await insertChangeCases(tx, vault, data, cases, clientIds, options.today ?? new Date());
    await seedCancelledClient(tx, passwordHash);
    await insertClaims(tx, seedClaims(data.employees, options.today ?? new Date(), options.seed));
    await insertDocuments(tx, seedDocuments(data, options.today ?? new Date(), options.seed));
    await seedSpending(tx, options.today ?? new Date(), options.seed);
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
      `insert into groups (group_number, client_id, name, status, cancel_date, additional, medicare)
       values ($1, $2, $3, $4, to_date($5, 'MM/DD/YYYY'), $6, $7)`,
      [
        g.groupNumber,
        clientIds.get(g.clientNumber),
        g.name,
        g.status,
        g.cancelDate,
        JSON.stringify(g.additional),
        g.medicare === true,
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

/**
 * Multi-row inserts in batches: a few thousand members load in a second or two. `clientIds` maps
 * each employee's client number to its row id. The e2e fixtures add single employees with it too.
 */
export async function insertEmployees(
  tx: Queryable,
  employees: readonly SeedEmployee[],
  clientIds: ReadonlyMap<string, number>,
  vault: SsnVault,
) {
  for (let start = 0; start < employees.length; start += BATCH) {
    const batch = employees.slice(start, start + BATCH);
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

/**
 * User-level entitlements of a seeded administrator: everything, editing employees only with
 * Modify; a super user also holds the Super User Role (issue 10: manages the other administrators).
 */
export function adminEntitlements(access: "Modify" | "View", superUser = false) {
  return {
    employees: { view: true, edit: access === "Modify" },
    claims: true,
    idTheft: true,
    // Manage Spending Acct Elections needs spending account access (enrollment.md §6).
    spending: { spendingAccountAccess: true },
    reports: { enrollment: true, CensusReports: true, WellnessReports: true },
    ...(superUser ? { superUserRole: true } : {}),
  };
}

/** A plan administrator to seed: the same Employee Data and Spending Account access in every group of its clients. */
export interface AdminSeed {
  loginId: string;
  firstName: string;
  lastName: string;
  role: "plan_admin" | "mcu_admin" | "internal";
  access: "Modify" | "View";
  clientNumbers: readonly string[];
  /** MFA enrolled with the administrator's own address: sign-in asks for the e-mailed code (issue 10). */
  mfaEnrolled?: boolean;
  /** Signs in with a temporary password: Verify & Agree, then the change (session-and-admin.md §4). */
  temporaryPassword?: boolean;
  /** Holds the Super User Role: manages the client's plan administrators (issue 10). */
  superUser?: boolean;
}

function demoAdmins(data: SeedData): AdminSeed[] {
  return [
    {
      loginId: "demo.admin",
      firstName: "Dana",
      lastName: "Whitmore",
      role: "plan_admin",
      access: "Modify",
      clientNumbers: [DEMO_CLIENT_NUMBER],
    },
    {
      loginId: "demo.VIEW",
      firstName: "Victor",
      lastName: "Ames",
      role: "plan_admin",
      access: "View",
      clientNumbers: [DEMO_CLIENT_NUMBER],
    },
    {
      loginId: "demo.mcu",
      firstName: "Morgan",
      lastName: "Castellanos",
      role: "mcu_admin",
      access: "Modify",
      clientNumbers: data.clients.slice(0, 4).map((c) => c.clientNumber),
    },
    {
      loginId: "demo.mfa",
      firstName: "Mira",
      lastName: "Fairweather",
      role: "plan_admin",
      access: "Modify",
      clientNumbers: [DEMO_CLIENT_NUMBER],
      mfaEnrolled: true,
    },
    {
      loginId: "demo.temp",
      firstName: "Tomas",
      lastName: "Reyes",
      role: "plan_admin",
      access: "Modify",
      clientNumbers: [DEMO_CLIENT_NUMBER],
      temporaryPassword: true,
    },
    {
      loginId: "demo.super",
      firstName: "Sasha",
      lastName: "Okafor",
      role: "plan_admin",
      access: "Modify",
      clientNumbers: [DEMO_CLIENT_NUMBER],
      superUser: true,
    },
  ];
}

/**
 * Inserts one administrator with its clients and a group entitlement in every group of those
 * clients (the demo's and the e2e fixtures' administrators). Returns its id.
 */
export async function insertAdmin(tx: Queryable, admin: AdminSeed, passwordHash: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into plan_admins (login_id, first_name, last_name, email, company, role, password_hash, entitlements)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      admin.loginId,
      admin.firstName,
      admin.lastName,
      `${admin.loginId.toLowerCase()}@example.com`,
      "Demo Benefits Office",
      admin.role,
      passwordHash,
      JSON.stringify(adminEntitlements(admin.access, admin.superUser)),
    ],
  );
  const adminId = rows[0]?.id ?? 0;
  if (admin.mfaEnrolled)
    await tx.query("update plan_admins set mfa_enrolled = true, mfa_email = email where id = $1", [adminId]);
  if (admin.temporaryPassword)
    await tx.query("update plan_admins set temporary_password = true where id = $1", [adminId]);
  for (const clientNumber of admin.clientNumbers) {
    const clients = await tx.query<{ id: number }>("select id from clients where client_number = $1", [
      clientNumber,
    ]);
    const clientId = clients.rows[0]?.id;
    if (clientId === undefined) throw new Error(`No client ${clientNumber} to give ${admin.loginId}.`);
    await tx.query("insert into admin_clients (admin_id, client_id) values ($1, $2)", [adminId, clientId]);
    await tx.query(
      `insert into admin_group_entitlements (admin_id, group_number, employee_data, spending_account)
       select $1, group_number, $2, $2 from groups where client_id = $3`,
      [adminId, admin.access, clientId],
    );
  }
  return adminId;
}
