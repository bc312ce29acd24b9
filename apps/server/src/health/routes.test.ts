import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { healthSchema } from "@epr/contract";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig, repoRoot } from "../config.js";
import { enqueueJob } from "../jobs/runner.js";
import { createTestApp } from "../test-support/testApp.js";

/** The health answer carries the build's version (session-and-admin.md §9 "Build version"). */

const rootVersion = (
  JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as { version: string }
).version;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("GET /api/health", () => {
  it.each([
    ["the build's EPR_BUILD_VERSION", { EPR_BUILD_VERSION: "17.3.8+build.42" }, "17.3.8+build.42"],
    ["the root package.json's version without it", {}, rootVersion],
  ])("answers %s", async (_name, env, version) => {
    const t = await createTestApp({ members: 5, env });
    close = t.close;
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(healthSchema.parse(await res.json()).version).toBe(version);
  });
});

describe("the build date (session-and-admin.md §9: the build's version and date)", () => {
  it("GET /api/health answers EPR_BUILD_DATE beside the version", async () => {
    const t = await createTestApp({
      members: 5,
      env: { EPR_BUILD_VERSION: "17.3.7", EPR_BUILD_DATE: "2023-08-29" },
    });
    close = t.close;
    const health = healthSchema.parse(await (await t.app.request("/api/health")).json());
    expect({ version: health.version, builtAt: health.builtAt }).toEqual({
      version: "17.3.7",
      builtAt: "2023-08-29",
    });
  });

  it.each([
    [{}, null],
    [{ EPR_BUILD_DATE: " 2026-11-27 " }, "2026-11-27"],
  ])("%j reads %s", (env, date) => {
    expect(loadConfig({ NODE_ENV: "test", ...env }).buildDate).toBe(date);
  });

  it.each(["29/08/2023", "2023-02-30", "yesterday"])("%s stops the start with a sentence", (value) => {
    expect(() => loadConfig({ NODE_ENV: "test", EPR_BUILD_DATE: value })).toThrow(
      /EPR_BUILD_DATE must be a date/,
    );
  });
});

describe("the build version setting", () => {
  it.each([
    [{ EPR_BUILD_VERSION: " 1.2.3 " }, "1.2.3"],
    [{ EPR_BUILD_VERSION: "" }, rootVersion],
    [{}, rootVersion],
  ])("%j reads %s", (env, version) => {
    expect(loadConfig({ NODE_ENV: "test", ...env }).buildVersion).toBe(version);
  });

  it("the root package.json has a version to answer", () => {
    expect(rootVersion).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("the job queue and the database in GET /api/health", () => {
  it("counts queued and failed jobs and how long the oldest due one has waited", async () => {
    const t = await createTestApp({ members: 5 });
    close = t.close;
    const empty = healthSchema.parse(await (await t.app.request("/api/health")).json());
    expect(empty.jobs).toEqual({ pending: 0, running: 0, oldestPendingSeconds: null, failed: 0 });

    await enqueueJob(t.db, { kind: "health.probe", payload: {}, runAt: new Date(Date.now() - 120_000) });
    // Scheduled for later (delayed processing): pending, but not late.
    await enqueueJob(t.db, { kind: "health.probe", payload: {}, runAt: new Date(Date.now() + 600_000) });
    await t.db.query(
      "insert into jobs (kind, payload, run_at, state, attempts) values ('health.probe', '{}', now(), 'failed', 5)",
    );
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    const health = healthSchema.parse(await res.json());
    expect(health.status).toBe("ok");
    expect(health.jobs).toMatchObject({ pending: 2, running: 0, failed: 1 });
    expect(health.jobs?.oldestPendingSeconds).toBeGreaterThanOrEqual(120);
    expect(health.jobs?.oldestPendingSeconds).toBeLessThan(3600);
  });

  it("answers 503, degraded, without the queue, when the database does not answer", async () => {
    const t = await createTestApp({ members: 5 });
    await t.close();
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(503);
    const health = healthSchema.parse(await res.json());
    expect(health).toMatchObject({ status: "degraded", database: { ok: false }, jobs: null });
  });
});
