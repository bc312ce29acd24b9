#!/usr/bin/env node
// npm run dev: the API with reload on change (port 3001) and the portal with hot module reload
// (http://localhost:5173, proxying /api). Workspace packages are read from source, so edits to
// any package show at once.
import { spawn } from "node:child_process";
import { ensureInstalled, root } from "./lib/ensure.mjs";

ensureInstalled();
// The portal is opened at Vite's address, which proxies /api with its Host unchanged: that address is
// the API's public one (the host it answers besides its own port's loopback names, and its links).
const env = {
  EPR_PUBLIC_URL: "http://localhost:5173",
  ...process.env,
  PORT: process.env.API_PORT ?? "3001",
  EPR_PORTAL_DIR: "/nonexistent",
};
const children = [
  spawn("npx", ["tsx", "watch", "--conditions=@epr/source", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env,
  }),
  spawn("npx", ["vite", "--host", "127.0.0.1"], {
    cwd: `${root}/apps/portal`,
    stdio: "inherit",
    env: process.env,
  }),
];
console.log("Portal with hot reload: http://localhost:5173 (API on port 3001)");
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
