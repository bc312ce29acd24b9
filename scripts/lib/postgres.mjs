// A throwaway PostgreSQL server for the server suite's second run, when the machine has the
// server binaries (initdb, pg_ctl). The embedded PGlite run always happens; this one proves the
// same code, schema and migrations on a real server.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const candidates = [
  "/usr/local/bin",
  "/usr/lib/postgresql/17/bin",
  "/usr/lib/postgresql/16/bin",
  "/usr/lib/postgresql/15/bin",
];

export function findPostgres() {
  return candidates.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"))) ?? null;
}

/** Starts a fresh cluster on a free-ish port; returns its URL and a stop function, or null. */
export function startPostgres() {
  const bin = findPostgres();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), "epr-pg-"));
  const data = join(dir, "data");
  const port = 54329 + Math.floor(Math.random() * 500);
  // initdb refuses root: run the server as the postgres user when we are root (TOOLCHAIN.md).
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const full = asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
    const res = spawnSync(full[0], full[1], { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
    if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr || res.stdout}`);
  };
  try {
    if (asRoot) {
      chmodSync(dir, 0o777);
      execFileSync("chown", ["postgres", dir]);
    }
    run(join(bin, "initdb"), ["-D", data, "-U", "app", "--auth=trust", "--no-sync"]);
    run(join(bin, "pg_ctl"), [
      "-D",
      data,
      "-w",
      "-l",
      join(dir, "log"),
      "-o",
      `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off`,
      "start",
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    console.log(`(PostgreSQL server could not start: ${error.message.split("\n")[0]})`);
    return null;
  }
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    /** The postmaster's process id (the first line of its postmaster.pid): its backends are its children. */
    pid: Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]),
    stop() {
      try {
        run(join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
