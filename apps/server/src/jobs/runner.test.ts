import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "../db/database.js";
import { freshDatabaseUrl, freshMigratedDatabase } from "../test-support/testApp.js";
import { createJobRunner, enqueueJob, type JobHandler, jobRegistry } from "./runner.js";

/** The job runner (DESIGN.md durable jobs) on PGlite, and on PostgreSQL in CI. The clock is injected. */

let db: Database;
const T0 = new Date("2026-03-02T12:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const quiet = () => {};

beforeAll(async () => {
  db = await freshMigratedDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query("delete from jobs");
});

async function jobRow(id: number) {
  const { rows } = await db.query<{
    state: string;
    attempts: number;
    last_error: string | null;
    run_at: Date;
  }>("select state, attempts, last_error, run_at from jobs where id = $1", [id]);
  return rows[0];
}

describe("job runner", () => {
  it("runs a due job once and marks it done", async () => {
    const seen: unknown[] = [];
    const handlers = jobRegistry({ "test.echo": async (payload) => void seen.push(payload) }).handlers;
    const id = await enqueueJob(db, { kind: "test.echo", payload: { n: 1 }, runAt: T0 });
    const runner = createJobRunner({ db, handlers, now: () => T0, log: quiet });
    expect(await runner.runDue()).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(id)).toMatchObject({ state: "done", attempts: 1, last_error: null });
    expect((await runner.runDue()).claimed).toBe(0);
  });

  it("runs every job of its batch when called without start (only a stop ends a batch early)", async () => {
    const seen: unknown[] = [];
    const handlers = jobRegistry({ "test.echo": async (payload) => void seen.push(payload) }).handlers;
    for (const n of [1, 2, 3]) await enqueueJob(db, { kind: "test.echo", payload: { n }, runAt: T0 });
    const runner = createJobRunner({ db, handlers, now: () => T0, log: quiet });
    expect(await runner.runDue()).toEqual({ claimed: 3, done: 3, retried: 0, failed: 0 });
    expect(seen).toHaveLength(3);
  });

  it("honours the delay: nothing runs before run_at, the job runs once it is due", async () => {
    let runs = 0;
    const handlers = jobRegistry({ "test.count": async () => void runs++ }).handlers;
    await enqueueJob(db, { kind: "test.count", payload: {}, runAt: at(60) });
    let clock = at(59);
    const runner = createJobRunner({ db, handlers, now: () => clock, log: quiet });
    expect((await runner.runDue()).claimed).toBe(0);
    expect(runs).toBe(0);
    clock = at(60);
    expect((await runner.runDue()).done).toBe(1);
    expect(runs).toBe(1);
  });

  it("retries a failed run after the backoff, records the error, and succeeds later", async () => {
    let calls = 0;
    const flaky: JobHandler = async () => {
      calls += 1;
      if (calls === 1) throw new Error("upstream unavailable");
    };
    const id = await enqueueJob(db, { kind: "test.flaky", payload: {}, runAt: T0 });
    let clock = T0;
    const runner = createJobRunner({
      db,
      handlers: jobRegistry({ "test.flaky": flaky }).handlers,
      now: () => clock,
      backoffMs: (attempt) => attempt * 30_000,
      log: quiet,
    });
    expect(await runner.runDue()).toMatchObject({ claimed: 1, retried: 1 });
    expect(await jobRow(id)).toMatchObject({
      state: "queued",
      attempts: 1,
      last_error: "upstream unavailable",
    });
    expect(new Date((await jobRow(id))?.run_at as Date).getTime()).toBe(at(30).getTime());
    clock = at(29);
    expect((await runner.runDue()).claimed).toBe(0);
    clock = at(30);
    expect(await runner.runDue()).toMatchObject({ claimed: 1, done: 1 });
    expect(await jobRow(id)).toMatchObject({ state: "done", attempts: 2, last_error: null });
  });

  it("keeps a job that fails on every attempt as failed with its last error", async () => {
    const id = await enqueueJob(db, { kind: "test.broken", payload: {}, runAt: T0, maxAttempts: 2 });
    let clock = T0;
    const runner = createJobRunner({
      db,
      handlers: jobRegistry({
        "test.broken": async () => {
          throw new Error("always broken");
        },
      }).handlers,
      now: () => clock,
      backoffMs: () => 1_000,
      log: quiet,
    });
    expect((await runner.runDue()).retried).toBe(1);
    clock = at(1);
    expect((await runner.runDue()).failed).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: "failed", attempts: 2, last_error: "always broken" });
    clock = at(3600);
    expect((await runner.runDue()).claimed).toBe(0);
  });

  it("fails a job of a kind nobody handles, saying so", async () => {
    const id = await enqueueJob(db, { kind: "test.unknown", payload: {}, runAt: T0, maxAttempts: 1 });
    const runner = createJobRunner({ db, handlers: jobRegistry().handlers, now: () => T0, log: quiet });
    expect((await runner.runDue()).failed).toBe(1);
    expect((await jobRow(id))?.last_error).toMatch(/No handler is registered for job kind "test.unknown"/);
  });

  it("two workers claiming at once never claim the same job", async () => {
    const ids = new Set<number>();
    for (let i = 0; i < 30; i++) ids.add(await enqueueJob(db, { kind: "test.n", payload: { i }, runAt: T0 }));
    const a = createJobRunner({ db, handlers: new Map(), now: () => T0, log: quiet });
    const b = createJobRunner({ db, handlers: new Map(), now: () => T0, log: quiet });
    const claimed: number[] = [];
    for (;;) {
      const [x, y] = await Promise.all([a.claim(4), b.claim(4)]);
      if (x.length + y.length === 0) break;
      claimed.push(...x.map((j) => j.id), ...y.map((j) => j.id));
    }
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed)).toEqual(ids);
  });

  it("two runners draining one queue run every job exactly once", async () => {
    const runs = new Map<number, number>();
    const handlers = jobRegistry({
      "test.once": async (payload) => {
        const i = (payload as { i: number }).i;
        runs.set(i, (runs.get(i) ?? 0) + 1);
      },
    }).handlers;
    for (let i = 0; i < 25; i++) await enqueueJob(db, { kind: "test.once", payload: { i }, runAt: T0 });
    const a = createJobRunner({ db, handlers, now: () => T0, batchSize: 3, log: quiet });
    const b = createJobRunner({ db, handlers, now: () => T0, batchSize: 3, log: quiet });
    for (;;) {
      const [x, y] = await Promise.all([a.runDue(), b.runDue()]);
      if (x.claimed + y.claimed === 0) break;
    }
    expect(runs.size).toBe(25);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it("serves lanes in turn: one client's fifty queued jobs do not hold back another client's one", async () => {
    const order: string[] = [];
    const handlers = jobRegistry({
      "test.lane": async (payload) => void order.push((payload as { name: string }).name),
    }).handlers;
    // Client A queued fifty first, each a second older than client B's two and an unlaned job.
    for (let i = 0; i < 50; i++)
      await enqueueJob(db, {
        kind: "test.lane",
        payload: { name: `A${i}` },
        runAt: at(i),
        fairKey: "client:A",
      });
    await enqueueJob(db, { kind: "test.lane", payload: { name: "B0" }, runAt: at(100), fairKey: "client:B" });
    await enqueueJob(db, { kind: "test.lane", payload: { name: "B1" }, runAt: at(101), fairKey: "client:B" });
    await enqueueJob(db, { kind: "test.lane", payload: { name: "U0" }, runAt: at(102) });
    const runner = createJobRunner({ db, handlers, now: () => at(200), batchSize: 4, log: quiet });
    // Each lane's oldest, oldest lane first, then each lane's second: A and B alternate.
    expect(await runner.claim(5).then((jobs) => jobs.map((j) => j.payload))).toEqual(
      ["A0", "B0", "U0", "A1", "B1"].map((name) => ({ name })),
    );
    await db.query("update jobs set state = 'queued', attempts = 0, locked_until = null");
    expect(await runner.runDue()).toMatchObject({ claimed: 4, done: 4 });
    expect(order).toEqual(["A0", "B0", "U0", "A1"]);
    // The next batch: B's last one still comes before A's third; within a lane, oldest first.
    await runner.runDue();
    expect(order.slice(4)).toEqual(["A2", "B1", "A3", "A4"]);
  });

  it("claims a running job again once its lease has ended (a server stopped mid-job)", async () => {
    const id = await enqueueJob(db, { kind: "test.lease", payload: {}, runAt: T0 });
    let clock = T0;
    const runner = createJobRunner({
      db,
      handlers: new Map(),
      now: () => clock,
      leaseMs: 60_000,
      log: quiet,
    });
    expect((await runner.claim()).map((j) => j.id)).toEqual([id]);
    clock = at(59);
    expect(await runner.claim()).toEqual([]);
    clock = at(60);
    expect(await runner.claim()).toMatchObject([{ id, attempts: 2 }]);
  });

  it("start polls until stop, which waits for the batch in hand", async () => {
    let resolveRun: () => void = () => {};
    const ran = new Promise<void>((resolve) => {
      resolveRun = resolve;
    });
    const handlers = jobRegistry({ "test.poll": async () => resolveRun() }).handlers;
    await enqueueJob(db, { kind: "test.poll", payload: {}, runAt: T0 });
    const runner = createJobRunner({ db, handlers, now: () => T0, pollMs: 10, log: quiet });
    runner.start();
    await ran;
    await runner.stop();
    const { rows } = await db.query<{ state: string }>("select state from jobs");
    expect(rows.map((r) => r.state)).toEqual(["done"]);
  });

  it("a stop during a batch ends it after the job in hand: the rest go back to the queue unspent (drain)", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      started = resolve;
    });
    const ran: number[] = [];
    const handlers = jobRegistry({
      "test.drain": async (payload) => {
        ran.push((payload as { i: number }).i);
        started();
        await gate;
      },
    }).handlers;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(await enqueueJob(db, { kind: "test.drain", payload: { i }, runAt: T0 }));
    const runner = createJobRunner({ db, handlers, now: () => T0, pollMs: 10, log: quiet });
    runner.start();
    await first;
    const stopped = runner.stop();
    release();
    await stopped;
    // One job ran (which one of the batch is the claim's order); the other two wait, unspent.
    expect(ran).toHaveLength(1);
    const { rows } = await db.query<{ id: number | string; state: string; attempts: number }>(
      "select id, state, attempts from jobs order by id",
    );
    expect(rows.map((r) => [Number(r.id), r.state, r.attempts])).toEqual(
      ids.map((id, i) => (i === ran[0] ? [id, "done", 1] : [id, "queued", 0])),
    );
  });
});

