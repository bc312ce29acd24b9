import { describe, expect, it } from "vitest";
import { brandRecordFiles } from "../brandFiles.js";
import {
  brandCodes,
  brandColor,
  brandCssVariables,
  contrastFailures,
  contrastReport,
  copyFor,
  defaultCopy,
  defineBrand,
  families,
  palette,
  tokensCss,
} from "../registry-entry.js";
import example from "./example.js";

// docs/design-system.md "Add a brand": example.ts is the record file a new team copies; these checks
// prove it builds a whole brand as it stands.
const brand = defineBrand(example);

describe("the example brand record file", () => {
  it("builds a theme: its own colours and shape over its family's", () => {
    expect(brand).toMatchObject({
      code: "7001",
      family: "meridian",
      displayName: "Coastal Vision",
      logo: "harbor",
    });
    expect(brandColor(brand, "primary")).toBe("#8a1c1c");
    expect(brandColor(brand, "header")).toBe(palette["navy-900"]);
    // What the file leaves out is the family's.
    expect(brand.tokens.color.secondary).toBe(families.meridian.tokens.color.secondary);
    expect(brand.tokens.shape).toMatchObject({
      "radius-card": "1rem",
      "radius-control": "0.25rem",
      "space-card": families.meridian.tokens.shape["space-card"],
    });
  });

  it("gives its CSS variables, in its own [data-brand] block", () => {
    expect(brandCssVariables(brand)).toMatchObject({
      "--epr-primary": "#8a1c1c",
      "--epr-header": "var(--epr-palette-navy-900)",
      "--epr-radius-card": "1rem",
    });
    const block = tokensCss([brand]).split('[data-brand="7001"] {')[1]?.split("}")[0];
    expect(block).toContain("  --epr-primary: #8a1c1c;");
    expect(block).toContain("  --epr-focus: #0050b3;");
  });

  it("gives its copy, and the default wording for the keys it leaves out", () => {
    expect(copyFor(brand, "memberIdHeading")).toBe("Coastal Member ID");
    expect(copyFor(brand, "customerServicePhone")).toBe("1-800-555-0177");
    expect(copyFor(brand, "noProductSelected")).toBe(defaultCopy.noProductSelected);
  });

  it("sets its capability flags over the ones the bare code and family give", () => {
    const bare = defineBrand({ code: example.code, family: example.family });
    expect(brand.capabilities).toEqual({ ...bare.capabilities, viewSbc: true, changePcp: false });
    expect(bare.capabilities).toMatchObject({ viewSbc: false, changePcp: true });
  });

  it("passes every contrast pair (WCAG 2.2 AA)", () => {
    expect(contrastReport(brand).length).toBeGreaterThan(0);
    expect(contrastFailures(brand)).toEqual([]);
  });

  it("stays out of the registry: the product's brands do not change", () => {
    expect(brandRecordFiles).not.toContain(example);
    expect(brandCodes).not.toContain(example.code);
    expect(tokensCss()).not.toContain('[data-brand="7001"]');
  });
});
