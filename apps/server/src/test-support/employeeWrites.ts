import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestApp } from "./testApp.js";

/**
 * The setup the server's write tests share (apps/server/src/employees/*.test.ts): one test app per
 * file with its administrators, the employee read with its ETag, the PUT with If-Match and an
 * Idempotency-Key, and row counts to check that a refusal changed nothing.
 */

/** A test app as createTestApp makes it. */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/** An administrator's signed-in agent. */
export type Agent = ReturnType<TestApp["agent"]>;
/** An administrator made for the test: login ID, client number and the group value (Modify by default). */
export type AdminSpec = readonly [
  loginId: string,
  clientNumber: string,
  groupValue?: "View" | "Modify" | "N/A",
];

/**
 * Registers beforeAll/afterAll in the calling file: a test app of 200 members with the named
 * administrators signed in, closed after the file. `t` and each agent stand for the ones made
 * before the first test (they forward to them), so a file can name them at its top:
 * `const { t, agents: { admin } } = writeTestApp({ admin: ["x.admin", "100001"] })`.
 */
export function writeTestApp<K extends string>(
  admins: Record<K, AdminSpec>,
  options: Parameters<typeof createTestApp>[0] = {},
): { t: TestApp; agents: Record<K, Agent> } {
  let made: TestApp | undefined;
  const signedIn = new Map<K, Agent>();
  beforeAll(async () => {
    made = await createTestApp({ members: 200, ...options });
    for (const [name, [loginId, clientNumber, groupValue]] of Object.entries(admins) as [K, AdminSpec][])
      signedIn.set(name, await made.adminAgent(loginId, clientNumber, groupValue));
  });
  afterAll(() => made?.close());
  const forward = <T extends object>(target: () => T | undefined, what: string): T =>
    new Proxy({} as T, {
      get(_, key) {
        const real = target();
        if (!real) throw new Error(`${what} is made in beforeAll: use it inside a test`);
        const value = Reflect.get(real, key, real);
        return typeof value === "function" ? value.bind(real) : value;
      },
    });
  const agents = Object.fromEntries(
    (Object.keys(admins) as K[]).map((name) => [name, forward(() => signedIn.get(name), `agent ${name}`)]),
  ) as Record<K, Agent>;
  return { t: forward(() => made, "the test app"), agents };
}

/** GET /api/employees/{umi}: the record as the portal edits it, its version, and the ETag to send back. */
export async function readEmployee(agent: Agent, umi: string) {
  const res = await agent.request(`/api/employees/${umi}`);
  expect(res.status).toBe(200);
  const body = await res.json();
  // biome-ignore lint/suspicious/noExplicitAny: the record as JSON from the summary, edited as the portal does
  return { record: body.payload as any, version: body.version as number, etag: res.headers.get("etag") };
}

/** PUT `path` with If-Match (null: none sent) and an Idempotency-Key (a fresh one unless given; null: none). */
export function putWithVersion(
  agent: Agent,
  path: string,
  body: unknown,
  headers: { ifMatch?: string | null; key?: string | null } = {},
) {
  return agent.request(path, {
    method: "PUT",
    headers: {
      ...(headers.ifMatch === null ? {} : { "if-match": headers.ifMatch ?? "" }),
      ...(headers.key === null ? {} : { "idempotency-key": headers.key ?? randomUUID() }),
    },
    body: JSON.stringify(body),
  });
}

/** `select count(*) from <sql>` on the test's database. */
export async function countRows(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  return Number(
    (await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]?.n,
  );
}
