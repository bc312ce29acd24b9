#!/usr/bin/env node
// Eligibility in bulk at scale: for N rows of each kind of file (a CSV census, an .xlsx census, an
// X12 834), made by the product's own writers (the census columns of @epr/domain, write834), each row
// adding a new employee with medical coverage in one group of the demo client, times what the product
// does with it: reading the file as the upload route does (openUpload: the file's rows read one at a
// time, a census's through readCensusHeadings, an 834's by stream834, each row's groups through the
// policy), each row dropped as it is read; the upload as the route runs it, the rows read again and
// stored as they come (openUpload into startImport, one pass); judging it (the eligibility.judge job,
// run by the job runner to its end) and applying it (POST …/apply with mode validOnly, then the
// eligibility.apply job to its end). A build from before the upload streamed (--dist: its upload.js
// has readUpload) is measured as it ran: the rows read and held, then stored. Beside each timing, a ceiling measured in the same process: for
// reading, the file's bytes only (the text decoded and split into lines; a workbook's zip entries
// inflated and decoded); for judging, storing the import (its rows written once, 500 a multi-row
// INSERT, as startImport does); for applying, the bare write of the rows applying made (the added
// employees' `employees` and `employee_groups` rows inserted again into empty copies of those tables,
// 500 a multi-row INSERT, one transaction).
// Memory: each kind and size runs in its own process on a fresh PGlite database (on disk, as a server
// keeps it): the heap sampled every 20 ms and at each phase's end (after a full GC before the phase),
// the heap held after reading and after storing (what the phase left referenced, collected), and the
// process's peak RSS (which holds PGlite's WebAssembly memory too). For a build whose upload streams,
// the live heap while reading and while uploading: further passes, the heap collected every 5,000
// rows and at the last (the sampled peaks hold garbage V8 has not collected yet, which grows with the
// work done, not with what is kept).
// Usage: node --expose-gc bench/import.mjs [rows ...] [--kinds=csv,xlsx,834] [--apply-up-to=N]
//   [--apply-seconds=S] [--dist=<folder>] [--queries] [--engine=postgres]
//   (default 1000 10000 50000, every kind, on PGlite; --engine=postgres on a PostgreSQL server started
//   for the run, when its binaries are here; a file
//   is applied up to N rows: by default the CSV at every size, the .xlsx up to 10000, as applying
//   50,000 rows once says what it costs at that size). --apply-seconds stops applying after S seconds
//   (its rate is then of the rows applied); --dist measures another build of the server (a copy of
//   apps/server/dist made before a change, kept under apps/server/); --queries prints each
//   statement's count and time. Each phase's time is printed as it ends (stderr).
// Needs `npm run build`. Prints tables; no thresholds (times follow the machine's load).
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { Writable } from "node:stream";
import { inflateRawSync } from "node:zlib";
import { censusColumns, formatUsDate, write834 } from "@epr/domain";
import ExcelJS from "exceljs";
import { inProcess, loadBuild, newSecret, seed, signIn, withStore } from "./lib/app.mjs";

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const KINDS = ["csv", "xlsx", "834"];
const MB = 1024 * 1024;
/** The demo client's group the rows add employees to (as apps/server/src/eligibility/files.test.ts). */
const GROUP = "100114";
const CLIENT = "100001";

