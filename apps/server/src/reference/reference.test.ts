import { documentAlertsSchema, documentMessages, portalConfigSchema } from "@epr/contract";
import { namePrefixes, relationshipCodes, relationshipLabels, specialStatusLabels } from "@epr/domain";
import { addDays, addMonths, format, startOfMonth } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { LIFE_EVENT_RULES } from "../seed/reference.js";
import { createTestApp } from "../test-support/testApp.js";
import { SEP_OFF_MESSAGE } from "./routes.js";

let on: Awaited<ReturnType<typeof createTestApp>>;
let off: Awaited<ReturnType<typeof createTestApp>>;
let agentOn: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;
let agentOff: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;

beforeAll(async () => {
  // Both flags default on; `off` switches both off.
  on = await createTestApp({ members: 40 });
  off = await createTestApp({ members: 40, env: { EPR_SEP: "0", EPR_ALERTS: "0" } });
  agentOn = on.agent();
  agentOff = off.agent();
  expect((await agentOn.login("demo.admin")).status).toBe(200);
  expect((await agentOff.login("demo.admin")).status).toBe(200);
});
afterAll(async () => {
  await on.close();
  await off.close();
});

const body = async (res: Response) => ({ status: res.status, json: await res.json() });
const day = (date: Date) => format(date, "MM-dd-yyyy");

describe("feature flags SEP and ALERTS (enrollment.md §1; session-and-admin.md §9)", () => {
  it.each([
    [{}, { SEP: true, ALERTS: true }],
    [{ EPR_ALERTS: "0" }, { SEP: true, ALERTS: false }],
    [
      { EPR_SEP: "0", EPR_ALERTS: "1" },
      { SEP: false, ALERTS: true },
    ],
    [
      { EPR_SEP: "off", EPR_ALERTS: "on" },
      { SEP: false, ALERTS: true },
    ],
    [
      { EPR_SEP: "true", EPR_ALERTS: "false" },
      { SEP: true, ALERTS: false },
    ],
  ])("environment %j → %j", (env, flags) => {
    expect(loadConfig({ NODE_ENV: "test", ...env }).flags).toEqual(flags);
  });

  it("an unreadable value stops the start with a sentence", () => {
    expect(() => loadConfig({ EPR_SEP: "maybe" })).toThrow('EPR_SEP must be 1 (on) or 0 (off), got "maybe".');
  });

  it("GET /api/config tells the portal, before sign-in", async () => {
    expect(portalConfigSchema.parse(await (await on.app.request("/api/config")).json()).flags).toEqual({
      SEP: true,
      ALERTS: true,
    });
    expect(portalConfigSchema.parse(await (await off.app.request("/api/config")).json()).flags).toEqual({
      SEP: false,
      ALERTS: false,
    });
  });

  it("ALERTS on: GET /api/documents/alerts answers the four counters (assist-employees.md §2.13)", async () => {
    const { status, json } = await body(await agentOn.request("/api/documents/alerts"));
    expect(status).toBe(200);
    expect(documentAlertsSchema.parse(json).bookletAlertCounter).toBeGreaterThan(0);
  });

  it("ALERTS off: GET /api/documents/alerts → 404 feature_off saying so, and writes nothing", async () => {
    const audits = async () =>
      (await off.db.query<{ n: number }>("select count(*)::int as n from audit_events")).rows[0]?.n;
    const before = await audits();
    const { status, json } = await body(await agentOff.request("/api/documents/alerts"));
    expect(status).toBe(404);
    expect(json).toMatchObject({ message: documentMessages.alertsOff, code: "feature_off" });
    expect(await audits()).toBe(before);
  });
});

describe("life event rules and open enrollment (enrollment.md §7: only when SEP is on)", () => {
  it("rules as seeded, in order", async () => {
    const { status, json } = await body(await agentOn.request("/api/life-events/rules"));
    expect(status).toBe(200);
    expect(json.payload).toEqual(
      LIFE_EVENT_RULES.map((r) => ({
        lifeEventId: r.id,
        lifeEventDescription: r.description,
        beforeDays: r.before,
        afterDays: r.after,
      })),
    );
  });

  it.each([["/api/life-events/rules"], ["/api/life-events/open-enrollment?groupNumber=100100"]])(
    "SEP off: %s → 404 saying so",
    async (path) => {
      const { status, json } = await body(await agentOff.request(path));
      expect(status).toBe(404);
      expect(json).toMatchObject({ message: SEP_OFF_MESSAGE, code: "feature_off" });
    },
  );

  const today = new Date();
  const nextWindow = startOfMonth(addMonths(today, 4));
  it.each([
    ["a group in open enrollment today", "100100", undefined, true],
    ["a group outside it today", "100107", undefined, false],
    ["that group on a day of its next window", "100107", day(addDays(nextWindow, 3)), true],
    ["that group the day after the window", "100107", day(addDays(nextWindow, 30)), false],
  ])("%s", async (_name, groupNumber, date, open) => {
    const query = new URLSearchParams({ groupNumber, ...(date ? { date } : {}) });
    const { status, json } = await body(await agentOn.request(`/api/life-events/open-enrollment?${query}`));
    expect(status).toBe(200);
    expect(json.payload).toMatchObject({ groupNumber, openEnrollment: open });
    expect(json.payload.startDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it.each([
    ["another client's group", "groupNumber=100500", 404],
    ["a date not MM-dd-yyyy", "groupNumber=100100&date=2026-01-01", 400],
  ])("%s → %i", async (_name, query, status) => {
    const res = await agentOn.request(`/api/life-events/open-enrollment?${query}`);
    expect(res.status).toBe(status);
    expect((await res.json()).message).toEqual(expect.any(String));
  });
});

describe("code lists (enrollment.md §3 Option lists, §7)", () => {
  it("prefixes and relationships come from the @epr/domain lists", async () => {
    const { json } = await body(await agentOn.request("/api/reference/prefixes-and-relationships"));
    expect(json.prefixes.map((p: { value: string }) => p.value)).toEqual([...namePrefixes]);
    expect(json.relationships).toEqual(
      relationshipCodes.map((value) => ({ value, label: relationshipLabels[value] })),
    );
    expect(json.relationships).toContainEqual({ value: "29", label: "Domestic Partner" });
  });

  it("special statuses: an array of value and label", async () => {
    const { json } = await body(await agentOn.request("/api/reference/special-statuses"));
    expect(json).toEqual([
      { value: "3", label: specialStatusLabels["3"] },
      { value: "F", label: "Full-Time Student" },
      { value: "M", label: "Full-Time Student-MNLOA" },
      { value: "N", label: "None" },
    ]);
  });
});
