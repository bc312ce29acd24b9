import {
  GROUP_DATE_MESSAGE,
  groupInformationResponseSchema,
  reportCodeDefinitionsResponseSchema,
  validateReportCodesResponseSchema,
} from "@epr/contract";
import { addMonths, format, startOfMonth } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
const info = async (groupNumber: string, effectiveDate = format(today, "MM-dd-yyyy"), who = agent) =>
  who.request(`/api/groups/${groupNumber}/additional-information?effectiveDate=${effectiveDate}`);

describe("GET /api/groups/{groupNumber}/additional-information (enrollment.md §3, §7)", () => {
  it.each([
    [
      "a PPO group: plan area 363, no provider required",
      "100100",
      { planAreaCode: "363", providerRequired: false, adultAge: 19, aso: false, cancelDate: null },
    ],
    [
      "the HMO group of brand 6008: AHPA 375, provider required, adult age 21",
      "100107",
      { planAreaCode: "375", providerRequired: true, primaryCarePhysician: true, adultAge: 21 },
    ],
    [
      "the cancelled group: its cancel date MM/dd/yyyy",
      "100121",
      { cancelDate: expect.stringMatching(/^\d{2}\/01\/\d{4}$/) },
    ],
  ])("%s", async (_name, groupNumber, expected) => {
    const res = await info(groupNumber);
    expect(res.status).toBe(200);
    const { payload } = groupInformationResponseSchema.parse(await res.json());
    expect(payload).toMatchObject({ groupNumber, ...expected });
    for (const key of [
      "tobaccoQuestionRequired",
      "adultDentalAllowed",
      "adultVisionAllowed",
      "domesticPartner",
      "civilUnion",
    ])
      expect(typeof payload[key as keyof typeof payload]).toBe("boolean");
  });

  it("reads the date as MM-dd-yyyy or yyyy-MM-dd (§7 gives both)", async () => {
    expect((await info("100100", format(today, "yyyy-MM-dd"))).status).toBe(200);
    const bad = await info("100100", "01/01/2026");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(GROUP_DATE_MESSAGE);
  });

  it("ASO comes from the client: a multi-client administrator on the ASO client sees aso true", async () => {
    const mcu = t.agent();
    expect((await mcu.login("demo.mcu")).status).toBe(200);
    expect(
      (
        await mcu.request("/api/session/client", {
          method: "PUT",
          body: JSON.stringify({ clientNumber: "100002" }),
        })
      ).status,
    ).toBe(200);
    const { payload } = groupInformationResponseSchema.parse(
      await (await info("100200", undefined, mcu)).json(),
    );
    expect(payload.aso).toBe(true);
  });

  it.each([
    ["another client's group", "100500", 404],
    ["a short number", "1001", 400],
  ])("%s → %i", async (_n, g, status) => {
    expect((await info(g)).status).toBe(status);
  });
});

describe("GET /api/groups/{groupNumber}/name (§7: payload.providerDataList.providerDataRecord[0].productName)", () => {
  it("answers the group's name in the provider data shape", async () => {
    const { rows } = await t.db.query<{ name: string }>(
      "select name from groups where group_number = '100100'",
    );
    const body = await (await agent.request("/api/groups/100100/name")).json();
    expect(body.payload.providerDataList.providerDataRecord[0].productName).toBe(rows[0]?.name);
  });
  it("another client's group → 404", async () => {
    expect((await agent.request("/api/groups/100500/name")).status).toBe(404);
  });
});

describe("report codes (§7: definitions for a group; validate → 'Group N: … (abbr)', empty means valid)", () => {
  const nextMonth = format(startOfMonth(addMonths(today, 1)), "MM/dd/yyyy");

  it("the group's definitions in display order", async () => {
    const { payload } = reportCodeDefinitionsResponseSchema.parse(
      await (await agent.request("/api/groups/100100/report-codes")).json(),
    );
    expect(payload.map((d) => [d.abbreviatedType, d.required])).toEqual([
      ["DEPT", true],
      ["LOC", false],
      ["DIV", true],
    ]);
    expect(payload[2]?.effectiveDate).toBe(nextMonth);
  });

  const validate = (body: unknown) =>
    agent.request("/api/report-codes/validate", { method: "POST", body: JSON.stringify(body) });
  const now = format(today, "MM/dd/yyyy");
  const code = (abbreviatedType: string, value: string) => ({
    abbreviatedType,
    type: abbreviatedType,
    value,
    required: false,
  });

  it.each([
    [
      "valid codes",
      [
        {
          groupNumber: "100100",
          coverageStartDate: now,
          reportCodes: [code("DEPT", "hr1"), code("LOC", "west")],
        },
      ],
      [],
    ],
    [
      "a required code empty",
      [{ groupNumber: "100100", coverageStartDate: now, reportCodes: [code("DEPT", "")] }],
      ["Group 100100: Department is required (DEPT)"],
    ],
    [
      "a value not in the list, in the second group",
      [
        { groupNumber: "100100", coverageStartDate: now, reportCodes: [code("DEPT", "A")] },
        { groupNumber: "100107", coverageStartDate: now, reportCodes: [code("LOC", "UP")] },
      ],
      ["Group 100107: UP is not a valid Location (LOC)"],
    ],
    [
      "the Division code from next month",
      [{ groupNumber: "100100", coverageStartDate: nextMonth, reportCodes: [code("DEPT", "A")] }],
      ["Group 100100: Division is required (DIV)"],
    ],
  ])("%s", async (_name, body, errors) => {
    const res = await validate(body);
    expect(res.status).toBe(200);
    expect(validateReportCodesResponseSchema.parse(await res.json()).payload).toEqual(errors);
  });

  it.each([
    ["another client's group", [{ groupNumber: "100500", coverageStartDate: now, reportCodes: [] }], 404],
    [
      "a date not MM/dd/yyyy",
      [{ groupNumber: "100100", coverageStartDate: "2026-01-01", reportCodes: [] }],
      400,
    ],
    ["an empty list", [], 400],
    ["an object instead of a list", { groupNumber: "100100" }, 400],
  ])("%s → %i", async (_name, body, status) => {
    const res = await validate(body);
    expect(res.status).toBe(status);
    expect((await res.json()).message).toEqual(expect.any(String));
  });
});
