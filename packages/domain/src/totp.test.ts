import { describe, expect, it } from "vitest";
import { groupSecret, TOTP_PERIOD_SECONDS, totpStepAccepted, totpStepOf } from "./totp.js";

describe("totpStepOf (RFC 6238, 30-second steps)", () => {
  it.each([
    [0, 0],
    [29_999, 0],
    [30_000, 1],
    [59_999_999_999, Math.floor(59_999_999.999 / TOTP_PERIOD_SECONDS)],
  ])("%i ms → step %i", (ms, step) => expect(totpStepOf(ms)).toBe(step));
});

describe("totpStepAccepted (window ±1, single use)", () => {
  it.each([
    ["this step", 100, 100, null, true],
    ["the previous step", 99, 100, null, true],
    ["the next step", 101, 100, null, true],
    ["two steps ago", 98, 100, null, false],
    ["two steps ahead", 102, 100, null, false],
    ["a replay of the step used", 100, 100, 100, false],
    ["an older step than the one used", 99, 100, 100, false],
    ["a later step than the one used", 100, 100, 99, true],
  ])("%s", (_, step, nowStep, last, accepted) => {
    expect(totpStepAccepted(step, nowStep, last)).toBe(accepted);
  });
});

describe("groupSecret (manual entry in fours)", () => {
  it.each([
    ["JBSWY3DPEHPK3PXP", "JBSW Y3DP EHPK 3PXP"],
    ["ABCDEF", "ABCD EF"],
    ["", ""],
    ["AB CD EF GH", "ABCD EFGH"],
  ])("%j → %j", (secret, grouped) => expect(groupSecret(secret)).toBe(grouped));
});
