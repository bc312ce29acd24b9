import type { GroupEntitlement } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Queryable } from "../db/database.js";
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

describe("loadSession: one statement, nothing cached (per-request overhead)", () => {
  let clientId: number;
  const IDLE = 30 * 60;
  type Value = GroupEntitlement["employeeData"];

  /** Every statement loadSession sends, counted. */
  function counted() {
    const sent: string[] = [];
    const q: Queryable = {
      query: <Row>(sql: string, params?: unknown[]) => {
        sent.push(sql);
        return db.query<Row>(sql, params);
      },
    };
    return { q, sent };
  }
  async function admin(loginId: string, role: string, groups: [string, Value][]) {
    const { rows } = await db.query<{ id: number }>(
      `insert into plan_admins (login_id, password_hash, first_name, last_name, email, company, role, entitlements)
       values ($1, 'x', 'G', 'E', 'g@example.com', 'Acme', $2, '{}') returning id`,
      [loginId, role],
    );
    const id = rows[0]?.id as number;
    // An administrator of the session's client: a session acts only for a client its administrator has.
    await db.query("insert into admin_clients (admin_id, client_id) values ($1, $2)", [id, clientId]);
    for (const [group, value] of groups)
      await db.query(
        "insert into admin_group_entitlements (admin_id, group_number, employee_data, spending_account) values ($1, $2, $3, 'N/A')",
        [id, group, value],
      );
    return id;
  }

  beforeAll(async () => {
    const { rows } = await db.query<{ id: number }>(
      "insert into clients (client_number, name, brand_code, status) values ('900001', 'Groups Inc', '6008', 'active') returning id",
    );
    clientId = rows[0]?.id as number;
    const other = await db.query<{ id: number }>(
      "insert into clients (client_number, name, brand_code, status) values ('900002', 'Other Inc', '6008', 'active') returning id",
    );
    for (const [group, client] of [
      ["900103", clientId],
      ["900101", clientId],
      ["900102", clientId],
      ["900201", other.rows[0]?.id],
    ])
      await db.query(
        "insert into groups (group_number, client_id, name, status) values ($1, $2, $1, 'active')",
        [group, client],
      );
  });

  const cases: {
    name: string;
    role: string;
    groups: [string, Value][];
    expected: GroupEntitlement[];
    statements?: number;
  }[] = [
    {
      name: "an administrator holds the groups of its client it has an entitlement in, by number",
      role: "plan_admin",
      groups: [
        ["900102", "View"],
        ["900101", "Modify"],
        ["900201", "Modify"],
      ],
      expected: [
        { groupNumber: "900101", employeeData: "Modify", spendingAccount: "N/A" },
        { groupNumber: "900102", employeeData: "View", spendingAccount: "N/A" },
      ],
    },
    {
      name: "internal staff hold every group of the employer as View, no spending account (session-and-admin.md §6)",
      role: "internal_user",
      groups: [],
      // Their groups are the client's, read by a second statement: a plan administrator's come
      // with the session by its entitlements' key, whatever the client's size.
      statements: 2,
      expected: ["900101", "900102", "900103"].map((groupNumber) => ({
        groupNumber,
        employeeData: "View",
        spendingAccount: "N/A",
      })),
    },
    {
      name: "an administrator with no entitlement in the client holds none of its groups",
      role: "plan_admin",
      groups: [["900201", "Modify"]],
      expected: [],
    },
  ];
  it.each(cases)(
    "$name, in one statement (internal staff two)",
    async ({ role, groups, expected, statements }) => {
      const id = await admin(`groups.${role}.${expected.length}.${groups.length}`, role, groups);
      const token = await createSession(db, id, clientId, IDLE);
      const { q, sent } = counted();
      const session = await loadSession(q, token, IDLE, undefined);
      expect(session?.view.groups).toEqual(expected);
      expect(sent).toHaveLength(statements ?? 1);
    },
  );

  it("sees a changed entitlement and a disabled account on the very next call", async () => {
    const id = await admin("groups.change", "plan_admin", [["900101", "View"]]);
    const token = await createSession(db, id, clientId, IDLE);
    expect((await loadSession(db, token, IDLE, undefined))?.view.groups.map((g) => g.employeeData)).toEqual([
      "View",
    ]);
    await db.query("update admin_group_entitlements set employee_data = 'Modify' where admin_id = $1", [id]);
    expect((await loadSession(db, token, IDLE, undefined))?.view.groups.map((g) => g.employeeData)).toEqual([
      "Modify",
    ]);
    await db.query("delete from admin_group_entitlements where admin_id = $1", [id]);
    expect((await loadSession(db, token, IDLE, undefined))?.view.groups).toEqual([]);
    await db.query("update plan_admins set disabled_at = now() where id = $1", [id]);
    expect(await loadSession(db, token, IDLE, undefined)).toBeNull();
  });

  it("slides the idle end with a second statement at most once a minute; a background call slides nothing", async () => {
    const start = new Date("2026-03-02T10:00:00Z");
    const token = await createSession(db, adminId, null, IDLE, { now: start });
    const stored = async () => {
      const { rows } = await db.query<{ expires_at: string | Date }>(
        "select expires_at from sessions where token_hash = $1",
        [tokenHash(token)],
      );
      return new Date(rows[0]?.expires_at ?? 0).toISOString();
    };
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const calls: [string, { now: Date; background?: boolean }, string, number][] = [
      // [why, call, idle end stored after it, statements sent]
      ["a background call five minutes in", { now: at(5), background: true }, "10:30", 1],
      ["the first active call five minutes in", { now: at(5) }, "10:35", 2],
      ["another call half a minute later", { now: at(5.5) }, "10:35", 1],
      ["a call a minute and a half later", { now: at(6.5) }, "10:36:30", 2],
    ];
    for (const [why, options, end, statements] of calls) {
      const { q, sent } = counted();
      const session = await loadSession(q, token, IDLE, undefined, options);
      const expected = `2026-03-02T${end.length === 5 ? `${end}:00` : end}.000Z`;
      expect(session?.view.idleExpiresAt, why).toBe(expected);
      expect(await stored(), why).toBe(expected);
      expect(sent, why).toHaveLength(statements);
    }
  });
});
