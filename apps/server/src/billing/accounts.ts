import {
  type BillingAccountRecord,
  billingAccountApiMessages,
  billingAccountIdParamSchema,
  billingAccountRecordSchema,
  billingAccountRequestSchema,
  billingAccountsResponseSchema,
} from "@epr/contract";
import {
  type BillingAccountFormValues,
  billingAccountMessages,
  payingGroupIsBilled,
} from "@epr/forms/schemas";
import type { Context } from "hono";
import { z } from "zod/mini";
import type { Queryable } from "../db/database.js";
import { audit } from "../http/audit.js";
import { clientSession } from "../http/client-session.js";
import type { AppEnv } from "../http/env.js";
import { HttpError } from "../http/errors.js";
import { assertVersion, enforce, GuardedApi, guardedRoute, guardMessages } from "../http/guard.js";
import { readsGroup } from "../http/references.js";
import { errorAnswer, json, notFoundError, standardErrors } from "../http/responses.js";
import {
  type BillingAccountSubject,
  mayManageBillingAccount,
  mayUseBills,
  readableGroupNumbers,
} from "../policy/index.js";
import { sessionBillingUserType } from "./user-types.js";

/**
 * ebill accounts (session-and-admin.md §7 'ebill accounts'; docs/features/billing.md): the bill of
 * a group or a set of groups of one client, who receives it, how, and which group pays. Read by an
 * administrator holding Bills, created and changed with the `manage` billing user type.
 */

/** The most accounts one list answers (a client has a handful; our bound). */
const ACCOUNTS_LISTED = 500;

/** A new account's example: the demo client's first group, which the seed leaves without one. */
const example = {
  groupNumbers: ["100100"],
  payingGroupNumber: "100100",
  recipientName: "Pat Payer",
  recipientEmail: "billing@example.com",
  delivery: "email",
};
/** A change's example: the demo client's seeded account (seed/billing.ts), its groups kept. */
const changeExample = {
  groupNumbers: ["100107", "100114"],
  payingGroupNumber: "100114",
  recipientName: "Avery Ledger",
  recipientEmail: "avery.ledger@example.com",
  delivery: "portal",
};
/** Every group a body names, checked by the policy before the handler runs (readable, else 404). */
const references = { "body.groupNumbers[]": readsGroup, "body.payingGroupNumber": readsGroup };
const groupTaken = {
  409: errorAnswer("A group is billed to another account already", ["group_in_account"]),
} as const;

const listRoute = guardedRoute({
  guard: { policy: "billing.accounts" },
  method: "get",
  path: "/billing/accounts",
  description:
    "The ebill accounts of the groups the session may read (every group of an account readable), the session's billing user type in the client, and the readable groups with the account billing each.",
  responses: {
    200: { description: "The accounts", content: json(billingAccountsResponseSchema) },
    ...standardErrors,
  },
});

const createRoute = guardedRoute({
  guard: { policy: "billing.accounts.create", references },
  method: "post",
  path: "/billing/accounts",
  description:
    "A new ebill account: its groups (each billed to one account only), the paying group among them, who receives the bill and its delivery (e-mail or portal). The manage billing user type; audited.",
  request: { body: { required: true, content: json(billingAccountRequestSchema, example) } },
  responses: {
    201: { description: "Created; ETag = version", content: json(billingAccountRecordSchema) },
    ...standardErrors,
    ...groupTaken,
  },
});

const updateRoute = guardedRoute({
  guard: { policy: "billingAccount.modify", ifMatch: true, references },
  method: "put",
  path: "/billing/accounts/{accountId}",
  description:
    "Changes an ebill account (its groups, paying group, recipient and delivery): If-Match with the version read. The manage billing user type; the account and every group named readable; audited.",
  request: {
    params: z.extend(billingAccountIdParamSchema, {
      accountId: billingAccountIdParamSchema.shape.accountId.check(z.meta({ example: "1" })),
    }),
    body: { required: true, content: json(billingAccountRequestSchema, changeExample) },
  },
  responses: {
    200: { description: "Changed; ETag = version", content: json(billingAccountRecordSchema) },
    ...standardErrors,
    ...notFoundError,
    ...groupTaken,
    412: errorAnswer("Someone changed it after it was read", ["stale"]),
    428: errorAnswer("If-Match missing", ["precondition_required"]),
  },
});

interface AccountRow {
  id: string;
  client_id: number;
  recipient_name: string;
  recipient_email: string;
  delivery: "email" | "portal";
  paying_group: string;
  version: number;
  groups: { groupNumber: string; groupName: string }[];
}

const ACCOUNT_COLUMNS = `a.id::text as id, a.client_id, a.recipient_name, a.recipient_email, a.delivery,
  a.paying_group, a.version,
  coalesce((select jsonb_agg(jsonb_build_object('groupNumber', g.group_number, 'groupName', g.name)
                              order by g.group_number)
              from billing_account_groups ag join groups g on g.group_number = ag.group_number
             where ag.account_id = a.id), '[]'::jsonb) as groups`;

const recordOf = (row: AccountRow): BillingAccountRecord => ({
  accountId: row.id,
  groups: typeof row.groups === "string" ? JSON.parse(row.groups) : row.groups,
  payingGroupNumber: row.paying_group,
  recipientName: row.recipient_name,
  recipientEmail: row.recipient_email,
  delivery: row.delivery,
  version: row.version,
});

