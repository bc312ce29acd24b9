#!/usr/bin/env node
// npm run billing -- [--month yyyy-MM] [--group N ...]: makes the month's bills on demand, as the
// invoice job does on the billing day (apps/server/src/billing/cli.ts).
import { spawnSync } from "node:child_process";
import { ensureInstalled, root, run } from "./lib/ensure.mjs";

ensureInstalled();
run("npx turbo run build --filter=@epr/server --output-logs=errors-only");
const res = spawnSync(process.execPath, ["apps/server/dist/billing/cli.js", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
process.exit(res.status ?? 1);
