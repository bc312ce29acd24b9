import { apiErrorSchema, signInFactorSchema } from "@epr/contract";
import { TOTP_PERIOD_SECONDS } from "@epr/domain";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";
import { FACTOR_LOCK } from "./factor-throttle.js";

/**
 * Wrong second-factor codes count per administrator across sign-in attempts (each right password
 * starts an attempt of three codes of its own): past the limit the factor is locked, the right
 * code refused too, the owner e-mailed once and the lock audited; it opens when the lock ends.
 * The authenticator app and the e-mailed passcode alike, on a clock the test moves.
 */

let clock = new Date("2026-03-02T09:00:00.000Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 20, now: () => clock });
});
afterAll(() => t.close());

type Agent = ReturnType<typeof t.agent>;
const STEP = TOTP_PERIOD_SECONDS * 1000;
const SECRET = new Secret({ size: 20 }).base32;
const totpAt = (steps: number) =>
  TOTP.generate({ secret: Secret.fromBase32(SECRET), timestamp: clock.getTime() + steps * STEP });

/** A factor as the sign-in asks for it: how it is enrolled, and how a code of a pending sign-in is sent. */
interface Factor {
  enrol(adminId: number, loginId: string): Promise<void>;
  /** After the password's 202: what the code step needs (the e-mailed code and its attempt). */
  pending(res: Response, loginId: string): Promise<{ correlationId: string; code: string }>;
  submit(agent: Agent, attempt: { correlationId: string; code: string }, right: boolean): Promise<Response>;
}

const authenticator: Factor = {
  enrol: async (adminId) => {
    await t.db.query("update plan_admins set totp_secret = $2, totp_enrolled_at = $3 where id = $1", [
      adminId,
      t.vault.encrypt(SECRET),
      clock,
    ]);
  },
  pending: async () => ({ correlationId: "", code: "" }),
  submit: (agent, _attempt, right) =>
    agent.request("/api/session/authenticator", {
      method: "POST",
      // Five steps ago: outside the window, so never right by chance.
      body: JSON.stringify({ code: totpAt(right ? 0 : -5) }),
    }),
};

const emailed: Factor = {
  enrol: async (adminId, loginId) => {
    await t.db.query("update plan_admins set mfa_enrolled = true, mfa_email = $2 where id = $1", [
      adminId,
      `${loginId}@mfa.example.com`,
    ]);
  },
  pending: async (res, loginId) => {
    const { correlationId } = signInFactorSchema.parse(await res.json());
    const { rows } = await t.db.query<{ body: string }>(
      "select body from outbox where recipient = $1 order by id desc limit 1",
      [`${loginId}@mfa.example.com`],
    );
    return { correlationId, code: /verification code is (\d+)\./.exec(rows[0]?.body ?? "")?.[1] ?? "" };
  },
  submit: (agent, { correlationId, code }, right) =>
    agent.request("/api/session/factor", {
      method: "POST",
      body: JSON.stringify({
        correlationId,
        otpCode: right ? code : String((Number(code) + 1) % 1_000_000).padStart(code.length, "0"),
      }),
    }),
};

async function passwordStep(factor: Factor, loginId: string) {
  const agent = t.agent();
  const res = await agent.login(loginId);
  expect(res.status).toBe(202);
  return { agent, attempt: await factor.pending(res, loginId) };
}

describe("wrong second-factor codes across sign-in attempts", () => {
  it.each([
    ["the authenticator app", "lock.totp", authenticator],
    ["the e-mailed passcode", "lock.email", emailed],
  ])(
    "%s: ten wrong codes over four sign-ins lock it, the right code refused (429) and the owner e-mailed once, until the lock ends",
    async (_name, loginId, factor) => {
      // Each factor on a step of its own, so an authenticator code is never a replay of the other test's.
      clock = new Date(clock.getTime() + 10 * STEP);
      const { id } = await createAdmin(t.db, {
        loginId,
        clientNumber: "100001",
        employees: { view: true, edit: true },
        groupValue: "Modify",
      });
      await factor.enrol(id, loginId);

      // Three sign-ins with the right password, three wrong codes each: nine, no lock yet.
      for (let signIn = 0; signIn < 3; signIn++) {
        const { agent, attempt } = await passwordStep(factor, loginId);
        for (let code = 0; code < 3; code++)
          expect((await factor.submit(agent, attempt, false)).status).toBe(200);
      }
      // The tenth wrong code locks the factor; the right code after it is refused in the same attempt.
      const { agent, attempt } = await passwordStep(factor, loginId);
      expect((await factor.submit(agent, attempt, false)).status).toBe(200);
      const refused = await factor.submit(agent, attempt, true);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBe(FACTOR_LOCK.lockSeconds);
      expect(apiErrorSchema.parse(await refused.json())).toEqual({
        message:
          "Too many wrong verification codes. For your security, signing in to this account is paused: please wait 15 minutes and try again.",
        code: "factor_locked",
      });
      // A new sign-in with the right password is refused too, and no new code is sent.
      const outboxBefore = await t.db.query("select id from outbox");
      const again = await t.agent().login(loginId);
      expect(again.status).toBe(429);
      expect(apiErrorSchema.parse(await again.json()).code).toBe("factor_locked");
      expect((await t.db.query("select id from outbox")).rows).toHaveLength(outboxBefore.rows.length);

      // The owner is told once, at the account's address, with no code in the mail.
      const { rows: mails } = await t.db.query<{ subject: string; body: string }>(
        "select subject, body from outbox where recipient = $1",
        [`${loginId}@example.com`],
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe("Sign-in paused after wrong verification codes");
      expect(mails[0]?.body).not.toMatch(/\d{6}/);
      const { rows: audit } = await t.db.query<{ action: string }>(
        "select action from audit_events where admin_id = $1 order by id",
        [id],
      );
      const actions = audit.map((row) => row.action);
      expect(actions.filter((a) => a === "session.factor.locked")).toHaveLength(1);
      expect(actions.filter((a) => a === "session.factor.refused")).toHaveLength(2);

      // When the lock ends, the owner signs in with the right code.
      clock = new Date(clock.getTime() + FACTOR_LOCK.lockSeconds * 1000);
      const owner = await passwordStep(factor, loginId);
      const signedIn = await factor.submit(owner.agent, owner.attempt, true);
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).toMatchObject({ valid: true });
    },
  );
});
