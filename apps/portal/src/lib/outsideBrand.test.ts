import { describe, expect, it } from "vitest";
import { LAST_BRAND_STORAGE_KEY, lastBrand, outsideBrandCode, rememberLastBrand } from "./outsideBrand.js";

/** A storage of its own per test. */
function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("the brand of the pages outside an employer's frame (login, client selection)", () => {
  it("wears the deployment's pinned brand first, then the client worked for, then the last one", () => {
    const store = memory({ [LAST_BRAND_STORAGE_KEY]: "6012" });
    expect(outsideBrandCode("6010", "6008", store)).toBe("6010");
    expect(outsideBrandCode(null, "6008", store)).toBe("6008");
    expect(outsideBrandCode(null, null, store)).toBe("6012");
    expect(outsideBrandCode(undefined, undefined, memory())).toBeNull();
  });

  it("remembers only a brand code of the registry", () => {
    const store = memory();
    rememberLastBrand("6010", store);
    expect(lastBrand(store)).toBe("6010");
    rememberLastBrand("not-a-brand", store);
    rememberLastBrand(null, store);
    expect(lastBrand(store)).toBe("6010");
    expect(lastBrand(memory({ [LAST_BRAND_STORAGE_KEY]: "<script>" }))).toBeNull();
  });

  it("a storage that refuses is no error", () => {
    const refusing = {
      getItem: () => {
        throw new Error("disabled");
      },
      setItem: () => {
        throw new Error("disabled");
      },
    };
    expect(() => rememberLastBrand("6010", refusing)).not.toThrow();
    expect(outsideBrandCode(null, null, refusing)).toBeNull();
  });
});