/** Runs each kind and size in its own process (so its peak RSS is its own) and prints the tables. */
function parent() {
  const sizes = args.map(Number).filter(Boolean);
  const kinds = option("kinds")?.split(",") ?? KINDS;
  const applyUpTo = option("apply-up-to");
  const results = [];
  for (const rows of sizes.length ? sizes : [1000, 10_000, 50_000]) {
    for (const kind of kinds) {
      const apply = rows <= Number(applyUpTo ?? (kind === "csv" ? Number.POSITIVE_INFINITY : 10_000));
      const started = performance.now();
      const res = spawnSync(
        process.execPath,
        [
          "--expose-gc",
          new URL(import.meta.url).pathname,
          "--one",
          kind,
          String(rows),
          ...(apply ? ["--apply"] : []),
          ...args.filter(
            (a) =>
              a.startsWith("--dist=") ||
              a.startsWith("--apply-seconds=") ||
              a.startsWith("--engine=") ||
              a === "--queries" ||
              a === "--no-judge",
          ),
        ],
        { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64 * MB },
      );
      const line = res.stdout.trim().split("\n").pop() ?? "";
      if (res.status !== 0 || !line.startsWith("{")) {
        console.error(`${kind} ${rows}: failed (${res.status}): ${res.stdout.slice(-2000)}`);
        process.exitCode = 1;
        continue;
      }
      const r = JSON.parse(line);
      results.push(r);
      console.error(`${kind} ${rows}: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }
  const n = (x) => x.toLocaleString("en-US");
  const s = (x) => (x === null ? "–" : x.toFixed(x < 10 ? 2 : 1));
  const rate = (rows, x) => (x === null ? "–" : n(Math.round(rows / x)));
  const times = (x, c) => (x === null || !c ? "–" : `×${(x / c).toFixed(x / c < 10 ? 1 : 0)}`);
  console.log(
    "\n| file | rows | MB | read s | read rows/s | read ÷ bytes only | store s | judge s | judge CPU s | judge rows/s | judge ÷ store | apply s | apply CPU s | apply rows/s | apply ÷ bare insert | bare insert s | applied / pending / refused |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of results) {
    console.log(
      `| ${r.kind} | ${n(r.rows)} | ${(r.bytes / MB).toFixed(1)} | ${s(r.read)} | ${rate(r.rows, r.read)} | ${times(r.read, r.readCeiling)} | ${s(r.store)} | ${s(r.judge)} | ${s(r.cpu?.judge ?? null)} | ${rate(r.rows, r.judge)} | ${times(r.judge, r.store)} | ${r.apply === null ? "–" : s(r.apply)} | ${s(r.cpu?.apply ?? null)} | ${rate(r.applyRows, r.apply)} | ${times(r.apply, r.insertCeiling)} | ${r.insertCeiling === null ? "–" : s(r.insertCeiling)} | ${r.outcome} |`,
    );
  }
  console.log(
    "\n| file | rows | heap at start MB | peak heap MB: read | store | judge | apply | heap held after read MB | after store MB | live heap reading MB | live heap uploading MB | peak RSS MB: after read | at end |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  const mb = (x) => (x === null ? "–" : (x / MB).toFixed(0));
  for (const r of results) {
    const p = r.peaks;
    console.log(
      `| ${r.kind} | ${n(r.rows)} | ${mb(r.heapStart)} | ${mb(p.read)} | ${mb(p.store)} | ${mb(p.judge)} | ${mb(p.apply)} | ${mb(r.heldAfterRead)} | ${mb(r.heldAfterStore)} | ${mb(r.liveRead ?? null)} | ${mb(r.live ?? null)} | ${mb(r.rssAfterRead)} | ${mb(r.rssPeak)} |`,
    );
  }
  console.log("\n| file | rows | one subscriber's rows ms | next subscriber to apply ms |");
  console.log("|---|---:|---:|---:|");
  for (const r of results)
    console.log(
      `| ${r.kind} | ${n(r.rows)} | ${r.lookups?.subscriberRows ?? "–"} | ${r.lookups?.nextToApply ?? "–"} |`,
    );
}

/** A valid SSN for the i-th row (area 871, group 10–21, serial 1000–9999: never 00 or 0000), none the seed's. */
const ssnOf = (i) => `871${String(10 + Math.floor(i / 9000)).padStart(2, "0")}${1000 + (i % 9000)}`;
/** A last name of letters only for the i-th row (the screens' name rule takes no digits). */
const nameOf = (i) => {
  let name = "";
  for (let x = i; name.length < 5; x = Math.floor(x / 26)) name += String.fromCharCode(97 + (x % 26));
  return `Bulk${name}`;
};

/** The rows' member fields (one new employee each), as the census columns and write834 take them. */
function memberRows(count, product) {
  const today = new Date();
  const effective = formatUsDate(new Date(today.getFullYear(), today.getMonth() + 1, 1));
  const birthDate = formatUsDate(new Date(today.getFullYear() - 40, today.getMonth(), 1));
  return Array.from({ length: count }, (_, i) => ({
    source: { kind: "row", row: i + 2 },
    action: "add",
    subscriberSsn: ssnOf(i),
    relationshipCode: "18",
    ssn: ssnOf(i),
    firstName: "Quinn",
    lastName: nameOf(i),
    gender: i % 2 ? "M" : "F",
    birthDate,
    address1: "1 Dock Road",
    city: "Philadelphia",
    state: "PA",
    zip: "19103",
    otherInsuranceIndicator: "N",
    medicareEligibleIndicator: "N",
    coverages: [
      { groupNumber: GROUP, coverageType: "MEDICAL", productId: product, effectiveDate: effective },
    ],
    columns: {},
  }));
}

/** A row's cells in the census columns' order (a coverage column from the row's coverage of its type). */
function censusCells(row) {
  return censusColumns.map((column) => {
    if (column.field === "action") return "Add";
    if (column.coverageType) {
      const coverage = row.coverages.find((c) => c.coverageType === column.coverageType);
      return coverage?.[column.field] ?? "";
    }
    const value = row[column.field];
    if (column.field === "otherInsuranceIndicator" || column.field === "medicareEligibleIndicator")
      return value === "Y" ? "Yes" : "No";
    return value ?? "";
  });
}

/** The file of `kind` with `count` rows, made by the product's writers. */
async function makeFile(kind, count, product) {
  const rows = memberRows(count, product);
  const headings = censusColumns.map((c) => c.heading);
  if (kind === "csv")
    return Buffer.from([headings, ...rows.map(censusCells)].map((r) => r.join(",")).join("\r\n"));
  if (kind === "xlsx") {
    const chunks = [];
    const stream = new Writable({
      write(chunk, _, done) {
        chunks.push(chunk);
        done();
      },
    });
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useSharedStrings: false,
      useStyles: false,
    });
    const sheet = book.addWorksheet("Census");
    sheet.addRow(headings).commit();
    for (const row of rows) sheet.addRow(censusCells(row)).commit();
    sheet.commit();
    await book.commit();
    return Buffer.concat(chunks);
  }
  return Buffer.from(
    write834({
      sender: { id: "HRSYSTEM" },
      receiver: { id: "PORTAL" },
      interchangeControlNumber: 7,
      createdAt: new Date(),
      sponsor: { name: `CLIENT ${CLIENT}` },
      payer: { name: "CARRIER" },
      fullFile: false,
      rows,
    }),
  );
}

/** The read's ceiling: the file's bytes only (text decoded and split into lines; a zip's entries inflated and decoded). */
function bytesOnly(kind, bytes, zipEntries) {
  const decoder = new TextDecoder("utf-8");
  if (kind !== "xlsx") return decoder.decode(bytes).split(/\r\n|\n|\r/).length;
  let lines = 0;
  for (const entry of zipEntries(bytes)) {
    const at = entry.localOffset;
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    lines += decoder.decode(entry.method === 8 ? inflateRawSync(data) : data).split("<row").length;
  }
  return lines;
}

/** One kind and size, in this process: prints one JSON line of figures. */
async function one(kind, count, apply) {
  const build = await loadBuild(option("dist"));
  const [upload, { startImport, readImport, appliedCounts }, { actingSession }] = await Promise.all(
    ["eligibility/upload.js", "eligibility/store.js", "eligibility/acting-session.js"].map(build.load),
  );
  const [{ serverJobs }, { createJobRunner }, { zipEntries }] = await Promise.all(
    ["jobs/handlers.js", "jobs/runner.js", "eligibility/file-type.js"].map(build.load),
  );
  const config = { delayedProcessingSeconds: 0, flags: { SEP: false, ALERTS: false } };

  // The product's database: PGlite in this process (its CPU is this process's), or a PostgreSQL
  // server started for the run (--engine=postgres: the database works in its own processes, so the
  // CPU figures are the product's code alone and the wall time is the figure to read).
  const engine = option("engine") === "postgres" ? "PostgreSQL" : "PGlite";
  const ran = await withStore(
    engine,
    async ({ options }) => {
      const opened = await build.openDatabase(options);
      const stats = args.includes("--queries") ? new Map() : null;
      const db = stats ? counted(opened, stats) : opened;
      try {
        const vault = build.ssnVault(newSecret());
        const { migration } = await seed(build, db, { members: 50, vault });
        // Group 100114 asks no Plan Coverage answer a census row does not carry (as files.test.ts sets it).
        await db.query(
          `update groups set additional = additional || '{"tobaccoQuestionRequired": false, "providerRequired": false}'::jsonb
            where group_number = $1`,
          [GROUP],
        );
        await db.query("update group_report_codes set required = false where group_number = $1", [GROUP]);
        const { rows: ids } = await db.query(
          `select a.id as admin_id, c.id as client_id from plan_admins a, clients c
            where a.login_id = 'demo.admin' and c.client_number = $1`,
          [CLIENT],
        );
        const adminId = Number(ids[0].admin_id);
        const clientId = Number(ids[0].client_id);
        // demo.admin may change the group (an administrator who applies a file must).
        await db.query(
          `insert into admin_group_entitlements (admin_id, group_number, employee_data, spending_account)
           values ($1, $2, 'Modify', 'Modify')
           on conflict (admin_id, group_number) do update set employee_data = 'Modify'`,
          [adminId, GROUP],
        );
        const { rows: products } = await db.query(
          `select product_id from group_products where group_number = $1 and coverage_type = 'MEDICAL'
            order by product_id limit 1`,
          [GROUP],
        );
        let bytes = await makeFile(kind, count, products[0].product_id);
        const fileBytes = bytes.length;
        const session = await actingSession(db, adminId, clientId);

        // Memory: the heap's peak per phase (sampled, and at the phase's end), from a collected start.
        const peaks = { read: null, store: null, judge: null, apply: null };
        const held = {};
        const cpu = {};
        const maxRss = () => process.resourceUsage().maxRSS * 1024;
        let phase = null;
        const sample = () => {
          if (phase) peaks[phase] = Math.max(peaks[phase] ?? 0, process.memoryUsage().heapUsed);
        };
        const sampler = setInterval(sample, 20).unref();
        const timed = async (name, work) => {
          globalThis.gc?.();
          phase = name;
          const started = performance.now();
          const cpuBefore = process.cpuUsage();
          const result = await work();
          const seconds = (performance.now() - started) / 1000;
          // The process's CPU (this process holds PGlite too): what the phase costs on a machine not shared.
          const used = process.cpuUsage(cpuBefore);
          cpu[name] = (used.user + used.system) / 1e6;
          sample();
          phase = null;
          // What the phase leaves held (its answer still referenced): a collected heap.
          globalThis.gc?.();
          held[name] = process.memoryUsage().heapUsed;
          // Each phase as it ends, so a run stopped early still tells what it measured.
          console.error(
            `${kind} ${count}: ${name} ${seconds.toFixed(1)} s (CPU ${cpu[name].toFixed(1)} s), peak heap ${(peaks[name] / MB).toFixed(0)} MB, peak RSS ${(maxRss() / MB).toFixed(0)} MB`,
          );
          return [seconds, result];
        };
        globalThis.gc?.();
        const heapStart = process.memoryUsage().heapUsed;

        // The ceiling of reading: the bytes only, best of three.
        let readCeiling = Number.POSITIVE_INFINITY;
        for (let i = 0; i < 3; i++) {
          const started = performance.now();
          bytesOnly(kind, bytes, zipEntries);
          readCeiling = Math.min(readCeiling, (performance.now() - started) / 1000);
        }
        const fileName = `census-${count}.${kind === "834" ? "834" : kind}`;
        // read: the upload's rows taken to their end and dropped (nothing is kept between reading and
        // storing: the route stores them as they are read). An older build's readUpload holds them.
        const streams = typeof upload.openUpload === "function";
        let [read, input] = await timed("read", async () => {
          if (!streams) {
            const whole = await upload.readUpload(fileName, bytes, new Date());
            upload.enforceRowGroups(session, whole.rows);
            return whole;
          }
          const opened = await upload.openUpload(fileName, bytes, new Date(), session);
          let taken = 0;
          for await (const _row of opened.rows) taken += 1;
          return { rows: { length: taken } };
        });
        const rssAfterRead = maxRss();
        if (input.rows.length !== count) throw new Error(`read ${input.rows.length} rows of ${count}`);
        if (streams) input = null;
        // live reading: the heap the reading still references while its rows are taken and dropped,
        // collected every 5,000 rows and at the last (an 834's reading is then at its file's end). An
        // extra pass, not timed: the sampled peak of **read**, less the garbage not yet collected.
        let liveRead = null;
        if (streams) {
          const opened = await upload.openUpload(fileName, bytes, new Date(), session);
          let taken = 0;
          for await (const _row of opened.rows) {
            if (++taken % 5_000 !== 0 && taken !== count) continue;
            globalThis.gc?.();
            liveRead = Math.max(liveRead ?? 0, process.memoryUsage().heapUsed);
          }
        }
        // store: the upload as the route runs it, read (again) and stored in one pass; an older build
        // stores the rows it read and held.
        const [store, importId] = await timed("store", async () =>
          startImport(
            db,
            { vault, now: new Date() },
            session,
            input ?? (await upload.openUpload(fileName, bytes, new Date(), session)),
          ),
        );
        // live: the heap the upload still references while its rows are read and stored, collected
        // every 5,000 rows (a full GC: the sampled peaks above hold garbage not yet collected). An
        // extra pass, not timed, ended by a refusal of its own so it stores nothing.
        let live = null;
        if (streams) {
          const stop = new Error("the bench's measuring pass ends here");
          const sampleLive = () => {
            globalThis.gc?.();
            live = Math.max(live ?? 0, process.memoryUsage().heapUsed);
          };
          const opened = await upload.openUpload(fileName, bytes, new Date(), session);
          const rows = opened.rows;
          opened.rows = (async function* () {
            let taken = 0;
            for await (const row of rows) {
              if (++taken % 5_000 === 0) sampleLive();
              yield row;
            }
            sampleLive();
            throw stop;
          })();
          await startImport(db, { vault, now: new Date() }, session, opened).then(
            () => {
              throw new Error("the measuring pass stored its rows");
            },
            (error) => {
              if (error !== stop) throw error;
            },
          );
        }
        bytes = null;
        input = null;

        // --apply-seconds=S: applying stops after S seconds (its rate is then of the rows applied).
        const applyBudget = Number(option("apply-seconds") ?? Number.POSITIVE_INFINITY);
        let applyStarted = 0;
        let stopped = false;
        const applyHooks = {
          afterCommit: async () => {
            if ((performance.now() - applyStarted) / 1000 < applyBudget) return;
            stopped = true;
            throw new Error("the bench's time for applying is spent");
          },
        };
        // The two reads judging and applying make per subscriber, on this import's rows: how long one
        // takes at this size (EXPLAIN ANALYZE's execution time, median of 5).
        const lookups = {};
        const { rows: probe } = await db.query(
          "select subscriber_hash from eligibility_import_rows where import_id = $1 order by position desc limit 1",
          [importId],
        );
        for (const [name, sql, params] of [
          [
            "subscriberRows",
            "select id from eligibility_import_rows where import_id = $1 and subscriber_hash = $2 order by position",
            [importId, probe[0].subscriber_hash],
          ],
          [
            "nextToApply",
            "select subscriber_hash from eligibility_import_rows where import_id = $1 and applied = 'no' order by position limit 1",
            [importId],
          ],
        ]) {
          const ms = [];
          for (let i = 0; i < 5; i++) {
            const { rows: plan } = await db.query(`explain (analyze, format json) ${sql}`, params);
            const json = Object.values(plan[0])[0];
            ms.push((typeof json === "string" ? JSON.parse(json) : json)[0]["Execution Time"]);
          }
          lookups[name] = ms.sort((a, b) => a - b)[2];
        }
        console.error(
          `${kind} ${count}: one subscriber's rows ${lookups.subscriberRows} ms, next to apply ${lookups.nextToApply} ms`,
        );
        if (args.includes("--no-judge")) {
          clearInterval(sampler);
          console.log(
            JSON.stringify({
              kind,
              rows: count,
              bytes: fileBytes,
              read,
              readCeiling,
              store,
              judge: null,
              apply: null,
              applyRows: 0,
              insertCeiling: null,
              outcome: "not judged",
              heapStart,
              peaks,
              heldAfterRead: held.read,
              heldAfterStore: held.store,
              liveRead,
              live,
              rssAfterRead,
              rssPeak: maxRss(),
              lookups,
            }),
          );
          return;
        }

        const runner = createJobRunner({
          db,
          handlers: serverJobs({ vault, config, applyHooks }).handlers,
          log: (line) => {
            if (!stopped) console.error(line);
          },
          backoffMs: () => 0,
        });
        const runAll = async () => {
          while (!stopped && (await runner.runDue()).claimed > 0);
        };
        const phaseStarted = performance.now();
        const progress = setInterval(async () => {
          const { rows: at } = await db.query(
            "select judged_count, applied_count from eligibility_imports where id = $1",
            [importId],
          );
          console.error(
            `${kind} ${count}: at ${((performance.now() - phaseStarted) / 1000).toFixed(0)} s judged ${at[0].judged_count}, applied ${at[0].applied_count}`,
          );
        }, 60_000).unref();
        const [judge] = await timed("judge", runAll);
        const judged = await readImport(db, importId);
        if (judged.status !== "judged") throw new Error(`judging ended ${judged.status}: ${judged.failure}`);
        const counts = typeof judged.counts === "string" ? JSON.parse(judged.counts) : judged.counts;
        // Every kind's rows answer the add flow's questions (an 834's in its INS06 and COB loop).
        const expected = "addEmployee";
        if ((counts[expected] ?? 0) !== count) {
          const { rows: first } = await db.query(
            "select errors from eligibility_import_rows where import_id = $1 and outcome = 'error' order by position limit 1",
            [importId],
          );
          throw new Error(
            `judged ${JSON.stringify(counts)}, not ${count} ${expected}: ${JSON.stringify(first[0]?.errors)}`,
          );
        }

        let applySeconds = null;
        let applyRows = count;
        let outcome = "not applied";
        let insertCeiling = null;
        if (apply) {
          const app = await inProcess(build, { db, vault, migration });
          const cookie = await signIn(app);
          [applySeconds] = await timed("apply", async () => {
            applyStarted = performance.now();
            const res = await app.request(`/api/eligibility/imports/${importId}/apply`, {
              method: "POST",
              headers: {
                cookie,
                origin: app.base,
                "content-type": "application/json",
                "idempotency-key": crypto.randomUUID(),
              },
              body: JSON.stringify({ mode: "validOnly", terminations: [] }),
            });
            if (res.status !== 202) throw new Error(`apply answered ${res.status}: ${await res.text()}`);
            await runAll();
          });
          const done = await appliedCounts(db, importId);
          outcome = `${done.applied} / ${done.pending} / ${done.refused}`;
          if (stopped) {
            applyRows = done.applied + done.pending;
            outcome = `stopped after ${applySeconds.toFixed(0)} s: ${outcome}`;
          }
          insertCeiling = await bareInsert(db, importId);
        }
        clearInterval(sampler);
        clearInterval(progress);
        if (stats)
          for (const [sql, q] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25))
            console.error(`${q.n}\t${q.ms.toFixed(0)} ms\t${sql}`);
        console.log(
          JSON.stringify({
            kind,
            rows: count,
            bytes: fileBytes,
            read,
            readCeiling,
            store,
            judge,
            apply: applySeconds,
            applyRows,
            insertCeiling,
            outcome,
            heapStart,
            peaks,
            heldAfterRead: held.read,
            heldAfterStore: held.store,
            liveRead,
            live,
            rssAfterRead,
            rssPeak: maxRss(),
            lookups,
            cpu,
          }),
        );
      } finally {
        await opened.close();
      }
    },
    { onDisk: true },
  );
  if (ran === null) throw new Error(`${engine} could not start here (no server binaries?)`);
}

