import {
  apiErrorSchema,
  BACKGROUND_HEADER,
  BACKGROUND_HEADER_VALUE,
  SESSION_ENDED_MESSAGE,
  SESSION_EXPIRES_HEADER,
  SESSION_IDLE_EXPIRES_HEADER,
  sessionSchema,
} from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";
import { endAdminSessions, purgeExpiredSessions, tokenHash } from "./sessions.js";

/**
 * Session lifetimes (beyond the spec; NIST SP 800-63B AAL2): 30 minutes idle, 12 hours
 * in all, background refreshes are no activity, the token is replaced at sign-in, all of an
 * administrator's sessions can be ended, expired ones are purged. The server's clock is moved
 * (deps.now) instead of waited for.
 */

const IDLE = 30;
const ABSOLUTE = 12 * 60;
const MINUTE = 60_000;

let clock = new Date("2026-03-02T09:00:00.000Z");
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * MINUTE);
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 40, now: () => clock });
});
afterAll(() => t.close());

type Agent = ReturnType<typeof t.agent>;

/** A fresh administrator of client 100001, signed in at the clock's time. */
let made = 0;
async function signedIn(): Promise<{ agent: Agent; adminId: number; loginId: string }> {
  made += 1;
  const loginId = `lifetime.${made}`;
  const { id } = await createAdmin(t.db, {
    loginId,
    clientNumber: "100001",
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  const agent = t.agent();
  expect((await agent.login(loginId)).status).toBe(200);
  return { agent, adminId: id, loginId };
}

/** A call that needs a session (the clients the administrator may act for). */
const work = (agent: Agent, headers: Record<string, string> = {}) =>
  agent.request("/api/clients", { headers });

async function expectEnded(res: Response) {
  expect(res.status).toBe(401);
  expect(apiErrorSchema.parse(await res.json())).toMatchObject({
    message: SESSION_ENDED_MESSAGE,
    code: "session_ended",
  });
}

describe("idle timeout", () => {
  it("activity slides the idle end; 30 minutes without any ends the session", async () => {
    const { agent } = await signedIn();
    advance(IDLE - 1);
    expect((await work(agent)).status).toBe(200);
    advance(IDLE - 1); // 58 minutes after sign-in, 29 after the last call
    expect((await work(agent)).status).toBe(200);
    advance(IDLE + 1);
    await expectEnded(await work(agent));
    // Asking who is signed in is no failure: nobody is.
    expect(await (await agent.request("/api/session")).json()).toEqual({ signedIn: false });
  });

  it("a request without a session cookie is 'please log in', not 'your session ended'", async () => {
    const res = await t.app.request("/api/clients");
    expect(res.status).toBe(401);
    expect(apiErrorSchema.parse(await res.json()).code).toBe("unauthenticated");
  });

  it("every answer with a live session tells its idle and absolute ends, as the session does", async () => {
    const start = clock.getTime();
    const { agent } = await signedIn();
    advance(5);
    const res = await work(agent);
    expect(res.headers.get(SESSION_IDLE_EXPIRES_HEADER)).toBe(
      new Date(clock.getTime() + IDLE * MINUTE).toISOString(),
    );
    expect(res.headers.get(SESSION_EXPIRES_HEADER)).toBe(new Date(start + ABSOLUTE * MINUTE).toISOString());
    const current = await agent.request("/api/session");
    const body = (await current.json()) as { session: unknown };
    expect(sessionSchema.parse(body.session)).toMatchObject({
      idleExpiresAt: new Date(clock.getTime() + IDLE * MINUTE).toISOString(),
      expiresAt: new Date(start + ABSOLUTE * MINUTE).toISOString(),
    });
  });
});

describe("absolute lifetime", () => {
  it("ends the session 12 hours after sign-in however busy it is", async () => {
    const { agent } = await signedIn();
    for (let elapsed = 20; elapsed < ABSOLUTE; elapsed += 20) {
      advance(20);
      expect((await work(agent)).status, `${elapsed} minutes after sign-in`).toBe(200);
    }
    advance(19); // 11 h 59
    const last = await work(agent);
    expect(last.status).toBe(200);
    // The idle end never reaches past the absolute end.
    expect(last.headers.get(SESSION_IDLE_EXPIRES_HEADER)).toBe(last.headers.get(SESSION_EXPIRES_HEADER));
    advance(1);
    await expectEnded(await work(agent));
  });
});

describe("background refreshes", () => {
  it.each([
    [
      "X-Background: 1 (polling) does not move the idle end",
      { [BACKGROUND_HEADER]: BACKGROUND_HEADER_VALUE },
      401,
    ],
    ["another value is activity like any call", { [BACKGROUND_HEADER]: "0" }, 200],
  ])("%s", async (_name, headers, afterIdle) => {
    const { agent } = await signedIn();
    const idleEnd = new Date(clock.getTime() + IDLE * MINUTE).toISOString();
    for (const minutes of [10, 10, 9]) {
      advance(minutes);
      const res = await work(agent, headers);
      expect(res.status).toBe(200);
      if (afterIdle === 401) expect(res.headers.get(SESSION_IDLE_EXPIRES_HEADER)).toBe(idleEnd);
    }
    advance(2); // 31 minutes after sign-in, 2 after the last call
    const res = await work(agent);
    expect(res.status).toBe(afterIdle);
  });
});

describe("rotation and ending sessions", () => {
  it("signing in again replaces the token: the old one is dead", async () => {
    const { agent, loginId } = await signedIn();
    const before = agent.cookie;
    expect((await agent.login(loginId)).status).toBe(200);
    expect(agent.cookie).not.toBe(before);
    await expectEnded(await t.app.request("/api/clients", { headers: { cookie: before } }));
    expect((await work(agent)).status).toBe(200);
  });

  it("endAdminSessions ends every session of the administrator but the one kept, and no one else's", async () => {
    const first = await signedIn();
    const other = await signedIn();
    const second = t.agent();
    expect((await second.login(first.loginId)).status).toBe(200);
    const kept = t.agent();
    expect((await kept.login(first.loginId)).status).toBe(200);
    const keptHash = tokenHash(kept.cookie.split("=")[1] ?? "");
    expect(await endAdminSessions(t.db, first.adminId, keptHash)).toBe(2);
    await expectEnded(await work(first.agent));
    await expectEnded(await work(second));
    expect((await work(kept)).status).toBe(200);
    expect((await work(other.agent)).status).toBe(200);
  });
});

describe("purge", () => {
  const count = async (adminId: number) =>
    (
      await t.db.query<{ n: number }>("select count(*)::int as n from sessions where admin_id = $1", [
        adminId,
      ])
    ).rows[0]?.n;

  it("a sign-in deletes the sessions past their idle end and keeps the live ones", async () => {
    const idle = await signedIn();
    advance(IDLE - 5);
    const live = await signedIn();
    advance(6); // idle's session is 31 minutes old, live's 6
    expect(await count(idle.adminId)).toBe(1);
    await signedIn();
    expect(await count(idle.adminId)).toBe(0);
    expect(await count(live.adminId)).toBe(1);
    expect((await work(live.agent)).status).toBe(200);
  });

  it("deletes sessions past their absolute end even when their idle end is later", async () => {
    const { adminId } = await signedIn();
    // Written as a slide would have left it: the idle end far ahead.
    await t.db.query("update sessions set expires_at = $2 where admin_id = $1", [
      adminId,
      new Date(clock.getTime() + 2 * ABSOLUTE * MINUTE),
    ]);
    const end = clock.getTime() + ABSOLUTE * MINUTE;
    await purgeExpiredSessions(t.db, new Date(end - MINUTE), ABSOLUTE);
    expect(await count(adminId)).toBe(1);
    expect(await purgeExpiredSessions(t.db, new Date(end), ABSOLUTE)).toBeGreaterThanOrEqual(1);
    expect(await count(adminId)).toBe(0);
  });
});
