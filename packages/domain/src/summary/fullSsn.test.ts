import { describe, expect, it } from "vitest";
import { mayRevealFullSsn } from "./fullSsn.js";

describe("mayRevealFullSsn: only who may modify one of the employee's groups (enrollment.md §6)", () => {
  it.each([
    ["no groups", [], false],
    ["every group view-only", [false, false], false],
    ["one modifiable group among view-only ones", [false, true], true],
    ["every group modifiable", [true, true], true],
  ])("%s → %s", (_name, flags, allowed) => {
    expect(mayRevealFullSsn(flags.map((modifiable) => ({ modifiable })))).toBe(allowed);
  });
});
