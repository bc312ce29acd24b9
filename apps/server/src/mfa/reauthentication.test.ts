import { mfaMessages, mfaPasscodeResponseSchema, mfaValidateResponseSchema } from "@epr/contract";
import { FRESH_FACTOR_MINUTES } from "@epr/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAIR } from "../auth/throttle.js";
import { latestOutbox } from "../mail/mailer.js";
import { DEMO_PASSWORD } from "../seed/demo-admins.js";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";

/**
 * Changes that would let whoever holds a session keep the account — turning MFA off, removing the
 * authenticator app, changing one's own e-mail — need the current password or a second factor this
 * session verified in the last FRESH_FACTOR_MINUTES (a stolen session alone must not weaken the account). On a clock the test moves.
 */

let clock = new Date("2026-11-22T12:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 60, now: () => clock });
});
afterAll(() => t.close());

type Agent = ReturnType<typeof t.agent>;
const minutes = (n: number) => n * 60_000;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const WRONG_PASSWORD = "Not-The-Password-42!";
/** A base32 secret for an enrolled authenticator app (sealed as the route seals it). */
const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/**
 * An administrator of client 100001 (brand 6008 offers MFA), super user so that the plan
 * administrator edit is theirs to make, signed in with the password alone.
 */
async function signedIn(loginId: string): Promise<Agent> {
  await createAdmin(t.db, {
    loginId,
    clientNumber: "100001",
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  await t.db.query(
    `update plan_admins set entitlements = jsonb_set(entitlements, '{superUserRole}', 'true') where login_id = $1`,
    [loginId],
  );
  const agent = t.agent();
  expect((await agent.login(loginId)).status).toBe(200);
  return agent;
}

/** This session verifies an e-mailed passcode on the profile (a second factor, just now). */
async function verifyFactor(agent: Agent) {
  const sent = await agent.request("/api/mfa/passcodes", {
    method: "POST",
    body: JSON.stringify({ deliveryChannel: "email" }),
  });
  expect(sent.status).toBe(201);
  const { correlationId } = mfaPasscodeResponseSchema.parse(await sent.json());
  const code = /verification code is (\d+)\./.exec((await latestOutbox(t.db, 1))[0]?.body ?? "")?.[1];
  const res = await agent.request("/api/mfa/passcodes/validate", {
    method: "POST",
    body: JSON.stringify({ correlationId, otpCode: code }),
  });
  expect(mfaValidateResponseSchema.parse(await res.json()).valid).toBe(true);
}

interface Change {
  name: string;
  /** Short, for the login IDs. */
  key: string;
  /** Puts the signed-in administrator where the change applies. */
  prepare: (loginId: string) => Promise<void>;
  send: (agent: Agent, loginId: string, currentPassword?: string) => Promise<Response>;
  /** Whether the change was made. */
  made: (loginId: string) => Promise<boolean>;
  /** The audit row of the change made. */
  audited: string;
}

const row = async <T>(sql: string, loginId: string) =>
  (await t.db.query<T & Record<string, unknown>>(sql, [loginId])).rows[0] as T;
const withPassword = (currentPassword?: string) => (currentPassword === undefined ? {} : { currentPassword });

const changes: Change[] = [
  {
    name: "turning MFA off (PUT /api/mfa false)",
    key: "off",
    prepare: async (loginId) => {
      await t.db.query("update plan_admins set mfa_enrolled = true, mfa_email = email where login_id = $1", [
        loginId,
      ]);
    },
    send: (agent, _, currentPassword) =>
      agent.request("/api/mfa", {
        method: "PUT",
        body: JSON.stringify({ hmhsmfaenrolled: "false", ...withPassword(currentPassword) }),
      }),
    made: async (loginId) =>
      !(
        await row<{ mfa_enrolled: boolean }>(
          "select mfa_enrolled from plan_admins where login_id = $1",
          loginId,
        )
      ).mfa_enrolled,
    audited: "mfa.disabled",
  },
  {
    name: "removing the authenticator app (DELETE /api/mfa/authenticator)",
    key: "totp",
    prepare: async (loginId) => {
      await t.db.query("update plan_admins set totp_secret = $2, totp_enrolled_at = $3 where login_id = $1", [
        loginId,
        t.vault.encrypt(TOTP_SECRET),
        clock,
      ]);
    },
    send: (agent, _, currentPassword) =>
      agent.request("/api/mfa/authenticator", {
        method: "DELETE",
        body: JSON.stringify(withPassword(currentPassword)),
      }),
    made: async (loginId) =>
      (
        await row<{ totp_secret: string | null }>(
          "select totp_secret from plan_admins where login_id = $1",
          loginId,
        )
      ).totp_secret === null,
    audited: "mfa.authenticator.removed",
  },
  {
    name: "changing one's own e-mail (PUT /api/plan-admins/{own login ID})",
    key: "mail",
    prepare: async () => {},
    send: (agent, loginId, currentPassword) =>
      agent.request(`/api/plan-admins/${loginId}`, {
        method: "PUT",
        body: JSON.stringify({
          demographics: {
            firstName: "Test",
            lastName: "Admin",
            email: `${loginId}@elsewhere.example`,
            company: "",
          },
          userEntitlements: { employeesView: true, employeesEdit: true, superUserRole: true },
          ...withPassword(currentPassword),
        }),
      }),
    made: async (loginId) =>
      (await row<{ email: string }>("select email from plan_admins where login_id = $1", loginId)).email ===
      `${loginId}@elsewhere.example`,
    audited: "planAdmin.updated",
  },
];

interface Case {
  name: string;
  key: string;
  password?: string;
  /** Minutes since this session verified a factor; none when absent. */
  factorMinutesAgo?: number;
  status: number;
  code?: string;
  message?: string;
  confirmedWith?: "password" | "factor";
}

const cases: Case[] = [
  {
    name: "no password and no factor → 403, nothing changed",
    key: "none",
    status: 403,
    code: "password_required",
    message: mfaMessages.passwordRequired,
  },
  {
    name: "a wrong password → 403, nothing changed",
    key: "wrong",
    password: WRONG_PASSWORD,
    status: 403,
    code: "wrong_password",
    message: "Your current password is incorrect.",
  },
  {
    name: "the right password → done",
    key: "right",
    password: DEMO_PASSWORD,
    status: 200,
    confirmedWith: "password",
  },
  {
    name: `a factor verified ${FRESH_FACTOR_MINUTES - 1} minutes ago, no password → done`,
    key: "fresh",
    factorMinutesAgo: FRESH_FACTOR_MINUTES - 1,
    status: 200,
    confirmedWith: "factor",
  },
  {
    name: `a factor verified more than ${FRESH_FACTOR_MINUTES} minutes ago, no password → 403, nothing changed`,
    key: "old",
    factorMinutesAgo: FRESH_FACTOR_MINUTES + 0.1,
    status: 403,
    code: "password_required",
    message: mfaMessages.passwordRequired,
  },
  {
    name: "a fresh factor and a wrong password → 403: a password given is checked",
    key: "both",
    factorMinutesAgo: 1,
    password: WRONG_PASSWORD,
    status: 403,
    code: "wrong_password",
  },
];

describe.each(changes)("$name needs the current password or a fresh factor", (change) => {
  it.each(cases)("$name", async (c) => {
    const loginId = `reauth.${change.key}.${c.key}`;
    const agent = await signedIn(loginId);
    await change.prepare(loginId);
    if (c.factorMinutesAgo !== undefined) {
      await verifyFactor(agent);
      advance(minutes(c.factorMinutesAgo));
    }
    const res = await change.send(agent, loginId, c.password);
    expect(res.status).toBe(c.status);
    const answer = (await res.json()) as { message?: string; code?: string };
    if (c.code) expect(answer.code).toBe(c.code);
    if (c.message) expect(answer.message).toBe(c.message);
    expect(await change.made(loginId)).toBe(c.status === 200);
    const { rows } = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      "select action, detail from audit_events where subject = $1 order by id",
      [loginId],
    );
    if (c.confirmedWith)
      expect(rows.find((r) => r.action === change.audited)?.detail).toMatchObject({
        confirmedWith: c.confirmedWith,
      });
    else
      expect(rows.filter((r) => r.action === "reauth.refused").map((r) => r.detail)).toEqual([
        {
          action: expect.any(String),
          reason: c.code === "wrong_password" ? "wrong-password" : "password-required",
        },
      ]);
    // Never a password in an audit row.
    expect(JSON.stringify(rows)).not.toContain(DEMO_PASSWORD);
    expect(JSON.stringify(rows)).not.toContain(WRONG_PASSWORD);
  });
});

describe("the freshness of a factor and the password's throttle", () => {
  it("signing in with the e-mailed passcode makes the session fresh: MFA may be turned off at once", async () => {
    const loginId = "reauth.signin";
    await signedIn(loginId);
    await t.db.query("update plan_admins set mfa_enrolled = true, mfa_email = email where login_id = $1", [
      loginId,
    ]);
    const agent = t.agent();
    const pending = await agent.login(loginId);
    expect(pending.status).toBe(202);
    const { correlationId } = (await pending.json()) as { correlationId: string };
    const code = /verification code is (\d+)\./.exec((await latestOutbox(t.db, 1))[0]?.body ?? "")?.[1];
    const verified = await agent.request("/api/session/factor", {
      method: "POST",
      body: JSON.stringify({ correlationId, otpCode: code }),
    });
    expect(((await verified.json()) as { valid: boolean }).valid).toBe(true);
    advance(minutes(FRESH_FACTOR_MINUTES - 1));
    const off = await agent.request("/api/mfa", {
      method: "PUT",
      body: JSON.stringify({ hmhsmfaenrolled: "false" }),
    });
    expect(off.status).toBe(200);
  });

  it("a factor verified in another session of the same administrator does not count", async () => {
    const loginId = "reauth.elsewhere";
    const other = await signedIn(loginId);
    const agent = t.agent();
    expect((await agent.login(loginId)).status).toBe(200);
    await changes[0]?.prepare(loginId);
    await verifyFactor(other);
    const res = await agent.request("/api/mfa", {
      method: "PUT",
      body: JSON.stringify({ hmhsmfaenrolled: "false" }),
    });
    expect(res.status).toBe(403);
  });

  it(`wrong passwords count as failed sign-ins: after ${PAIR.failures}, even the right one waits (429)`, async () => {
    const loginId = "reauth.throttle";
    const agent = await signedIn(loginId);
    await changes[0]?.prepare(loginId);
    const off = (currentPassword: string) =>
      agent.request("/api/mfa", {
        method: "PUT",
        body: JSON.stringify({ hmhsmfaenrolled: "false", currentPassword }),
      });
    for (let i = 0; i < PAIR.failures; i += 1) expect((await off(WRONG_PASSWORD)).status).toBe(403);
    const throttled = await off(DEMO_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await changes[0]?.made(loginId)).toBe(false);
  });

  it("an enrolled authenticator app is not replaced by a new set-up (409): removing it needs the password", async () => {
    const loginId = "reauth.replace";
    const agent = await signedIn(loginId);
    await changes[1]?.prepare(loginId);
    const before = await row<{ totp_secret: string }>(
      "select totp_secret from plan_admins where login_id = $1",
      loginId,
    );
    const res = await agent.request("/api/mfa/authenticator", { method: "POST" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(mfaMessages.authenticatorEnrolled);
    const after = await row<{ totp_secret: string; totp_pending_secret: string | null }>(
      "select totp_secret, totp_pending_secret from plan_admins where login_id = $1",
      loginId,
    );
    expect(after).toEqual({ totp_secret: before.totp_secret, totp_pending_secret: null });
  });
});
