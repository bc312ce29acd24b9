import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../lib/tabStorage.test-support.js";
import { SPENDING_TARGET_KEY, spendingTarget } from "./spendingTarget.js";

const memory = (initial: Record<string, string> = {}) => {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(initial)) storage.setItem(key, value);
  return storage;
};

describe("spending accounts target (assist-employees.md §2.2)", () => {
  it.each([
    ["umi=M1&groupNumber=100100", {}, { umi: "M1", groupNumber: "100100" }],
    ["umi=M1", {}, { umi: "M1", groupNumber: null }],
    ["", {}, null],
    ["groupNumber=100100", {}, null],
    [
      "",
      { [SPENDING_TARGET_KEY]: '{"umi":"M2","groupNumber":"100107"}' },
      { umi: "M2", groupNumber: "100107" },
    ],
    ["", { [SPENDING_TARGET_KEY]: "not json" }, null],
    ["", { [SPENDING_TARGET_KEY]: '{"umi":""}' }, null],
  ])("?%s with %o → %o", (search, stored, expected) => {
    expect(spendingTarget(new URLSearchParams(search), memory(stored))).toEqual(expected);
  });

  it("remembers a given target for the next visit without one", () => {
    const storage = memory();
    spendingTarget(new URLSearchParams("umi=M3&groupNumber=100114"), storage);
    expect(spendingTarget(new URLSearchParams(""), storage)).toEqual({ umi: "M3", groupNumber: "100114" });
  });
});
