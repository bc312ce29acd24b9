import { describe, expect, it } from "vitest";
import { spendingAccountBlackout } from "./blackout.js";

const dates = { blackoutStartDate: "12/15/2026", blackoutEndDate: "01/05/2027" };

describe("spendingAccountBlackout (session-and-admin.md §2 /home, §3 clientQualifiers)", () => {
  it.each([
    ["no spending account", { spendingAccountBlackedOut: true, ...dates }, null],
    ["a spending account, no blackout", { spendingAccount: true, ...dates }, null],
    [
      "in blackout",
      { spendingAccount: true, spendingAccountBlackedOut: true, ...dates },
      { state: "blackedOut", startDate: "12/15/2026", endDate: "01/05/2027" },
    ],
    [
      "before a blackout",
      { spendingAccount: true, spendingAccountPreBlackedOut: true, ...dates },
      { state: "preBlackout", startDate: "12/15/2026", endDate: "01/05/2027" },
    ],
    [
      "both flags: the blackout in force wins",
      {
        spendingAccount: true,
        spendingAccountBlackedOut: true,
        spendingAccountPreBlackedOut: true,
        ...dates,
      },
      { state: "blackedOut", startDate: "12/15/2026", endDate: "01/05/2027" },
    ],
    [
      "in blackout without dates",
      { spendingAccount: true, spendingAccountBlackedOut: true, blackoutStartDate: "" },
      { state: "blackedOut", startDate: null, endDate: null },
    ],
  ])("%s", (_name, qualifiers, expected) => {
    expect(spendingAccountBlackout(qualifiers)).toEqual(expected);
  });
});
