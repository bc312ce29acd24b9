import { formatIsoDate } from "@epr/domain";
import { startOfYear, subDays, subYears } from "date-fns";
import type { Queryable } from "../db/database.js";

/**
 * Rates for every plan of every group (docs/features/billing.md): the demo's and the scaled seed's
 * groups alike, in one statement over group_products, so a million-member seed costs no more. Two
 * rating periods: from seven years back (the oldest coverage the seed writes) to last year's end,
 * and this year's, 5% dearer, open-ended. The monthly premium is a base by coverage type, varied per
 * plan by a hash of its product id (the same every run), times the tier's factor, in whole cents.
 */
export async function seedRates(tx: Queryable, today: Date): Promise<void> {
  const thisYear = startOfYear(today);
  await tx.query(
    `insert into billing_rates (group_number, product_id, tier, period_start, period_end, monthly_cents)
     select p.group_number, p.product_id, t.tier, r.period_start, r.period_end,
            round((case p.coverage_type
                     when 'MEDICAL' then 42000 when 'DRUG' then 9000 when 'DENTAL' then 3600
                     when 'UCCIDENTAL' then 3100 when 'VISION' then 950 else 1500 end
                   + mod(abs(hashtext(p.product_id)), 40) * 25) * t.factor * r.factor)::bigint
       from group_products p
      cross join (values ('employee', 1.0), ('employeeSpouse', 2.05), ('employeeChildren', 1.85),
                         ('family', 2.95)) as t(tier, factor)
      cross join (values ($1::date, $2::date, 1.0), ($3::date, null::date, 1.05))
                 as r(period_start, period_end, factor)`,
    [formatIsoDate(subYears(thisYear, 7)), formatIsoDate(subDays(thisYear, 1)), formatIsoDate(thisYear)],
  );
}
