import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { healthSchema } from "@epr/contract";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig, repoRoot } from "../config.js";
import { createTestApp } from "../test-support/testApp.js";

/** The health answer carries the build's version (issue 10; session-and-admin.md §9 "Build version"). */

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
