import { randomUUID } from "node:crypto";
import {
  PROVIDER_PAGE_SIZE,
  PROVIDER_SEARCH_EMPTY,
  providerSearchResponseSchema,
  validatePcpResponseSchema,
} from "@epr/contract";
import { NO_INITIAL_PCP_SELECTION, pcpDirectoryMessages } from "@epr/domain";
import { subscriberMessages } from "@epr/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleEnrollment } from "../enrollments/example.js";
import { createTestApp } from "../test-support/testApp.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let agent: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;

beforeAll(async () => {
  t = await createTestApp({ members: 40 });
  agent = t.agent();
  expect((await agent.login("demo.admin")).status).toBe(200);
});
afterAll(() => t.close());

const search = async (q: Record<string, string>) => {
  const res = await agent.request(`/api/providers?${new URLSearchParams(q)}`);
  return { status: res.status, json: await res.json() };
};

describe("GET /api/providers: the built-in directory by name, number, city, state, ZIP", () => {
  it.each([
    ["name prefix, any case", { name: "riverside" }, "1000000"],
    ["number", { number: "1000001" }, "1000001"],
    ["the no-PCP numbers", { name: NO_INITIAL_PCP_SELECTION }, "999999"],
  ])("%s", async (_name, q, number) => {
    const { status, json } = await search(q);
    expect(status).toBe(200);
    expect(providerSearchResponseSchema.parse(json).providers.map((p) => p.providerNumber)).toContain(number);
  });

  it("finds the four no-PCP entries", async () => {
    const { json } = await search({ name: NO_INITIAL_PCP_SELECTION });
    expect(json.providers.map((p: { providerNumber: string }) => p.providerNumber).sort()).toEqual(
      ["002759262", "999999", "BC0000001", "IP0000001"].sort(),
    );
  });

  it("pages a city by keyset: full pages in name order, no repeats, until no listId", async () => {
    const seen: string[] = [];
    let listId: string | undefined;
    let pages = 0;
    do {
      const { json } = await search({ city: "philadelphia", state: "PA", ...(listId ? { listId } : {}) });
      const page = providerSearchResponseSchema.parse(json);
      if (page.listId) expect(page.providers).toHaveLength(PROVIDER_PAGE_SIZE);
      for (const p of page.providers) expect(p).toMatchObject({ city: "Philadelphia", state: "PA" });
      seen.push(...page.providers.map((p) => `${p.name.toLowerCase()}|${p.providerNumber}`));
      listId = page.listId;
      pages += 1;
    } while (listId && pages < 50);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort());
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from providers where city = 'Philadelphia'",
    );
    expect(seen).toHaveLength(rows[0]?.n ?? -1);
  });

  it("ZIP narrows to that ZIP; wildcards are searched as text", async () => {
    const { json } = await search({ zipCode: "08102" });
    expect(json.providers.length).toBeGreaterThan(0);
    for (const p of json.providers) expect(p.zipCode).toBe("08102");
    expect((await search({ name: "%" })).json.providers).toEqual([]);
  });

  it.each([
    ["no criterion", {}, PROVIDER_SEARCH_EMPTY],
    [
      "a listId this server never gave",
      { name: "A", listId: "bm90LWEta2V5" },
      "listId is not one this server gave.",
    ],
    ["a state that is none", { state: "XX" }, undefined],
    ["a 6-digit ZIP", { zipCode: "191030" }, subscriberMessages.zip],
  ])("%s → 400", async (_name, q, message) => {
    const { status, json } = await search(q);
    expect(status).toBe(400);
    expect(json.message).toEqual(expect.any(String));
    if (message) expect(JSON.stringify(json)).toContain(message);
  });
});

