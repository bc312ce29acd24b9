// A PostgreSQL cluster that outlives one bench run (`--keep DIR` of bench/scale.mjs): seeding a
// million members takes minutes, and the scale table is run again after every change. The cluster
// is made with the same settings as the test command's throwaway one (scripts/lib/postgres.mjs);
// the secret the SSNs were sealed with and the members seeded are kept beside it, so a later run
// opens the same rows with the same key. Loopback only, trust authentication: bench data only.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { findPostgres } from "../../scripts/lib/postgres.mjs";

/**
 * Starts (initdb'ing the first time) the cluster kept in `dir`; answers { url, pid, stop, seeded,
 * remember } or null without PostgreSQL binaries. `seeded` is { members, secret } once `remember`
 * recorded a seed, else null.
 */
export function keptPostgres(dir) {
  const bin = findPostgres();
  if (!bin) return null;
  const folder = resolve(dir);
  const data = join(folder, "data");
  const state = join(folder, "seeded.json");
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const full = asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
    const res = spawnSync(full[0], full[1], { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
    if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr || res.stdout}`);
  };
  mkdirSync(folder, { recursive: true });
  if (asRoot) {
    chmodSync(folder, 0o777);
    execFileSync("chown", ["postgres", folder]);
  }
  if (!existsSync(join(data, "PG_VERSION")))
    run(join(bin, "initdb"), ["-D", data, "-U", "app", "--auth=trust", "--no-sync"]);
  const port = 54829 + Math.floor(Math.random() * 500);
  run(join(bin, "pg_ctl"), [
    "-D",
    data,
    "-w",
    "-l",
    join(folder, "log"),
    "-o",
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${folder} -c fsync=off`,
    "start",
  ]);
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    pid: Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]),
    seeded: existsSync(state) ? JSON.parse(readFileSync(state, "utf8")) : null,
    remember: (seeded) => writeFileSync(state, JSON.stringify(seeded)),
    stop: () => run(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "stop"]),
  };
}
