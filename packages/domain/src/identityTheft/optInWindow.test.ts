import { describe, expect, it } from "vitest";
import { identityTheftNewClientDeadline, identityTheftOptInDecision } from "./optInWindow.js";

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);

describe("identity theft opt-in window (assist-employees.md §9)", () => {
  it.each([
    // [case, today, client coverage effective date, last opt-in, allowed, reason]
    ["Q4 opens October 1", d(2026, 10, 1), null, null, true, "q4Window"],
    ["Q4 runs to December 31", d(2026, 12, 31), null, null, true, "q4Window"],
    ["September 30 is outside", d(2026, 9, 30), null, null, false, "outsideWindow"],
    ["January 1 is outside", d(2027, 1, 1), null, null, false, "outsideWindow"],
    ["new client on its effective date", d(2026, 3, 1), d(2026, 3, 1), null, true, "newClient"],
    ["new client on day 30", d(2026, 3, 31), d(2026, 3, 1), null, true, "newClient"],
    ["new client on day 31", d(2026, 4, 1), d(2026, 3, 1), null, false, "outsideWindow"],
    ["before the effective date", d(2026, 2, 28), d(2026, 3, 1), null, false, "outsideWindow"],
    ["opted in earlier this year, in Q4", d(2026, 11, 20), null, d(2026, 10, 2), false, "optedInThisYear"],
    [
      "opted in earlier this year, new client",
      d(2026, 3, 10),
      d(2026, 3, 1),
      d(2026, 3, 2),
      false,
      "optedInThisYear",
    ],
    ["opted in last year, in Q4", d(2026, 10, 5), null, d(2025, 12, 31), true, "q4Window"],
  ] as const)("%s", (_case, today, effective, lastOptIn, allowed, reason) => {
    const decision = identityTheftOptInDecision({
      today,
      clientCoverageEffectiveDate: effective,
      lastOptInAt: lastOptIn,
    });
    expect(decision.allowed).toBe(allowed);
    expect(decision.reason).toBe(reason);
  });

  it.each([
    ["optedInThisYear", d(2026, 11, 1), d(2026, 10, 1), "already opted in"],
    ["outsideWindow", d(2026, 5, 1), null, "October 1 through December 31"],
  ] as const)("%s says why", (_reason, today, lastOptIn, words) => {
    const decision = identityTheftOptInDecision({
      today,
      clientCoverageEffectiveDate: null,
      lastOptInAt: lastOptIn,
    });
    expect(decision.allowed ? "" : decision.message).toContain(words);
  });

  it("a new client's deadline is 30 days after its coverage effective date", () => {
    expect(identityTheftNewClientDeadline(d(2026, 3, 1))).toEqual(d(2026, 3, 31));
  });
});
