import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast.js";
import { brandCodes, brandColor, defaultBrand, getBrand } from "./registry.js";
import { contrastPairs } from "./tokens.js";

describe("contrastRatio", () => {
  it("matches the WCAG reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
  it("rejects a colour that is not #rrggbb", () => {
    expect(() => contrastRatio("red", "#fff")).toThrow(/Not a #rrggbb/);
  });
});

// WCAG 2.2 AA: text 4.5:1 (1.4.3), focus indicators and control boundaries 3:1 (1.4.11, 2.4.11).
// One test per brand, its own #rrggbb colours (a record file's) included; a failure lists every pair below its minimum.
describe("every brand's tokens pass WCAG 2.2 AA contrast", () => {
  it.each([...brandCodes.map((c) => getBrand(c)), defaultBrand].map((b) => [b.code, b] as const))(
    "brand %s",
    (_code, brand) => {
      const failures = contrastPairs.flatMap(([fg, bg, min]) => {
        const ratio = contrastRatio(brandColor(brand, fg), brandColor(brand, bg));
        return ratio >= min ? [] : [`${fg} on ${bg}: ${ratio.toFixed(2)}:1 < ${min}:1`];
      });
      expect(failures).toEqual([]);
    },
  );
});
