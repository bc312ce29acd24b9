import { billingMonthSchema } from "@epr/domain";
import { Hono } from "hono";
import { z } from "zod";
import { runInvoices } from "../billing/job.js";
import type { AppEnv } from "../http/env.js";

/**
 * The billing journey's fixture routes (tests/e2e/billing-journey.test.ts), mounted beside the other
 * fixtures by the e2e entry only: the Bills access for a test's own administrator (the Billing step
 * that edits it is another journey's), and the invoice run for a month, the same `runInvoices` the
 * job runner and `npm run billing` call, so a test has its bills now rather than on the billing day.
 */
const grantSchema = z.object({ loginId: z.string().regex(/^[A-Za-z0-9._-]{3,64}$/) });
const runSchema = z.object({
  month: billingMonthSchema,
  groupNumbers: z
    .array(z.string().regex(/^\d{1,15}$/))
    .min(1)
    .max(10),
});

const auditSchema = z.object({
  invoiceId: z.string().regex(/^\d{1,18}$/),
  action: z.string().regex(/^[a-z.]{1,64}$/),
});

export const e2eBillingRoutes = new Hono<AppEnv>()
  .post("/bills-access", async (c) => {
    const input = grantSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ message: z.prettifyError(input.error) }, 400);
    const { rows } = await c.get("deps").db.query(
      `update plan_admins set entitlements = entitlements || '{"ebill": true}'::jsonb
          where lower(login_id) = lower($1) returning id`,
      [input.data.loginId],
    );
    if (!rows.length) return c.json({ message: `No administrator ${input.data.loginId}.` }, 404);
    return c.json({ loginId: input.data.loginId, bills: true });
  })
  .post("/invoices", async (c) => {
    const input = runSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ message: z.prettifyError(input.error) }, 400);
    const { db, now } = c.get("deps");
    return c.json(await runInvoices(db, input.data, { now }));
  })
  .post("/audit-events", async (c) => {
    // A bill's audit rows of one action (its subject is "invoice:<id>", which the general fixture's subject does not take).
    const input = auditSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ message: z.prettifyError(input.error) }, 400);
    const { rows } = await c.get("deps").db.query<{ login_id: string | null; detail: unknown }>(
      `select p.login_id, a.detail from audit_events a left join plan_admins p on p.id = a.admin_id
        where a.subject = $1 and a.action = $2 order by a.id`,
      [`invoice:${input.data.invoiceId}`, input.data.action],
    );
    return c.json({ events: rows.map((r) => ({ loginId: r.login_id, detail: r.detail })) });
  });
