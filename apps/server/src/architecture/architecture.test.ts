import { architectureFeaturesResponseSchema } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";
import { architectureFeatures } from "./features.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let agent: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;

beforeAll(async () => {
  t = await createTestApp({ members: 10 });
  agent = await t.adminAgent("arch.admin", "100001");
});
afterAll(() => t.close());

const features = async (query = "") =>
  architectureFeaturesResponseSchema.parse(
    await (await agent.request(`/api/architecture/features${query}`)).json(),
  ).features;

describe("GET /api/architecture/features (assist-employees.md §2.14, §7 Architecture features search)", () => {
  it("lists every feature without a search, each with dependencies and steps", async () => {
    const all = await features();
    expect(all.map((f) => f.id)).toEqual(architectureFeatures.map((f) => f.id));
    expect(all.every((f) => f.dependencies.length > 0 && f.steps.length > 0)).toBe(true);
  });

  it.each([
    ["?search=id%20card", ["id-cards"]],
    ["?search=EXCELJS", ["claims", "reports"]],
    ["?search=zzz", []],
  ])("%s finds %j (name, dependencies or steps, any case)", async (query, ids) => {
    expect((await features(query)).map((f) => f.id)).toEqual(ids);
  });

  it("refuses a malformed search with a message", async () => {
    const res = await agent.request("/api/architecture/features?search=%3Cscript%3E");
    expect(res.status).toBe(400);
  });
});
