import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clientAddress, PAIR, SPRAY, SPREAD, spreadHoldSeconds } from "../auth/throttle.js";
import { DEMO_PASSWORD } from "../seed/demo-admins.js";
import { createTestApp } from "../test-support/testApp.js";

/** How long the server held each answer (its waits are recorded here, not slept). */
let holds: number[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    members: 20,
    sleep: async (ms) => {
      holds.push(ms / 1000);
    },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query("delete from login_throttle");
  holds = [];
});

/** A sign-in from a client address (the socket's, as @hono/node-server gives it). */
const login = (loginId: string, password: string, address = "203.0.113.1") =>
  t.app.request(
    "/api/session",
    {
      method: "POST",
      body: JSON.stringify({ loginId, password }),
      headers: { "content-type": "application/json", origin: "http://localhost" },
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
const WRONG = "Not-The-Password-1!";

/** Moves every counter's clock back, as if that many seconds had passed. */
const timePasses = (seconds: number) =>
  t.db.query(
    `update login_throttle set window_started_at = window_started_at - make_interval(secs => $1),
                               last_attempt_at = last_attempt_at - make_interval(secs => $1)`,
    [seconds],
  );

describe("the sign-in throttle", () => {
  it("40 wrong passwords at once for one login ID: only 5 are verified, the rest wait (429)", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => login("demo.admin", WRONG)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR.failures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - PAIR.failures);
  });

  it("answers an unknown login ID exactly as a known one: same statuses, bodies and headers, in the same order", async () => {
    const run = async (loginId: string) => {
      const out = [];
      for (let i = 0; i < PAIR.failures + 2; i++) {
        const res = await login(loginId, WRONG);
        out.push({
          status: res.status,
          body: await res.json(),
          retryAfter: res.headers.has("retry-after"),
          cookie: res.headers.has("set-cookie"),
        });
      }
      return out;
    };
    const known = await run("demo.admin");
    const unknown = await run("nobody.at.all");
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(known.at(-1)?.body).toEqual({
      message: "Too many failed attempts. Please wait 15 minutes and try again.",
      code: "too_many_attempts",
    });
  });

  it("one address's failures do not lock the owner out from another address", async () => {
    for (let i = 0; i < PAIR.failures; i++)
      expect((await login("demo.admin", WRONG, "198.51.100.7")).status).toBe(401);
    const blocked = await login("demo.admin", DEMO_PASSWORD, "198.51.100.7");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(PAIR.windowSeconds - 60);
    expect((await login("demo.admin", DEMO_PASSWORD, "203.0.113.50")).status).toBe(200);
  });

  it("many addresses guessing one login ID are slowed by held answers, capped, and never refused", async () => {
    // Two addresses spend the allowance across addresses.
    for (let i = 0; i < SPREAD.failures; i++) {
      expect((await login("demo.VIEW", WRONG, `198.51.100.${i % 2}`)).status).toBe(401);
    }
    expect(holds).toEqual([]);
    for (let k = 0; k < 6; k++) expect((await login("demo.VIEW", WRONG, `192.0.2.${k}`)).status).toBe(401);
    expect(holds).toEqual([1, 2, 4, 8, 8, 8]);
    expect(spreadHoldSeconds(SPREAD.failures + 1000)).toBe(SPREAD.maxHoldSeconds);
    // The owner, from an address of their own, gets in at once, held no longer than the cap.
    holds = [];
    expect((await login("demo.VIEW", DEMO_PASSWORD, "203.0.113.9")).status).toBe(200);
    expect(holds).toEqual([SPREAD.maxHoldSeconds]);
  });

  it("a guess a minute from rotating addresses never keeps the owner out", async () => {
    for (let minute = 0; minute < 2 * SPREAD.failures; minute++) {
      expect((await login("demo.admin", WRONG, `198.51.100.${minute}`)).status).toBe(401);
      const owner = await login("demo.admin", DEMO_PASSWORD, "203.0.113.9");
      expect(owner.status, `minute ${minute}`).toBe(200);
      await timePasses(60);
    }
    expect(Math.max(...holds)).toBeLessThanOrEqual(SPREAD.maxHoldSeconds);
  });

  it.each([
    ["a new login ID from the spraying address is refused", "sprayed.new", "198.51.100.66", 429],
    ["a login ID it already tried is judged as before", "sprayed.0", "198.51.100.66", 401],
    ["a new login ID from another address is judged as before", "sprayed.new", "198.51.100.67", 401],
  ])(
    `after ${SPRAY.logins} login IDs failed from one address: %s`,
    async (_name, loginId, address, status) => {
      for (let i = 0; i < SPRAY.logins; i++)
        expect((await login(`sprayed.${i}`, WRONG, "198.51.100.66")).status).toBe(401);
      const res = await login(loginId, WRONG, address);
      expect(res.status).toBe(status);
      if (status === 429) {
        const retryAfter = Number(res.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(SPRAY.windowSeconds - 60);
        expect(retryAfter).toBeLessThanOrEqual(SPRAY.windowSeconds);
        expect(await res.json()).toEqual({
          message: "Too many failed attempts. Please wait 15 minutes and try again.",
          code: "too_many_attempts",
        });
        // Once the first of them is a window old, the address may try one more.
        await timePasses(SPRAY.windowSeconds);
        expect((await login(loginId, WRONG, address)).status).toBe(401);
      }
    },
  );

  it("forgets a window's failures when it ends: one failure after it does not lock again", async () => {
    for (let i = 0; i < PAIR.failures; i++) expect((await login("demo.mcu", WRONG)).status).toBe(401);
    expect((await login("demo.mcu", DEMO_PASSWORD)).status).toBe(429);
    await timePasses(PAIR.windowSeconds);
    expect((await login("demo.mcu", WRONG)).status).toBe(401);
    expect((await login("demo.mcu", DEMO_PASSWORD)).status).toBe(200);
  });

  it("a success gives its attempt back: signing in again and again is never slowed", async () => {
    for (let i = 0; i < SPREAD.failures + PAIR.failures; i++) {
      expect((await login("demo.admin", DEMO_PASSWORD)).status).toBe(200);
    }
    const { rows } = await t.db.query<{ failures: number }>("select failures from login_throttle");
    expect(rows.every((r) => r.failures === 0)).toBe(true);
  });

  it("keeps no login ID in clear", async () => {
    await login("my-Secret-Pa55word", WRONG);
    const { rows } = await t.db.query<{ login_key: string }>("select login_key from login_throttle");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.login_key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the client's address", () => {
  const probe = (trustProxy: boolean) => new Hono().get("/", (c) => c.text(clientAddress(c, trustProxy)));
  const behindProxy = (trustProxy: boolean) =>
    probe(trustProxy).request(
      "/",
      { headers: { "x-forwarded-for": "6.6.6.6, 198.51.100.20" } },
      { incoming: { socket: { remoteAddress: "10.0.0.2" } } },
    );

  it("is the socket's, whatever X-Forwarded-For claims, unless EPR_TRUST_PROXY=1", async () => {
    expect(await (await behindProxy(false)).text()).toBe("10.0.0.2");
  });

  it("with EPR_TRUST_PROXY=1 is the one our proxy appended last, not what the client wrote first", async () => {
    expect(await (await behindProxy(true)).text()).toBe("198.51.100.20");
  });

  it("without a socket (a test calling the app) is one constant", async () => {
    expect(await (await probe(false).request("/")).text()).toBe("local");
  });
});
