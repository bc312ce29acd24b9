import { ownActivityResponseSchema } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";
import { ACCESS_DENIED_ACTION } from "./denials.js";

/**
 * Every denial is audited (beyond the spec: the audit log records sign-ins, failures,
 * lockouts, denials, …): who, the method and route pattern, and the refusal's code; the
 * administrator sees it among their own activity.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 20 });
});
afterAll(() => t.close());

async function denials(adminId: number | null) {
  const { rows } = await t.db.query<{ subject: string; detail: { code?: string } }>(
    "select subject, detail from audit_events where action = $1 and admin_id is not distinct from $2 order by id",
    [ACCESS_DENIED_ACTION, adminId],
  );
  return rows;
}

describe("audited denials", () => {
  it.each([
    ["a route-level refusal (no census entitlement)", "/api/reports/census/groups", "GET"],
    ["a refusal inside the handler (a census request)", "/api/reports/census/requests", "POST"],
  ])("%s: 403 and one row naming the route pattern, never the path's data", async (_name, path, method) => {
    const loginId = `denied.${method.toLowerCase()}`;
    const { id } = await createAdmin(t.db, {
      loginId,
      clientNumber: "100001",
      employees: { view: true, edit: true },
      groupValue: "Modify",
      reports: { enrollment: true, WellnessReports: true },
    });
    const agent = t.agent();
    expect((await agent.login(loginId)).status).toBe(200);
    const res = await agent.request(path, {
      method,
      ...(method === "POST"
        ? { body: JSON.stringify({ reportFormat: "Excel", ssnMask: true, groupNumbers: [] }) }
        : {}),
    });
    expect(res.status).toBe(403);
    const rows = await denials(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toMatch(new RegExp(`^${method} /api/reports/`));
    // The pattern (…/:reportType/…), not the path: a path can carry data.
    expect(rows[0]?.subject).not.toContain("census");
    expect(rows[0]?.detail.code).toBeTruthy();

    // The administrator sees it among their own activity.
    const activity = ownActivityResponseSchema.parse(
      await (await agent.request("/api/profile/activity")).json(),
    );
    expect(activity.rows[0]).toMatchObject({ action: ACCESS_DENIED_ACTION, label: "Access refused" });
  });

  it("a call from another site is refused and audited without an administrator", async () => {
    const before = (await denials(null)).length;
    const res = await t.app.request("/api/session", {
      method: "POST",
      headers: { origin: "https://elsewhere.example", "content-type": "application/json" },
      body: JSON.stringify({ loginId: "demo.admin", password: "x" }),
    });
    expect(res.status).toBe(403);
    const rows = await denials(null);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)?.detail.code).toBe("foreign_origin");
  });
});
