import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, settingsSchema } from "./settings.js";
import {
  SETTINGS_END,
  SETTINGS_START,
  settingRows,
  settingsDocument,
  settingsTable,
  withSettingsTable,
} from "./settings-table.js";

// The operator's settings table (docs/operations.md) is generated from the configuration's schema
// (`npm run settings`): a setting added, removed or redocumented in settings.ts and not in the
// page fails here.
describe("the settings table", () => {
  it("is docs/operations.md's", () => {
    expect(relative(repoRoot, settingsDocument())).toBe(join("docs", "operations.md"));
  });

  it("in docs/operations.md is the table the schema generates (npm run settings)", () => {
    const text = readFileSync(settingsDocument(), "utf8");
    expect(text).toContain(SETTINGS_START);
    expect(text.slice(text.indexOf(SETTINGS_START), text.indexOf(SETTINGS_END))).toBe(
      `${SETTINGS_START}\n${settingsTable()}\n`,
    );
    expect(withSettingsTable(text)).toBe(text);
  });

  it("is nowhere else: the README links to it", () => {
    const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
    expect(readme).not.toContain(SETTINGS_START);
    expect(readme).toContain("docs/operations.md#settings");
  });

  it("has a row for every setting of the schema, with a default and what it does", () => {
    const rows = settingRows();
    expect(rows.map((row) => row.name)).toEqual(Object.keys(settingsSchema.shape));
    for (const row of rows) {
      expect(row.default, row.name).not.toBe("");
      expect(row.accepts, row.name).not.toBe("");
      expect(row.description, row.name).not.toBe("");
    }
  });

  it("generates rows that are padded to their column, as Biome writes them", () => {
    const widths = new Set(
      settingsTable()
        .split("\n")
        .map((line) => [...line].length),
    );
    expect(widths.size).toBe(1);
  });
});
