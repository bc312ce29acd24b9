import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { freshMigratedDatabase } from "../test-support/testApp.js";
import { createSession, endAdminSessions, loadSession, rotateSession, tokenHash } from "./sessions.js";

let db: Database;
let adminId: number;

beforeAll(async () => {
  db = await freshMigratedDatabase();
  const { rows } = await db.query<{ id: number }>(
    `insert into plan_admins (login_id, password_hash, first_name, last_name, email, company, role, entitlements)
     values ('rotator', 'x', 'Rita', 'Rotator', 'r@example.com', 'Acme', 'plan_admin', '{}') returning id`,
  );
  const [admin] = rows;
  if (!admin) throw new Error("no admin inserted");
  adminId = admin.id;
});
afterAll(() => db.close());

describe("rotateSession", () => {
  it("gives a new token that loads the same session and retires the old one", async () => {
    const old = await createSession(db, adminId, null, 30 * 60);
    const next = await rotateSession(db, tokenHash(old), { factorPending: false });
    expect(next).not.toBeNull();
    expect(next).not.toBe(old);
    expect(await loadSession(db, old, 30 * 60, undefined)).toBeNull();
    expect((await loadSession(db, String(next), 30 * 60, undefined))?.adminId).toBe(adminId);
  });

  it("answers null for an unknown token", async () => {
    expect(await rotateSession(db, tokenHash("nobody"))).toBeNull();
  });
});

describe("endAdminSessions", () => {
  it("ends every session of the administrator but the one kept", async () => {
    const a = await createSession(db, adminId, null, 30 * 60);
    const b = await createSession(db, adminId, null, 30 * 60);
    const kept = await createSession(db, adminId, null, 30 * 60);
    expect(await endAdminSessions(db, adminId, tokenHash(kept))).toBeGreaterThanOrEqual(2);
    expect(await loadSession(db, a, 30 * 60, undefined)).toBeNull();
    expect(await loadSession(db, b, 30 * 60, undefined)).toBeNull();
    expect(await loadSession(db, kept, 30 * 60, undefined)).not.toBeNull();
  });
});