/** `db` counting each statement's calls and milliseconds (--queries: where judging and applying spend). */
function counted(db, stats) {
  const wrap = (query) => async (sql, params) => {
    const started = performance.now();
    try {
      return await query(sql, params);
    } finally {
      const key = sql.replace(/\s+/g, " ").slice(0, 140);
      const q = stats.get(key) ?? { n: 0, ms: 0 };
      q.n += 1;
      q.ms += performance.now() - started;
      stats.set(key, q);
    }
  };
  const query = wrap(db.query.bind(db));
  const queryable = (tx) => ({ ...tx, query: wrap(tx.query.bind(tx)) });
  return Object.assign(Object.create(db), {
    query,
    replica: queryable(db.replica),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
  });
}

/**
 * The ceiling of judging and applying: the rows applying wrote to `employees` and `employee_groups`
 * for the import's employees, read back, then inserted into empty copies of those tables (same
 * columns and indexes) as multi-row INSERTs of 500, in one transaction; answers its seconds.
 */
async function bareInsert(db, importId) {
  const tables = {
    employees: `select e.* from employees e
                 where e.ssn_hash in (select subscriber_hash from eligibility_import_rows where import_id = $1)`,
    employee_groups: `select g.* from employee_groups g join employees e on e.umi = g.umi
                       where e.ssn_hash in (select subscriber_hash from eligibility_import_rows where import_id = $1)`,
  };
  const data = {};
  for (const [table, sql] of Object.entries(tables)) {
    await db.query(`create table bench_${table} (like ${table} including all)`);
    data[table] = (await db.query(sql, [importId])).rows;
  }
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (const [table, rows] of Object.entries(data)) {
      if (!rows.length) continue;
      const columns = Object.keys(rows[0]);
      for (let at = 0; at < rows.length; at += 500) {
        const batch = rows.slice(at, at + 500);
        const values = [];
        const tuples = batch.map((row, i) => {
          for (const c of columns) {
            const v = row[c];
            values.push(
              v !== null && typeof v === "object" && !(v instanceof Date) && !Array.isArray(v)
                ? JSON.stringify(v)
                : v,
            );
          }
          return `(${columns.map((_, j) => `$${i * columns.length + j + 1}`).join(", ")})`;
        });
        await tx.query(
          `insert into bench_${table} (${columns.map((c) => `"${c}"`).join(", ")}) values ${tuples.join(", ")}`,
          values,
        );
      }
    }
  });
  return (performance.now() - started) / 1000;
}

if (args[0] === "--one") await one(args[1], Number(args[2]), args.includes("--apply"));
else parent();
