import { randomUUID } from "node:crypto";
import { enrollmentResponseSchema, enrollmentSavedSchema } from "@epr/contract";
import { formatUsDate } from "@epr/domain";
import { subscriberMessages } from "@epr/forms/schemas";
import { addDays, addMonths, format, startOfMonth, subMonths } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverageAnswers } from "../test-support/submissions.js";
import { createTestApp } from "../test-support/testApp.js";

/**
 * Special enrollment (enrollment.md §1 flag SEP, §4 Resuming and Special enrollment, §5 Life event
 * date): the client's open enrollment as the add flow asks for it, and the enrollment saves that
 * require a life event reason and date outside it while SEP is on.
 */

let on: Awaited<ReturnType<typeof createTestApp>>;
let off: Awaited<ReturnType<typeof createTestApp>>;
let agentOn: ReturnType<typeof on.agent>;
let agentOff: ReturnType<typeof off.agent>;
beforeAll(async () => {
  on = await createTestApp({ members: 40 });
  off = await createTestApp({ members: 40, env: { EPR_SEP: "0" } });
  agentOn = on.agent();
  agentOff = off.agent();
  expect((await agentOn.login("demo.admin")).status).toBe(200);
  expect((await agentOff.login("demo.admin")).status).toBe(200);
});
afterAll(async () => {
  await on.close();
  await off.close();
});

const today = new Date();
/** Inside the seeded window of every other group (two months back to 91 days ahead). */
const inside = startOfMonth(addMonths(today, 1));
/** Before every seeded window holding it: only a life event permits it (enrollment.md §5). */
const outside = startOfMonth(subMonths(today, 3));

describe("the client's open enrollment (GET /api/life-events/open-enrollment without a group)", () => {
  it.each([
    ["today", undefined, true],
    ["the first of next month", inside, true],
    ["three months back", outside, false],
  ])("%s → open enrollment %s", async (_name, date, open) => {
    const query = date ? `?date=${format(date, "MM-dd-yyyy")}` : "";
    const res = await agentOn.request(`/api/life-events/open-enrollment${query}`);
    expect(res.status).toBe(200);
    expect((await res.json()).payload).toEqual({
      groupNumber: null,
      openEnrollment: open,
      startDate: null,
      endDate: null,
    });
  });

  it("SEP off → 404", async () => {
    expect((await agentOff.request("/api/life-events/open-enrollment")).status).toBe(404);
  });
});

let ssnCounter = 0;
/** A complete subscriber step (enrollment.md §5), approved, with the coverage date given. */
function body(effective: Date, lifeEvent: { eventCode?: string; eventDate?: string } = {}) {
  ssnCounter += 1;
  return {
    record: {
      globalCoverageEffectiveDate: formatUsDate(effective),
      subscriber: {
        ssn: `76${String(1_000_000 + ssnCounter * 7919).slice(-7)}`,
        fullName: { first: "Robin", last: `Sep${String.fromCharCode(96 + ssnCounter)}` },
        gender: "F",
        birthDate: "04/12/1986",
        relationshipCode: "20",
        address: {
          address1: "12 Harbor Street",
          city: "Pittsburgh",
          state: "PA",
          zipCode: { base: "15222" },
        },
        medicareEligibleIndicator: "no",
        otherInsuranceIndicator: "no",
        memberCoverages: [],
        ...lifeEvent,
      },
      dependents: [],
    },
    approvedSteps: ["subscriber"],
  };
}
const create = (agent: typeof agentOn, payload: ReturnType<typeof body>) =>
  agent.request("/api/enrollments", {
    method: "POST",
    body: JSON.stringify(payload),
    headers: { "idempotency-key": randomUUID() },
  });