/**
 * Two servers are two processes, each with a pool of its own (DESIGN.md: past one machine):
 * two runners over two connections to one PostgreSQL database, each claiming with FOR UPDATE SKIP
 * LOCKED, run every job once. PGlite is one connection in one process, so this runs in server-pg.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "job runners in two processes' pools over one PostgreSQL",
  () => {
    it("run every job exactly once", async () => {
      const url = await freshDatabaseUrl(inject("postgresTemplate"));
      const [one, two] = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
      try {
        const runs = new Map<number, number>();
        const handlers = jobRegistry({
          "test.pools": async (payload) => {
            const i = (payload as { i: number }).i;
            runs.set(i, (runs.get(i) ?? 0) + 1);
          },
        }).handlers;
        for (let i = 0; i < 40; i++) await enqueueJob(one, { kind: "test.pools", payload: { i }, runAt: T0 });
        const a = createJobRunner({ db: one, handlers, now: () => T0, batchSize: 3, log: quiet });
        const b = createJobRunner({ db: two, handlers, now: () => T0, batchSize: 3, log: quiet });
        for (;;) {
          const [x, y] = await Promise.all([a.runDue(), b.runDue()]);
          if (x.claimed + y.claimed === 0) break;
        }
        expect(runs.size).toBe(40);
        expect([...runs.values()].every((n) => n === 1)).toBe(true);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });
  },
);
