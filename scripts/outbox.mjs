#!/usr/bin/env node
// npm run outbox [-- --limit N]: the latest e-mails the portal "sent" into the outbox of the embedded
// database (or of DATABASE_URL), newest last, so a newcomer can read a passcode.
import { spawnSync } from "node:child_process";
import { ensureInstalled, root, run } from "./lib/ensure.mjs";

ensureInstalled();
run("npx turbo run build --filter=@epr/server --output-logs=errors-only");
const res = spawnSync(process.execPath, ["apps/server/dist/mail/outbox-cli.js", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
process.exit(res.status ?? 1);
