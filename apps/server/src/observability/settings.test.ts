import { describe, expect, it } from "vitest";
import { DEFAULT_METRICS_ALLOW, loadConfig } from "../config.js";

/** The operator's settings: log level, metrics token and allowed networks. */

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: "development", ...env });

describe("EPR_LOG_LEVEL", () => {
  it.each([
    [{}, "info"],
    [{ NODE_ENV: "test" }, "silent"],
    [{ NODE_ENV: "test", EPR_LOG_LEVEL: "debug" }, "debug"],
    [{ EPR_LOG_LEVEL: " WARN " }, "warn"],
    [{ EPR_LOG_LEVEL: "silent" }, "silent"],
  ])("%j reads %s", (env, level) => {
    expect(load(env).logLevel).toBe(level);
  });

  it("an unknown level stops the start with a sentence", () => {
    expect(() => load({ EPR_LOG_LEVEL: "verbose" })).toThrow(/EPR_LOG_LEVEL must be one of fatal, error/);
  });
});

describe("EPR_METRICS_TOKEN", () => {
  it.each([
    [{}, undefined],
    [{ EPR_METRICS_TOKEN: "   " }, undefined],
    [{ EPR_METRICS_TOKEN: "k".repeat(32) }, "k".repeat(32)],
  ])("%j reads %s", (env, token) => {
    expect(load(env).metricsToken).toBe(token);
  });

  it("a short token stops the start without echoing it", () => {
    expect(() => load({ EPR_METRICS_TOKEN: "short-token" })).toThrow(/EPR_METRICS_TOKEN is too short/);
    expect(() => load({ EPR_METRICS_TOKEN: "short-token" })).not.toThrow(/short-token/);
  });
});

describe("EPR_METRICS_ALLOW", () => {
  it.each([
    [{}, DEFAULT_METRICS_ALLOW],
    [
      { EPR_METRICS_ALLOW: "10.0.0.0/8, 192.0.2.7 ,2001:db8::/32" },
      // Loopback stays: the list adds to it.
      [...DEFAULT_METRICS_ALLOW, "10.0.0.0/8", "192.0.2.7", "2001:db8::/32"],
    ],
  ])("%j reads %j", (env, allow) => {
    expect(load(env).metricsAllow).toEqual(allow);
  });

  it("is loopback by default, and always", () => {
    expect(DEFAULT_METRICS_ALLOW).toEqual(["127.0.0.0/8", "::1/128"]);
  });

  it.each(["10.0.0.0/33", "10.0.0/8", "example.com", "::1/129", "10.0.0.0/", "10.0.0.0/8/1"])(
    "%s stops the start with a sentence",
    (entry) => {
      expect(() => load({ EPR_METRICS_ALLOW: entry })).toThrow(
        /EPR_METRICS_ALLOW must list addresses or CIDRs/,
      );
    },
  );
});
