#!/usr/bin/env node
// Checks the committed API reports against the built packages (docs/releasing.md): a changed entry
// with a pending changeset of the right kind gets its report rewritten, to commit; one without fails.
// `npm run api-report` builds the packages first. `-- --write` rewrites every report unasked (a first
// baseline only: it skips the changeset check).
import { checkApiReports } from "./lib/api-report.mjs";
import { root } from "./lib/ensure.mjs";

const write = process.argv.includes("--write");
const { ok, results } = await checkApiReports({ root, write });
if (write) {
  console.log(`API reports: wrote ${results.length} (no changeset check)`);
  process.exit(0);
}
for (const r of results.filter((r) => r.changed)) console.log(`${r.ok ? "✓" : "✗"} ${r.message}`);
console.log(
  `API reports: ${results.length} entries, ${results.filter((r) => r.changed).length} changed, ` +
    `${results.filter((r) => !r.ok).length} without the changeset they need`,
);
process.exit(ok ? 0 : 1);
