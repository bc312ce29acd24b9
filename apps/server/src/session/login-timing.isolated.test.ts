import * as argon2 from "@node-rs/argon2";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { throttleKey } from "../auth/throttle.js";
import { createTestApp } from "../test-support/testApp.js";

// Every argon2 verification the server makes is counted (and still done).
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const original = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...original, verify: vi.fn(original.verify) };
});

/**
 * A login ID that exists must not cost more than one that does not (a timing oracle of which IDs
 * exist): a wrong password for either does the same work — one password verification (an unknown
 * ID against a decoy hash) and one audit row. Timings themselves are not asserted.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 20 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query("delete from login_throttle");
  vi.mocked(argon2.verify).mockClear();
});

const auditRows = async () =>
  (
    await t.db.query<{ n: number }>(
      "select count(*)::int as n from audit_events where action = 'session.login.failed'",
    )
  ).rows[0]?.n ?? 0;

describe("a wrong password for a login ID that exists and for one that does not", () => {
  it.each([
    ["a login ID that exists", "demo.admin"],
    ["a login ID that does not", "nobody.here"],
  ])("%s: one password verification and one audit row", async (_name, loginId) => {
    const before = await auditRows();
    const res = await t.agent().login(loginId, "Not-The-Password-1!");
    expect(res.status).toBe(401);
    expect(vi.mocked(argon2.verify)).toHaveBeenCalledTimes(1);
    expect((await auditRows()) - before).toBe(1);
  });

  it("audits an unknown login ID by its hash, never in clear", async () => {
    await t.agent().login("my-Secret-Pa55word", "Not-The-Password-1!");
    const { rows } = await t.db.query<{ admin_id: number | null; subject: string | null; detail: unknown }>(
      "select admin_id, subject, detail from audit_events where action = 'session.login.failed' order by id desc limit 1",
    );
    expect(rows[0]).toEqual({
      admin_id: null,
      subject: null,
      detail: { unknownLogin: throttleKey("my-Secret-Pa55word") },
    });
    expect(JSON.stringify(rows[0])).not.toContain("Pa55word");
  });
});
