import { contentFileSchema } from "@epr/contract";
import {
  domainMessages,
  SERVICE_ERRORS_CONTENT_ID,
  STATIC_PAGE_IDS,
  serviceErrorCatalogue,
  serviceErrorMessage,
  staticPages,
} from "@epr/domain";
import { genericMessages, subscriberMessages } from "@epr/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";
import { contentFiles, MESSAGES_CONTENT_IDS, syncContent } from "./files.js";
import { CONTENT_CACHE_CONTROL, CONTENT_NOT_FOUND } from "./routes.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let agent: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;

beforeAll(async () => {
  t = await createTestApp({ members: 60 });
  agent = t.agent();
  expect((await agent.login("demo.admin")).status).toBe(200);
});
afterAll(() => t.close());

const get = async (id: string, headers: Record<string, string> = {}) =>
  agent.request(`/api/content/${id}`, { headers });

describe("GET /api/content/{id} (enrollment.md §7 Content, §8 service error catalogue)", () => {
  it("serves the service error catalogue exactly as @epr/domain holds it, and its lookup works on it", async () => {
    const res = await get(SERVICE_ERRORS_CONTENT_ID);
    expect(res.status).toBe(200);
    const file = contentFileSchema.parse(await res.json());
    expect(file).toEqual({
      id: SERVICE_ERRORS_CONTENT_ID,
      kind: "serviceErrors",
      catalogue: serviceErrorCatalogue,
    });
    if (file.kind !== "serviceErrors") throw new Error("kind");
    expect(serviceErrorMessage(file.catalogue, 10023)).toBe(domainMessages.enrollmentsUnexpected);
    expect(serviceErrorMessage(file.catalogue, "nope")).toBe(serviceErrorCatalogue.generic);
  });

  it.each(Object.values(STATIC_PAGE_IDS))("serves the page %s as @epr/domain holds it", async (id) => {
    const res = await get(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, kind: "page", page: staticPages[id] });
  });

  it("serves the message catalogues of @epr/forms and @epr/domain, found in the packages", async () => {
    const forms = contentFileSchema.parse(await (await get(MESSAGES_CONTENT_IDS.forms)).json());
    if (forms.kind !== "messages") throw new Error("kind");
    expect(forms.messages.genericMessages).toEqual(genericMessages);
    expect(forms.messages.subscriberMessages).toMatchObject({
      zip: subscriberMessages.zip,
      ssn: subscriberMessages.ssn,
    });
    const domain = contentFileSchema.parse(await (await get(MESSAGES_CONTENT_IDS.domain)).json());
    if (domain.kind !== "messages") throw new Error("kind");
    expect(domain.messages.domainMessages).toEqual(domainMessages);
  });

  it("every seeded row equals the packages' source", async () => {
    const { rows } = await t.db.query<{ id: string; body: unknown }>(
      "select id, body from content order by id",
    );
    const source = contentFiles().sort((a, b) => a.id.localeCompare(b.id));
    expect(rows.map((r) => r.body)).toEqual(source);
  });

  it("is cached: ETag and Cache-Control, and 304 for a matching If-None-Match", async () => {
    const first = await get(STATIC_PAGE_IDS.tutorialEnrollment);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe(CONTENT_CACHE_CONTROL);
    const again = await get(STATIC_PAGE_IDS.tutorialEnrollment, { "if-none-match": etag ?? "" });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    const other = await get(STATIC_PAGE_IDS.userraForm, { "if-none-match": etag ?? "" });
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).not.toBe(etag);
  });

  it.each([
    ["an unknown id", "no_such_page", 404, CONTENT_NOT_FOUND],
    [
      "an id with capitals",
      "Epr_Service_Errors",
      400,
      "A content id is 1 to 64 lower-case letters, digits and underscores.",
    ],
    [
      "an id too long",
      "a".repeat(65),
      400,
      "A content id is 1 to 64 lower-case letters, digits and underscores.",
    ],
  ])("%s → %i with a message, never cached", async (_name, id, status, message) => {
    const res = await get(id);
    expect(res.status).toBe(status);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(JSON.stringify(await res.json())).toContain(message);
  });

  it("needs a session", async () => {
    expect((await t.agent().request(`/api/content/${SERVICE_ERRORS_CONTENT_ID}`)).status).toBe(401);
  });

  it("syncing again changes nothing; a changed row is put back to the source", async () => {
    expect(await syncContent(t.db)).toBe(0);
    await t.db.query("update content set body = '{}'::jsonb, etag = 'old' where id = $1", [
      STATIC_PAGE_IDS.userraForm,
    ]);
    expect(await syncContent(t.db)).toBe(1);
    expect(await (await get(STATIC_PAGE_IDS.userraForm)).json()).toEqual({
      id: STATIC_PAGE_IDS.userraForm,
      kind: "page",
      page: staticPages.userra_form,
    });
  });
});
