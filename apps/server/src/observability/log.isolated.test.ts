import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { captureLog } from "../test-support/captureLog.js";
import { createTestApp } from "../test-support/testApp.js";
import {
  censor,
  createLogger,
  type Logger,
  processLog,
  REDACTED_KEYS,
  readLogLevel,
  setProcessLogLevel,
  workerNumber,
} from "./log.js";

/**
 * The log is JSON lines, each line of a request carries its id, and none carries
 * personal data (a member ID from a path, an SSN or a password from a body, a name, a search term).
 */

const log = captureLog("debug");
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 20, logger: log.logger });
});
afterAll(() => t.close());

describe("the request log", () => {
  it("writes JSON lines, each with its request's id, and no umi, SSN, password, name or search term", async () => {
    const { rows } = await t.db.query<{ umi: string; first_name: string; last_name: string }>(
      `select e.umi, e.first_name, e.last_name from employees e join clients c on c.id = e.client_id
        where c.client_number = '100001' and exists (select 1 from employee_groups g where g.umi = e.umi)
        order by e.umi limit 1`,
    );
    const employee = rows[0];
    if (!employee) throw new Error("no employee to read");
    const ssn = "123-45-6789";
    const password = "Hunter-2-secret!";
    log.raw.length = 0;

    const agent = t.agent();
    // A sign-in whose login ID is an SSN (people do type one there) and a wrong password.
    const refused = await agent.request("/api/session", {
      method: "POST",
      body: JSON.stringify({ loginId: ssn.replace(/-/g, ""), password }),
    });
    expect(refused.status).toBe(401);
    expect((await agent.login("demo.admin")).status).toBe(200);
    const answers = [
      refused,
      // The member ID in the path, the name and the SSN in search bodies, a query string.
      await agent.request(`/api/employees/${employee.umi}?from=${employee.last_name}`),
      await agent.request("/api/employees/search", {
        method: "POST",
        body: JSON.stringify({ lastName: employee.last_name }),
      }),
      await agent.request("/api/employees/search", {
        method: "POST",
        body: JSON.stringify({ memberId: ssn }),
      }),
      // Bad input quoting the SSN back in its message, and an unknown path holding one.
      await agent.request("/api/employees/search", {
        method: "POST",
        body: JSON.stringify({ lastName: 7, ssn }),
      }),
      await agent.request(`/api/no-such/${ssn}`),
    ];
    const ids = answers.map((res) => res.headers.get("x-request-id"));

    const lines = log.lines(); // throws if a line is not JSON
    expect(log.raw.join("").trim().split("\n")).toHaveLength(lines.length);
    const requestLines = lines.filter((line) => line.msg === "request");
    expect(requestLines.length).toBeGreaterThanOrEqual(answers.length);
    // Every line of these requests carries a request id, and every answer's id is in the log.
    for (const line of lines) expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    for (const id of ids) expect(lines.map((line) => line.requestId)).toContain(id);
    for (const line of requestLines) {
      expect(Object.keys(line).sort()).toEqual(
        ["hostname", "level", "method", "ms", "msg", "pid", "requestId", "route", "status", "time"].sort(),
      );
    }
    // Route patterns, never paths.
    expect(requestLines.map((line) => line.route)).toEqual(
      expect.arrayContaining(["/api/session", "/api/employees/:umi", "/api/employees/search", "/api/*"]),
    );

    const text = log.raw.join("");
    for (const personal of [
      employee.umi,
      employee.first_name,
      employee.last_name,
      ssn,
      ssn.replace(/-/g, ""),
      password,
      "demo.admin",
    ])
      expect(text).not.toContain(personal);
  });

  it("writes a failure as one line of the request: class, code and route, never the message or parameters", async () => {
    log.raw.length = 0;
    await t.db.query("alter table plan_admins rename column login_id to login_gone");
    try {
      const res = await t.agent().request("/api/session", {
        method: "POST",
        body: JSON.stringify({ loginId: "123456789", password: "Hunter-2-secret!" }),
      });
      expect(res.status).toBe(500);
      const failure = log.lines().find((line) => line.msg === "request failed");
      expect(failure).toMatchObject({
        level: "error",
        requestId: res.headers.get("x-request-id"),
        method: "POST",
        route: "/api/session",
        errorKind: "DatabaseError",
        errorCode: "42703",
      });
      expect(log.raw.join("")).not.toMatch(/123456789|Hunter-2-secret!|select|login_gone|plan_admins/i);
    } finally {
      await t.db.query("alter table plan_admins rename column login_gone to login_id");
    }
  });
});

describe("redaction, the net under the rule", () => {
  it.each(REDACTED_KEYS.map((key) => [key]))(
    "a value under %s is never written, up to three levels deep",
    (key) => {
      const raw: string[] = [];
      const logger = createLogger("info", { write: (chunk: string) => void raw.push(chunk) });
      const secret = "personal-value-0001";
      logger.info({ [key]: secret, outer: { [key]: secret, inner: { [key]: secret } } }, "careless");
      expect(raw.join("")).not.toContain(secret);
      expect(JSON.parse(raw.join("")).outer.inner[key]).toBe("[redacted]");
    },
  );
});

