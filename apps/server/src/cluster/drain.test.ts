import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { readinessSchema } from "@epr/contract";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { startServer } from "../server.js";
import { freshMigratedDatabase } from "../test-support/testApp.js";

/**
 * The graceful drain (issue 12: "a readiness answer that turns false while the server drains on
 * SIGTERM; in-flight requests finish, new ones go to the other servers"), on the real Node server
 * that main.ts runs: `close` is what its SIGTERM handler calls. On PGlite here, on PostgreSQL in
 * server-pg.
 */

/** A server on a free port with a route that answers only when the test lets it. */
async function slowServer() {
  let entered: () => void = () => {};
  const inFlight = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let finish: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const config = {
    ...loadConfig({ NODE_ENV: "test", EPR_SECRET: randomBytes(32).toString("base64url") }),
    port: 0,
    portalDir: "/nonexistent",
  };
  const started = await startServer({
    config,
    db: await freshMigratedDatabase(),
    // Outside /api (whose unknown paths answer 404), as the e2e fixtures mount theirs.
    mount: (app) =>
      app.post("/__slow", async (c) => {
        entered();
        await gate;
        return c.text("finished");
      }),
  });
  const { port } = started.server.address() as AddressInfo;
  return { ...started, baseURL: `http://127.0.0.1:${port}`, inFlight, finish };
}

describe("SIGTERM drain (server.ts close)", () => {
  it("turns readiness false, refuses new connections, and lets the request in flight finish", async () => {
    const s = await slowServer();
    const ready = await fetch(`${s.baseURL}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(readinessSchema.parse(await ready.json())).toEqual({ ready: true });

    const slow = fetch(`${s.baseURL}/__slow`, { method: "POST" });
    await s.inFlight;
    const drained = s.close(30_000);

    // The app this server runs answers a load balancer's poll: not ready, draining.
    const polled = await s.app.request("/api/health/ready");
    expect(polled.status).toBe(503);
    expect(readinessSchema.parse(await polled.json())).toEqual({ ready: false, reason: "draining" });
    // The listener is closed: a new connection goes nowhere (another server takes it).
    await expect(fetch(`${s.baseURL}/api/health`, { headers: { connection: "close" } })).rejects.toThrow();

    s.finish();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("finished");
    // Its connection is not kept for another request: the server is going away.
    expect(answer.headers.get("connection")).toBe("close");
    await drained;
    // The pool is closed once the drain is done.
    await expect(s.db.query("select 1")).rejects.toThrow();
  });

  it("cuts what is still open when the grace ends, and still closes", async () => {
    const s = await slowServer();
    const slow = fetch(`${s.baseURL}/__slow`, { method: "POST" }).then(
      (r) => r.status,
      () => "cut",
    );
    await s.inFlight;
    await s.close(0);
    expect(await slow).toBe("cut");
    s.finish();
  });
});
