import { coveragesResponseSchema, QUERY_DATE_MESSAGE } from "@epr/contract";
import { subscriberMessages } from "@epr/forms/schemas";
import { addMonths, format, startOfMonth, subYears } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let agent: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;

beforeAll(async () => {
  t = await createTestApp({ members: 40 });
  agent = t.agent();
  expect((await agent.login("demo.admin")).status).toBe(200);
});
afterAll(() => t.close());

const today = new Date();
const query = (q: Record<string, string>) => new URLSearchParams(q).toString();
const coverages = async (q: Record<string, string>, who = agent) => {
  const res = await who.request(`/api/coverages?${query({ version: "v2", ...q })}`);
  expect(res.status).toBe(200);
  return coveragesResponseSchema.parse(await res.json()).payload;
};
const idsOf = (payload: Awaited<ReturnType<typeof coverages>>, group: string) =>
  payload.find((g) => g.groupNumber === group)?.products.map((p) => p.productId) ?? [];

describe("GET /api/coverages (enrollment.md §7: v2, coverageType, effectiveDate MM-dd-yyyy, zipCode)", () => {
  const now = format(today, "MM-dd-yyyy");

  it("the client's groups in force on the day, each with its products and their line as icisProductType", async () => {
    const payload = await coverages({ coverageType: "MEDICAL", effectiveDate: now, zipCode: "19103" });
    // 100121 is the demo client's cancelled group: no plans after its cancel date.
    expect(payload.map((g) => g.groupNumber)).toEqual(["100100", "100107", "100114"]);
    expect(idsOf(payload, "100100")).toEqual(["100100-MED", "100100-MEDA"]);
    expect(idsOf(payload, "100114")).toEqual(["100114-FA", "100114-MED", "100114-MEDA", "100114-PR"]);
    const first = payload[0]?.products[0];
    expect(first).toEqual({
      icisProductType: "PPO",
      productId: "100100-MED",
      productName: "PPO Choice 1",
      coverageEffectiveDate: format(today, "MM/dd/yyyy"),
    });
  });

  it.each([
    ["outside the product's ZIP areas (Camden)", { zipCode: "08102" }, ["100100-MED"]],
    [
      "a product starting next month, from then",
      { effectiveDate: format(startOfMonth(addMonths(today, 1)), "MM-dd-yyyy") },
      ["100100-MED", "100100-MEDA", "100100-MEDN"],
    ],
  ])("%s", async (_name, change, expected) => {
    const payload = await coverages({
      coverageType: "MEDICAL",
      effectiveDate: now,
      zipCode: "19103",
      ...change,
    });
    expect(idsOf(payload, "100100")).toEqual(expected);
  });

  it("a retired dental plan is offered before its end date only", async () => {
    const lastYear = format(subYears(today, 1), "MM-dd-yyyy");
    expect(
      idsOf(await coverages({ coverageType: "DENTAL", effectiveDate: lastYear, zipCode: "19103" }), "100100"),
    ).toEqual(["100100-DEN", "100100-DENR"]);
    expect(
      idsOf(await coverages({ coverageType: "DENTAL", effectiveDate: now, zipCode: "19103" }), "100100"),
    ).toEqual(["100100-DEN"]);
  });

  it("an administrator without rights in any group sees no plans", async () => {
    await createAdmin(t.db, {
      loginId: "cov.none",
      clientNumber: "100001",
      employees: { view: true, edit: false },
      groupValue: "N/A",
    });
    const none = t.agent();
    expect((await none.login("cov.none")).status).toBe(200);
    expect(await coverages({ coverageType: "MEDICAL", effectiveDate: now, zipCode: "19103" }, none)).toEqual(
      [],
    );
  });

  it.each([
    ["a date as yyyy-MM-dd", { effectiveDate: "2026-01-01" }, QUERY_DATE_MESSAGE],
    ["an impossible date", { effectiveDate: "02-30-2026" }, QUERY_DATE_MESSAGE],
    ["a 4-digit ZIP", { zipCode: "1910" }, subscriberMessages.zip],
    ["another version", { version: "v1" }, undefined],
    ["an unknown coverage type", { coverageType: "DENTALX" }, undefined],
  ])("%s → 400 with the message", async (_name, change, message) => {
    const res = await agent.request(
      `/api/coverages?${query({ version: "v2", coverageType: "MEDICAL", effectiveDate: now, zipCode: "19103", ...change })}`,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toEqual(expect.any(String));
    if (message) expect(JSON.stringify(body)).toContain(message);
  });
});

describe("GET /api/coverages/medical-products (enrollment.md §7 available products for medical)", () => {
  const base = { coverageType: "MEDICAL", effectiveDate: format(today, "MM-dd-yyyy"), zipCode: "19103" };

  it("the major medical group's products: MM, FA, PR and the ZIP-area plan", async () => {
    const res = await agent.request(
      `/api/coverages/medical-products?${query({ ...base, groupNumber: "100114" })}`,
    );
    const payload = coveragesResponseSchema.parse(await res.json()).payload;
    expect(payload).toHaveLength(1);
    expect(payload[0]?.products.map((p) => p.icisProductType)).toEqual(["FA", "MM", "MM", "PR"]);
  });

  it.each([
    ["another client's group", "100500", 404],
    ["a group number with letters", "10010A", 400],
  ])("%s → %i", async (_name, groupNumber, status) => {
    const res = await agent.request(`/api/coverages/medical-products?${query({ ...base, groupNumber })}`);
    expect(res.status).toBe(status);
  });
});
