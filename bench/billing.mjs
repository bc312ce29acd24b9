#!/usr/bin/env node
// npm run bench -- billing [members ...] [--pglite]   (default 1000000 on PostgreSQL; needs a build)
// The monthly invoice run at scale (docs/features/billing.md): the bench seed of N members into a
// throwaway database, then
//   1. the run of next month's bills in this process (the job's own `runInvoices`): bills, premium
//      lines, its time, bills and lines a second, node's CPU, and the peak memory of this process
//      while it runs (PostgreSQL's own work is in its own processes; PGlite's is in this one);
//   2. the month after, through the operator command (`npm run billing`) in a child process killed
//      with SIGKILL once about half its groups are billed, then the command again: the second run
//      bills only the rest, and no group has two bills of a month.
// Timings are printed, never asserted. The tables go to docs/benchmarks.md.
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { loadBuild, newSecret, seedByCommand, withStore } from "./lib/app.mjs";

const args = process.argv.slice(2).filter((a) => a !== "billing");
const engine = args.includes("--pglite") ? "PGlite" : "PostgreSQL";
const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);
if (sizes.length === 0) sizes.push(1_000_000);

const build = await loadBuild();
const { runInvoices } = await build.load("billing/job.js");
const { monthOf, shiftMonth } = await import("@epr/domain");
const cli = new URL("billing/cli.js", build.dist).pathname;
const nextMonth = shiftMonth(monthOf(new Date()), 1);
const monthAfter = shiftMonth(nextMonth, 1);

const fmt = (n, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits });
const mb = (bytes) => fmt(bytes / 2 ** 20, 0);

/** Samples this process's memory every 20 ms while `work` runs; answers its answer and the peaks. */
async function withPeaks(work) {
  const peak = { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed };
  const base = { ...peak };
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  }, 20);
  try {
    return { answer: await work(), base, peak };
  } finally {
    clearInterval(timer);
  }
}

/** Counts of a database: active groups, subscribers and members of active groups, bills of a month. */
async function counts(db, month) {
  const { rows } = await db.query(
    `select (select count(*)::int from groups where status = 'active') as groups,
            (select count(*)::int from invoices where month = to_date($1, 'YYYY-MM')) as bills,
            (select count(*)::int from (select group_number from invoices where month = to_date($1, 'YYYY-MM')
               group by group_number having count(*) > 1) d) as duplicates,
            (select count(*)::int from invoice_lines l join invoices i on i.id = l.invoice_id
              where i.month = to_date($1, 'YYYY-MM')) as lines`,
    [month],
  );
  return rows[0];
}

/** The operator command for `month`; with `killAt`, SIGKILLed once that many bills of it exist. */
function operatorRun(env, month, { killAt, db } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [cli, "--month", month], {
      env: { ...process.env, ...env, EPR_LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    let poll;
    if (killAt) {
      poll = setInterval(async () => {
        const { bills } = await counts(db, month).catch(() => ({ bills: 0 }));
        if (bills >= killAt && child.exitCode === null) child.kill("SIGKILL");
      }, 100);
    }
    child.on("exit", (code, signal) => {
      clearInterval(poll);
      const seconds = (performance.now() - started) / 1000;
      if (code === 0 || signal === "SIGKILL") resolve({ seconds, signal, output: output.trim() });
      else reject(new Error(`billing command failed (${code}): ${output}`));
    });
  });
}

const runRows = [];
const resumeRows = [];
for (const members of sizes) {
  const done = await withStore(
    engine,
    async (store) => {
      // The seed and the command seal and read SSNs with the same key, as servers of one database do.
      const env = { ...store.env, EPR_SECRET: newSecret() };
      const seedSeconds = seedByCommand(build, env, members);
      const db = await build.openDatabase(store.options);
      try {
        const { groups } = await counts(db, nextMonth);
        const { rows: sizeRows } = await db.query(
          `select count(distinct m.umi)::int as subscribers from employee_groups m
             join groups g using (group_number) where g.status = 'active'`,
        );
        const cpu = process.cpuUsage();
        const started = performance.now();
        const { answer: summary, base, peak } = await withPeaks(() => runInvoices(db, { month: nextMonth }));
        const seconds = (performance.now() - started) / 1000;
        const used = process.cpuUsage(cpu);
        runRows.push({
          members,
          subscribers: sizeRows[0].subscribers,
          groups,
          seedSeconds,
          bills: summary.made,
          lines: summary.lines,
          seconds,
          cpu: (used.user + used.system) / 1e6,
          rss: peak.rss - base.rss,
          peakRss: peak.rss,
          heap: peak.heap,
          load: loadavg()[0],
        });

        // Resumable: killed half way, run again; never a second bill of a month for a group. (PGlite
        // is one process's at a time: the command could not run beside this process's handle.)
        if (engine === "PGlite") return true;
        const killed = await operatorRun(env, monthAfter, { killAt: Math.ceil(groups / 2), db });
        const afterKill = await counts(db, monthAfter);
        const again = await operatorRun(env, monthAfter);
        const end = await counts(db, monthAfter);
        resumeRows.push({
          members,
          groups,
          killedSeconds: killed.seconds,
          killedBy: killed.signal ?? "finished first",
          billsAfterKill: afterKill.bills,
          againSeconds: again.seconds,
          againSaid: again.output,
          bills: end.bills,
          duplicates: end.duplicates,
        });
        return true;
      } finally {
        await db.close();
      }
    },
    { onDisk: true },
  );
  if (!done) console.log(`${engine} could not start here; nothing measured at ${fmt(members)} members.`);
}

console.log(
  `\nMonthly invoice run, ${engine}, bills of ${nextMonth} (one transaction per group, keyset batches):\n`,
);
console.log(
  "| members | subscribers | groups | seed | bills | premium lines | run time | bills/s | lines/s | node CPU | peak RSS (rise) | peak heap | load avg |",
);
console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of runRows)
  console.log(
    `| ${fmt(r.members)} | ${fmt(r.subscribers)} | ${fmt(r.groups)} | ${fmt(r.seedSeconds, 1)} s | ${fmt(r.bills)} | ${fmt(r.lines)} | ${fmt(r.seconds, 1)} s | ${fmt(r.bills / r.seconds, 1)} | ${fmt(r.lines / r.seconds)} | ${fmt(r.cpu, 1)} s | ${mb(r.peakRss)} MB (+${mb(r.rss)}) | ${mb(r.heap)} MB | ${fmt(r.load, 2)} |`,
  );
console.log(
  `\nResumed after a kill (${monthAfter}, the operator command, SIGKILL once half the groups had a bill):\n`,
);
console.log(
  "| members | groups | first run | bills when killed | second run | bills | groups billed twice |",
);
console.log("|---:|---:|---:|---:|---:|---:|---:|");
for (const r of resumeRows)
  console.log(
    `| ${fmt(r.members)} | ${fmt(r.groups)} | ${fmt(r.killedSeconds, 1)} s (${r.killedBy}) | ${fmt(r.billsAfterKill)} | ${fmt(r.againSeconds, 1)} s | ${fmt(r.bills)} | ${fmt(r.duplicates)} |`,
  );
for (const r of resumeRows) console.log(`  second run at ${fmt(r.members)}: ${r.againSaid}`);
const broken = resumeRows.filter((r) => r.duplicates > 0 || r.bills !== r.groups);
if (broken.length > 0) {
  console.log("A resumed run billed a group twice or left one unbilled.");
  process.exitCode = 1;
}
