import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { idCardMembersResponseSchema } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ssnVault } from "../auth/ssn.js";
import { PAIR } from "../auth/throttle.js";
import { repoRoot } from "../config.js";
import { openDatabase } from "../db/database.js";
import { DEMO_PASSWORD } from "../seed/demo-admins.js";
import { seedDatabase } from "../seed/seed.js";
import { createAdmin } from "../test-support/admins.js";
import { freshDatabaseUrl } from "../test-support/testApp.js";

/**
 * More than one server over one PostgreSQL (DESIGN.md: past one machine): real server
 * processes, started as `npm start` starts one (main.ts, from source through tsx), each with its
 * own pool. Nothing a request needs is in a process's memory, so a session made on one holds on
 * the other, a throttle counted on one stops the other, and an Idempotency-Key used on one replays
 * on the other. Then EPR_WORKERS=2: the cluster primary replaces a worker that dies and drains on
 * SIGTERM. PGlite is one process: this needs a PostgreSQL server (server-pg sets TEST_DATABASE_URL).
 */

const SECRET = randomBytes(36).toString("base64url");
const ADMIN = "cluster.admin";
const CLIENT = "100001";

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

interface ServerProcess {
  baseURL: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, then the exit code (0: drained and closed). */
  stop: () => Promise<number | null>;
}

/** Starts main.ts over `databaseUrl` and waits until it answers ready. */
async function startProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--conditions=@epr/source", "--import=tsx", "apps/server/src/main.ts"],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        EPR_SECRET: SECRET,
        // The tests call the server at http://127.0.0.1:port: its public address here.
        EPR_PUBLIC_URL: `http://127.0.0.1:${port}`,
        EPR_MAIL: "outbox",
        EPR_PORTAL_DIR: "/nonexistent",
        EPR_DRAIN_SECONDS: "10",
        BRAND: "",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseURL,
    child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
  const deadline = Date.now() + 90_000;
  while (!(await isReady(baseURL))) {
    if (child.exitCode !== null) throw new Error(`The server exited before it was ready:\n${log}`);
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server was not ready in 90 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}

const isReady = (baseURL: string) =>
  fetch(`${baseURL}/api/health/ready`, { headers: { connection: "close" } }).then(
    (r) => r.status === 200,
    () => false,
  );

