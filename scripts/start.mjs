#!/usr/bin/env node
// npm start: install if needed, build, then one process serves the portal and the API on one port.
// The embedded database is migrated and, on first run, seeded with the demo.
import { spawn } from "node:child_process";
import { ensureBuilt, ensureInstalled, root } from "./lib/ensure.mjs";

ensureInstalled();
ensureBuilt();
// The server's node options (EPR_SEMI_SPACE_MB: the collector's young generation), as settings.ts reads them.
const { startNodeArgs } = await import("../apps/server/dist/settings.js");
const server = spawn(process.execPath, [...startNodeArgs(process.env), "apps/server/dist/main.js"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
