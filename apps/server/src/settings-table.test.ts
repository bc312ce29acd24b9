import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, settingsSchema } from "./settings.js";
import {
  SETTINGS_END,
  SETTINGS_START,
  settingRows,
  settingsDocuments,
  settingsTable,
  withSettingsTable,
} from "./settings-table.js";

// The README's settings table is generated from the configuration's schema (`npm run settings`):
// a setting added, removed or redocumented in config.ts and not in the README fails here.
describe("the settings table", () => {
  it("is in the README", () => {
    expect(settingsDocuments().length).toBeGreaterThan(0);
  });

  const documents = settingsDocuments().map((file) => [relative(repoRoot, file), file] as const);
  it.each(documents)("%s holds the table the schema generates (npm run settings)", (_name, file) => {
    const text = readFileSync(file, "utf8");
    expect(text.slice(text.indexOf(SETTINGS_START), text.indexOf(SETTINGS_END))).toBe(
      `${SETTINGS_START}\n${settingsTable()}\n`,
    );
    expect(withSettingsTable(text)).toBe(text);
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
