import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = resolve(import.meta.dirname, "../..");

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once("error", fail);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts the product the way `npm start` runs it (the built server serving the built portal) on a
 * free port, with a fresh embedded database seeded by the same generator. The entry is the e2e
 * one: the same app plus the /__e2e fixture routes tests make their own data with (fixtures.ts).
 */
export default async function setup(project: TestProject) {
  const main = join(root, "apps/server/dist/testing/e2e-main.js");
  if (!existsSync(main) || !existsSync(join(root, "apps/portal/dist/index.html"))) {
    throw new Error("Build first (npm test does): apps/server/dist or apps/portal/dist is missing.");
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "epr-e2e-"));
  const server: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      EPR_DATA_DIR: join(dataDir, "pglite"),
      EPR_SEED_MEMBERS: "800",
      BRAND: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout?.on("data", (d) => {
    log += d;
  });
  server.stderr?.on("data", (d) => {
    log += d;
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    const ok = await fetch(`${baseURL}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`The server did not answer /api/health in 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide("baseURL", baseURL);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
