import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { captureLog } from "../test-support/captureLog.js";
import { createTestApp } from "../test-support/testApp.js";
import { describeError } from "./server-error.js";

const log = captureLog("info");
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 5, logger: log.logger });
});
afterAll(() => t.close());

describe("request ids", () => {
  it("every answer carries one of its own in X-Request-Id, API or not", async () => {
    const answers = await Promise.all(
      ["/api/health", "/api/health", "/api/nothing-here", "/login"].map((p) => t.app.request(p)),
    );
    const ids = answers.map((r) => r.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is ours, never one the client sends (which could forge log lines)", async () => {
    const res = await t.app.request("/api/health", { headers: { "x-request-id": "forged-id-0001" } });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("a failing query", () => {
  it("logs the request id, method, route pattern and SQLSTATE, never the query, its parameters or the password", async () => {
    log.raw.length = 0;
    // The login's lookup now fails in PostgreSQL, with the login ID (an SSN here) as its parameter.
    await t.db.query("alter table plan_admins rename column login_id to login_gone");
    try {
      const res = await t.app.request("/api/session", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost" },
        body: JSON.stringify({ loginId: "123456789", password: "Hunter-2-secret!" }),
      });
      expect(res.status).toBe(500);
      const body = await res.json();
      const id = res.headers.get("x-request-id");
      expect(body).toEqual({
        message: "Something went wrong on our side. Please try again.",
        code: "server_error",
        requestId: id,
      });
      // One JSON line of the request, as the log collector would read it.
      const logged = log.raw.join("");
      expect(log.lines().filter((line) => line.level === "error")).toEqual([
        expect.objectContaining({
          requestId: id,
          method: "POST",
          route: "/api/session",
          errorKind: "DatabaseError",
          errorCode: "42703",
        }),
      ]);
      expect(logged).not.toContain("123456789");
      expect(logged).not.toContain("Hunter-2-secret!");
      expect(logged).not.toMatch(/select|login_gone|plan_admins/i);
    } finally {
      await t.db.query("alter table plan_admins rename column login_gone to login_id");
    }
  });

  it("is described by class, SQLSTATE and frames only: PostgreSQL's message quotes the value, so it is left out", async () => {
    const db = await openDatabase({ dataDir: "memory://" });
    const error = await db.query("select $1::int", ["123-45-6789"]).catch((e: unknown) => e);
    await db.close();
    expect(String((error as Error).message)).toContain("123-45-6789");
    const described = describeError(error);
    expect(described).toMatch(/^DatabaseError \(code 22P02\)\n\s+at /);
    expect(described).not.toContain("123-45-6789");
    expect(described).not.toContain("select");
  });
});
