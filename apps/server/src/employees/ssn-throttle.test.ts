import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";
import { SSN_LOOKUPS, tooManySsnLookups } from "./ssn-throttle.js";

/**
 * SSN lookups are no membership oracle: the fraud check is only for who may enroll, and the fraud
 * check, the existing-SSN and pending checks and the full-SSN reveal share one limit per
 * administrator (SSN_LOOKUPS, counted in the database), each audited with at most the last four.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
type Agent = ReturnType<typeof t.agent>;
let skew = 0;
let own: { umi: string };
let otherClientSsn: string;

const FREE_SSN = "879999991";
const details = { firstName: "Avery", lastName: "Nobody", gender: "F", dob: "01/31/1990" };
const post = (agent: Agent, path: string, body?: unknown) =>
  agent.request(`/api/employees/${path}`, {
    method: "POST",
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function signedIn(loginId: string, employees = { view: true, edit: true }): Promise<Agent> {
  await createAdmin(t.db, { loginId, clientNumber: "100001", employees, groupValue: "Modify" });
  const agent = t.agent();
  expect((await agent.login(loginId)).status).toBe(200);
  return agent;
}

beforeAll(async () => {
  t = await createTestApp({ members: 200, now: () => new Date(Date.now() + skew) });
  own = await t.employeeOf("100001");
  const other = await t.employeeOf("100005");
  const { rows } = await t.db.query<{ ssn_encrypted: string }>(
    "select ssn_encrypted from employees where umi = $1",
    [other.umi],
  );
  otherClientSsn = (JSON.parse(t.vault.decrypt(rows[0]?.ssn_encrypted ?? "")) as { subscriber: string })
    .subscriber;
});
afterAll(() => t.close());

describe("POST /api/employees/fraud-check: only for who may enroll", () => {
  it.each([
    ["a view-only login", "limits.VIEW", { view: true, edit: true }],
    ["an administrator without employees.edit", "limits.reader", { view: true, edit: false }],
  ])("%s → 403, and another client's member's SSN is not judged", async (_name, loginId, employees) => {
    const agent = await signedIn(loginId, employees);
    const res = await post(agent, "fraud-check", { ssn: otherClientSsn, ...details });
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain("fraud");
  });
});

describe("SSN lookups are limited per administrator and audited", () => {
  it(`${SSN_LOOKUPS.limit} lookups of any kind pass; the next → 429 with Retry-After and a sentence, until the window ends`, async () => {
    const agent = await signedIn("limits.busy");
    const calls = [
      () => post(agent, "fraud-check", { ssn: FREE_SSN, ...details }),
      () => post(agent, "ssn-check", { ssn: FREE_SSN }),
      () => post(agent, "pending-check", { ssn: FREE_SSN }),
      () => post(agent, `${own.umi}/ssn`),
    ];
    for (let i = 0; i < SSN_LOOKUPS.limit; i++) {
      const res = await calls[i % calls.length]?.();
      expect(res?.status, `lookup ${i + 1}`).toBe(200);
    }
    for (const call of calls) {
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(SSN_LOOKUPS.windowSeconds);
      expect((await refused.json()).message).toBe(
        tooManySsnLookups(Number(refused.headers.get("retry-after"))),
      );
    }
    // Another administrator is not slowed by this one.
    const other = await signedIn("limits.other");
    expect((await post(other, "ssn-check", { ssn: FREE_SSN })).status).toBe(200);
    // Refused lookups do not move the window: once it ends, lookups pass again.
    skew += SSN_LOOKUPS.windowSeconds * 1000 + 1000;
    try {
      expect((await post(agent, "fraud-check", { ssn: FREE_SSN, ...details })).status).toBe(200);
    } finally {
      skew = 0;
    }
    const audited = await t.db.query<{ action: string }>(
      `select a.action from audit_events a join plan_admins p on p.id = a.admin_id
        where p.login_id = 'limits.busy' and a.action = 'employee.ssn.throttled'`,
    );
    expect(audited.rows).toHaveLength(calls.length);
  });

  it("a fraud check of another client's member is audited with the last four digits only", async () => {
    const agent = await signedIn("limits.audited");
    const res = await post(agent, "fraud-check", { ssn: otherClientSsn, ...details });
    expect(res.status).toBe(200);
    expect((await res.json()).fraud).toBe(true);
    const { rows } = await t.db.query<{ action: string; subject: string | null; detail: unknown }>(
      `select a.action, a.subject, a.detail from audit_events a join plan_admins p on p.id = a.admin_id
        where p.login_id = 'limits.audited' and a.action like 'employee.ssn.%'`,
    );
    expect(rows).toEqual([
      {
        action: "employee.ssn.fraudCheck",
        subject: null,
        detail: { ssnLast4: otherClientSsn.slice(-4), fraud: true },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(otherClientSsn);
  });
});
