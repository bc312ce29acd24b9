import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { loadConfig } from "../config.js";
import { enqueueJob } from "../jobs/runner.js";
import { createTestApp } from "../test-support/testApp.js";

/**
 * GET /api/metrics: Prometheus text, per-route counts and latency that move with the
 * traffic, the job queue read on scrape, and access for the operator's token or network only.
 */

const TOKEN = randomBytes(32).toString("hex");
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    members: 5,
    env: { EPR_METRICS_TOKEN: TOKEN, EPR_METRICS_ALLOW: "10.8.0.0/16" },
  });
});
afterAll(() => t.close());

const withToken = { headers: { authorization: `Bearer ${TOKEN}` } };
/** What @hono/node-server hands the app as its environment: the request's socket. */
const from = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remoteFamily: address.includes(":") ? "IPv6" : "IPv4" } },
});

/** One sample line of the text format: name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * A strict reading of the Prometheus text format (version 0.0.4): every line is a HELP or TYPE
 * comment or a sample `name{label="value",…} number`, and every sample's family was TYPEd first.
 */
function parseExposition(text: string): Sample[] {
  const typed = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === "TYPE") {
        expect(comment[3]).toMatch(/^(counter|gauge|histogram|summary|untyped)$/);
        typed.add(comment[2] as string);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`not a line of the text format: ${line}`);
    const [, name = "", labelText = "", value = ""] = sample;
    const labels: Record<string, string> = {};
    for (const pair of labelText.match(/[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*"/g) ?? []) {
      const at = pair.indexOf("=");
      labels[pair.slice(0, at)] = JSON.parse(pair.slice(at + 1)) as string;
    }
    const family = name.replace(/_(bucket|sum|count|total|created)$/, "");
    expect(typed.has(name) || typed.has(family), `${name} has no TYPE line`).toBe(true);
    // As Prometheus reads a value (Go's ParseFloat): NaN and Inf in any case (prom-client writes "Nan").
    const number = /^\+?inf$/i.test(value)
      ? Number.POSITIVE_INFINITY
      : /^-inf$/i.test(value)
        ? Number.NEGATIVE_INFINITY
        : /^nan$/i.test(value)
          ? Number.NaN
          : Number(value);
    if (Number.isNaN(number) && !/^nan$/i.test(value)) throw new Error(`not a number: ${line}`);
    samples.push({ name, labels, value: number });
  }
  return samples;
}

