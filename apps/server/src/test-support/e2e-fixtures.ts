import { randomInt } from "node:crypto";
import { enrollmentStatuses } from "@epr/contract";
import { coverageCategoryCode, maskMemberId } from "@epr/domain";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { hashPassword } from "../auth/password.js";
import type { Queryable } from "../db/database.js";
import { insertEnrollment } from "../enrollments/queries.js";
import { recordHistory } from "../history/record.js";
import type { AppEnv } from "../http/env.js";
import { insertClaims, makeClaims } from "../seed/claims.js";
import { DEMO_CLIENT_NUMBER, makeEmployee, type SeedClient, type SeedGroup } from "../seed/generate.js";
import { createRandom } from "../seed/random.js";
import { adminEntitlements, insertAdmin, insertEmployees } from "../seed/seed.js";
import { insertSpendingHolders, makeSpendingHolder, spendingGroupCases } from "../seed/spending.js";

/**
 * Routes that let an e2e test make the data it needs (a test that changes data makes
 * its own), built on the demo seed's functions. Only the test entry (e2e-main.ts) mounts them, on
 * a throwaway embedded database; the production app and its OpenAPI document never have them.
 */
export const E2E_FIXTURE_PREFIX = "/__e2e";

const name = z
  .string()
  .regex(/^[A-Za-z][A-Za-z' -]{0,34}$/)
  .optional();

const adminFixtureSchema = z.object({
  loginId: z.string().regex(/^[A-Za-z0-9._-]{3,64}$/),
  password: z.string().min(8).max(128),
  /** internal: staff who log in as any employer from /clients, administering no client of their own. */
  role: z.enum(["plan_admin", "mcu_admin", "internal"]).default("plan_admin"),
  /** Employee Data access in every group of its clients; View also withholds editing employees. */
  access: z.enum(["Modify", "View"]).default("Modify"),
  clientNumbers: z.array(z.string().regex(/^\d{1,12}$/)).default([DEMO_CLIENT_NUMBER]),
  firstName: name,
  lastName: name,
  /** MFA enrolled with the administrator's own address (the sign-in's Verify Passcode). */
  mfaEnrolled: z.boolean().default(false),
  /** Signs in with a temporary password (session-and-admin.md §4 Password step). */
  temporaryPassword: z.boolean().default(false),
  /** Employee Data N/A in every group (the reports landing's 100212, session-and-admin.md §8). */
  noGroupAccess: z.boolean().default(false),
  /** Holds the Super User Role: manages the client's plan administrators. */
  superUser: z.boolean().default(false),
  /** Report entitlements withheld (session-and-admin.md §6: census and wellness need their own). */
  withoutReports: z
    .array(z.enum(["enrollment", "CensusReports", "WellnessReports"]))
    .max(3)
    .default([]),
  /** Groups whose Employee Data access is View whatever `access` says (enrollment.md §6 per-group rights). */
  viewGroups: z
    .array(z.string().regex(/^\d{1,15}$/))
    .max(10)
    .default([]),
});

const employeeFixtureSchema = z.object({
  clientNumber: z
    .string()
    .regex(/^\d{1,12}$/)
    .default(DEMO_CLIENT_NUMBER),
  /** One of the client's groups; otherwise the generator chooses. */
  groupNumber: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  firstName: name,
  lastName: name,
  /** Plan-coverage history rows by these administrators in the employee's first group (the history modals' e2e tests). */
  planHistoryBy: z.array(name.unwrap()).max(5).default([]),
  /** The employee is covered in each of these groups of the client (instead of `groupNumber`). */
  groupNumbers: z
    .array(z.string().regex(/^\d{1,15}$/))
    .min(1)
    .max(4)
    .optional(),
  /** The subscriber's PCP and tobacco answer in every group it is covered in. */
  subscriberCoverage: z
    .object({
      physicianNumber: z.string().regex(/^[A-Z0-9]{1,12}$/),
      physicianName: z.string().regex(/^[A-Z0-9 .'-]{1,34}$/),
      tobaccoStatus: z.enum(["T", "N"]),
      tobaccoUsageDate: z
        .string()
        .regex(/^\d{2}\/\d{2}\/\d{4}$/)
        .optional(),
    })
    .optional(),
  /** Claims of every status and type over the last two years (the claims e2e test). */
  claims: z.boolean().default(false),
  /** Spending accounts in each of its groups that offers them (the spending e2e test). */
  spending: z.boolean().default(false),
  /**
   * Exactly this many dependents (a spouse, then children), each covered by copies of the
   * subscriber's lines (the change-PCP journey copies a PCP to two dependents).
   */
  dependents: z.number().int().min(0).max(3).optional(),
});

const enrollmentFixtureSchema = z.object({
  clientNumber: z
    .string()
    .regex(/^\d{1,12}$/)
    .default(DEMO_CLIENT_NUMBER),
  firstName: name,
  lastName: name,
  status: z.enum(enrollmentStatuses).default("SAVED"),
});

const expireFixtureSchema = z.object({ loginId: z.string().min(1).max(64) });

/** Fixture employees are numbered after the demo's, so their umis never meet (M84000000 on). */
const FIRST_FIXTURE_EMPLOYEE = 2_000_000;

export const e2eFixtureRoutes = new Hono<AppEnv>()
  .post("/admins", async (c) => {
    const input = adminFixtureSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ message: z.prettifyError(input.error) }, 400);
    const { password, firstName, lastName, noGroupAccess, viewGroups, withoutReports, ...admin } = input.data;
    const { db } = c.get("deps");
    const taken = await db.query("select 1 from plan_admins where lower(login_id) = lower($1)", [
      admin.loginId,
    ]);
    if (taken.rows.length) return c.json({ message: `${admin.loginId} exists already.` }, 409);
    const passwordHash = await hashPassword(password);
    const seed = {
      ...admin,
      firstName: firstName ?? "Fixture",
      lastName: lastName ?? "Administrator",
    };
    await db.transaction(async (tx) => {
      const id = await insertAdmin(tx, seed, passwordHash);
      if (noGroupAccess)
        await tx.query(
          "update admin_group_entitlements set employee_data = 'N/A', spending_account = 'N/A' where admin_id = $1",
          [id],
        );
      if (withoutReports.length) {
        const entitlements = adminEntitlements(admin.access);
        for (const report of withoutReports) entitlements.reports[report] = false;
        await tx.query("update plan_admins set entitlements = $2 where id = $1", [
          id,
          JSON.stringify(entitlements),
        ]);
      }
      for (const groupNumber of viewGroups)
        await tx.query(
          "update admin_group_entitlements set employee_data = 'View' where admin_id = $1 and group_number = $2",
          [id, groupNumber],
        );
    });
    return c.json({ loginId: seed.loginId, firstName: seed.firstName, lastName: seed.lastName }, 201);
  })
  .post("/employees", async (c) => {
    const input = employeeFixtureSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ message: z.prettifyError(input.error) }, 400);
    const { db, vault, now } = c.get("deps");
    const {
      clientNumber,
      groupNumber,
      groupNumbers,
      firstName,
      lastName,
      planHistoryBy,
      subscriberCoverage,
      claims,
      spending,
      dependents,
    } = input.data;
    const employee = await db.transaction(async (tx) => {
      const { client, clientId, groups } = await loadClient(tx, clientNumber);
      const wanted = groupNumbers ?? (groupNumber ? [groupNumber] : null);
      const chosen = wanted ? groups.filter((g) => wanted.includes(g.groupNumber)) : groups;
      if (!chosen.length || (wanted && chosen.length !== wanted.length))
        throw notFound(`Client ${clientNumber} has not every group of ${wanted?.join(", ")}.`);
      const { rows } = await tx.query<{ n: number }>("select count(*)::int as n from employees");
      const n = FIRST_FIXTURE_EMPLOYEE + (rows[0]?.n ?? 0);
      const made = makeEmployee(createRandom(n), n, client, chosen, now(), {
        first: firstName,
        last: lastName,
        active: true,
        everyGroup: groupNumbers !== undefined,
      });
      if (subscriberCoverage) {
        const { physicianNumber, physicianName, tobaccoStatus, tobaccoUsageDate } = subscriberCoverage;
        for (const coverage of made.record.subscriber.memberCoverages)
          Object.assign(coverage, {
            providerInformation: { physicianNumber, physicianName },
            tobaccoStatus,
            tobaccoUsageDate: tobaccoStatus === "T" ? (tobaccoUsageDate ?? null) : null,
          });
      }
      if (dependents !== undefined) {
        const { subscriber } = made.record;
        const firstNames = ["Rowan", "Ivy", "Theo"];
        made.record.dependents = firstNames.slice(0, dependents).map((first, i) => ({
          pin: String(i + 2).padStart(2, "0"),
          fullName: { first, last: made.lastName },
          gender: i === 1 ? "F" : "M",
          birthDate: i === 0 ? "03/02/1985" : `06/1${i}/2012`,
          relationshipCode: i === 0 ? "01" : "02",
          dependentStatus: "N",
          medicareEligibleIndicator: "no",
          otherInsuranceIndicator: "no",
          address: subscriber.address,
          memberCoverages: structuredClone(subscriber.memberCoverages),
        }));
        // The lines' category says who they cover: the first dependent is a spouse, the others children.
        const category = coverageCategoryCode({
          spouse: dependents > 0,
          domesticPartner: false,
          children: Math.max(0, dependents - 1),
        });
        for (const member of [subscriber, ...made.record.dependents])
          for (const coverage of member.memberCoverages)
            for (const line of coverage.memberLobs) line.coverageCategoryCode = category;
        made.dependentSsns = made.record.dependents.map(
          (_, i) => `7${String(randomInt(10_000_000, 99_999_999))}`.slice(0, 8) + String(i),
        );
      }
      await insertEmployees(tx, [made], new Map([[clientNumber, clientId]]), vault);
      if (claims) await insertClaims(tx, makeClaims(made, now(), createRandom(n), 20));
      if (spending) {
        const cases = await spendingGroupCases(tx);
        const random = createRandom(n);
        await insertSpendingHolders(
          tx,
          made.groups.flatMap((g) => {
            const group = cases.get(g.groupNumber);
            return group ? [makeSpendingHolder(made.umi, group, now(), random)] : [];
          }),
        );
      }
      const group = made.groups[0]?.groupNumber ?? null;
      for (const adminName of planHistoryBy)
        await recordHistory(tx, { adminId: null, adminName }, [
          {
            umi: made.umi,
            groupNumber: group,
            kind: "plan",
            memberKey: "subscriber",
            memberName: `${made.firstName} ${made.lastName}`,
            transactionType: "EDIT",
            before: null,
            after: { lineOfBusiness: "HMO", coverageEffectiveDate: "2026-01-01" },
          },
        ]);
      return made;
    });
    return c.json(
      {
        umi: employee.umi,
        firstName: employee.firstName,
        lastName: employee.lastName,
        groupNumbers: employee.groups.map((g) => g.groupNumber),
      },
      201,
    );
  })
  .post("/enrollments", async (c) => {
    // An enrollment in process of the client (enrollment.md §2), just started: a subscriber named,
    // with an SSN of its own (never one of the demo's), nothing approved yet.
    const input = enrollmentFixtureSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ message: z.prettifyError(input.error) }, 400);
    const { db, vault } = c.get("deps");
    const { clientNumber, firstName, lastName, status } = input.data;
    const clients = await db.query<{ id: number }>("select id from clients where client_number = $1", [
      clientNumber,
    ]);
    const clientId = clients.rows[0]?.id;
    if (clientId === undefined) throw notFound(`No client ${clientNumber}.`);
    const ssn = `8${randomInt(10_000_000, 99_999_999)}`;
    // In the client's first active group: an enrollment of no group is seen only by the
    // administrator who started it (and super users), and the suites' administrators read it.
    const groups = await db.query<{ group_number: string }>(
      "select group_number from groups where client_id = $1 and status = 'active' order by group_number limit 1",
      [clientId],
    );
    const groupNumber = groups.rows[0]?.group_number;
    const record = {
      subscriber: {
        fullName: { first: firstName ?? "Fixture", last: lastName ?? "Enrollee" },
        relationshipCode: "20",
        medicareEligibleIndicator: "unknown" as const,
        otherInsuranceIndicator: "unknown" as const,
        memberCoverages: groupNumber ? [{ groupNumber, memberLobs: [] }] : [],
      },
      dependents: [],
    };
    const made = await insertEnrollment(db, vault, {
      clientId,
      record,
      ssns: { subscriber: ssn, dependents: [] },
      approvedSteps: [],
      status,
      adminId: null,
    });
    return c.json(
      {
        id: made.id,
        firstName: record.subscriber.fullName.first,
        lastName: record.subscriber.fullName.last,
        status: made.status,
        memberId: maskMemberId(ssn),
      },
      201,
    );
  })
  .post("/sessions/expire", async (c) => {
    // Every session of the administrator ends now, as if it had been idle too long.
    const input = expireFixtureSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ message: z.prettifyError(input.error) }, 400);
    const { rows } = await c.get("deps").db.query<{ token_hash: string }>(
      `update sessions set expires_at = now() - interval '1 second'
        where admin_id in (select id from plan_admins where lower(login_id) = lower($1))
        returning token_hash`,
      [input.data.loginId],
    );
    return c.json({ expired: rows.length }, 200);
  })
  .post("/audit-events", async (c) => {
    // The audit rows of one subject (a umi) and action, as a test checks that a view was recorded.
    const input = auditFixtureSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ message: z.prettifyError(input.error) }, 400);
    const { db } = c.get("deps");
    const { rows } = await db.query<{ action: string; login_id: string | null; detail: unknown }>(
      `select a.action, p.login_id, a.detail from audit_events a left join plan_admins p on p.id = a.admin_id
        where a.subject = $1 and a.action = $2 order by a.id`,
      [input.data.subject, input.data.action],
    );
    return c.json(
      { events: rows.map((r) => ({ action: r.action, loginId: r.login_id, detail: r.detail })) },
      200,
    );
  })
  .post("/outbox/latest", async (c) => {
    // The newest e-mail to an administrator's address, as `npm run outbox` shows it.
    const input = outboxFixtureSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ message: z.prettifyError(input.error) }, 400);
    const { rows } = await c.get("deps").db.query<{ subject: string; body: string }>(
      `select o.subject, o.body from outbox o join plan_admins p on p.email = o.recipient
        where lower(p.login_id) = lower($1) order by o.id desc limit 1`,
      [input.data.loginId],
    );
    const message = rows[0];
    if (!message) return c.json({ message: `No e-mail to ${input.data.loginId}.` }, 404);
    return c.json(message, 200);
  })
  .post("/identity-theft", async (c) => {
    // Makes opting the group in allowed today, whatever the month (assist-employees.md §9: a new
    // client has 30 days from its coverage effective date): its client's coverage starts today and
    // the group has never opted in.
    const input = identityTheftFixtureSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ message: z.prettifyError(input.error) }, 400);
    const { db, now } = c.get("deps");
    const today = now();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    const { rows } = await db.query<{ client_id: number }>(
      "select client_id from groups where group_number = $1",
      [input.data.groupNumber],
    );
    const clientId = rows[0]?.client_id;
    if (clientId === undefined) throw notFound(`No group ${input.data.groupNumber}.`);
    await db.query("update clients set coverage_effective_date = $2 where id = $1", [clientId, iso]);
    await db.query("delete from group_identity_theft where group_number = $1", [input.data.groupNumber]);
    return c.json({ coverageEffectiveDate: iso }, 200);
  })
  .post("/identity-theft/state", async (c) => {
    // What the server stored for a group's identity theft protection, and who changed it.
    const input = identityTheftFixtureSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ message: z.prettifyError(input.error) }, 400);
    const { rows } = await c.get("deps").db.query<{ opted_in: boolean; login_id: string | null }>(
      `select t.opted_in, a.login_id from group_identity_theft t
         left join plan_admins a on a.id = t.changed_by where t.group_number = $1`,
      [input.data.groupNumber],
    );
    const row = rows[0];
    return c.json({ optedIn: row?.opted_in ?? null, changedBy: row?.login_id ?? null }, 200);
  })
  .post("/cancelled-conditions", async (c) => {
    // What accepting a cancelled client's conditions stored for one administrator: the
    // acknowledgements and the e-mail sent to them (session-and-admin.md §4 Cancelled client).
    const input = expireFixtureSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ message: z.prettifyError(input.error) }, 400);
    const { db } = c.get("deps");
    const acceptances = await db.query<{ client_number: string; confirmation_email: string }>(
      `select cl.client_number, k.confirmation_email from client_condition_acceptances k
         join plan_admins a on a.id = k.admin_id join clients cl on cl.id = k.client_id
        where lower(a.login_id) = lower($1) order by k.accepted_at`,
      [input.data.loginId],
    );
    const mail = await db.query<{ subject: string; body: string }>(
      `select o.subject, o.body from outbox o join plan_admins a on o.recipient = a.email
        where lower(a.login_id) = lower($1) order by o.id`,
      [input.data.loginId],
    );
    return c.json(
      {
        acceptances: acceptances.rows.map((r) => ({
          clientNumber: r.client_number,
          confirmationEmail: r.confirmation_email,
        })),
        outbox: mail.rows,
      },
      200,
    );
  });

