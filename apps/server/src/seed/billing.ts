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

/**
 * The demo's ebill accounts (docs/features/billing.md, accounts): the demo client's Hourly and
 * Union groups billed together to one account paid by the Hourly group, delivered by e-mail; every
 * other demo client's second group to an account of its own, delivered in the portal. Each client's
 * first group is left without an account (its bill stays in the portal for its administrators), so
 * an account can be made for it.
 */
export async function seedBillingAccounts(tx: Queryable, clientNumbers: readonly string[]): Promise<void> {
  for (const [i, clientNumber] of clientNumbers.entries()) {
    const { rows: groups } = await tx.query<{ group_number: string; client_id: number }>(
      `select g.group_number, g.client_id from groups g join clients c on c.id = g.client_id
        where c.client_number = $1 and g.status = 'active' order by g.group_number`,
      [clientNumber],
    );
    const billed = i === 0 ? groups.slice(1, 3) : groups.slice(1, 2);
    const paying = billed[0];
    if (!paying) continue;
    const { rows } = await tx.query<{ id: string }>(
      `insert into billing_accounts (client_id, recipient_name, recipient_email, delivery, paying_group)
       values ($1, $2, $3, $4, $5) returning id::text as id`,
      [
        paying.client_id,
        i === 0 ? "Avery Ledger" : "Accounts Payable",
        `billing.${clientNumber}@example.com`,
        i === 0 ? "email" : "portal",
        paying.group_number,
      ],
    );
    await tx.query(
      "insert into billing_account_groups (group_number, account_id) select g, $1 from unnest($2::text[]) as g",
      [rows[0]?.id, billed.map((g) => g.group_number)],
    );
  }
}

/**
 * The demo logins' Bills access and billing user types: demo.super holds Bills with `manage` (it
 * makes and changes accounts, and pays), demo.admin holds Bills with `view` (bills and balances
 * only). Each in every client it administers.
 */
export const DEMO_BILLING_USER_TYPES = [
  { loginId: "demo.super", userType: "manage" },
  { loginId: "demo.admin", userType: "view" },
] as const;

export async function seedBillingUserTypes(tx: Queryable): Promise<void> {
  for (const { loginId, userType } of DEMO_BILLING_USER_TYPES) {
    await tx.query(
      "update plan_admins set entitlements = jsonb_set(entitlements, '{ebill}', 'true') where login_id = $1",
      [loginId],
    );
    await tx.query(
      `insert into billing_user_types (admin_id, client_id, user_type)
       select ac.admin_id, ac.client_id, $2 from admin_clients ac join plan_admins a on a.id = ac.admin_id
        where a.login_id = $1`,
      [loginId, userType],
    );
  }
}
