import { type CoveragePlanOption, convertDate } from "@epr/domain";
import type { Queryable } from "../db/database.js";

interface ProductRow {
  group_number: string;
  product_id: string;
  product_name: string;
  icis_product_type: string | null;
}

/**
 * The products of the given groups of a client offered for a coverage type on a date (yyyy-MM-dd)
 * in a ZIP (enrollment.md §7 Coverages): the product is in effect that day (from its effective date,
 * before its end date), its ZIP areas hold the ZIP's first three digits (or it has none), and the
 * group is not cancelled by then. One query through group_products_type_idx; products of a group
 * in product id order.
 */
export async function offeredProducts(
  db: Queryable,
  scope: { clientId: number; groupNumbers: readonly string[] },
  ask: { coverageType: string; effectiveDate: string; zipCode: string },
): Promise<CoveragePlanOption[]> {
  const day = convertDate(ask.effectiveDate, "usDash", "iso");
  const stored = convertDate(ask.effectiveDate, "usDash", "us");
  if (!day || !stored || scope.groupNumbers.length === 0) return [];
  const { rows } = await db.query<ProductRow>(
    `select p.group_number, p.product_id, p.product_name, p.icis_product_type
       from group_products p
       join groups g on g.group_number = p.group_number
      where p.coverage_type = $1
        and p.group_number = any($2)
        and g.client_id = $3
        and (g.cancel_date is null or g.cancel_date > $4::date)
        and p.effective_date <= $4::date
        and (p.end_date is null or p.end_date > $4::date)
        and (cardinality(p.zip_areas) = 0 or substr($5, 1, 3) = any(p.zip_areas))
      order by p.group_number, p.product_id`,
    [ask.coverageType, scope.groupNumbers, scope.clientId, day, ask.zipCode],
  );
  const byGroup = new Map<string, CoveragePlanOption>();
  for (const row of rows) {
    const option = byGroup.get(row.group_number) ?? { groupNumber: row.group_number, products: [] };
    option.products.push({
      icisProductType: row.icis_product_type,
      productId: row.product_id,
      productName: row.product_name,
      coverageEffectiveDate: stored,
    });
    byGroup.set(row.group_number, option);
  }
  return [...byGroup.values()];
}
