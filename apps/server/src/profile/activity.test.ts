import { ownActivityResponseSchema } from "@epr/contract";
import { OWN_ACTIVITY_PAGE_SIZE } from "@epr/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "../http/audit.js";
import { latestOutbox } from "../mail/mailer.js";
import { createTestApp } from "../test-support/testApp.js";

/** The administrator's own activity on the profile (beyond the spec). */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 40 });
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<typeof t.adminAgent>>;
async function activity(agent: Agent, before?: string) {
  const res = await agent.request(`/api/profile/activity${before ? `?before=${before}` : ""}`);
  expect(res.status).toBe(200);
  return ownActivityResponseSchema.parse(await res.json());
}

describe("GET /api/profile/activity", () => {
  it("lists the administrator's own sign-ins, failures and MFA changes, newest first, never a code or a read", async () => {
    const other = await t.adminAgent("activity.other", "100001");
    const agent = await t.adminAgent("activity.own", "100001");
    expect((await agent.login("activity.own", "Wrong-Password-1")).status).toBe(401);
    // A code asked for: the row names the attempt, never the code.
    const sent = await agent.request("/api/mfa/passcodes", {
      method: "POST",
      body: JSON.stringify({ deliveryChannel: "email" }),
    });
    expect(sent.status).toBe(201);
    const [mail] = await latestOutbox(t.db, 1);
    const code = /verification code is (\d+)\./.exec(mail?.body ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const { umi } = await t.employeeOf("100001");
    expect((await agent.request(`/api/employees/${umi}`)).status).toBe(200); // a read: not listed

    const page = await activity(agent);
    const actions = page.rows.map((row) => row.action);
    // The failed password after the sign-in is the second newest; the first sign-in the oldest.
    expect(actions).toEqual(["mfa.passcode.sent", "session.login.failed", "session.login"]);
    expect(page.rows[0]).toMatchObject({
      kind: "mfa",
      label: "MFA verification code sent",
      result: "success",
    });
    expect(page.rows[1]).toMatchObject({ kind: "failure", result: "failure", record: "activity.own" });
    expect(JSON.stringify(page)).not.toContain(code);
    expect(page.next).toBeUndefined();
    // Another administrator sees only their own.
    expect((await activity(other)).rows.map((row) => row.action)).toEqual(["session.login"]);
  });

  it(`pages by key, ${OWN_ACTIVITY_PAGE_SIZE} a page, without repeating or skipping a row`, async () => {
    const agent = await t.adminAgent("activity.pages", "100001");
    const { rows } = await t.db.query<{ id: number }>("select id from plan_admins where login_id = $1", [
      "activity.pages",
    ]);
    const adminId = rows[0]?.id ?? 0;
    for (let i = 0; i < 24; i++) await audit(t.db, adminId, "enrollment.save", `E${i}`);
    await audit(t.db, adminId, "employee.view", "M1"); // a read, newest, not listed
    const seen: string[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const page = await activity(agent, before);
      expect(page.rows.length).toBeLessThanOrEqual(OWN_ACTIVITY_PAGE_SIZE);
      seen.push(...page.rows.map((row) => row.record ?? ""));
      before = page.next;
      pages += 1;
    } while (before);
    expect(pages).toBe(3);
    expect(seen).toEqual([...Array.from({ length: 24 }, (_, i) => `E${23 - i}`), "activity.pages"]);
  });

  it.each(["0", "abc", "-1", "1;drop", "99999999999999999999"])(
    "refuses before=%s with 400",
    async (before) => {
      const agent = t.agent();
      await t.adminAgent("activity.bad", "100001").catch(() => undefined);
      const signed = await agent.login("activity.bad");
      expect(signed.status).toBe(200);
      const res = await agent.request(`/api/profile/activity?before=${encodeURIComponent(before)}`);
      expect(res.status).toBe(400);
    },
  );

  it("needs a session", async () => {
    expect((await t.agent().request("/api/profile/activity")).status).toBe(401);
  });
});
