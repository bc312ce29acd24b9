import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { tokensCss } from "./css.js";
import {
  type BrandRecordFile,
  brandColor,
  brandCssVariables,
  contrastFailures,
  contrastReport,
  copyFor,
  defaultCopy,
  defineBrand,
  families,
  palette,
} from "./registry-entry.js";

// docs/design-system.md "Add a brand": a new brand is one plain record file handed to defineBrand.
// The files here exist only in a temporary folder, as a team's new brand would before it ships.
const dir = mkdtempSync(join(tmpdir(), "epr-brand-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** Writes a record file and imports it; each call is a new file, as imports are cached by path. */
async function importRecordFile(name: string, record: BrandRecordFile): Promise<BrandRecordFile> {
  files += 1;
  const file = join(dir, `${name}-${files}.ts`);
  writeFileSync(file, `export default ${JSON.stringify(record, null, 2)} as const;\n`);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)).default;
}

const coastal: BrandRecordFile = {
  code: "7001",
  family: "meridian",
  name: "Coastal Vision",
  logo: "harbor",
  colors: { primary: "#8a1c1c", "primary-hover": "#6e1616", header: "navy-900", focus: "#0050b3" },
  shape: { "radius-card": "1rem" },
  copy: { memberIdHeading: "Coastal Member ID" },
  capabilities: { viewSbc: true, changePcp: false },
};

describe("a brand record file", () => {
  it("builds the record: name, logo, tokens, copy and flags over its family's", async () => {
    const brand = defineBrand(await importRecordFile("coastal", coastal));
    expect(brand).toMatchObject({
      code: "7001",
      family: "meridian",
      displayName: "Coastal Vision",
      logo: "harbor",
    });
    expect(brand.tokens.color.header).toBe("navy-900");
    expect(brand.tokens.color.secondary).toBe(families.meridian.tokens.color.secondary);
    expect(brand.tokens.shape["radius-card"]).toBe("1rem");
    expect(brand.tokens.shape["radius-control"]).toBe(families.meridian.tokens.shape["radius-control"]);
    expect(brand.capabilities).toMatchObject({
      viewSbc: true,
      changePcp: false,
      validatesVisionDentalOnSave: false,
    });
    // Copy: the file's wording, the default for the keys it leaves out.
    expect(copyFor(brand, "memberIdHeading")).toBe("Coastal Member ID");
    expect(copyFor(brand, "noProductSelected")).toBe(defaultCopy.noProductSelected);
  });

  it.each([
    ["primary", "#8a1c1c", "#8a1c1c"],
    ["focus", "#0050b3", "#0050b3"],
    ["header", palette["navy-900"], "var(--epr-palette-navy-900)"],
    [
      "link",
      palette[families.meridian.tokens.color.link],
      `var(--epr-palette-${families.meridian.tokens.color.link})`,
    ],
  ] as const)("token %s resolves to %s and its CSS variable is %s", async (token, hex, css) => {
    const brand = defineBrand(await importRecordFile(`coastal-${token}`, coastal));
    expect(brandColor(brand, token)).toBe(hex);
    expect(brandCssVariables(brand)[`--epr-${token}`]).toBe(css);
    expect(tokensCss([brand])).toContain(`[data-brand="7001"] {`);
    expect(tokensCss([brand]).split(`[data-brand="7001"] {`)[1]?.split("}")[0]).toContain(
      `  --epr-${token}: ${css};`,
    );
  });

  it("leaves the registry's CSS as it was when no record file is added", () => {
    expect(tokensCss([])).toBe(tokensCss());
    expect(tokensCss()).not.toContain('[data-brand="7001"]');
  });

  it("measures every contrast pair, and this record passes them all", async () => {
    const brand = defineBrand(await importRecordFile("coastal-pass", coastal));
    const report = contrastReport(brand);
    expect(report).toHaveLength(31);
    expect(
      report.find((p) => p.foreground === "primary-foreground" && p.background === "primary"),
    ).toMatchObject({
      foregroundColor: "#ffffff",
      backgroundColor: "#8a1c1c",
      minimum: 4.5,
      passes: true,
    });
    expect(contrastFailures(brand)).toEqual([]);
  });

  it.each([
    // A light primary: white text on it fails, and it fails as text and as a control on the page.
    [{ primary: "#7fb3e6" }, ["primary-foreground/primary", "primary/background", "primary/surface"]],
    // A pale focus ring fails 3:1 against every background it sits on.
    [{ focus: "#c8d2dc" }, ["focus/background", "focus/surface", "focus/muted"]],
    [{ "header-foreground": "slate-500", header: "slate-600" }, ["header-foreground/header"]],
  ] as const)("reports the pairs a record fails: %o", async (colors, failing) => {
    const brand = defineBrand(
      await importRecordFile("failing", { ...coastal, colors: { ...coastal.colors, ...colors } }),
    );
    expect(contrastFailures(brand).map((p) => `${p.foreground}/${p.background}`)).toEqual(failing);
    for (const pair of contrastFailures(brand)) expect(pair.ratio).toBeLessThan(pair.minimum);
  });

  it("refuses a colour that is neither a palette name nor #rrggbb", () => {
    expect(() =>
      defineBrand({ code: "7002", family: "harbor", colors: { primary: "red" as never } }),
    ).toThrow(/primary is neither a palette name nor #rrggbb: red/);
  });

  it("joins the registry, its CSS and its family when listed in brandFiles.ts", async () => {
    const file = await importRecordFile("coastal-listed", coastal);
    vi.resetModules();
    vi.doMock("./brandFiles.js", () => ({ brandRecordFiles: [file] }));
    try {
      const registry = await import("./registry-entry.js");
      expect(registry.getBrand("7001")).toMatchObject({ displayName: "Coastal Vision", family: "meridian" });
      expect(registry.isBrandCode("7001")).toBe(true);
      expect(registry.brandFamilies.meridian).toEqual(["9017", "9018", "7001"]);
      expect(registry.tokensCss()).toContain(
        '[data-brand="7001"] {\n  --epr-background: var(--epr-palette-white);',
      );
      expect(registry.copyFor("7001", "memberIdHeading")).toBe("Coastal Member ID");
    } finally {
      vi.doUnmock("./brandFiles.js");
      vi.resetModules();
    }
  });
});
