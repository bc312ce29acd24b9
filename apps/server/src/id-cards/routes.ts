import { getBrand } from "@epr/brand-themes/registry";
import {
  idCardImageQuerySchema,
  idCardMembersResponseSchema,
  idCardOrderRequestSchema,
  idCardOrdersResponseSchema,
  idCardParamSchema,
  idCardUmiParamSchema,
} from "@epr/contract";
import { assistMessages, type IdCardHolder, idCardId, idCardOrderBatches, parseIdCardId } from "@epr/domain";
import { z } from "@hono/zod-openapi";
import type { SessionContext } from "../auth/sessions.js";
import type { Queryable } from "../db/database.js";
import { audit } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { errorAnswer, json, notFoundError, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import {
  mayReadEmployee,
  mayReadEmployeeGroup,
  policyMessages,
  readableGroupNumbers,
} from "../policy/index.js";
import { loadIdCardEmployee, mailingAddress } from "./holders.js";
import { drawIdCard } from "./svg.js";

const SVG = "image/svg+xml";

const membersRoute = guardedRoute({
  guard: { policy: "employee.read" },
  method: "get",
  path: "/employees/{umi}/id-cards",
  description:
    "idcardMembers (assist-employees.md §2.6, §3, §7): the employee's members with an ID card per group and line of business of the groups the administrator may read, each with its image addresses.",
  request: { params: idCardUmiParamSchema },
  responses: {
    200: { description: "The members and their cards", content: json(idCardMembersResponseSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

const imageRoute = guardedRoute({
  guard: { policy: "idCard.read" },
  method: "get",
  path: "/id-cards/{cardId}/card.svg",
  description:
    "getidcard (assist-employees.md §2.6, §7): one side of one ID card, drawn as SVG from the member's data in the brand's colours.",
  request: { params: idCardParamSchema, query: idCardImageQuerySchema },
  responses: {
    200: { description: "The card's image", content: { [SVG]: { schema: z.string() } } },
    ...standardErrors,
    ...notFoundError,
  },
});

const orderRoute = guardedRoute({
  guard: { policy: "idCards.order", idempotencyKey: true },
  method: "post",
  path: "/employees/{umi}/id-card-orders",
  description:
    "orderIdCard (assist-employees.md §2.6, §4, §5, §7): orders the selected members' cards, one order per group and line of business, mailed to the subscriber's address. A member without a card answers 422 and nothing is ordered.",
  request: {
    params: idCardUmiParamSchema,
    body: {
      required: true,
      content: json(idCardOrderRequestSchema, { members: ["subscriber"] }),
    },
  },
  responses: {
    201: { description: "The orders placed", content: json(idCardOrdersResponseSchema) },
    ...standardErrors,
    ...notFoundError,
    422: errorAnswer("A member named has no ID card", ["no_card"]),
  },
});

const ordersRoute = guardedRoute({
  guard: { policy: "employee.read" },
  method: "get",
  path: "/employees/{umi}/id-card-orders",
  description: "The employee's ID card orders in the groups the administrator may read, newest first.",
  request: { params: idCardUmiParamSchema },
  responses: {
    200: { description: "The orders", content: json(idCardOrdersResponseSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

/** The employee named, readable by the session (404 as for any unknown employee). */
async function readableEmployee(session: SessionContext, db: Queryable, umi: string, today: Date) {
  const employee = await loadIdCardEmployee(db, umi, today);
  enforce(mayReadEmployee(session, employee?.subject ?? null));
  if (!employee) throw new HttpError(404, policyMessages.employeeNotFound, "not_found");
  return employee;
}

/** The members with only the cards of groups the session may read. */
function readableCards(session: SessionContext, holders: readonly IdCardHolder[]): IdCardHolder[] {
  const readable = new Set(readableGroupNumbers(session));
  return holders.map((h) => ({ ...h, cards: h.cards.filter((card) => readable.has(card.groupNumber)) }));
}

const imagePath = (cardId: string, side: "front" | "back") =>
  `/api/id-cards/${encodeURIComponent(cardId)}/card.svg?side=${side}`;

type OrderRow = {
  id: string;
  group_number: string;
  line_of_business: string;
  member_keys: string[];
  address: z.infer<typeof idCardOrdersResponseSchema>["orders"][number]["address"];
  ordered_at: Date | string;
  ordered_by: string;
};
const ORDER_COLUMNS = `o.id::text as id, o.group_number, o.line_of_business, o.member_keys, o.address,
  o.ordered_at, a.login_id as ordered_by`;
const orderOf = (row: OrderRow) => ({
  id: row.id,
  groupNumber: row.group_number,
  lob: row.line_of_business,
  members: row.member_keys,
  address: row.address,
  orderedAt: new Date(row.ordered_at).toISOString(),
  orderedBy: row.ordered_by,
});

/** ID cards of an employee's members: the list, each card's image, ordering and the orders placed. */
export const idCardRoutes = new GuardedApi()
  .openapi(membersRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { db, now } = c.get("deps");
    const umi = c.req.valid("param").umi.toUpperCase();
    const employee = await readableEmployee(session, db, umi, now());
    await audit(db, session.adminId, "employee.idCards.view", umi);
    return c.json(
      {
        umi,
        address: mailingAddress(employee.record),
        members: readableCards(session, employee.holders).map((h) => ({
          memberKey: h.memberKey,
          pin: h.pin,
          firstName: h.firstName,
          lastName: h.lastName,
          relationship: h.relationship,
          cards: h.cards.map((card) => ({
            ...card,
            front: imagePath(card.cardId, "front"),
            back: imagePath(card.cardId, "back"),
          })),
        })),
      },
      200,
    );
  })
  .openapi(imageRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { db, now } = c.get("deps");
    const { cardId } = c.req.valid("param");
    const { side } = c.req.valid("query");
    const parts = parseIdCardId(cardId);
    const employee = parts ? await loadIdCardEmployee(db, parts.umi, now()) : null;
    const holder = employee?.holders.find((h) => h.pin === parts?.pin);
    const wanted = parts ? idCardId(parts.umi, parts.pin, parts.groupNumber, parts.lob) : null;
    const card = holder?.cards.find((k) => k.cardId === wanted);
    // A card of another client, of a group not readable, or no longer current: one 404.
    const decision =
      employee && card ? mayReadEmployeeGroup(session, employee.subject, card.groupNumber) : null;
    if (!employee || !holder || !card || decision?.status === 404)
      throw new HttpError(404, "We could not find that ID card.", "not_found");
    enforce(decision);
    const svg = drawIdCard({
      umi: employee.umi,
      holder,
      card,
      groupName: employee.groupNames.get(card.groupNumber) ?? "",
      brand: getBrand(employee.brandCode),
      side,
    });
    c.header("Content-Type", SVG);
    // Opened by itself, the image runs nothing and loads nothing.
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(svg, 200) as never;
  })
  .openapi(orderRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { db, now } = c.get("deps");
    const umi = c.req.valid("param").umi.toUpperCase();
    const { members } = c.req.valid("json");
    const employee = await readableEmployee(session, db, umi, now());
    const { batches, missing } = idCardOrderBatches(readableCards(session, employee.holders), members);
    if (missing.length)
      throw new HttpError(
        422,
        `${assistMessages.idCardMemberWithoutCard} (${missing.join(", ")})`,
        "no_card",
      );
    const address = mailingAddress(employee.record);
    const orders = await db.transaction(async (tx) => {
      const placed: OrderRow[] = [];
      for (const batch of batches) {
        const { rows } = await tx.query<OrderRow>(
          `with o as (
             insert into id_card_orders (umi, group_number, line_of_business, member_keys, address, ordered_by)
             values ($1, $2, $3, $4, $5, $6) returning *)
           select ${ORDER_COLUMNS} from o join plan_admins a on a.id = o.ordered_by`,
          [umi, batch.groupNumber, batch.lob, batch.memberKeys, JSON.stringify(address), session.adminId],
        );
        placed.push(...rows);
      }
      await audit(tx, session.adminId, "employee.idCards.order", umi, { members, orders: batches.length });
      return placed;
    });
    return c.json({ orders: orders.map(orderOf) }, 201);
  })
  .openapi(ordersRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { db, now } = c.get("deps");
    const umi = c.req.valid("param").umi.toUpperCase();
    await readableEmployee(session, db, umi, now());
    const { rows } = await db.query<OrderRow>(
      `select ${ORDER_COLUMNS} from id_card_orders o join plan_admins a on a.id = o.ordered_by
        where o.umi = $1 and o.group_number = any($2::text[])
        order by o.ordered_at desc, o.id desc limit 100`,
      [umi, readableGroupNumbers(session)],
    );
    return c.json({ orders: rows.map(orderOf) }, 200);
  });
