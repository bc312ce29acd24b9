import { describe, expect, it } from "vitest";
import { medeAnalyticsFromEnv, medeAnalyticsKey, signAssertion } from "./medeAnalytics.js";

/**
 * More than one server: every worker and every server over one database signs the Mede
 * Analytics assertion (session-and-admin.md §7) with the same key, so the analytics side checks a
 * sign-on whichever process made it. Before, EPR_MEDE_ANALYTICS_KEY unset meant a random key per process.
 */

const SECRET = "a".repeat(48);
const OTHER_SECRET = "b".repeat(48);
const PAYLOAD = Buffer.from(JSON.stringify({ sub: "demo.admin", aso: false, bpdId: "100001" })).toString(
  "base64url",
);
const sign = (env: NodeJS.ProcessEnv) => signAssertion(medeAnalyticsKey(env), PAYLOAD);

describe("the Mede Analytics sign-on key", () => {
  it.each([
    ["the same EPR_SECRET (two workers, two machines)", { EPR_SECRET: SECRET }, { EPR_SECRET: SECRET }, true],
    ["different secrets", { EPR_SECRET: SECRET }, { EPR_SECRET: OTHER_SECRET }, false],
    [
      "the same EPR_MEDE_ANALYTICS_KEY, whatever the secret",
      { EPR_SECRET: SECRET, EPR_MEDE_ANALYTICS_KEY: "shared-with-mede-analytics-32-bytes+" },
      { EPR_SECRET: OTHER_SECRET, EPR_MEDE_ANALYTICS_KEY: "shared-with-mede-analytics-32-bytes+" },
      true,
    ],
    [
      "the configured key rather than the derived one",
      { EPR_SECRET: SECRET, EPR_MEDE_ANALYTICS_KEY: "shared-with-mede-analytics-32-bytes+" },
      { EPR_SECRET: SECRET },
      false,
    ],
    // Only the embedded PGlite runs without EPR_SECRET, and it is one process.
    ["no secret at all: a key of each process's own", {}, {}, false],
  ] as const)("%s: the same signature is %s", (_name, first, second, same) => {
    expect(sign(first) === sign(second)).toBe(same);
  });

  it("is 32 bytes in hex, not the secret itself", () => {
    const key = medeAnalyticsKey({ EPR_SECRET: SECRET });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain(SECRET);
  });

  it("a sign-on made by one process is checked with the key another derives", async () => {
    const env = { EPR_SECRET: SECRET };
    const answer = await medeAnalyticsFromEnv(env)({ loginId: "demo.admin", aso: true, bpdId: "100001" });
    const url = new URL(answer.url ?? "");
    const assertion = url.searchParams.get("assertion") ?? "";
    expect(url.searchParams.get("signature")).toBe(signAssertion(medeAnalyticsKey({ ...env }), assertion));
  });
});
