import { PROVIDER_PAGE_SIZE, PROVIDER_SEARCH_EMPTY, providerSearchResponseSchema } from "@epr/contract";
import { genericMessages } from "@epr/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let agent: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;
/** The network of group 100100: its product name as the group name service answers it. */
let network = "";

beforeAll(async () => {
  t = await createTestApp({ members: 40 });
  agent = t.agent();
  expect((await agent.login("demo.admin")).status).toBe(200);
  const body = await (await agent.request("/api/groups/100100/name")).json();
  network = body.payload.providerDataList.providerDataRecord[0].productName;
});
afterAll(() => t.close());

const search = async (q: Record<string, string>) => {
  const res = await agent.request(`/api/providers?${new URLSearchParams(q)}`);
  return { status: res.status, json: await res.json() };
};
const numbersOf = (json: unknown) =>
  providerSearchResponseSchema.parse(json).providers.map((p) => p.providerNumber);

/** Every page of a search, following listId; each key as `lower(name)|number`, in answer order. */
async function allPages(q: Record<string, string>) {
  const keys: string[] = [];
  let listId: string | undefined;
  let pages = 0;
  do {
    const { status, json } = await search({ ...q, ...(listId ? { listId } : {}) });
    expect(status).toBe(200);
    const page = providerSearchResponseSchema.parse(json);
    if (page.listId) expect(page.providers).toHaveLength(PROVIDER_PAGE_SIZE);
    keys.push(...page.providers.map((p) => `${p.name.toLowerCase()}|${p.providerNumber}`));
    listId = page.listId;
    pages += 1;
  } while (listId && pages < 50);
  return { keys, pages };
}

describe("GET /api/providers?productName: the group's network (enrollment.md §7 Group name by group number)", () => {
  it("the seed gives every brand family's groups a network of providers", async () => {
    const { rows } = await t.db.query<{ name: string; providers: number }>(
      `select g.name, count(pp.provider_number)::int as providers
         from groups g left join provider_products pp on pp.product_name = g.name
        group by g.name`,
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.providers, row.name).toBeGreaterThan(10);
  });

  it("narrows a search to the providers of the network, as stored", async () => {
    const q = { state: "PA" };
    const whole = await allPages(q);
    const narrowed = await allPages({ ...q, productName: network });
    const { rows } = await t.db.query<{ key: string }>(
      `select lower(p.name) || '|' || p.provider_number as key
         from providers p join provider_products pp on pp.provider_number = p.provider_number
        where p.state = 'PA' and pp.product_name = $1`,
      [network],
    );
    expect(narrowed.keys.length).toBeGreaterThan(0);
    expect(narrowed.keys.length).toBeLessThan(whole.keys.length);
    expect([...narrowed.keys].sort()).toEqual(rows.map((r) => r.key).sort());
  });

  it("keeps keyset paging: full pages in (name, number) order, no repeats, until no listId", async () => {
    const { keys, pages } = await allPages({ state: "PA", productName: network });
    expect(pages).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(keys.length);
    const ordered = [...keys].sort((a, b) => {
      const [an = "", anum = ""] = a.split("|");
      const [bn = "", bnum = ""] = b.split("|");
      return an === bn ? (anum < bnum ? -1 : 1) : an < bn ? -1 : 1;
    });
    expect(keys).toEqual(ordered);
  });

  it("still finds the fixed providers and the no-PCP entries in every network", async () => {
    expect(numbersOf((await search({ number: "1000000", productName: network })).json)).toEqual(["1000000"]);
    expect(numbersOf((await search({ number: "999999", productName: network })).json)).toEqual(["999999"]);
  });

  it("a provider outside the network is found without the product name only", async () => {
    const { rows } = await t.db.query<{ provider_number: string }>(
      `select provider_number from providers p
        where not exists (select 1 from provider_products pp
                           where pp.provider_number = p.provider_number and pp.product_name = $1)
        order by provider_number limit 1`,
      [network],
    );
    const outside = rows[0]?.provider_number ?? "";
    expect(outside).not.toBe("");
    expect(numbersOf((await search({ number: outside })).json)).toEqual([outside]);
    expect(numbersOf((await search({ number: outside, productName: network })).json)).toEqual([]);
  });

  it("a network no provider belongs to answers an empty page, product name read as text", async () => {
    const { status, json } = await search({ state: "PA", productName: "No Such Plan' or '1'='1" });
    expect(status).toBe(200);
    expect(providerSearchResponseSchema.parse(json)).toEqual({ providers: [] });
  });

  it.each([
    ["a product name alone is no criterion", { productName: "x" }, PROVIDER_SEARCH_EMPTY],
    ["a product name too long", { state: "PA", productName: "x".repeat(121) }, genericMessages.tooLong],
    ["a control character", { state: "PA", productName: "Plan\u0000" }, undefined],
  ])("%s → 400, nothing found", async (_name, q, message) => {
    const { status, json } = await search(q);
    expect(status).toBe(400);
    expect(json.providers).toBeUndefined();
    if (message) expect(JSON.stringify(json)).toContain(message);
  });
});