async function scrape(): Promise<Sample[]> {
  const res = await t.app.request("/api/metrics", withToken);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await res.text());
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe("GET /api/metrics", () => {
  it("parses as the text format and counts each request by method, route pattern and status class", async () => {
    const before = await scrape();
    const employee = await t.employeeOf("100001");
    const agent = t.agent();
    expect((await agent.login("demo.admin")).status).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await agent.request(`/api/employees/${employee.umi}`)).status).toBe(200);
    expect((await agent.request("/api/employees/M0000000001")).status).toBe(404);
    await t.app.request("/api/nothing-here");
    const after = await scrape();

    const summary = { method: "GET", route: "/api/employees/:umi" };
    const count = (samples: Sample[], labels: Record<string, string>) =>
      value(samples, "epr_http_requests_total", labels);
    expect(
      count(after, { ...summary, status_class: "2xx" }) - count(before, { ...summary, status_class: "2xx" }),
    ).toBe(3);
    expect(
      count(after, { ...summary, status_class: "4xx" }) - count(before, { ...summary, status_class: "4xx" }),
    ).toBe(1);
    expect(count(after, { method: "GET", route: "/api/*", status_class: "4xx" })).toBeGreaterThanOrEqual(1);
    // The histogram holds the same requests; its +Inf bucket equals its count.
    const histogram = { ...summary, status_class: "2xx" };
    expect(value(after, "epr_http_request_duration_seconds_count", histogram)).toBe(count(after, histogram));
    expect(value(after, "epr_http_request_duration_seconds_bucket", { ...histogram, le: "+Inf" })).toBe(
      count(after, histogram),
    );
    // No path, member ID or query in any label: the routes are patterns.
    const routes = new Set(after.flatMap((s) => (s.labels.route ? [s.labels.route] : [])));
    for (const route of routes) expect(route).not.toContain(employee.umi);
    // The process's own metrics are there too.
    expect(after.some((s) => s.name === "process_cpu_seconds_total")).toBe(true);
  });

  it("reads the job queue on scrape: queued, running, failed and the oldest due job's wait", async () => {
    // What the database held before (a PostgreSQL test database may carry other tests' jobs).
    const before = await scrape();
    const queued = value(before, "epr_jobs", { state: "queued" });
    const failed = value(before, "epr_jobs", { state: "failed" });
    const past = new Date(Date.now() - 90_000);
    await enqueueJob(t.db, { kind: "metrics.probe", payload: {}, runAt: past });
    await enqueueJob(t.db, { kind: "metrics.probe", payload: {}, runAt: new Date(Date.now() + 3_600_000) });
    await t.db.query(
      "insert into jobs (kind, payload, run_at, state, attempts) values ('metrics.probe', '{}', now(), 'failed', 5)",
    );
    const samples = await scrape();
    expect(value(samples, "epr_jobs", { state: "queued" })).toBe(queued + 2);
    expect(value(samples, "epr_jobs", { state: "failed" })).toBe(failed + 1);
    expect(value(samples, "epr_jobs_oldest_due_seconds")).toBeGreaterThanOrEqual(90);
    expect(value(samples, "epr_database_up")).toBe(1);
    // PGlite has no pool: its gauges have no series rather than a made-up 0. A server's pool has them.
    const pool = samples.filter((s) => s.name.startsWith("epr_db_pool_"));
    if (t.db.engine === "pglite") expect(pool).toEqual([]);
    else expect(value(samples, "epr_db_pool_connections", { pool: "primary" })).toBeGreaterThanOrEqual(1);
    await t.db.query("delete from jobs where kind = 'metrics.probe'");
  });

  it("reports the pool a PostgreSQL database reports (poolStats)", async () => {
    const pooled = Object.assign(Object.create(t.db) as typeof t.db, {
      poolStats: () => ({ total: 7, idle: 3, waiting: 2 }),
    });
    const app = createApp({
      db: pooled,
      config: { ...loadConfig({ NODE_ENV: "test", EPR_METRICS_TOKEN: TOKEN }), portalDir: "/nonexistent" },
      vault: t.vault,
      migration: 1,
      now: () => new Date(),
    });
    const samples = parseExposition(await (await app.request("/api/metrics", withToken)).text());
    expect(value(samples, "epr_db_pool_connections", { pool: "primary" })).toBe(7);
    expect(value(samples, "epr_db_pool_idle_connections", { pool: "primary" })).toBe(3);
    expect(value(samples, "epr_db_pool_waiting_requests", { pool: "primary" })).toBe(2);
  });

  it.each([
    ["no token, no address (an in-process call)", {}, undefined],
    ["a wrong token", { headers: { authorization: `Bearer ${"x".repeat(64)}` } }, undefined],
    ["the token without 'Bearer'", { headers: { authorization: TOKEN } }, undefined],
    ["no token from an address outside the allowed network", {}, from("203.0.113.9")],
  ])("refuses %s with the 404 of an unknown path", async (_name, init, env) => {
    const res = await t.app.request("/api/metrics", init, env);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(await (await t.app.request("/api/no-such-thing")).json());
  });

  it.each([
    ["the token from anywhere", withToken, from("203.0.113.9")],
    ["no token from the allowed network", {}, from("10.8.3.4")],
    ["no token from the allowed network as an IPv4-mapped IPv6 address", {}, from("::ffff:10.8.3.4")],
    // EPR_METRICS_ALLOW adds to loopback: the machine's own scraper still reads them.
    ["no token from loopback beside the allowed network", {}, from("127.0.0.1")],
  ])("answers %s", async (_name, init, env) => {
    expect((await t.app.request("/api/metrics", init, env)).status).toBe(200);
  });

  it("behind a proxy (EPR_TRUST_PROXY=1) reads the address the proxy appended, not one the client wrote", async () => {
    const proxied = await createTestApp({
      members: 5,
      env: { EPR_TRUST_PROXY: "1", EPR_METRICS_ALLOW: "10.8.0.0/16" },
    });
    try {
      const allowed = { headers: { "x-forwarded-for": "203.0.113.9, 10.8.0.5" } };
      const forged = { headers: { "x-forwarded-for": "10.8.0.5, 203.0.113.9" } };
      expect((await proxied.app.request("/api/metrics", allowed)).status).toBe(200);
      expect((await proxied.app.request("/api/metrics", forged)).status).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it("through a proxy on the same machine (EPR_TRUST_PROXY off): loopback is no pass, the token is", async () => {
    // The default allow-list (loopback) and a proxy on the machine: every outside request
    // reaches the server from 127.0.0.1; only the forwarding header tells it apart.
    const local = await createTestApp({ members: 5, env: { EPR_METRICS_TOKEN: TOKEN } });
    try {
      const loopback = from("127.0.0.1");
      const unknown = await (await local.app.request("/api/no-such-thing")).json();
      expect((await local.app.request("/api/metrics", {}, loopback)).status).toBe(200);
      const headers: Record<string, string>[] = [
        { "x-forwarded-for": "203.0.113.9" },
        { forwarded: "for=203.0.113.9" },
      ];
      for (const forwarded of headers) {
        const relayed = await local.app.request("/api/metrics", { headers: forwarded }, loopback);
        expect(relayed.status).toBe(404);
        expect(await relayed.json()).toEqual(unknown);
        const tokened = { headers: { ...forwarded, authorization: `Bearer ${TOKEN}` } };
        expect((await local.app.request("/api/metrics", tokened, loopback)).status).toBe(200);
      }
    } finally {
      await local.close();
    }
  });

  it("is read over a real socket from loopback without a token by default", async () => {
    const local = await createTestApp({ members: 5 });
    const server = serve({ fetch: local.app.fetch, port: 0, hostname: "127.0.0.1" });
    try {
      await new Promise<void>((resolve) => server.once("listening", () => resolve()));
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/metrics`);
      expect(res.status).toBe(200);
      expect(parseExposition(await res.text()).length).toBeGreaterThan(0);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await local.close();
    }
  });
});
