import { RESOURCE_SLUG_MESSAGE, resourceListSchema, resourcePageSchema } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";
import { RESOURCE_NOT_FOUND } from "./routes.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let agent: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;

beforeAll(async () => {
  t = await createTestApp({ members: 10 });
  agent = t.agent();
  expect((await agent.login("demo.admin")).status).toBe(200);
});
afterAll(() => t.close());

/** session-and-admin.md §2 /home: the resource tiles the spec names, in its order. */
const specTiles = [
  "Training/FAQs",
  "Find a Provider",
  "Glossary of Health Coverage",
  "Stay Smart About Benefits",
  "Communications Toolkit",
  "Second Opinion",
];

describe("GET /api/resources (session-and-admin.md §2 /resources, /home tiles)", () => {
  it("lists the seeded top-level pages in sidebar order, each with a title and description", async () => {
    const res = await agent.request("/api/resources");
    expect(res.status).toBe(200);
    const { links } = resourceListSchema.parse(await res.json());
    expect(links.map((l) => l.title)).toEqual(specTiles);
    for (const link of links) expect(link.description.length).toBeGreaterThan(0);
  });

  it("follows the stored order and text, not a list in code", async () => {
    await t.db.query(
      "update resource_pages set position = 0, title = 'Second Opinion (new)' where slug = $1",
      ["second-opinion"],
    );
    try {
      const { links } = resourceListSchema.parse(await (await agent.request("/api/resources")).json());
      expect(links[0]).toMatchObject({ slug: "second-opinion", title: "Second Opinion (new)" });
    } finally {
      await t.db.query("update resource_pages set position = 6, title = 'Second Opinion' where slug = $1", [
        "second-opinion",
      ]);
    }
  });

  it("needs a session", async () => {
    expect((await t.agent().request("/api/resources")).status).toBe(401);
    expect((await t.agent().request("/api/resources/glossary")).status).toBe(401);
  });
});

describe("GET /api/resources/{slug}", () => {
  it.each([
    ["training-faqs", "Training/FAQs"],
    ["glossary", "Glossary of Health Coverage"],
    ["second-opinion", "Second Opinion"],
  ])("%s → its page as structured blocks", async (slug, title) => {
    const res = await agent.request(`/api/resources/${slug}`);
    expect(res.status).toBe(200);
    const page = resourcePageSchema.parse(await res.json());
    expect(page).toMatchObject({ slug, title, page: { title } });
    expect(page.page.sections.length).toBeGreaterThan(0);
  });

  it.each([
    ["an unknown slug", "no-such-page", 404, RESOURCE_NOT_FOUND],
    ["a slug with capitals", "Glossary", 400, RESOURCE_SLUG_MESSAGE],
    ["a slug with markup", "%3Cscript%3E", 400, RESOURCE_SLUG_MESSAGE],
    ["a slug too long", "a".repeat(65), 400, RESOURCE_SLUG_MESSAGE],
  ])("%s → %i with a message", async (_name, slug, status, message) => {
    const res = await agent.request(`/api/resources/${slug}`);
    expect(res.status).toBe(status);
    expect(JSON.stringify(await res.json())).toContain(message);
  });
});
