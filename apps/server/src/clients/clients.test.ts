import { conditionsAcceptanceSchema, internalClientSearchResponseSchema, sessionSchema } from "@epr/contract";
import { CLIENT_SEARCH_PAGE_SIZE, MULTI_CLIENT_COOKIE } from "@epr/domain";
import { employerSearchMessages } from "@epr/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenHash } from "../auth/sessions.js";
import { policyMessages } from "../policy/index.js";
import { CANCELLED_CLIENT } from "../seed/cancelledClient.js";
import { createTestApp } from "../test-support/testApp.js";
import { conditionsMail } from "./conditions.js";

/**
 * Client selection, the internal 'Clients - Log in as an Employer' search and a cancelled client's
 * conditions (session-and-admin.md §2, §4, §6; assist-employees.md §5 Employer search).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 60 });
  // Enough clients named alike for three pages of the internal list (25 a page).
  for (let i = 0; i < 2 * CLIENT_SEARCH_PAGE_SIZE + 3; i++)
    await t.db.query(
      "insert into clients (client_number, name, brand_code, status) values ($1, $2, '6008', $3)",
      [
        String(500000 + i),
        `Zephyr ${i % 2 ? "Holdings" : "HOLDINGS"} ${String(i).padStart(2, "0")}`,
        i % 3 ? "active" : "cancelled",
      ],
    );
});
afterAll(() => t.close());

const sessionCookie = (res: Response) => /epr_session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];

async function internalAgent() {
  const a = t.agent();
  const res = await a.login("demo.internal");
  expect(res.status).toBe(200);
  return a;
}

async function search(a: ReturnType<typeof t.agent>, query: Record<string, string>) {
  const res = await a.request(`/api/internal/clients?${new URLSearchParams(query)}`);
  return { status: res.status, json: await res.json() };
}

describe("the internal clients search (session-and-admin.md §2 /clients)", () => {
  it("finds by name, case-insensitive, from the beginning or anywhere; by number", async () => {
    const a = await internalAgent();
    const begins = internalClientSearchResponseSchema.parse((await search(a, { name: "ashGROVE" })).json);
    expect(begins.clients.map((c) => c.clientNumber)).toEqual([CANCELLED_CLIENT.clientNumber]);
    expect(begins.clients[0]).toMatchObject({ clientStatus: "cancelled", brandCode: "6008" });
    const contains = (await search(a, { name: "MILL outf", nameMatch: "CONTAINS" })).json;
    expect(contains.clients.map((c: { clientName: string }) => c.clientName)).toEqual([
      CANCELLED_CLIENT.name,
    ]);
    expect((await search(a, { name: "mill o" })).json.clients).toEqual([]);
    const byNumber = (await search(a, { number: "100901" })).json;
    expect(byNumber.clients.map((c: { clientName: string }) => c.clientName)).toEqual([
      CANCELLED_CLIENT.name,
    ]);
  });

  it("pages 25 at a time by keyset in name order, with the status filter (All by default)", async () => {
    const a = await internalAgent();
    const seen: string[] = [];
    let listId: string | undefined;
    let pages = 0;
    do {
      const { status, json } = await search(a, { name: "zephyr", ...(listId ? { listId } : {}) });
      expect(status).toBe(200);
      const page = internalClientSearchResponseSchema.parse(json);
      if (page.listId) expect(page.clients).toHaveLength(CLIENT_SEARCH_PAGE_SIZE);
      seen.push(...page.clients.map((c) => c.clientName));
      listId = page.listId ?? undefined;
      pages += 1;
    } while (listId && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(2 * CLIENT_SEARCH_PAGE_SIZE + 3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    const cancelled = (await search(a, { name: "zephyr", status: "Cancelled" })).json;
    expect(cancelled.clients.length).toBe(18);
    expect(cancelled.clients.every((c: { clientStatus: string }) => c.clientStatus === "cancelled")).toBe(
      true,
    );
  });

  it.each([
    ["number and name", { number: "100001", name: "Ashgrove" }, employerSearchMessages.notBoth],
    ["neither", {}, employerSearchMessages.oneRequired],
    ["a number with letters", { number: "10a001" }, employerSearchMessages.digits],
    ["a number of 5 digits", { number: "10000" }, employerSearchMessages.numberMin],
    ["2 characters to begin with", { name: "As" }, employerSearchMessages.beginsWithMin],
    ["4 characters to contain", { name: "Mill", nameMatch: "CONTAINS" }, employerSearchMessages.containsMin],
    ["an unknown status", { name: "Ash", status: "Gone" }, null],
    ["a listId never given", { name: "Ash", listId: "bm90LWEta2V5" }, "listId is not one this server gave."],
  ])("refuses %s with 400 and the rule's message", async (_name, query, message) => {
    const { status, json } = await search(await internalAgent(), query as Record<string, string>);
    expect(status).toBe(400);
    if (message) expect(json.message).toContain(message);
  });

  it("is for internal staff only", async () => {
    const a = t.agent();
    await a.login("demo.mcu");
    const { status, json } = await search(a, { name: "Ash" });
    expect(status).toBe(403);
    expect(json.message).toBe(policyMessages.internalOnly);
  });
});

describe("choosing a client starts the employer session (session-and-admin.md §4)", () => {
  it("an internal user logs in as any employer: a new token, the multiClientID cookie, View on every group", async () => {
    const a = t.agent();
    const signedIn = sessionSchema.parse(await (await a.login("demo.internal")).json());
    expect(signedIn.employer).toBeNull();
    expect(signedIn.admin.internal).toBe(true);
    const before = a.cookie;
    const res = await a.request("/api/session/client", { method: "PUT", body: '{"clientNumber":"100003"}' });
    expect(res.status).toBe(200);
    const session = sessionSchema.parse(await res.json());
    expect(session.employer?.clientNumber).toBe("100003");
    expect(session.groups.length).toBeGreaterThan(0);
    expect(session.groups.every((g) => g.employeeData === "View")).toBe(true);
    const set = res.headers.get("set-cookie") ?? "";
    expect(set).toMatch(new RegExp(`${MULTI_CLIENT_COOKIE}=\\d+; Path=/`));
    // The token was replaced: the old one is no session any more.
    expect(a.cookie).not.toBe(before);
    const old = before.replace(/^epr_session=/, "");
    const { rows } = await t.db.query("select 1 from sessions where token_hash = $1", [tokenHash(old)]);
    expect(rows).toEqual([]);
    const search = await a.request("/api/employees/search", { method: "POST", body: '{"lastName":"Lin"}' });
    expect(search.status).toBe(200);
  });

  it("a multi-client administrator chooses one of its clients; the token changes and the cookie is set", async () => {
    const a = t.agent();
    const login = await a.login("demo.mcu");
    const first = sessionCookie(login);
    const res = await a.request("/api/session/client", { method: "PUT", body: '{"clientNumber":"100002"}' });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toBeDefined();
    expect(sessionCookie(res)).not.toBe(first);
    expect(res.headers.get("set-cookie")).toContain(`${MULTI_CLIENT_COOKIE}=`);
    const current = await (await a.request("/api/session")).json();
    expect(current.session.employer.clientNumber).toBe("100002");
    const logout = await a.request("/api/session", { method: "DELETE" });
    expect(logout.headers.get("set-cookie")).toContain(`${MULTI_CLIENT_COOKIE}=;`);
  });

  it("an internal user choosing a client that does not exist gets 404", async () => {
    const a = await internalAgent();
    const res = await a.request("/api/session/client", { method: "PUT", body: '{"clientNumber":"999999"}' });
    expect(res.status).toBe(404);
  });
});

describe("a cancelled client's conditions (session-and-admin.md §2, §4)", () => {
  it("enrollment is refused until the administrator accepts; accepting stores the acknowledgement and e-mails once", async () => {
    const a = t.agent();
    const login = sessionSchema.parse(await (await a.login("demo.cancelled")).json());
    expect(login.employer).toMatchObject({ status: "cancelled", conditionsAccepted: false });
    const list = () => a.request("/api/enrollments");
    const refused = await list();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: "conditions_required",
      message: policyMessages.conditionsFirst,
    });
    // Reports and resources wait for the conditions too (§2); the employee search does not.
    const gated = ["/api/resources", "/api/reports/census/requests", "/api/reports/census/groups"];
    for (const path of gated) expect((await a.request(path)).status, path).toBe(403);

    const bad = await a.request("/api/cancelled-conditions", { method: "POST", body: '{"agree":false}' });
    expect(bad.status).toBe(400);
    const res = await a.request("/api/cancelled-conditions", { method: "POST", body: '{"agree":true}' });
    expect(res.status).toBe(200);
    const answer = conditionsAcceptanceSchema.parse(await res.json());
    expect(answer.acceptedAt).not.toBeNull();
    expect(answer.confirmationSentTo).toBe("d***d@example.com");
    expect(answer.session.employer?.conditionsAccepted).toBe(true);

    const stored = await t.db.query<{ confirmation_email: string }>(
      `select k.confirmation_email from client_condition_acceptances k
         join plan_admins a on a.id = k.admin_id where a.login_id = 'demo.cancelled'`,
    );
    expect(stored.rows).toEqual([{ confirmation_email: "demo.cancelled@example.com" }]);
    const mail = await t.db.query<{ subject: string; body: string }>(
      "select subject, body from outbox where recipient = 'demo.cancelled@example.com'",
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]?.subject).toBe(conditionsMail.subject);
    expect(mail.rows[0]?.body).toContain(CANCELLED_CLIENT.name);
    expect((await list()).status).toBe(200);
    for (const path of gated) expect((await a.request(path)).status, path).toBe(200);

    // Accepting again changes nothing and sends nothing.
    const again = conditionsAcceptanceSchema.parse(
      await (await a.request("/api/cancelled-conditions", { method: "POST", body: '{"agree":true}' })).json(),
    );
    expect(again.acceptedAt).toBe(answer.acceptedAt);
    expect(
      (await t.db.query("select 1 from outbox where recipient = 'demo.cancelled@example.com'")).rows,
    ).toHaveLength(1);
  });

  it("an active client's administrator has nothing to accept", async () => {
    const a = t.agent();
    await a.login("demo.admin");
    const res = await a.request("/api/cancelled-conditions", { method: "POST", body: '{"agree":true}' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ acceptedAt: null, confirmationSentTo: null });
    expect((await t.db.query("select 1 from client_condition_acceptances")).rows.length).toBeLessThan(2);
  });
});
