#!/usr/bin/env node
// npm run settings: writes the settings table of docs/operations.md (between its settings markers)
// from the server's schema of the environment (apps/server/src/settings.ts), as Biome formats it. A
// server test (settings-table.test.ts) fails when the page's table differs from what this writes.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import {
  SETTINGS_END,
  SETTINGS_START,
  settingsDocument,
  withSettingsTable,
} from "../apps/server/src/settings-table.ts";

const file = settingsDocument();
const before = existsSync(file) ? readFileSync(file, "utf8") : "";
if (!before.includes(SETTINGS_START) || !before.includes(SETTINGS_END)) {
  console.error(
    `${relative(process.cwd(), file)} does not hold the settings markers (${SETTINGS_START} … ${SETTINGS_END}).`,
  );
  process.exit(1);
}
const after = withSettingsTable(before);
if (after !== before) writeFileSync(file, after);
console.log(`${relative(process.cwd(), file)}: settings table ${after === before ? "unchanged" : "written"}`);
