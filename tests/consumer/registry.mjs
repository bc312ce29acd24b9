// A local npm registry for the release test (docs/releasing.md): Verdaccio with its storage, config
// and users in a folder of the run's own, on a free port of 127.0.0.1. It serves the @epr scope only,
// with no uplink, so what the consumer installs under @epr is what this run published and nothing
// from the public registry; every other package still comes from the normal registry.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const verdaccio = fileURLToPath(new URL("../../node_modules/.bin/verdaccio", import.meta.url));

/** A port the OS says is free now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts Verdaccio in `dir` and makes a throwaway user on it. Returns `{ url, token, stop }`; `stop`
 * is also run on the process's exit, so no exit path leaves the registry running.
 */
export async function startRegistry(dir) {
  mkdirSync(join(dir, "storage"), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  writeFileSync(
    join(dir, "config.yaml"),
    [
      `storage: ${JSON.stringify(join(dir, "storage"))}`,
      "auth:",
      "  htpasswd:",
      `    file: ${JSON.stringify(join(dir, "htpasswd"))}`,
      "uplinks: {}",
      "packages:",
      "  '@epr/*':",
      "    access: $all",
      "    publish: $authenticated",
      "    unpublish: $authenticated",
      "log: { type: stdout, format: pretty, level: error }",
      "",
    ].join("\n"),
  );
  const child = spawn(verdaccio, ["--config", join(dir, "config.yaml"), "--listen", `127.0.0.1:${port}`], {
    cwd: dir,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    child.kill("SIGTERM");
  };
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  try {
    await waitFor(`${url}-/ping`, () => child.exitCode !== null);
    const name = `release-${randomBytes(4).toString("hex")}`;
    const res = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, password: randomBytes(16).toString("hex") }),
    });
    const { token } = await res.json();
    if (!res.ok || !token) throw new Error(`Verdaccio made no user (${res.status})`);
    return { url, token, stop };
  } catch (error) {
    stop();
    throw new Error(`${error.message}${stderr ? `\n${stderr.trim().split("\n").slice(-5).join("\n")}` : ""}`);
  }
}

async function waitFor(url, exited) {
  for (let i = 0; i < 300; i++) {
    if (exited()) throw new Error("Verdaccio exited before it answered");
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Verdaccio did not answer at ${url}`);
}
