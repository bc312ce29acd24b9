// Starts the built product as `npm start` runs it (the built server serving the built portal) on a
// free port with a fresh embedded database in a folder of its own, seeded by the demo generator.
// The e2e global setup (tests/e2e/global-setup.ts) and Lighthouse (bench/lighthouse.mjs) use it.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;

/** A port nobody listens on now. */
export function freePort() {
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
 * Starts `apps/server/dist/<entry>` and waits until it answers /api/health.
 * @param {{ entry?: string, seedMembers?: number, timeoutMs?: number, env?: Record<string, string> }} [options]
 * @returns {Promise<{ baseURL: string, stop: () => Promise<void> }>}
 */
export async function startProductServer(options = {}) {
  const { entry = "main.js", seedMembers = 800, timeoutMs = 90_000, env = {} } = options;
  const main = join(root, "apps/server/dist", entry);
  if (!existsSync(main) || !existsSync(join(root, "apps/portal/dist/index.html"))) {
    throw new Error("Build first (npm run build): apps/server/dist or apps/portal/dist is missing.");
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "epr-product-"));
  const server = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      EPR_DATA_DIR: join(dataDir, "pglite"),
      EPR_SEED_MEMBERS: String(seedMembers),
      BRAND: "",
      // The JSON access log of a whole e2e run would pile up in `log` below: warnings and errors only.
      EPR_LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout.on("data", (d) => {
    log += d;
  });
  server.stderr.on("data", (d) => {
    log += d;
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
      const ok = await fetch(`${baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) {
        throw new Error(`The server did not answer /api/health in ${timeoutMs / 1000} s:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
