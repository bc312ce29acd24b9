// pg against postgres.js on the very statements the server runs (`--drivers` of bench/scale.mjs):
// each statement `count` times, `concurrency` at once over a pool of that size, both drivers with
// their statements prepared once per connection; answers per driver and statement the wall time and
// this process's CPU per query (the parsing of rows into objects is most of a driver's CPU).
import { performance } from "node:perf_hooks";

async function timed(run, count, concurrency) {
  let left = count;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) await run();
    }),
  );
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - started, cpuUs: (used.user + used.system) / count };
}

/**
 * `statements` is [[label, sql, params]]; answers rows of { statement, driver, perSecond, cpuUs }.
 * Every statement runs once through each driver first (prepared, cached plans), then measured.
 */
export async function compareDrivers(url, statements, { count = 2000, concurrency = 10 } = {}) {
  const { default: pg } = await import("pg");
  const { default: postgres } = await import("postgres");
  pg.types.setTypeParser(1082, (v) => v);
  const pool = new pg.Pool({ connectionString: url, max: concurrency });
  const sql = postgres(url, { max: concurrency, prepare: true, types: {}, onnotice: () => {} });
  const names = new Map();
  const viaPg = (text, values) => {
    const name = names.get(text) ?? `bench_${names.size}`;
    names.set(text, name);
    return pool.query({ name, text, values });
  };
  const viaPostgres = (text, values) => sql.unsafe(text, values, { prepare: true });
  const rows = [];
  try {
    for (const [label, text, values] of statements) {
      for (const [driver, run] of [
        ["pg", () => viaPg(text, values)],
        ["postgres.js", () => viaPostgres(text, values)],
      ]) {
        await timed(run, concurrency * 5, concurrency);
        const { wallMs, cpuUs } = await timed(run, count, concurrency);
        rows.push({ statement: label, driver, perSecond: (count * 1000) / wallMs, cpuUs });
      }
    }
  } finally {
    await Promise.all([pool.end(), sql.end()]);
  }
  return rows;
}
