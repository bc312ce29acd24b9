import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { readinessSchema } from "@epr/contract";
import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.js";
import type { Database } from "../db/database.js";
import { processLogger } from "../observability/log.js";
import { KEEP_ALIVE_MS, startServer } from "../server.js";
import { freshMigratedDatabase } from "../test-support/testApp.js";

/**
 * The graceful drain (a readiness answer that turns false while the server drains on SIGTERM;
 * in-flight requests finish, new ones go to the other servers), on the real Node server
 * that main.ts runs: `close` is what its SIGTERM handler calls. On PGlite here, on PostgreSQL in
 * server-pg.
 */

/** A server on a free port with a route that answers only when the test lets it. */
async function slowServer(db?: Database) {
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
    db: db ?? (await freshMigratedDatabase()),
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
  it("keeps an idle connection longer than the clients and balancers in front (no reset on reuse)", async () => {
    const s = await slowServer();
    expect(s.server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(s.server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);
    s.finish();
    await s.close({ noticeMs: 0, graceMs: 1_000 });
  });

  it("turns readiness false, refuses new connections, and lets the request in flight finish", async () => {
    const s = await slowServer();
    const ready = await fetch(`${s.baseURL}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(readinessSchema.parse(await ready.json())).toEqual({ ready: true });

    const slow = fetch(`${s.baseURL}/__slow`, { method: "POST" });
    await s.inFlight;
    const drained = s.close({ noticeMs: 0, graceMs: 30_000 });

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
    await s.close({ noticeMs: 0, graceMs: 0 });
    expect(await slow).toBe("cut");
    s.finish();
  });

  it("answers readiness 503 over the network during the notice, then refuses connections", async () => {
    const s = await slowServer();
    // The notice is long enough for two local requests on a busy machine; the test never measures it.
    const drained = s.close({ noticeMs: 2000, graceMs: 30_000 });

    // A load balancer's poll on a new connection: the port still answers, saying draining.
    const polled = await fetch(`${s.baseURL}/api/health/ready`);
    expect(polled.status).toBe(503);
    expect(readinessSchema.parse(await polled.json())).toEqual({ ready: false, reason: "draining" });
    // Its connection is not kept: the client's next request opens one the balancer sends elsewhere.
    expect(polled.headers.get("connection")).toBe("close");
    // A request that still arrives is served, and told the same.
    const served = await fetch(`${s.baseURL}/api/health`);
    expect(served.status).toBe(200);
    expect(served.headers.get("connection")).toBe("close");
    await served.arrayBuffer();

    // Once the notice ends the listener closes: a new connection is refused. A connection that
    // meets the listener as it closes is reset (it was queued, then the queue went): still closing,
    // so ask again until one is refused.
    const resetWhileClosing = (error: unknown) =>
      error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === "ECONNRESET";
    let refused: unknown;
    while (!refused) {
      refused = await fetch(`${s.baseURL}/api/health`, { headers: { connection: "close" } }).then(
        async (r) => {
          await r.arrayBuffer();
          await new Promise((resolve) => setTimeout(resolve, 100));
          return undefined;
        },
        (error: unknown) => (resetWhileClosing(error) ? undefined : error),
      );
    }
    expect(refused).toBeInstanceOf(TypeError);
    expect((refused as TypeError).cause).toMatchObject({ code: "ECONNREFUSED" });
    await drained;
    await expect(s.db.query("select 1")).rejects.toThrow();
  });

  it("exits without the pool when a checked-out connection keeps it from closing", async () => {
    const real = await freshMigratedDatabase();
    // A stuck job or handler holds a pooled client: pg's pool.end() would wait for it forever.
    const stuck: Database = new Proxy(real, {
      get: (target, key, receiver) =>
        key === "close" ? () => new Promise<void>(() => {}) : Reflect.get(target, key, receiver),
    });
    const s = await slowServer(stuck);
    const warn = vi.spyOn(processLogger(s.config.logLevel), "warn").mockImplementation(() => {});
    try {
      await s.close({ noticeMs: 0, graceMs: 0, dbCloseMs: 50 });
      expect(warn).toHaveBeenCalledWith(
        { waitedSeconds: 0.05 },
        "The database pool did not close (a connection is still checked out): exiting without it.",
      );
    } finally {
      warn.mockRestore();
      await real.close();
    }
  });
});
