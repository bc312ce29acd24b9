import { currentSessionSchema, sessionSchema } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMigrations } from "../db/migrate.js";
import { createTestApp } from "../test-support/testApp.js";

const latestMigration = Math.max(...listMigrations().map((m) => m.version));

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionCount = async () =>
  (await t.db.query<{ n: number }>("select count(*)::int as n from sessions")).rows[0]?.n;

describe("login and session", () => {
  it("answers the health check with the database's state", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "ok",
      database: {
        engine: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
        ok: true,
        migration: latestMigration,
      },
    });
  });

  it("wrong password → 401 and no session", async () => {
    const before = await sessionCount();
    const a = t.agent();
    const res = await a.login("demo.admin", "Not-The-Password-1!");
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect((await res.json()).message).toBe("The user ID or password you entered is incorrect.");
    expect(await sessionCount()).toBe(before);
  });

  it("unknown login ID → the same 401 as a wrong password", async () => {
    const res = await t.agent().login("nobody.here");
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("The user ID or password you entered is incorrect.");
  });

  it("logs in with an httpOnly SameSite cookie, answers the session, and logs out", async () => {
    const a = t.agent();
    const res = await a.login("DEMO.ADMIN");
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/epr_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const session = sessionSchema.parse(await res.json());
    expect(session.employer).toMatchObject({ clientNumber: "100001", brandCode: "6008" });
    expect(session.admin.viewOnly).toBe(false);
    const current = await a.request("/api/session");
    expect(current.status).toBe(200);
    expect(currentSessionSchema.parse(await current.json())).toEqual({ signedIn: true, session });
    expect((await a.request("/api/session", { method: "DELETE" })).status).toBe(204);
    const after = await a.request("/api/session");
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ signedIn: false });
  });

  it("asking who is signed in without a session is an answer, not an error; other calls still need one", async () => {
    const res = await t.app.request("/api/session");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ signedIn: false });
    // A cookie nobody issued counts as no session.
    const stale = await t.app.request("/api/session", { headers: { cookie: "epr_session=not-a-token" } });
    expect(await stale.json()).toEqual({ signedIn: false });
    expect((await t.app.request("/api/clients")).status).toBe(401);
  });

  it("stores only the token's hash", async () => {
    const a = t.agent();
    await a.login("demo.admin");
    const token = a.cookie.split("=")[1] ?? "";
    const { rows } = await t.db.query("select 1 from sessions where token_hash = $1", [token]);
    expect(rows).toHaveLength(0);
  });

  it("marks a login ID containing VIEW as view-only", async () => {
    const res = await t.agent().login("demo.VIEW");
    expect(sessionSchema.parse(await res.json()).admin.viewOnly).toBe(true);
  });

  it.each([
    ["no body", undefined, "The request body is not valid JSON."],
    ["not JSON", "{", "The request body is not valid JSON."],
    ["missing password", JSON.stringify({ loginId: "demo.admin" }), "password: Please enter your password"],
    [
      "empty login ID",
      JSON.stringify({ loginId: "  ", password: "x" }),
      "loginId: Please enter your user ID",
    ],
    ["wrong types", JSON.stringify({ loginId: 42, password: ["x"] }), "loginId: Please enter your user ID"],
    [
      "a NUL byte in the login ID",
      JSON.stringify({ loginId: "demo\u0000admin", password: "x" }),
      "loginId: Please remove the control characters (such as null bytes) from this field.",
    ],
    [
      "over-long password",
      JSON.stringify({ loginId: "demo.admin", password: "x".repeat(129) }),
      "password: Your password can have at most 128 characters",
    ],
  ])("malformed login (%s) → 400 with a message, no session", async (_name, body, message) => {
    const before = await sessionCount();
    const res = await t.app.request("/api/session", {
      method: "POST",
      body: body as string | undefined,
      headers: { "content-type": "application/json", origin: "http://localhost" },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(await sessionCount()).toBe(before);
  });
});

describe("the API describes itself", () => {
  it("serves an OpenAPI document generated from the same schemas that validate", async () => {
    const res = await t.app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/health", "/session", "/employees/search", "/employees/{umi}", "/clients"]),
    );
  });

  it("an unknown API path → 404 with a message, not the portal's page", async () => {
    const res = await t.app.request("/api/nothing-here");
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("No such API endpoint.");
  });
});

