// --pin of bench/scale.mjs: PostgreSQL on a core of its own, the servers and the load tool on the
// others, as deployed (the database on its own machine). On a machine this small, PostgreSQL, the
// server and the load tool otherwise take turns on the same cores, so every call that reads the
// database is slowed by the database's CPU as well as its own, and the bare route, which reads
// nothing, is not: a ratio to the bare route then measures the machine's sharing, not the server.
import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { processes, rootOf } from "./proc.mjs";

/** Every process under `root` (itself included). */
function processTree(root) {
  const procs = processes() ?? new Map();
  return [...procs.keys()].filter((pid) => rootOf(procs, pid, [root]) === root);
}

/** Pins `pid` and its threads (and, with `tree`, every process under it) to the cores in `cpus`. */
function pin(pid, cpus, tree = false) {
  for (const each of tree ? processTree(pid) : [pid])
    execFileSync("taskset", ["-a", "-p", "-c", cpus, String(each)], { stdio: "ignore" });
}

/**
 * The split: the last core for PostgreSQL, the rest for this process (so for the servers it starts,
 * which inherit it). Answers a function that pins a postmaster and its processes (the backends it
 * forks later inherit the core), and the split's description; null on a machine of one core.
 */
export function pinCores() {
  const cores = availableParallelism();
  if (cores < 2) return null;
  const database = String(cores - 1);
  const rest = cores === 2 ? "0" : `0-${cores - 2}`;
  pin(process.pid, rest);
  return {
    description: `PostgreSQL on core ${database}; the servers and the load tool on ${cores === 2 ? "core" : "cores"} ${rest}`,
    pinDatabase: (postmaster) => pin(postmaster, database, true),
  };
}
