import { PROVIDER_PAGE_SIZE, type Provider, type ProviderSearchQuery } from "@epr/contract";
import type { DirectoryProvider } from "@epr/domain";
import type { Queryable } from "../db/database.js";

interface ProviderRow {
  provider_number: string;
  name: string;
  address1: string;
  city: string;
  state: string;
  zip_code: string;
  phone: string;
  accepting_new_patients: boolean;
  insurance_lines: string[];
  plan_area_codes: string[];
}

const COLUMNS =
  "provider_number, name, address1, city, state, zip_code, phone, accepting_new_patients, insurance_lines, plan_area_codes";

const toProvider = (r: ProviderRow): Provider => ({
  providerNumber: r.provider_number,
  name: r.name,
  address1: r.address1,
  city: r.city,
  state: r.state,
  zipCode: r.zip_code,
  phone: r.phone,
  acceptingNewPatients: r.accepting_new_patients,
  insuranceLines: r.insurance_lines,
  planAreaCodes: r.plan_area_codes,
});

/** A LIKE prefix of typed text: its wildcards are searched as text. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;

/**
 * One page of the directory in (lower(name), provider_number) order after `after` (keyset
 * paging), with only the conditions asked for so each uses its index: name prefix, number, state
 * and city, ZIP, and within the network asked for. Returns the page and, when more follow, the key of its last row.
 */
export async function searchProviders(
  db: Queryable,
  query: ProviderSearchQuery,
  after: [string, string] | null,
): Promise<{ providers: Provider[]; next: [string, string] | null }> {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (query.name) where.push(`lower(name) like ${p(likePrefix(query.name))}`);
  if (query.number) where.push(`provider_number = ${p(query.number.toUpperCase())}`);
  if (query.state) where.push(`state = ${p(query.state)}`);
  if (query.city) where.push(`lower(city) = ${p(query.city.toLowerCase())}`);
  if (query.zipCode) where.push(`zip_code = ${p(query.zipCode)}`);
  // The group's network (enrollment.md §7 Group name by group number): provider_products' key.
  if (query.productName)
    where.push(
      `exists (select 1 from provider_products pp where pp.product_name = ${p(query.productName)} and pp.provider_number = providers.provider_number)`,
    );
  if (after) where.push(`(lower(name), provider_number) > (${p(after[0])}, ${p(after[1])})`);
  const { rows } = await db.query<ProviderRow>(
    `select ${COLUMNS} from providers
      where ${where.length ? where.join(" and ") : "true"}
      order by lower(name), provider_number
      limit ${PROVIDER_PAGE_SIZE + 1}`,
    params,
  );
  const page = rows.slice(0, PROVIDER_PAGE_SIZE);
  const last = page.at(-1);
  return {
    providers: page.map(toProvider),
    next: rows.length > PROVIDER_PAGE_SIZE && last ? [last.name.toLowerCase(), last.provider_number] : null,
  };
}

/** One provider by number, as the PCP validation reads it; null when the directory has none. */
export async function providerByNumber(
  db: Queryable,
  providerNumber: string,
): Promise<DirectoryProvider | null> {
  const { rows } = await db.query<ProviderRow>(
    `select ${COLUMNS} from providers where provider_number = $1`,
    [providerNumber.toUpperCase()],
  );
  const row = rows[0];
  return row ? toProvider(row) : null;
}
