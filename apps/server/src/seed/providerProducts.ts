import type { Queryable } from "../db/database.js";

/** Every how many generated providers one belongs to a given network: about a quarter each. */
export const NETWORK_SPREAD = 4;

/**
 * The networks of the directory (enrollment.md §7 Group name by group number: the provider search
 * uses the group's product name, which the group name service answers from the group's name).
 * Written after the groups and the providers, in every brand family: the fixed providers (each case
 * a screen shows) and the no-PCP entries belong to every network, so a narrowed search still finds
 * them (`fixedNumbers`); the generated ones spread over the networks by their place in number order and the
 * network's in name order, so the same seed gives the same networks.
 */
export async function insertProviderProducts(
  tx: Queryable,
  fixedNumbers: readonly string[],
  /** Only these groups' networks (groups added after the directory was seeded), all when absent. */
  onlyNames?: readonly string[],
) {
  await tx.query(
    `insert into provider_products (product_name, provider_number)
     select n.name, p.provider_number
       from (select provider_number, row_number() over (order by provider_number) as i from providers) p
       cross join (select name, row_number() over (order by name) as j from (select distinct name from groups) d) n
      where (p.provider_number = any($1::text[]) or (p.i + n.j) % ${NETWORK_SPREAD} = 0)
        and ($2::text[] is null or n.name = any($2::text[]))`,
    [[...fixedNumbers], onlyNames ? [...onlyNames] : null],
  );
}
