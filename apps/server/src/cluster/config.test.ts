import { describe, expect, it } from "vitest";
import { DEFAULT_DRAIN_NOTICE_SECONDS, DEFAULT_DRAIN_SECONDS, loadConfig } from "../config.js";
import { restartDelayMs } from "./primary.js";

/**
 * EPR_WORKERS, EPR_DRAIN_SECONDS and EPR_DRAIN_NOTICE_SECONDS (more than one server), and
 * the restart backoff.
 */

const SECRET = "s".repeat(40);
const postgres = {
  DATABASE_URL: "postgres://app@127.0.0.1:5432/epr",
  EPR_SECRET: SECRET,
  EPR_PUBLIC_URL: "https://portal.example",
  EPR_MAIL: "outbox",
};

describe("EPR_WORKERS and EPR_DRAIN_SECONDS", () => {
  it.each([
    ["one process and a 25 s drain by default", {}, 1, DEFAULT_DRAIN_SECONDS],
    ["four processes over a PostgreSQL server", { ...postgres, EPR_WORKERS: "4" }, 4, DEFAULT_DRAIN_SECONDS],
    ["one process on PGlite when asked for one", { EPR_WORKERS: "1" }, 1, DEFAULT_DRAIN_SECONDS],
    ["a drain of 0 s (cut at once)", { EPR_DRAIN_SECONDS: "0" }, 1, 0],
  ])("%s", (_name, env, workers, drainSeconds) => {
    const config = loadConfig({ NODE_ENV: "test", ...env });
    expect([config.workers, config.drainSeconds]).toEqual([workers, drainSeconds]);
  });

  it.each([
    [
      { EPR_WORKERS: "2" },
      "PGlite allows one process; set DATABASE_URL to run EPR_WORKERS=2 (or unset EPR_WORKERS).",
    ],
    [{ ...postgres, EPR_WORKERS: "0" }, 'EPR_WORKERS must be a whole number of at least 1, got "0".'],
    [{ ...postgres, EPR_WORKERS: "two" }, 'EPR_WORKERS must be a whole number of at least 1, got "two".'],
    [{ EPR_DRAIN_SECONDS: "-1" }, 'EPR_DRAIN_SECONDS must be a whole number of at least 0, got "-1".'],
    [
      { EPR_DRAIN_NOTICE_SECONDS: "soon" },
      'EPR_DRAIN_NOTICE_SECONDS must be a whole number of at least 0, got "soon".',
    ],
  ])("%j stops the start with a sentence", (env, message) => {
    expect(() => loadConfig({ NODE_ENV: "test", ...env })).toThrow(message);
  });
});

describe("EPR_DRAIN_NOTICE_SECONDS: readiness 503 while still listening", () => {
  it.each([
    ["none on the embedded PGlite (one process, no load balancer)", {}, 0],
    ["5 s over a PostgreSQL server (behind a load balancer)", postgres, DEFAULT_DRAIN_NOTICE_SECONDS],
    ["as configured", { ...postgres, EPR_DRAIN_NOTICE_SECONDS: "10" }, 10],
    ["none when set to 0", { ...postgres, EPR_DRAIN_NOTICE_SECONDS: "0" }, 0],
  ])("%s", (_name, env, seconds) => {
    expect(loadConfig({ NODE_ENV: "test", ...env }).drainNoticeSeconds).toBe(seconds);
  });
});

describe("restartDelayMs: the backoff before a dead worker is replaced", () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [5, 16_000],
    [6, 30_000],
    [20, 30_000],
  ])("crash %i in a row waits %i ms", (crashes, ms) => {
    expect(restartDelayMs(crashes)).toBe(ms);
  });
});