/** A call as the portal makes it: same origin, JSON, the session cookie when given. */
function call(server: ServerProcess, path: string, init: RequestInit & { cookie?: string } = {}) {
  const { cookie, ...rest } = init;
  return fetch(`${server.baseURL}${path}`, {
    ...rest,
    headers: {
      origin: server.baseURL,
      ...(rest.body ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
      ...rest.headers,
    },
  });
}
const login = (server: ServerProcess, loginId: string, password: string) =>
  call(server, "/api/session", { method: "POST", body: JSON.stringify({ loginId, password }) });
const cookieOf = (res: Response) => res.headers.get("set-cookie")?.split(";")[0] ?? "";

const postgres = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgres)(
  "two server processes over one PostgreSQL (skipped without TEST_DATABASE_URL: PGlite is one process)",
  () => {
    let databaseUrl: string;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      databaseUrl = (await freshDatabaseUrl(inject("postgresTemplate"))) as string;
      const db = await openDatabase({ url: databaseUrl });
      try {
        await seedDatabase(db, ssnVault(SECRET), { members: 60, seed: 7, today: new Date() });
        await createAdmin(db, {
          loginId: ADMIN,
          clientNumber: CLIENT,
          employees: { view: true, edit: true },
          groupValue: "Modify",
        });
      } finally {
        await db.close();
      }
      [a, b] = await Promise.all([startProcess(databaseUrl), startProcess(databaseUrl)]);
    }, 180_000);

    afterAll(async () => {
      // Both drain and exit cleanly on SIGTERM (main.ts → server.ts close).
      const codes = await Promise.all([a?.stop(), b?.stop()]);
      expect(codes).toEqual([0, 0]);
    }, 60_000);

    it("a session made on A holds on B, and a sign-out on B ends it on A", async () => {
      const signedIn = await login(a, ADMIN, DEMO_PASSWORD);
      expect(signedIn.status).toBe(200);
      const cookie = cookieOf(signedIn);
      expect(cookie).not.toBe("");
      expect((await call(b, "/api/clients", { cookie })).status).toBe(200);
      expect((await call(b, "/api/session", { method: "DELETE", cookie })).status).toBe(204);
      // B's sign-out reaches A's session cache by PostgreSQL's notification, within milliseconds of
      // its commit (auth/session-cache.ts), not before B answers: wait for it, well inside the
      // cache's 5-second lifetime, so a notification that never comes still fails here.
      await expect
        .poll(async () => (await call(a, "/api/clients", { cookie })).status, {
          timeout: 1_000,
          interval: 20,
        })
        .toBe(401);
    });

    it("failed sign-ins counted on A throttle the next one on B", async () => {
      const wrong = "Not-The-Password-1!";
      for (let i = 0; i < PAIR.failures; i++) expect((await login(a, ADMIN, wrong)).status).toBe(401);
      const throttled = await login(b, ADMIN, DEMO_PASSWORD);
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
      // Let the other tests sign in again.
      const db = await openDatabase({ url: databaseUrl });
      await db.query("delete from login_throttle").finally(() => db.close());
    });

    it("an Idempotency-Key used on A replays on B: the same answer, one change", async () => {
      const cookie = cookieOf(await login(a, ADMIN, DEMO_PASSWORD));
      const db = await openDatabase({ url: databaseUrl });
      try {
        const { rows } = await db.query<{ umi: string }>(
          `select e.umi from employees e join clients c on c.id = e.client_id
          where c.client_number = $1 and e.status = 'active' order by e.umi`,
          [CLIENT],
        );
        let umi: string | undefined;
        for (const row of rows) {
          const list = idCardMembersResponseSchema.parse(
            await (await call(a, `/api/employees/${row.umi}/id-cards`, { cookie })).json(),
          );
          if (list.members[0]?.memberKey === "subscriber" && list.members[0].cards.length) {
            umi = row.umi;
            break;
          }
        }
        if (!umi) throw new Error("no seeded subscriber with an ID card");
        const orders = async () =>
          Number(
            (await db.query<{ n: string }>("select count(*) as n from id_card_orders where umi = $1", [umi]))
              .rows[0]?.n,
          );
        const before = await orders();
        const key = randomUUID();
        const order = (server: ServerProcess) =>
          call(server, `/api/employees/${umi}/id-card-orders`, {
            method: "POST",
            cookie,
            body: JSON.stringify({ members: ["subscriber"] }),
            headers: { "idempotency-key": key },
          });
        const first = await order(a);
        expect(first.status).toBe(201);
        const made = await orders();
        expect(made).toBeGreaterThan(before);
        const replay = await order(b);
        expect(replay.status).toBe(201);
        expect(replay.headers.get("idempotent-replayed")).toBe("true");
        expect(await replay.json()).toEqual(await first.json());
        expect(await orders()).toBe(made);
      } finally {
        await db.close();
      }
    });
  },
);

describe.skipIf(!postgres)("EPR_WORKERS=2 (skipped without TEST_DATABASE_URL: PGlite is one process)", () => {
  it("the primary replaces a worker that dies, and on SIGTERM its workers drain and all exit", async () => {
    const databaseUrl = (await freshDatabaseUrl(inject("postgresTemplate"))) as string;
    const cluster = await startProcess(databaseUrl, { EPR_WORKERS: "2" });
    try {
      // Ready as soon as one worker listens; the banner follows once both do.
      await expect
        .poll(() => cluster.output(), { timeout: 60_000, interval: 250 })
        .toMatch(/"workers":2,.*"msg":"The server is listening\."/);
      const before = workersOf(cluster.child.pid as number);
      expect(before).toHaveLength(2);
      process.kill(before[0] as number, "SIGKILL");
      // Waits (never a fixed sleep) for the replacement: two workers again, the killed one gone.
      await expect
        .poll(() => workersOf(cluster.child.pid as number), { timeout: 60_000, interval: 250 })
        .toSatisfy((now: number[]) => now.length === 2 && !now.includes(before[0] as number));
      await expect.poll(() => isReady(cluster.baseURL), { timeout: 60_000, interval: 250 }).toBe(true);
      expect(cluster.output()).toMatch(/Server worker 1 \(process \d+\) exited with signal SIGKILL/);
      const workers = workersOf(cluster.child.pid as number);
      expect(await cluster.stop()).toBe(0);
      expect(workers.filter(alive)).toEqual([]);
    } finally {
      await cluster.stop();
    }
  }, 180_000);
});

/** The primary's worker processes (its children running main.ts; tsx's compiler is a child too). */
function workersOf(primary: number): number[] {
  // `ps` exits 1 when the primary has no children: its output is then empty.
  return spawnSync("ps", ["-o", "pid=,args=", "--ppid", String(primary)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter((line) => line.includes("apps/server/src/main.ts"))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