describe("errors, logged carelessly", () => {
  /** A unique violation as PostgreSQL's drivers throw it: an Error whose fields quote the row. */
  function uniqueViolation() {
    const error = new Error(
      'duplicate key value violates unique constraint "plan_admins_login_id_key": jane@example.com 123-45-6789',
    );
    error.name = "error";
    return Object.assign(error, {
      code: "23505",
      detail: "Key (login_id)=(jane@example.com) already exists.",
      hint: "SSN 123-45-6789",
      table: "plan_admins",
      where: "jane@example.com",
      query: "insert into plan_admins (login_id) values ('jane@example.com')",
      parameters: ["jane@example.com", "123-45-6789"],
    });
  }

  it.each([
    ["log.error(err)", (log: Logger, err: Error) => log.error(err)],
    ["log.error(err, message)", (log: Logger, err: Error) => log.error(err, "saving failed")],
    ["log.error({ err })", (log: Logger, err: Error) => log.error({ err })],
    [
      "log.warn({ nested: { error: err } })",
      (log: Logger, err: Error) => log.warn({ nested: { error: err } }),
    ],
    [
      "a child's log.error({ err })",
      (log: Logger, err: Error) => log.child({ requestId: "r-1" }).error({ err }),
    ],
  ])("%s writes the class and code, never the message, detail or parameters", (_name, write) => {
    const raw: string[] = [];
    const logger = createLogger("info", { write: (chunk: string) => void raw.push(chunk) });
    write(logger, uniqueViolation());
    const text = raw.join("");
    expect(text).not.toMatch(/jane@example\.com|123-45-6789|duplicate key|already exists|plan_admins/);
    expect(text).toContain('"errorKind":"DatabaseError"');
    expect(text).toContain('"errorCode":"23505"');
    expect(raw).toHaveLength(1);
  });
});

describe("censor", () => {
  it.each([
    [
      { SSN: "1", Email: "2" },
      { SSN: "[redacted]", Email: "[redacted]" },
    ],
    [{ list: [{ password: "x" }, 3] }, { list: [{ password: "[redacted]" }, 3] }],
    [{ a: { b: { c: { d: { e: 1 } } } } }, { a: { b: { c: { d: "[redacted]" } } } }],
    [
      { route: "/api/employees/:umi", status: 200 },
      { route: "/api/employees/:umi", status: 200 },
    ],
  ])("%j → %j", (given, written) => {
    expect(censor(given)).toEqual(written);
  });
});

describe("the process's own log (lines no request carries: a lost connection, a job's failure)", () => {
  it("is at the level the configuration gave once the start has read it", () => {
    const before = processLog().level;
    try {
      setProcessLogLevel("warn");
      expect(processLog().level).toBe("warn");
      setProcessLogLevel("error");
      expect(processLog().level).toBe("error");
    } finally {
      setProcessLogLevel(before as Parameters<typeof setProcessLogLevel>[0]);
    }
  });

  it.each([
    [{}, "info"],
    [{ NODE_ENV: "test" }, "silent"],
    [{ EPR_LOG_LEVEL: " Debug " }, "debug"],
  ] as const)("reads EPR_LOG_LEVEL as the configuration does: %j → %s", (env, level) => {
    expect(readLogLevel(env)).toBe(level);
  });

  it("refuses an unknown level with a sentence naming the setting", () => {
    expect(() => readLogLevel({ EPR_LOG_LEVEL: "loud" })).toThrow(/EPR_LOG_LEVEL must be one of/);
  });
});

describe("which worker wrote a line (EPR_WORKERS: cluster/primary.ts sets EPR_CLUSTER_SLOT)", () => {
  it.each([
    [{}, undefined],
    [{ EPR_CLUSTER_SLOT: "" }, undefined],
    [{ EPR_CLUSTER_SLOT: "0" }, 1],
    [{ EPR_CLUSTER_SLOT: "3" }, 4],
    [{ EPR_CLUSTER_SLOT: "primary" }, undefined],
    [{ EPR_CLUSTER_SLOT: "-1" }, undefined],
  ] as const)("%j → worker %s", (env, worker) => {
    expect(workerNumber(env)).toBe(worker);
  });

  it.each([
    [undefined, undefined],
    [2, 2],
  ])(
    "worker %s: every line, a request's child too, carries it beside pid and hostname",
    (worker, written) => {
      const raw: string[] = [];
      const logger = createLogger("info", { write: (chunk: string) => void raw.push(chunk) }, { worker });
      logger.info("The server is listening.");
      logger.child({ requestId: "r-1" }).warn("A request's line.");
      const lines = raw.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(line.worker).toBe(written);
        expect(line.pid).toBe(process.pid);
        expect(typeof line.hostname).toBe("string");
      }
    },
  );

  it("the process's log reads the slot its primary gave it", async () => {
    const before = process.env.EPR_CLUSTER_SLOT;
    process.env.EPR_CLUSTER_SLOT = "1";
    try {
      vi.resetModules();
      // A fresh module: the process's loggers are made once, on first use.
      const fresh = await import("./log.js");
      const base = String(
        (fresh.processLogger("info") as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym],
      );
      expect(base).toContain('"worker":2');
    } finally {
      if (before === undefined) delete process.env.EPR_CLUSTER_SLOT;
      else process.env.EPR_CLUSTER_SLOT = before;
      vi.resetModules();
    }
  });
});