describe("an enrollment's save asks for the life event the SEP flag requires (enrollment.md §4)", () => {
  it("SEP on, outside open enrollment, no life event → 400 naming the reason and the date", async () => {
    const res = await create(agentOn, body(outside));
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.message).toBe(
      "approvedSteps: These steps are approved but not complete: Subscriber & Dependents.",
    );
  });

  it("SEP on, outside, a reason and a date whose window holds the coverage date → stored with them", async () => {
    const eventDate = formatUsDate(addDays(outside, -10));
    const res = await create(agentOn, body(outside, { eventCode: "MAR", eventDate }));
    expect(res.status).toBe(201);
    const { id } = enrollmentSavedSchema.parse(await res.json());
    const read = enrollmentResponseSchema.parse(
      await (await agentOn.request(`/api/enrollments/${id}`)).json(),
    );
    expect(read.payload.subscriber).toMatchObject({ eventCode: "MAR", eventDate });
  });

  it("SEP on, outside, a date outside the reason's window → 400 with the form's message", async () => {
    const eventDate = formatUsDate(addDays(outside, -45));
    const res = await create(agentOn, body(outside, { eventCode: "MAR", eventDate }));
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toContainEqual({
      path: "record.subscriber.eventDate",
      message: subscriberMessages.lifeEventOutsideWindow,
    });
  });

  it("SEP on, outside, a date but no reason → 400 'Please select a valid reason.'", async () => {
    const eventDate = formatUsDate(addDays(outside, -10));
    const res = await create(agentOn, body(outside, { eventDate, eventCode: "" }));
    expect(res.status).toBe(400);
  });

  it.each([
    ["SEP on, inside open enrollment", () => agentOn],
    ["SEP off, inside open enrollment", () => agentOff],
  ])("%s: no life event needed → 201", async (_name, agent) => {
    expect((await create(agent(), body(inside))).status).toBe(201);
  });

  it("SEP off, outside: no life event permits the early date → 400 out of range", async () => {
    const eventDate = formatUsDate(addDays(outside, -10));
    const res = await create(agentOff, body(outside, { eventCode: "MAR", eventDate }));
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toContainEqual({
      path: "record.subscriber.coverageEffectiveDate",
      message: subscriberMessages.outOfRange,
    });
  });
});

/** A final save (POST /api/employees, ADD) of a subscriber alone on group 100100's medical plan. */
function finalSave(effective: Date, lifeEvent: { eventCode?: string; eventDate?: string } = {}) {
  const { record } = body(effective, lifeEvent);
  const coverages = [
    {
      groupNumber: "100100",
      memberLobs: [
        {
          lineOfBusiness: "PPO",
          coverageType: "MEDICAL",
          productId: "100100-MED",
          coverageEffectiveDate: "updateMe",
        },
      ],
      // The Plan Coverage answers group 100100 asks (tobacco, report codes), checked on the save.
      ...coverageAnswers("100100", true, effective),
    },
  ];
  const { ssn, ...subscriber } = record.subscriber;
  return {
    subscriberSsn: ssn,
    record: { ...record, subscriber: { ...subscriber, memberCoverages: coverages } },
  };
}
const submit = (payload: ReturnType<typeof finalSave>) =>
  agentOn.request("/api/employees", {
    method: "POST",
    body: JSON.stringify(payload),
    headers: { "idempotency-key": randomUUID() },
  });

describe("the final save asks for it too (enrollment.md §4; the same @epr/domain and @epr/forms rules)", () => {
  it("SEP on, outside, no life event → 400 'Please select a valid reason.' and no employee", async () => {
    const payload = finalSave(outside);
    const res = await submit(payload);
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toContainEqual({
      path: "record.subscriber.eventCode",
      message: subscriberMessages.lifeEventReason,
    });
    const last = payload.record.subscriber.fullName.last;
    const { rows } = await on.db.query("select 1 from employees where last_name = $1", [last]);
    expect(rows).toHaveLength(0);
  });

  it("SEP on, outside, with a life event whose window holds the date → 201, the plan's date permitted", async () => {
    const eventDate = formatUsDate(addDays(outside, -10));
    const res = await submit(finalSave(outside, { eventCode: "MAR", eventDate }));
    expect(res.status).toBe(201);
  });
});
