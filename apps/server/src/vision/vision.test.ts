import {
  hospitalQualityResponseSchema,
  visionAndDentalResponseSchema,
  visionProviderResponseSchema,
} from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";
import { visionProviderFromEnv } from "./adapter.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let agent: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;

beforeAll(async () => {
  t = await createTestApp({ members: 20 });
  agent = await t.adminAgent("vision.admin", "100001");
});
afterAll(() => t.close());

describe("the vision provider page's call (assist-employees.md §2.8, §7 visionProvider)", () => {
  it("the built-in default embeds the portal's directory (operation IFRAME), which may be framed by the portal only", async () => {
    const answer = visionProviderResponseSchema.parse(
      await (await agent.request("/api/vision-provider")).json(),
    );
    expect(answer).toEqual({ url: "/api/vision-provider/directory", operation: "IFRAME" });
    const page = await agent.request(`${answer.url}?city=Philadelphia`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    const body = await page.text();
    expect(body).toContain("<h1>Vision provider directory</h1>");
    // Its landmark is named, so it differs from the framing page's main (axe landmark-unique).
    expect(body).toContain('<main aria-label="Vision provider directory">');
    expect(body).toMatch(/\d+ providers? shown\./);
    // Every other answer refuses to be framed.
    expect((await agent.request("/api/vision-provider")).headers.get("content-security-policy")).toContain(
      "frame-ancestors 'none'",
    );
  });

  it("refuses a malformed ZIP code with a message", async () => {
    const res = await agent.request("/api/vision-provider/directory?zip=<script>");
    expect(res.status).toBe(400);
  });

  it("a configured partner answers its own address; framed only when configured so", async () => {
    const lookup = visionProviderFromEnv({ EPR_VISION_PROVIDER_URL: "https://vision.example/find" });
    expect(await lookup({ clientNumber: "100001", brandCode: "6008" })).toEqual({
      url: "https://vision.example/find?clientNumber=100001&brand=6008",
      operation: "NEW_WINDOW",
    });
    const framed = visionProviderFromEnv({
      EPR_VISION_PROVIDER_URL: "https://vision.example/find",
      EPR_VISION_PROVIDER_OPERATION: "IFRAME",
    });
    expect((await framed({ clientNumber: "1", brandCode: "3001" })).operation).toBe("IFRAME");
  });
});

describe("visionAndDental and hospitalQuality (§7)", () => {
  it("lists the group's vision and dental plans", async () => {
    const res = await agent.request("/api/groups/100100/vision-and-dental");
    expect(res.status).toBe(200);
    const { payload } = visionAndDentalResponseSchema.parse(await res.json());
    const stored = await t.db.query<{ product_id: string; coverage_type: string }>(
      "select product_id, coverage_type from group_products where group_number = '100100' order by product_id",
    );
    const ids = (types: string[]) =>
      stored.rows.filter((r) => types.includes(r.coverage_type)).map((r) => r.product_id);
    expect(payload.vision.map((p) => p.productId)).toEqual(ids(["VISION"]));
    expect(payload.dental.map((p) => p.productId)).toEqual(ids(["DENTAL", "UCCIDENTAL"]));
    expect(payload.vision).toContainEqual({ productId: "100100-VIS", productName: "Vision Plus" });
    expect(payload.dental).toContainEqual({ productId: "100100-DEN", productName: "Dental Core" });
  });

  it("answers 404 for another client's group", async () => {
    expect((await agent.request("/api/groups/100200/vision-and-dental")).status).toBe(404);
  });

  it("answers the hospital quality url for the brand", async () => {
    const { payload } = hospitalQualityResponseSchema.parse(
      await (await agent.request("/api/hospital-quality")).json(),
    );
    expect(payload).toBe("https://hospitalquality.example/compare?brand=6008");
  });
});
