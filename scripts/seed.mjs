#!/usr/bin/env node
// npm run seed -- --members N [--seed S]: remakes the embedded demo database (or fills the empty
// PostgreSQL database of DATABASE_URL) with the deterministic generator.
import { spawnSync } from "node:child_process";
import { ensureInstalled, root, run } from "./lib/ensure.mjs";

ensureInstalled();
run("npx turbo run build --filter=@epr/server --output-logs=errors-only");
const res = spawnSync(process.execPath, ["apps/server/dist/seed/cli.js", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
process.exit(res.status ?? 1);
