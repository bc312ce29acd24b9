import { idCardMembersResponseSchema, idCardOrdersResponseSchema } from "@epr/contract";
import { assistMessages } from "@epr/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let agent: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;
/** An employee of the demo client with a dependent who has cards, and one member without any. */
let family: { umi: string; withCards: string[]; withoutCards: string | null };

beforeAll(async () => {
  t = await createTestApp({ members: 60 });
  agent = await t.adminAgent("cards.admin", "100001");
  const { rows } = await t.db.query<{ umi: string }>(
    `select e.umi from employees e join clients c on c.id = e.client_id
      where c.client_number = '100001' and e.status = 'active'
        and jsonb_array_length(e.record->'dependents') >= 1 order by e.umi`,
  );
  for (const { umi } of rows) {
    const list = idCardMembersResponseSchema.parse(
      await (await agent.request(`/api/employees/${umi}/id-cards`)).json(),
    );
    const withCards = list.members.filter((m) => m.cards.length).map((m) => m.memberKey);
    if (withCards.length >= 2) {
      family = { umi, withCards, withoutCards: list.members.find((m) => !m.cards.length)?.memberKey ?? null };
      break;
    }
  }
  if (!family) throw new Error("no seeded family with two carded members");
});
afterAll(() => t.close());

const order = (umi: string, body: unknown, key = crypto.randomUUID(), who = agent) =>
  who.request(`/api/employees/${umi}/id-card-orders`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "idempotency-key": key },
  });
const orderRows = async (umi: string) =>
  (
    await t.db.query<{ group_number: string; line_of_business: string; member_keys: string[] }>(
      "select group_number, line_of_business, member_keys from id_card_orders where umi = $1 order by id",
      [umi],
    )
  ).rows;

describe("GET /api/employees/{umi}/id-cards (assist-employees.md §2.6, §7 idcardMembers)", () => {
  it("lists the members, subscriber first, each card with its image addresses", async () => {
    const res = await agent.request(`/api/employees/${family.umi}/id-cards`);
    expect(res.status).toBe(200);
    const list = idCardMembersResponseSchema.parse(await res.json());
    expect(list.members[0]?.memberKey).toBe("subscriber");
    const card = list.members[0]?.cards[0];
    expect(card?.front).toBe(`/api/id-cards/${card?.cardId}/card.svg?side=front`);
    expect(list.address.zip).toMatch(/^\d{5}$/);
  });

  it("answers 404 for an unknown employee", async () => {
    expect((await agent.request("/api/employees/M99999999/id-cards")).status).toBe(404);
  });
});

describe("GET /api/id-cards/{cardId}/card.svg (§7 getidcard)", () => {
  it("draws the member's name, member ID and group as SVG, front and back", async () => {
    const list = idCardMembersResponseSchema.parse(
      await (await agent.request(`/api/employees/${family.umi}/id-cards`)).json(),
    );
    const member = list.members[0];
    const card = member?.cards[0];
    const front = await agent.request(card?.front ?? "");
    expect(front.status).toBe(200);
    expect(front.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await front.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`${member?.firstName} ${member?.lastName}`);
    expect(svg).toContain(`${family.umi}01`);
    expect(svg).toContain(card?.groupNumber);
    const back = await (await agent.request(card?.back ?? "")).text();
    expect(back).toContain("Member Services");
    expect(back).toContain("1-800-555-0142"); // the demo client is brand 6008 (Harbor)
  });

  it("answers 404 for a card that does not exist and 400 for a malformed id or side", async () => {
    expect((await agent.request(`/api/id-cards/${family.umi}-01-999999-PPO/card.svg`)).status).toBe(404);
    expect((await agent.request(`/api/id-cards/${family.umi}-01-100100-PPO/card.svg?side=edge`)).status).toBe(
      400,
    );
    expect((await agent.request("/api/id-cards/not-a-card/card.svg")).status).toBe(400);
  });

  it("escapes a name with markup: it stays text", async () => {
    await t.db.query(
      `update employees set record = jsonb_set(record, '{subscriber,fullName,first}', '"<b>&Ann"') where umi = $1`,
      [family.umi],
    );
    const list = idCardMembersResponseSchema.parse(
      await (await agent.request(`/api/employees/${family.umi}/id-cards`)).json(),
    );
    const svg = await (await agent.request(list.members[0]?.cards[0]?.front ?? "")).text();
    expect(svg).toContain("&lt;b&gt;&amp;Ann");
    expect(svg).not.toContain("<b>");
  });
});

describe("POST /api/employees/{umi}/id-card-orders (§4, §5, §7 orderIdCard)", () => {
  it("orders for two members: one row per group and line of business naming both", async () => {
    const before = await orderRows(family.umi);
    const members = family.withCards.slice(0, 2);
    const res = await order(family.umi, { members });
    expect(res.status).toBe(201);
    const { orders } = idCardOrdersResponseSchema.parse(await res.json());
    expect(orders.length).toBeGreaterThan(0);
    const rows = (await orderRows(family.umi)).slice(before.length);
    expect(rows.map((r) => `${r.group_number}/${r.line_of_business}`)).toEqual(
      orders.map((o) => `${o.groupNumber}/${o.lob}`),
    );
    expect(new Set(rows.map((r) => `${r.group_number}/${r.line_of_business}`)).size).toBe(rows.length);
    expect(rows.some((r) => members.every((m) => r.member_keys.includes(m)))).toBe(true);
    const listed = idCardOrdersResponseSchema.parse(
      await (await agent.request(`/api/employees/${family.umi}/id-card-orders`)).json(),
    );
    expect(
      listed.orders
        .slice(0, orders.length)
        .map((o) => o.id)
        .sort(),
    ).toEqual(orders.map((o) => o.id).sort());
    expect(listed.orders[0]?.orderedBy).toBe("cards.admin");
  });

  it("refuses no member with the §5 message and orders nothing", async () => {
    const before = (await orderRows(family.umi)).length;
    const res = await order(family.umi, { members: [] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(assistMessages.idCardSelectMember);
    expect((await orderRows(family.umi)).length).toBe(before);
  });

  it("answers 422 for a member who has no card, and orders nothing", async () => {
    const before = (await orderRows(family.umi)).length;
    const res = await order(family.umi, {
      members: [family.withCards[0], family.withoutCards ?? "dependent:25"],
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toContain(
      assistMessages.idCardMemberWithoutCard,
    );
    expect((await orderRows(family.umi)).length).toBe(before);
  });

  it("replays a repeated Idempotency-Key: one order", async () => {
    const before = (await orderRows(family.umi)).length;
    const key = crypto.randomUUID();
    const first = await order(family.umi, { members: ["subscriber"] }, key);
    const again = await order(family.umi, { members: ["subscriber"] }, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const added = (await orderRows(family.umi)).length - before;
    expect(added).toBe(idCardOrdersResponseSchema.parse(await first.json()).orders.length);
  });

  it("refuses a view-only login (an order is a write, enrollment.md §6), ordering nothing; another administrator who may only view the employee orders", async () => {
    const viewOnly = await t.adminAgent("cards.VIEW", "100001", "View");
    const refused = await order(family.umi, { members: ["subscriber"] }, undefined, viewOnly);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe("view_only");
    const viewer = await t.adminAgent("cards.viewer", "100001", "View");
    expect((await order(family.umi, { members: ["subscriber"] }, undefined, viewer)).status).toBe(201);
  });

  it("answers 404 to an administrator of another client", async () => {
    const other = await t.adminAgent("cards.other", "100002");
    expect((await order(family.umi, { members: ["subscriber"] }, undefined, other)).status).toBe(404);
  });
});
