import { hashPassword } from "../auth/password.js";
import type { SsnVault } from "../auth/ssn.js";
import type { Database, Queryable } from "../db/database.js";
import { seedBillingAccounts, seedBillingUserTypes, seedRates } from "./billing.js";
import { DEMO_MEMBERS, loadBulkMembers, planBulkGroups } from "./bulk.js";
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
import { insertJsonRows, type SeedColumn } from "./rows.js";
import { seedSpending, spendingGroupCases } from "./spending.js";

/** Employees a statement writes: about 9 MB of JSON, one parse on the server. */
const BATCH = 2000;

/**
 * Writes a generated demo into an empty, migrated database in one transaction. The first
 * DEMO_MEMBERS members are the demo the tests know (named fixtures, cases, enrollments); any
 * members past them come from the scaled seed (bulk.ts), streamed a chunk at a time. Answers the
 * counts and the largest group (benches search it).
 */
export async function seedDatabase(db: Database, vault: SsnVault, options: SeedOptions) {
  const today = options.today ?? new Date();
  // The issue-9 cases (pending transaction, cancel date, reinstate, history, cascade) per brand family.
  const { data, cases } = withChangeCases(
    generateSeed({ ...options, members: Math.min(options.members, DEMO_MEMBERS) }),
    today,
  );
  const bulkMembers = Math.max(0, options.members - data.memberCount);
  const bulkGroups = planBulkGroups(data, bulkMembers, options.seed, today);
  // The demo's enrollments and cases draw from its own groups; every group gets reference data,
  // documents and its administrators' entitlements.
  const everyGroup: SeedData = { ...data, groups: [...data.groups, ...bulkGroups] };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const bulk = await db.transaction(async (tx) => {
    const clientIds = await insertClients(tx, data);
    await insertGroups(tx, everyGroup, clientIds);
    await seedClientInformation(tx, data, clientIds);
    await insertEmployees(tx, data.employees, clientIds, vault);
    await seedReference(tx, everyGroup, today, options.seed);
    // After the reference data, which adds products: every plan of every group gets its rates.
    await seedRates(tx, today);
    for (const admin of demoAdmins(data)) await insertAdmin(tx, admin, passwordHash);
    // The demo clients' ebill accounts and the demo logins' billing user types (docs/features/billing.md).
    await seedBillingAccounts(
      tx,
      data.clients.map((c) => c.clientNumber),
    );
    await seedBillingUserTypes(tx);
    await seedEnrollments(tx, vault, data, clientIds, { seed: options.seed, today });
    await insertChangeCases(tx, vault, data, cases, clientIds, today);
    await seedCancelledClient(tx, passwordHash);
    await insertClaims(tx, seedClaims(data.employees, today, options.seed));
    await insertDocuments(tx, seedDocuments(everyGroup, today, options.seed));
    await seedSpending(tx, today, options.seed);
    return loadBulkMembers(tx, vault, data, bulkGroups, bulkMembers, {
      clientIds,
      spendingCases: await spendingGroupCases(tx),
      engine: db.engine,
      seed: options.seed,
      today,
    });
  });
  // Fresh statistics, so the planner chooses the indexes from the first query on.
  await db.exec("analyze");
  const largest = bulkGroups[0];
  const largestEmployees = largest ? (bulk.groupEmployees.get(largest.groupNumber) ?? 0) : 0;
  return {
    members: data.memberCount + bulk.members,
    employees: data.employees.length + bulk.employees,
    groups: everyGroup.groups.length,
    /** The largest group and its employees (the scaled seed's first group), when the seed is scaled. */
    largestGroup: largest ? { groupNumber: largest.groupNumber, employees: largestEmployees } : null,
  };
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

/** Groups and their products, a statement each (thousands of groups in a scaled seed). */
async function insertGroups(tx: Queryable, data: SeedData, clientIds: Map<string, number>) {
  await tx.query(
    `insert into groups (group_number, client_id, name, status, cancel_date, additional, medicare)
     select group_number, client_id, name, status, to_date(cancel_date, 'MM/DD/YYYY'), additional, medicare
       from json_to_recordset($1::json) as r(group_number text, client_id integer, name text, status text,
         cancel_date text, additional jsonb, medicare boolean)`,
    [
      JSON.stringify(
        data.groups.map((g) => ({
          group_number: g.groupNumber,
          client_id: clientIds.get(g.clientNumber),
          name: g.name,
          status: g.status,
          cancel_date: g.cancelDate,
          additional: g.additional,
          medicare: g.medicare === true,
        })),
      ),
    ],
  );
  await tx.query(
    `insert into group_products (group_number, product_id, coverage_type, line_of_business, product_name)
     select * from json_to_recordset($1::json) as r(group_number text, product_id text, coverage_type text,
       line_of_business text, product_name text)`,
    [
      JSON.stringify(
        data.groups.flatMap((g) =>
          g.products.map((p) => ({
            group_number: g.groupNumber,
            product_id: p.productId,
            coverage_type: p.coverageType,
            line_of_business: p.lineOfBusiness,
            product_name: p.productName,
          })),
        ),
      ),
    ],
  );
}

const EMPLOYEE_COLUMNS: readonly SeedColumn[] = [
  ["umi", "text"],
  ["client_id", "integer"],
  ["client_assigned_id", "text"],
  ["first_name", "text"],
  ["last_name", "text"],
  ["ssn_hash", "text"],
  ["ssn_encrypted", "text"],
  ["status", "text"],
  ["record", "jsonb"],
];
const LINK_COLUMNS: readonly SeedColumn[] = [
  ["umi", "text"],
  ["group_number", "text"],
  ["status", "text"],
];

/**
 * Employees and their group links, BATCH a statement (seed/rows.ts). Every SSN is sealed on its
 * own (AES-GCM, a fresh IV), as the server seals one. `clientIds` maps each employee's client
 * number to its row id. The e2e fixtures add single employees with it too.
 */
export async function insertEmployees(
  tx: Queryable,
  employees: readonly SeedEmployee[],
  clientIds: ReadonlyMap<string, number>,
  vault: SsnVault,
) {
  for (let start = 0; start < employees.length; start += BATCH) {
    const batch = employees.slice(start, start + BATCH);
    await insertJsonRows(
      tx,
      "employees",
      EMPLOYEE_COLUMNS,
      batch.map((e) => [
        e.umi,
        clientIds.get(e.clientNumber),
        e.clientAssignedId,
        e.firstName,
        e.lastName,
        vault.lookupHash(e.ssn),
        vault.encrypt(JSON.stringify({ subscriber: e.ssn, dependents: e.dependentSsns })),
        e.groups.some((g) => g.status === "active") ? "active" : "cancelled",
        e.record,
      ]),
    );
    await insertJsonRows(
      tx,
      "employee_groups",
      LINK_COLUMNS,
      batch.flatMap((e) => e.groups.map((g) => [e.umi, g.groupNumber, g.status])),
    );
  }
}

/**
 * User-level entitlements of a seeded administrator: everything, editing employees only with
 * Modify; a super user also holds the Super User Role (manages the other administrators).
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
  /** MFA enrolled with the administrator's own address: sign-in asks for the e-mailed code. */
  mfaEnrolled?: boolean;
  /** Signs in with a temporary password: Verify & Agree, then the change (session-and-admin.md §4). */
  temporaryPassword?: boolean;
  /** Holds the Super User Role: manages the client's plan administrators. */
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
  // The demo's temporary password lasts as long as the demo (a demo seeded a month ago still shows
  // Verify & Agree); every other temporary password ends after TEMPORARY_PASSWORD_TTL_DAYS.
  if (admin.temporaryPassword)
    await tx.query(
      "update plan_admins set temporary_password = true, temporary_password_expires_at = 'infinity' where id = $1",
      [adminId],
    );
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
