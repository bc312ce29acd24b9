import { identityTheftGroupsResponseSchema, identityTheftSaveResponseSchema } from "@epr/contract";
import { assistMessages } from "@epr/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let agent: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;
/** The server's clock: each test sets the day it decides on (assist-employees.md §9 rules). */
let today = new Date(2026, 10, 2, 12);

beforeAll(async () => {
  t = await createTestApp({ members: 20, now: () => today });
  agent = t.agent();
  expect((await agent.login("demo.admin")).status).toBe(200);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query("delete from group_identity_theft");
  await t.db.query("update clients set coverage_effective_date = null");
});

/** Moves the clock and signs in again (a session idles out when the clock jumps ahead). */
async function setToday(day: Date) {
  today = day;
  expect((await agent.login("demo.admin")).status).toBe(200);
}

const save = (idTheftGroups: unknown, who = agent) =>
  who.request("/api/identity-theft", { method: "POST", body: JSON.stringify({ idTheftGroups }) });
const groups = async () =>
  identityTheftGroupsResponseSchema.parse(await (await agent.request("/api/identity-theft/groups")).json())
    .payload.groups;
const stored = async (groupNumber: string) =>
  (
    await t.db.query<{ opted_in: boolean; login_id: string; last_opt_in_at: Date | null }>(
      `select t.opted_in, a.login_id, t.last_opt_in_at from group_identity_theft t
         join plan_admins a on a.id = t.changed_by where t.group_number = $1`,
      [groupNumber],
    )
  ).rows[0];

describe("GET /api/identity-theft/groups (assist-employees.md §2.11, §7)", () => {
  it("lists the client's groups in order, none opted in, vendor and §9 decision for each", async () => {
    await setToday(new Date(2026, 4, 5, 12));
    const list = await groups();
    expect(list.length).toBeGreaterThan(1);
    expect(list.map((g) => g.groupNumber)).toEqual([...list.map((g) => g.groupNumber)].sort());
    expect(list[0]).toMatchObject({
      groupNumber: "100100",
      vendor: "Sentinel ID Services",
      protectionEnabled: false,
      optInAllowed: false,
      optInRefusal: expect.stringContaining("October 1 through December 31"),
    });
  });
});

describe("POST /api/identity-theft (assist-employees.md §4, §9)", () => {
  it("a save with no change answers 400 with §5's sentence and stores nothing", async () => {
    await setToday(new Date(2026, 10, 2, 12));
    const res = await save([]);
    expect(res.status).toBe(400);
    // The guard names the field before a schema's sentence ("idTheftGroups: …"); the sentence is §5's.
    expect((await res.json()).message).toContain(assistMessages.idTheftNoSelection);
    expect(await stored("100100")).toBeUndefined();
  });

  it("opts a group in during Q4, storing who and when; msgCase optin", async () => {
    await setToday(new Date(2026, 10, 2, 12));
    const res = await save([{ groupNumber: "100100", userChoice: "optin" }]);
    expect(res.status).toBe(200);
    const body = identityTheftSaveResponseSchema.parse(await res.json());
    expect(body.msgCase).toBe("optin");
    expect(body.payload.groups.find((g) => g.groupNumber === "100100")).toMatchObject({
      protectionEnabled: true,
      protectionStart: "2026-11-02",
      optInAllowed: false,
    });
    expect(await stored("100100")).toMatchObject({ opted_in: true, login_id: "demo.admin" });
  });

  it("opts out at any time, msgCase success; a second opt-in the same year is refused and nothing changes", async () => {
    await setToday(new Date(2026, 10, 2, 12));
    expect((await save([{ groupNumber: "100100", userChoice: "optin" }])).status).toBe(200);
    await setToday(new Date(2026, 11, 1, 12));
    const out = await save([{ groupNumber: "100100", userChoice: "optout" }]);
    expect(identityTheftSaveResponseSchema.parse(await out.json()).msgCase).toBe("success");
    const again = await save([
      { groupNumber: "100107", userChoice: "optin" },
      { groupNumber: "100100", userChoice: "optin" },
    ]);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(
      "Group 100100: This group has already opted in to identity theft protection this calendar year.",
    );
    expect(await stored("100100")).toMatchObject({ opted_in: false });
    expect(await stored("100107")).toBeUndefined();
    await setToday(new Date(2027, 9, 1, 12));
    expect((await save([{ groupNumber: "100100", userChoice: "optin" }])).status).toBe(200);
  });

  it.each([
    ["outside Q4, an established client", new Date(2026, 4, 5, 12), null, 409],
    ["a new client on day 30", new Date(2026, 4, 31, 12), "2026-05-01", 200],
    ["a new client on day 31", new Date(2026, 5, 1, 12), "2026-05-01", 409],
  ])("%s → %s", async (_case, day, effective, status) => {
    await setToday(day);
    await t.db.query("update clients set coverage_effective_date = $1 where client_number = '100001'", [
      effective,
    ]);
    expect((await save([{ groupNumber: "100100", userChoice: "optin" }])).status).toBe(status);
  });

  it.each([
    ["no group", [], 400],
    ["a choice not optin/optout", [{ groupNumber: "100100", userChoice: "maybe" }], 400],
    [
      "a group twice",
      [
        { groupNumber: "100100", userChoice: "optin" },
        { groupNumber: "100100", userChoice: "optout" },
      ],
      400,
    ],
    ["a group of another client", [{ groupNumber: "100200", userChoice: "optin" }], 404],
    ["an unknown group", [{ groupNumber: "999999", userChoice: "optin" }], 404],
  ])("refuses %s (%s) and stores nothing", async (_case, body, status) => {
    await setToday(new Date(2026, 10, 2, 12));
    expect((await save(body)).status).toBe(status);
    expect((await t.db.query("select 1 from group_identity_theft")).rows).toEqual([]);
  });

  it("a view-only login may read but not save", async () => {
    const viewer = t.agent();
    expect((await viewer.login("demo.VIEW")).status).toBe(200);
    expect((await viewer.request("/api/identity-theft/groups")).status).toBe(200);
    expect((await save([{ groupNumber: "100100", userChoice: "optin" }], viewer)).status).toBe(403);
  });

  it("an administrator without the idTheft entitlement is refused (§6)", async () => {
    await t.db.query(
      `update plan_admins set entitlements = entitlements - 'idTheft' where login_id = 'demo.VIEW'`,
    );
    const viewer = t.agent();
    expect((await viewer.login("demo.VIEW")).status).toBe(200);
    const res = await viewer.request("/api/identity-theft/groups");
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("You do not have permissions to view this screen.");
  });
});