describe("repeated failures and idle sessions", () => {
  it("five wrong passwords in a row → 429 for a while, even with the right password; nothing else changes", async () => {
    await t.db.query("delete from login_throttle");
    for (let i = 0; i < 5; i++)
      expect((await t.agent().login("demo.mcu", "wrong-password")).status).toBe(401);
    const before = await sessionCount();
    const blocked = await t.agent().login("demo.mcu");
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toBe(
      "Too many failed attempts. Please wait 15 minutes and try again.",
    );
    expect(await sessionCount()).toBe(before);
    // Once the window has passed, the right password works and the count starts again.
    await t.db.query("update login_throttle set window_started_at = now() - interval '16 minutes'");
    expect((await t.agent().login("demo.mcu")).status).toBe(200);
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from login_throttle where address <> '*'",
    );
    expect(rows[0]?.n).toBe(0);
  });

  it("a form posted from another site is refused (CSRF), and no session starts", async () => {
    const before = await sessionCount();
    const res = await t.app.request("/api/session", {
      method: "POST",
      body: "loginId=demo.admin&password=Demo-Portal-2026!",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await sessionCount()).toBe(before);
  });

  it.each([
    ["PUT", "/api/session/client", JSON.stringify({ clientNumber: "100002" })],
    ["DELETE", "/api/session", undefined],
  ])(
    "a JSON %s %s from another site is refused with a message, nothing changes",
    async (method, path, body) => {
      const a = t.agent();
      await a.login("demo.mcu");
      const res = await a.request(path, { method, body, headers: { origin: "https://evil.example" } });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(
        "This request did not come from the portal's own site, so it was refused.",
      );
      expect(await (await a.request("/api/session")).json()).toMatchObject({
        signedIn: true,
        session: { employer: null },
      });
    },
  );

  it("a body over 1 MB → 413 with a message, before it is parsed", async () => {
    const before = await sessionCount();
    const res = await t.app.request("/api/session", {
      method: "POST",
      body: JSON.stringify({ loginId: "demo.admin", password: "x".repeat(2 * 1024 * 1024) }),
      headers: { "content-type": "application/json", origin: "http://localhost" },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("The request is too large: at most 1 MB is accepted.");
    expect(await sessionCount()).toBe(before);
  });

  it("answers about people are never cached; health, config and the API description may be", async () => {
    const a = t.agent();
    await a.login("demo.admin");
    for (const path of ["/api/session", "/api/clients", "/api/employees/M99999999", "/api/nothing-here"])
      expect((await a.request(path)).headers.get("cache-control"), path).toBe("no-store");
    expect((await t.app.request("/api/session")).headers.get("cache-control")).toBe("no-store");
    for (const path of ["/api/health", "/api/config", "/api/openapi.json"])
      expect((await a.request(path)).headers.get("cache-control"), path).toBeNull();
  });

  it("a session idle past its expiry: nobody is signed in, and calls answer 401", async () => {
    const a = t.agent();
    await a.login("demo.admin");
    expect(await (await a.request("/api/session")).json()).toMatchObject({ signedIn: true });
    await t.db.query("update sessions set expires_at = now() - interval '1 second'");
    expect(await (await a.request("/api/session")).json()).toEqual({ signedIn: false });
    expect(
      (await a.request("/api/employees/search", { method: "POST", body: '{"lastName":"Lind"}' })).status,
    ).toBe(401);
  });
});

describe("multi-client administrator", () => {
  it("must choose one of its clients before seeing employees", async () => {
    const a = t.agent();
    const session = sessionSchema.parse(await (await a.login("demo.mcu")).json());
    expect(session.admin.multiClient).toBe(true);
    expect(session.employer).toBeNull();
    const searchLin = () =>
      a.request("/api/employees/search", { method: "POST", body: '{"lastName":"Lin"}' });
    expect((await searchLin()).status).toBe(403);

    const { clients } = await (await a.request("/api/clients")).json();
    expect(clients.length).toBeGreaterThan(1);
    const chosen = clients.find((c: { clientNumber: string }) => c.clientNumber === "100002");
    const res = await a.request("/api/session/client", {
      method: "PUT",
      body: JSON.stringify({ clientNumber: chosen.clientNumber }),
    });
    expect(res.status).toBe(200);
    expect(sessionSchema.parse(await res.json()).employer?.brandCode).toBe("6010");
    expect((await searchLin()).status).toBe(200);
  });

  it("cannot choose a client it does not serve", async () => {
    const a = t.agent();
    await a.login("demo.mcu");
    const res = await a.request("/api/session/client", {
      method: "PUT",
      body: JSON.stringify({ clientNumber: "100008" }),
    });
    // A client it does not serve answers like one that does not exist.
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("We could not find that client.");
    const bad = await a.request("/api/session/client", {
      method: "PUT",
      body: JSON.stringify({ clientNumber: "x'; drop" }),
    });
    expect(bad.status).toBe(400);
  });
});