const outboxFixtureSchema = z.object({ loginId: z.string().min(1).max(64) });

const identityTheftFixtureSchema = z.object({ groupNumber: z.string().regex(/^\d{6,15}$/) });

const auditFixtureSchema = z.object({
  subject: z.string().regex(/^[A-Za-z0-9]{1,20}$/),
  action: z.string().regex(/^[a-z.]{1,64}$/),
});

const notFound = (message: string) => new HTTPException(404, { message });

/** A client and its groups, read back in the shapes the seed generator takes. */
async function loadClient(tx: Queryable, clientNumber: string) {
  const clients = await tx.query<{
    id: number;
    name: string;
    brand_code: string;
    status: "active" | "cancelled";
    aso: boolean;
  }>("select id, name, brand_code, status, aso from clients where client_number = $1", [clientNumber]);
  const row = clients.rows[0];
  if (!row) throw notFound(`No client ${clientNumber}.`);
  const client: SeedClient = {
    clientNumber,
    name: row.name,
    brandCode: row.brand_code,
    status: row.status,
    aso: row.aso,
  };
  const groupRows = await tx.query<{
    group_number: string;
    name: string;
    status: "active" | "cancelled";
    cancel_date: string | null;
    additional: Record<string, unknown>;
  }>(
    `select group_number, name, status, to_char(cancel_date, 'MM/DD/YYYY') as cancel_date, additional
       from groups where client_id = $1 order by group_number`,
    [row.id],
  );
  const products = await tx.query<{
    group_number: string;
    product_id: string;
    coverage_type: SeedGroup["products"][number]["coverageType"];
    line_of_business: string;
    product_name: string;
  }>(
    `select p.group_number, p.product_id, p.coverage_type, p.line_of_business, p.product_name
       from group_products p join groups g on g.group_number = p.group_number
      where g.client_id = $1 order by p.group_number, p.product_id`,
    [row.id],
  );
  const groups: SeedGroup[] = groupRows.rows.map((g) => ({
    groupNumber: g.group_number,
    clientNumber,
    name: g.name,
    status: g.status,
    cancelDate: g.cancel_date,
    additional: g.additional,
    products: products.rows
      .filter((p) => p.group_number === g.group_number)
      .map((p) => ({
        productId: p.product_id,
        coverageType: p.coverage_type,
        lineOfBusiness: p.line_of_business,
        productName: p.product_name,
      })),
  }));
  return { client, clientId: row.id, groups };
}
