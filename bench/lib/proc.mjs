// The machine's processes as Linux's /proc tells them: the benches' CPU readings (bench/scale.mjs)
// and the cores they pin (bench/lib/pin.mjs) walk the same process tree.
import { readdirSync, readFileSync } from "node:fs";

/** One process's parent and its CPU clock ticks so far (user and system), from /proc/PID/stat. */
export function processStat(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name, in brackets, may hold spaces: the fields are read from after its ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** Every process: pid → { ppid, ticks }; null where there is no /proc. */
export function processes() {
  let entries;
  try {
    entries = readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const procs = new Map();
  for (const pid of entries) {
    try {
      procs.set(Number(pid), processStat(pid));
    } catch {
      // gone meanwhile
    }
  }
  return procs;
}

/** The first of `roots` that `pid` is or descends from, in `procs`; undefined for none. */
export function rootOf(procs, pid, roots) {
  for (let at = pid; at > 1; at = procs.get(at)?.ppid ?? 0) if (roots.includes(at)) return at;
  return undefined;
}
