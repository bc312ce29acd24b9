#!/usr/bin/env node
// npm run settings: writes the settings table of the README (between its settings markers) from the
// server's schema of the environment (apps/server/src/settings.ts), as Biome formats it. A server
// test (settings-table.test.ts) fails when the README's table differs from what this writes.
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { settingsDocuments, withSettingsTable } from "../apps/server/src/settings-table.ts";

const documents = settingsDocuments();
if (documents.length === 0) {
  console.error("No document holds the settings markers (<!-- settings:start --> … <!-- settings:end -->).");
  process.exit(1);
}
for (const file of documents) {
  const before = readFileSync(file, "utf8");
  const after = withSettingsTable(before);
  if (after !== before) writeFileSync(file, after);
  console.log(
    `${relative(process.cwd(), file)}: settings table ${after === before ? "unchanged" : "written"}`,
  );
}
