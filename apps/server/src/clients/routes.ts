import {
  acceptConditionsSchema,
  clientListSchema,
  conditionsAcceptanceSchema,
  internalClientSearchQuerySchema,
  internalClientSearchResponseSchema,
} from "@epr/contract";
import { getCookie } from "hono/cookie";
import { loadSession, SESSION_COOKIE } from "../auth/sessions.js";
import { audit } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { json, signInErrors, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { maskEmail } from "../mfa/passcodes.js";
import { policyMessages } from "../policy/index.js";
import { acceptConditions } from "./conditions.js";
import { searchClients } from "./search.js";

const clientsRoute = guardedRoute({
  guard: { policy: "session" },
  method: "get",
  path: "/clients",
  description:
    "The clients the signed-in administrator may act for (session-and-admin.md §7 client list for selection).",
  responses: {
    200: { description: "Clients to act for", content: json(clientListSchema) },
    ...signInErrors,
  },
});

const internalSearchRoute = guardedRoute({
  guard: { policy: "clients.internal" },
  method: "get",
  path: "/internal/clients",
  description:
    "Clients - Log in as an Employer (session-and-admin.md §2 /clients): by number or by name, case-insensitive, 25 a page by keyset; internal staff only.",
  request: { query: internalClientSearchQuerySchema },
  responses: {
    200: {
      description: "One page of clients; listId when more follow",
      content: json(internalClientSearchResponseSchema),
    },
    ...standardErrors,
  },
});

const acceptConditionsRoute = guardedRoute({
  guard: { policy: "session.conditions" },
  method: "post",
  path: "/cancelled-conditions",
  description:
    "The administrator accepts the chosen cancelled client's conditions (session-and-admin.md §4): the acknowledgement is stored and a confirmation e-mailed once. For an active client there is nothing to accept: 200 with acceptedAt null.",
  request: {
    body: {
      content: json(acceptConditionsSchema, { agree: true }),
      required: true,
    },
  },
  responses: {
    200: { description: "Accepted (or nothing to accept)", content: json(conditionsAcceptanceSchema) },
    ...standardErrors,
  },
});

export const clientRoutes = new GuardedApi()
  .openapi(clientsRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { rows } = await c.get("deps").db.query<{
      client_number: string;
      name: string;
      status: "active" | "cancelled";
    }>(
      `select c.client_number, c.name, c.status from admin_clients ac join clients c on c.id = ac.client_id
        where ac.admin_id = $1 order by c.name`,
      [session.adminId],
    );
    return c.json(
      {
        clients: rows.map((r) => ({
          clientNumber: r.client_number,
          clientName: r.name,
          clientStatus: r.status,
        })),
      },
      200,
    );
  })
  .openapi(internalSearchRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const query = c.req.valid("query");
    // A pure read: the replica when there is one; the audit row goes to the primary.
    const page = await searchClients(c.get("deps").db.replica, query);
    await audit(c.get("deps").db, session.adminId, "clients.search", query.number || query.name, {
      nameMatch: query.nameMatch,
      status: query.status,
      count: page.clients.length,
    });
    return c.json(page, 200);
  })
  .openapi(acceptConditionsRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { db, mailer, config, now } = c.get("deps");
    const employer = session.view.employer;
    if (session.clientId === null || !employer)
      throw new HttpError(403, policyMessages.chooseClient, "no_client");
    let acceptedAt: string | null = null;
    let sentTo: string | null = null;
    if (employer.status === "cancelled") {
      const result = await acceptConditions(
        { db, mailer },
        {
          adminId: session.adminId,
          clientId: session.clientId,
          email: session.view.admin.email,
          client: { name: employer.clientName, number: employer.clientNumber },
          now: now(),
        },
      );
      if (result.accepted)
        await audit(db, session.adminId, "client.conditions.accepted", employer.clientNumber);
      acceptedAt = result.acceptedAt.toISOString();
      sentTo = maskEmail(result.email);
    }
    const token = getCookie(c, SESSION_COOKIE) ?? "";
    const updated = await loadSession(db, token, config.sessionIdleSeconds, config.pinnedBrand);
    return c.json({ acceptedAt, confirmationSentTo: sentTo, session: requireSession(updated).view }, 200);
  });
