import { describe, expect, it } from "vitest";
import { forgetInTab, keepInTab, keptInTab } from "./tabStorage.js";
import { memoryStorage, refusingStorage } from "./tabStorage.test-support.js";

describe("what a page keeps in the tab", () => {
  it("keeps JSON under its key, gives it back parsed, and forgets it", () => {
    const storage = memoryStorage();
    keepInTab("k", { a: 1, b: ["x"] }, storage);
    expect(storage.items.get("k")).toBe('{"a":1,"b":["x"]}');
    expect(keptInTab("k", storage)).toEqual({ a: 1, b: ["x"] });
    forgetInTab("k", storage);
    expect(keptInTab("k", storage)).toBeNull();
  });

  it("answers null for nothing kept and for what is not JSON", () => {
    const storage = memoryStorage();
    expect(keptInTab("k", storage)).toBeNull();
    storage.setItem("k", "{not json");
    expect(keptInTab("k", storage)).toBeNull();
  });

  it("takes a storage that refuses, or none, as no error", () => {
    for (const storage of [refusingStorage(), null]) {
      expect(() => keepInTab("k", 1, storage)).not.toThrow();
      expect(keptInTab("k", storage)).toBeNull();
      expect(() => forgetInTab("k", storage)).not.toThrow();
    }
  });
});