describe("POST /api/providers/validate-pcp (enrollment.md §4 Provider validation, §7 Validate PCP)", () => {
  const body = {
    pcpNum: "1000000",
    ssn: "123456789",
    planAreaCde: "363",
    dob: "04/12/1980",
    contractId: "IC100100",
    insuranceLineCde: "HMO",
    pcpEffDte: "01/01/2026",
    existingPatient: false,
  };
  const validate = (change: Record<string, unknown>) =>
    agent.request("/api/providers/validate-pcp", {
      method: "POST",
      body: JSON.stringify({ ...body, ...change }),
    });

  it.each([
    ["an open practice for HMO in 363", {}, null],
    ["the same in the AHPA area 375", { planAreaCde: "375" }, null],
    ["an unknown number: the empty answer", { pcpNum: "4242" }, "Please enter a valid Provider Number."],
    ["a closed panel for a new patient", { pcpNum: "1000001" }, pcpDirectoryMessages.closedPanel],
    ["a closed panel for an existing patient", { pcpNum: "1000001", existingPatient: true }, null],
    ["an AHPA-only practice in 363", { pcpNum: "1000002" }, pcpDirectoryMessages.planArea],
    ["a PPO-only practice for HMO", { pcpNum: "1000003" }, pcpDirectoryMessages.lineOfBusiness],
    ["the no-PCP number 999999", { pcpNum: "999999" }, null],
  ])("%s", async (_name, change, description) => {
    const res = await validate(change);
    expect(res.status).toBe(200);
    const answer = validatePcpResponseSchema.parse(await res.json());
    expect(answer.valid).toBe(description === null);
    expect(answer.returnCodeDescription).toBe(description);
    if (description) expect(answer.payload).toBeNull();
  });

  it("an accepted provider comes back with its name; a no-PCP number with none", async () => {
    expect((await (await validate({})).json()).payload).toEqual({
      physicianNumber: "1000000",
      physicianName: "RIVERSIDE FAMILY PRACTICE",
    });
    expect((await (await validate({ pcpNum: "999999" })).json()).payload).toBeNull();
  });

  it.each([
    ["an SSN of 8 digits", { ssn: "12345678" }, subscriberMessages.ssn],
    ["an all-zero SSN", { ssn: "000000000" }, subscriberMessages.ssn],
    ["a birth date not MM/dd/yyyy", { dob: "1980-04-12" }, "Please enter a valid date."],
    ["a PCP number with a space", { pcpNum: "10 00" }, "Please enter a valid Provider Number."],
    ["an unknown line of business", { insuranceLineCde: "XYZ" }, undefined],
    ["existingPatient as text", { existingPatient: "yes" }, undefined],
  ])("%s → 400 and the SSN is never echoed", async (_name, change, message) => {
    const res = await validate(change);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toContain("123456789");
    if (message) expect(text).toContain(message);
  });
});

describe("POST /api/providers/validate-pcp for a resumed enrollment (its SSN masked in the portal)", () => {
  const { ssn: _ssn, ...question } = {
    pcpNum: "1000001",
    ssn: "",
    planAreaCde: "363",
    dob: "04/12/1980",
    contractId: "IC100100",
    insuranceLineCde: "HMO",
    pcpEffDte: "01/01/2026",
    existingPatient: false,
  };
  let own = "";
  beforeAll(async () => {
    const res = await agent.request("/api/enrollments", {
      method: "POST",
      headers: { "idempotency-key": randomUUID() },
      body: JSON.stringify(exampleEnrollment),
    });
    expect(res.status).toBe(201);
    own = (await res.json()).id;
  });
  const validate = (body: Record<string, unknown>) =>
    agent.request("/api/providers/validate-pcp", { method: "POST", body: JSON.stringify(body) });

  it("names the enrollment in progress by its id: validated as with the SSN", async () => {
    const res = await validate({ ...question, enrollmentId: own });
    expect(res.status).toBe(200);
    expect(validatePcpResponseSchema.parse(await res.json())).toMatchObject({
      valid: false,
      returnCodeDescription: pcpDirectoryMessages.closedPanel,
    });
    const accepted = await validate({ ...question, enrollmentId: own, pcpNum: "1000000" });
    expect((await accepted.json()).valid).toBe(true);
  });

  it.each([
    ["another client's enrollment", async () => (await t.enrollmentOf("100005")).id],
    ["an enrollment that does not exist", async () => randomUUID()],
  ])("%s → 404, revealing nothing", async (_name, idOf) => {
    const res = await validate({ ...question, enrollmentId: await idOf() });
    expect(res.status).toBe(404);
  });

  it.each([
    ["neither an SSN nor an enrollment", {}],
    ["both an SSN and an enrollment", { ssn: "123456789", enrollmentId: randomUUID() }],
    ["an enrollment id that is not one", { enrollmentId: "not-an-id" }],
  ])("%s → 400", async (_name, change) => {
    const res = await validate({ ...question, ...change });
    expect(res.status).toBe(400);
  });
});
