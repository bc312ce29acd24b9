import type { Queryable } from "../db/database.js";
import type { SeedData } from "./generate.js";
import { cities, femaleFirstNames, lastNames, maleFirstNames, streets } from "./names.js";

/** The contact roles a client lists (assist-employees.md §7 getContacts; the roles are ours). */
export const CLIENT_CONTACT_ROLES = ["Account Executive", "Client Manager", "Billing Contact"] as const;
/** A group's own contact role (group info /contacts). */
export const GROUP_CONTACT_ROLE = "Benefits Administrator";

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** A deterministic person for position `i`: the same seed data gives the same contacts. */
function person(i: number) {
  const first = i % 2 === 0 ? pick(femaleFirstNames, i * 7) : pick(maleFirstNames, i * 5);
  const last = pick(lastNames, i * 11 + 3);
  return { name: `${first} ${last}`, email: `${first}.${last}@example.com`.toLowerCase() };
}

/**
 * Client information for the demo (assist-employees.md §2.10): each client's address (general
 * info) and contacts, three for the client and one per group, derived from the seed's order.
 */
export async function seedClientInformation(tx: Queryable, data: SeedData, clientIds: Map<string, number>) {
  let n = 0;
  for (const [ci, client] of data.clients.entries()) {
    const clientId = clientIds.get(client.clientNumber);
    if (clientId === undefined) continue;
    const [city, state, zip] = pick(cities, ci);
    await tx.query("update clients set address_line = $2, city = $3, state = $4, zip = $5 where id = $1", [
      clientId,
      `${100 + ci * 25} ${pick(streets, ci)}`,
      city,
      state,
      zip,
    ]);
    const contacts = [
      ...CLIENT_CONTACT_ROLES.map((role) => ({ role, groupNumber: null as string | null })),
      ...data.groups
        .filter((g) => g.clientNumber === client.clientNumber)
        .map((g) => ({ role: GROUP_CONTACT_ROLE, groupNumber: g.groupNumber as string | null })),
    ];
    for (const [position, contact] of contacts.entries()) {
      const who = person(n++);
      await tx.query(
        `insert into client_contacts (client_id, group_number, position, role, name, phone, email)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          clientId,
          contact.groupNumber,
          position,
          contact.role,
          who.name,
          `215-555-${String(1000 + n).slice(-4)}`,
          who.email,
        ],
      );
    }
  }
}