/** One account, as stored (any client's: the policy decides). */
export async function readBillingAccount(db: Queryable, accountId: string): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from billing_accounts a where a.id = $1`,
    [accountId],
  );
  return rows[0] ?? null;
}

const subjectOf = (row: AccountRow | null): BillingAccountSubject | null =>
  row ? { clientId: row.client_id, groupNumbers: recordOf(row).groups.map((g) => g.groupNumber) } : null;

/**
 * Puts an account's groups: each in this account only. A group billed to another account makes the
 * whole change fail (409, inside the caller's transaction, so nothing is written).
 */
async function putGroups(tx: Queryable, accountId: string, groups: readonly string[]) {
  await tx.query("delete from billing_account_groups where account_id = $1", [accountId]);
  const { rows } = await tx.query(
    `insert into billing_account_groups (group_number, account_id) select g, $1 from unnest($2::text[]) as g
     on conflict (group_number) do nothing returning group_number`,
    [accountId, groups],
  );
  if (rows.length !== groups.length)
    throw new HttpError(409, billingAccountApiMessages.groupInAccount, "group_in_account");
}

/** The groups a body names: its groups and its paying group. */
const namedGroups = (body: BillingAccountFormValues) => [...body.groupNumbers, body.payingGroupNumber];

/** After the policy has seen every group: the paying group must be one the account bills (400). */
function assertPayingGroupBilled(body: BillingAccountFormValues) {
  if (!payingGroupIsBilled(body))
    throw new HttpError(400, billingAccountMessages.payingGroup, "invalid_request");
}

function withVersion(c: Context<AppEnv>, record: BillingAccountRecord) {
  c.header("ETag", `"${record.version}"`);
  return record;
}

export const billingAccountRoutes = new GuardedApi()
  .openapi(listRoute, async (c) => {
    const session = clientSession(c.get("session"));
    enforce(mayUseBills(session));
    const { db } = c.get("deps");
    const readable = readableGroupNumbers(session);
    // Accounts every group of which the session may read: another's group is never revealed.
    const accounts = await db.query<AccountRow>(
      `select ${ACCOUNT_COLUMNS} from billing_accounts a
        where a.client_id = $1
          and not exists (select 1 from billing_account_groups ag
                           where ag.account_id = a.id and not (ag.group_number = any($2::text[])))
        order by a.id limit $3`,
      [session.clientId, readable, ACCOUNTS_LISTED],
    );
    const groups = await db.query<{ group_number: string; name: string; account_id: string | null }>(
      `select g.group_number, g.name, ag.account_id::text as account_id from groups g
         left join billing_account_groups ag on ag.group_number = g.group_number
        where g.client_id = $1 and g.group_number = any($2::text[]) order by g.group_number`,
      [session.clientId, readable],
    );
    const userType = (await sessionBillingUserType(db, session)) ?? "view";
    return c.json(
      {
        accounts: accounts.rows.map(recordOf),
        userType,
        groups: groups.rows.map((g) => ({
          groupNumber: g.group_number,
          groupName: g.name,
          accountId: g.account_id,
        })),
      },
      200,
    );
  })
  .openapi(createRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const body = c.req.valid("json");
    const { db } = c.get("deps");
    enforce(
      mayManageBillingAccount(session, "new", namedGroups(body), await sessionBillingUserType(db, session)),
    );
    assertPayingGroupBilled(body);
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into billing_accounts (client_id, recipient_name, recipient_email, delivery, paying_group)
         values ($1, $2, $3, $4, $5) returning id::text as id`,
        [session.clientId, body.recipientName, body.recipientEmail, body.delivery, body.payingGroupNumber],
      );
      const accountId = rows[0]?.id as string;
      await putGroups(tx, accountId, body.groupNumbers);
      await audit(tx, session.adminId, "billing.account.created", `billingAccount:${accountId}`, {
        groupNumbers: body.groupNumbers,
        payingGroupNumber: body.payingGroupNumber,
        delivery: body.delivery,
      });
      return accountId;
    });
    const row = await readBillingAccount(db, id);
    if (!row) throw new Error("The account just made was not read back.");
    return c.json(withVersion(c, recordOf(row)), 201);
  })
  .openapi(updateRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { accountId } = c.req.valid("param");
    const body = c.req.valid("json");
    const { db } = c.get("deps");
    const stored = await readBillingAccount(db, accountId);
    // Judged by the stored account (its groups readable) and by what it changes to.
    enforce(
      mayManageBillingAccount(
        session,
        subjectOf(stored),
        namedGroups(body),
        await sessionBillingUserType(db, session),
      ),
    );
    const before = recordOf(stored as AccountRow);
    assertVersion(c, before.version);
    assertPayingGroupBilled(body);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `update billing_accounts set recipient_name = $3, recipient_email = $4, delivery = $5, paying_group = $6,
                version = version + 1, updated_at = now()
          where id = $1 and version = $2 returning id`,
        [
          accountId,
          before.version,
          body.recipientName,
          body.recipientEmail,
          body.delivery,
          body.payingGroupNumber,
        ],
      );
      // Changed by another request between the read and this write.
      if (rows.length === 0) throw new HttpError(412, guardMessages.stale, "stale");
      await putGroups(tx, accountId, body.groupNumbers);
      await audit(tx, session.adminId, "billing.account.changed", `billingAccount:${accountId}`, {
        groupNumbers: { from: before.groups.map((g) => g.groupNumber), to: body.groupNumbers },
        payingGroupNumber: { from: before.payingGroupNumber, to: body.payingGroupNumber },
        delivery: { from: before.delivery, to: body.delivery },
        recipientChanged:
          before.recipientName !== body.recipientName || before.recipientEmail !== body.recipientEmail,
      });
    });
    const row = await readBillingAccount(db, accountId);
    if (!row) throw new Error("The account just changed was not read back.");
    return c.json(withVersion(c, recordOf(row)), 200);
  });
