import { randomUUID } from "node:crypto";
import { z } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { PROBE_WRITE, probeRoutes } from "../test-support/probeRoutes.js";
import { createTestApp } from "../test-support/testApp.js";
import { GuardedApi, guardedRoute } from "./guard.js";
import { requireSession } from "./session-middleware.js";

/**
 * Step 6 of the guard (http/guard.ts; DESIGN.md "Data flow, for one save" step 3): a write with an
 * Idempotency-Key runs once; a repeat replays the first answer and writes nothing. The probe write
 * route (test-support/probeRoutes.ts) records one audit row per run, which is what is counted.
 */

/** A write that waits until the test opens its gate, so "still in progress" is a state, not a race. */
let openGate: () => void = () => {};
let gate = Promise.resolve();
const closeGate = () => {
  gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
};
/** A write that fails on our side while `failNext` is set (a 5xx), then succeeds. */
let failNext = false;

function testRoutes() {
  const body = {
    required: true,
    content: { "application/json": { schema: z.object({ n: z.number() }), example: { n: 1 } } },
  };
  const api = new GuardedApi();
  api.openapi(
    guardedRoute({
      guard: { policy: "session", idempotencyKey: true },
      method: "post",
      path: "/test-idem/gated",
      request: { body },
      responses: { 201: { description: "written" } },
    }),
    async (c) => {
      const session = requireSession(c.get("session"));
      await gate;
      const { db } = c.get("deps");
      await db.query("insert into audit_events (admin_id, action) values ($1, 'test-idem.gated')", [
        session.adminId,
      ]);
      return c.json({ n: c.req.valid("json").n }, 201);
    },
  );
  api.openapi(
    guardedRoute({
      guard: { policy: "session", idempotencyKey: true },
      method: "post",
      path: "/test-idem/flaky",
      request: { body },
      responses: { 200: { description: "written" } },
    }),
    async (c) => {
      const session = requireSession(c.get("session"));
      if (failNext) {
        failNext = false;
        throw new Error("the database went away");
      }
      const { db } = c.get("deps");
      await db.query("insert into audit_events (admin_id, action) values ($1, 'test-idem.flaky')", [
        session.adminId,
      ]);
      return c.json({ n: c.req.valid("json").n }, 200);
    },
  );
  api.route("/", probeRoutes());
  return api;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let first: ReturnType<typeof t.agent>;
let second: ReturnType<typeof t.agent>;
let own: { umi: string; version: number };
let otherClients: string;

beforeAll(async () => {
  t = await createTestApp({ members: 120, extraRoutes: testRoutes() });
  for (const loginId of ["idem.first", "idem.second"])
    await createAdmin(t.db, {
      loginId,
      clientNumber: "100001",
      employees: { view: true, edit: true },
      groupValue: "Modify",
    });
  first = t.agent();
  second = t.agent();
  expect((await first.login("idem.first")).status).toBe(200);
  expect((await second.login("idem.second")).status).toBe(200);
  own = await t.employeeOf("100001");
  otherClients = (await t.employeeOf("100005")).umi;
});
afterAll(() => t.close());

const count = async (action: string) =>
  Number(
    (await t.db.query<{ n: string }>("select count(*) as n from audit_events where action = $1", [action]))
      .rows[0]?.n,
  );

type Agent = typeof first;
function probe(
  agent: Agent,
  key: string,
  { note = "probe", umi = own.umi, version = own.version } = {},
): Promise<Response> {
  return agent.request(`/api/test-probe/employees/${umi}`, {
    method: "PUT",
    body: JSON.stringify({ note }),
    headers: { "if-match": `"${version}"`, "idempotency-key": key },
  });
}
const post = (agent: Agent, path: string, key: string, n = 1) =>
  agent.request(`/api/test-idem/${path}`, {
    method: "POST",
    body: JSON.stringify({ n }),
    headers: { "idempotency-key": key },
  });

describe("an Idempotency-Key (DESIGN.md data flow step 3)", () => {
  it("a repeat replays the first answer, status and body, marked as replayed, and writes once", async () => {
    const key = randomUUID();
    const before = await count(PROBE_WRITE);
    const a = await probe(first, key);
    const b = await probe(first, key);
    expect(a.status).toBe(200);
    expect(a.headers.get("idempotent-replayed")).toBeNull();
    expect(b.status).toBe(200);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect(b.headers.get("content-type")).toBe(a.headers.get("content-type"));
    const answer = await a.json();
    expect(answer).toEqual({ ok: true, writeId: expect.any(Number) });
    expect(await b.json()).toEqual(answer);
    expect(await count(PROBE_WRITE)).toBe(before + 1);
  });

  it("the same request with its keys in another order and other spacing is a repeat", async () => {
    const key = randomUUID();
    const before = await count("test-idem.flaky");
    const send = (body: string) =>
      first.request("/api/test-idem/flaky", { method: "POST", body, headers: { "idempotency-key": key } });
    expect((await send('{"n":7}')).status).toBe(200);
    const again = await send('{ "n" : 7 }');
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await count("test-idem.flaky")).toBe(before + 1);
  });

  it("a repeat of a change that succeeded replays it even though its If-Match is now stale", async () => {
    const key = randomUUID();
    const { umi, version } = own;
    expect((await probe(first, key)).status).toBe(200);
    // What a real write does: the record's version moves on.
    await t.db.query("update employees set version = version + 1 where umi = $1", [umi]);
    try {
      const again = await probe(first, key, { version });
      expect(again.status).toBe(200);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      // A new request with that version is stale, as ever.
      expect((await probe(first, randomUUID(), { version })).status).toBe(412);
    } finally {
      await t.db.query("update employees set version = version - 1 where umi = $1", [umi]);
    }
  });

  it("the same key with a different request answers 422 with a message and writes nothing", async () => {
    const key = randomUUID();
    expect((await probe(first, key, { note: "first" })).status).toBe(200);
    const before = await count(PROBE_WRITE);
    const otherBody = await probe(first, key, { note: "second" });
    expect(otherBody.status).toBe(422);
    expect((await otherBody.json()).message).toBe(
      "This Idempotency-Key was already used for a different request. Send a new key for a new change.",
    );
    // Another record with the same body, and another route, are different requests too.
    expect((await probe(first, key, { note: "first", umi: otherClients })).status).toBe(422);
    expect((await post(first, "flaky", key)).status).toBe(422);
    expect(await count(PROBE_WRITE)).toBe(before);
  });

  it("while the first request runs, the same key answers 409; once it has answered, the repeat replays", async () => {
    const key = randomUUID();
    const before = await count("test-idem.gated");
    closeGate();
    const running = post(first, "gated", key);
    await vi.waitFor(
      async () => {
        const { rows } = await t.db.query("select 1 from idempotency_keys where idempotency_key = $1", [key]);
        expect(rows).toHaveLength(1);
      },
      { timeout: 15_000 },
    ); // a loaded machine may take a while to get there; no timing is asserted
    const meanwhile = await post(first, "gated", key);
    expect(meanwhile.status).toBe(409);
    expect((await meanwhile.json()).message).toBe(
      "A request with this Idempotency-Key is still being processed. Please wait a moment and try again.",
    );
    openGate();
    const done = await running;
    expect(done.status).toBe(201);
    const after = await post(first, "gated", key);
    expect(after.status).toBe(201);
    expect(after.headers.get("idempotent-replayed")).toBe("true");
    expect(await after.json()).toEqual(await done.json());
    expect(await count("test-idem.gated")).toBe(before + 1);
  });

  it("sent many times at once, exactly one runs; the others answer 409 or replay it", async () => {
    const key = randomUUID();
    const before = await count(PROBE_WRITE);
    const answers = await Promise.all(Array.from({ length: 8 }, () => probe(first, key)));
    const ran = answers.filter((r) => r.status === 200 && !r.headers.get("idempotent-replayed"));
    const others = answers.filter((r) => !ran.includes(r));
    expect(ran).toHaveLength(1);
    for (const r of others)
      expect(r.status === 409 || (r.status === 200 && r.headers.get("idempotent-replayed") === "true")).toBe(
        true,
      );
    expect(await count(PROBE_WRITE)).toBe(before + 1);
  });

  it("keys belong to their administrator: another one's same key runs on its own", async () => {
    const key = randomUUID();
    const before = await count(PROBE_WRITE);
    expect((await probe(first, key, { note: "mine" })).status).toBe(200);
    // Same key and same request: runs for them, not a replay of the first administrator's answer.
    const theirs = await probe(second, key, { note: "mine" });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    // Same key, another request: not a 422 either, as the key is not theirs.
    const otherKey = randomUUID();
    expect((await probe(first, otherKey, { note: "mine" })).status).toBe(200);
    expect((await probe(second, otherKey, { note: "theirs" })).status).toBe(200);
    expect((await probe(second, key, { note: "mine" })).headers.get("idempotent-replayed")).toBe("true");
    expect(await count(PROBE_WRITE)).toBe(before + 4);
  });

  it.each([
    ["too short", "short"],
    ["with a space", "key with spaces"],
    ["not ASCII", "clé-12345678"],
    ["too long", "k".repeat(256)],
  ])("a malformed key (%s) answers 400 with a message and writes nothing", async (_name, key) => {
    const before = await count(PROBE_WRITE);
    const res = await probe(first, key);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      "idempotency-key: The Idempotency-Key header must be 8 to 255 visible ASCII characters (a UUID, for example).",
    );
    expect(await count(PROBE_WRITE)).toBe(before);
  });

  it("a key older than 24 hours has expired: the same request runs again", async () => {
    const key = randomUUID();
    const before = await count(PROBE_WRITE);
    expect((await probe(first, key)).status).toBe(200);
    expect((await probe(first, key)).headers.get("idempotent-replayed")).toBe("true");
    await t.db.query(
      "update idempotency_keys set created_at = now() - interval '25 hours' where idempotency_key = $1",
      [key],
    );
    const again = await probe(first, key);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(await count(PROBE_WRITE)).toBe(before + 2);
  });

  it("a failure on our side (5xx) releases the key, so the retry runs", async () => {
    const key = randomUUID();
    const before = await count("test-idem.flaky");
    failNext = true;
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await post(first, "flaky", key);
    vi.restoreAllMocks();
    expect(failed.status).toBe(500);
    const retry = await post(first, "flaky", key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    // The retry's answer is the one kept.
    expect((await post(first, "flaky", key)).headers.get("idempotent-replayed")).toBe("true");
    expect(await count("test-idem.flaky")).toBe(before + 1);
  });

  it("the handler's own refusal (404 for another client's employee) is stored and replayed", async () => {
    const key = randomUUID();
    const a = await probe(first, key, { umi: otherClients });
    expect(a.status).toBe(404);
    const b = await probe(first, key, { umi: otherClients });
    expect(b.status).toBe(404);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect(await b.json()).toEqual(await a.json());
  });

  it("refusals by the guard before the key is claimed are not stored: the key stays free", async () => {
    const key = randomUUID();
    const noIfMatch = await first.request(`/api/test-probe/employees/${own.umi}`, {
      method: "PUT",
      body: JSON.stringify({ note: "x" }),
      headers: { "idempotency-key": key },
    });
    expect(noIfMatch.status).toBe(428);
    const res = await probe(first, key, { note: "x" });
    expect(res.status).toBe(200);
    expect(res.headers.get("idempotent-replayed")).toBeNull();
    expect((await probe(first, key, { note: "x" })).headers.get("idempotent-replayed")).toBe("true");
  });
});
