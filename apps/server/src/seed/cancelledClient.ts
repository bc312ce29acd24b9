import type { Queryable } from "../db/database.js";
import { insertProviderProducts } from "./providerProducts.js";
import { everyNetworkProviders } from "./reference.js";
import { type AdminSeed, insertAdmin } from "./seed.js";

/**
 * A cancelled client (session-and-admin.md §2 cancelledConditions, §4 Cancelled client): its
 * administrators accept its conditions before enrollment, reports and resources open. Numbered
 * after the generated clients, so the generated demo stays as it was.
 */
export const CANCELLED_CLIENT = {
  clientNumber: "100901",
  name: "Ashgrove Mill Outfitters",
  brandCode: "6008",
  groups: ["190100", "190107"],
} as const;

/** The demo's internal user and the cancelled client's administrator (README demo logins). */
export const extraDemoAdmins: AdminSeed[] = [
  {
    loginId: "demo.internal",
    firstName: "Imani",
    lastName: "Okafor",
    role: "internal",
    access: "View",
    clientNumbers: [],
  },
  {
    loginId: "demo.cancelled",
    firstName: "Casey",
    lastName: "Brandt",
    role: "plan_admin",
    access: "Modify",
    clientNumbers: [CANCELLED_CLIENT.clientNumber],
  },
];

/** Inserts the cancelled client with its (cancelled) groups, then the extra demo administrators. */
export async function seedCancelledClient(tx: Queryable, passwordHash: string): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    "insert into clients (client_number, name, brand_code, status, aso) values ($1, $2, $3, 'cancelled', false) returning id",
    [CANCELLED_CLIENT.clientNumber, CANCELLED_CLIENT.name, CANCELLED_CLIENT.brandCode],
  );
  const groupNames = CANCELLED_CLIENT.groups.map(
    (_, i) => `${CANCELLED_CLIENT.name} ${i === 0 ? "Salaried" : "Hourly"}`,
  );
  for (const [i, groupNumber] of CANCELLED_CLIENT.groups.entries()) {
    await tx.query(
      // Group data as complete as every other group's: the first seeded group's.
      `insert into groups (group_number, client_id, name, status, cancel_date, additional)
       values ($1, $2, $3, 'cancelled', date_trunc('year', now())::date,
               coalesce((select additional from groups order by group_number limit 1), '{}'::jsonb))`,
      [groupNumber, rows[0]?.id, groupNames[i]],
    );
  }
  // Its groups' provider networks, as every other group has (enrollment.md §7; providerProducts.ts).
  await insertProviderProducts(tx, everyNetworkProviders(), groupNames);
  for (const admin of extraDemoAdmins) await insertAdmin(tx, admin, passwordHash);
}
