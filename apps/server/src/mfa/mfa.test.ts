import {
  type MfaOutcome,
  mfaPasscodeResponseSchema,
  mfaStatusSchema,
  mfaValidateResponseSchema,
} from "@epr/contract";
import { MFA_CODE_TTL_MINUTES, MFA_MAX_ATTEMPTS } from "@epr/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestOutbox } from "../mail/mailer.js";
import { createTestApp } from "../test-support/testApp.js";
import { PASSCODE_LIMIT } from "./passcodes.js";

/**
 * MFA by e-mailed one-time passcode (session-and-admin.md §3, §4 MFA toggle, §5, §9),
 * through the routes, on a clock the test moves.
 */

let clock = new Date("2026-11-22T12:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
/** Every code the outbox received: none may appear in an audit row. */
const codesSent: string[] = [];

beforeAll(async () => {
  // Sessions follow this clock too (auth/sessions.ts): an idle time longer than the hour a code is
  // left unused below keeps the administrator signed in meanwhile.
  t = await createTestApp({ members: 60, now: () => clock, env: { EPR_SESSION_IDLE_MINUTES: "120" } });
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<typeof t.adminAgent>>;
const minutes = (n: number) => n * 60_000;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** An administrator of client 100001 (brand 6008, which offers MFA), made for one test. */
const admin = (loginId: string) => t.adminAgent(loginId, "100001");

/** Asks for a code and reads it from the outbox, as a newcomer would with `npm run outbox`. */
async function newCode(agent: Agent) {
  const res = await agent.request("/api/mfa/passcodes", {
    method: "POST",
    body: JSON.stringify({ deliveryChannel: "email" }),
  });
  expect(res.status).toBe(201);
  const answer = mfaPasscodeResponseSchema.parse(await res.json());
  const [message] = await latestOutbox(t.db, 1);
  const code = /verification code is (\d+)\./.exec(message?.body ?? "")?.[1];
  if (!code) throw new Error("no code in the outbox");
  codesSent.push(code);
  return { ...answer, code, message };
}

async function submit(agent: Agent, correlationId: string, otpCode: string) {
  const res = await agent.request("/api/mfa/passcodes/validate", {
    method: "POST",
    body: JSON.stringify({ correlationId, otpCode }),
  });
  expect(res.status).toBe(200);
  return mfaValidateResponseSchema.parse(await res.json());
}

/** A code that is not `code` (the next one, wrapping). */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(code.length, "0");

async function status(agent: Agent) {
  const res = await agent.request("/api/mfa");
  expect(res.status).toBe(200);
  return mfaStatusSchema.parse(await res.json());
}

const enrol = (agent: Agent, correlationId?: string) =>
  agent.request("/api/mfa", {
    method: "PUT",
    body: JSON.stringify({ hmhsmfaenrolled: "true", ...(correlationId ? { correlationId } : {}) }),
  });

const auditOf = async (loginId: string) =>
  (
    await t.db.query<{ action: string; subject: string; detail: Record<string, unknown> }>(
      `select a.action, a.subject, a.detail from audit_events a join plan_admins p on p.id = a.admin_id
        where lower(p.login_id) = lower($1) and a.action like 'mfa.%' order by a.id`,
      [loginId],
    )
  ).rows;

describe("passcodes: e-mailed, hashed, six digits, valid ten minutes, once", () => {
  it("a new code goes to the administrator's address through the outbox; only its hash is kept", async () => {
    const agent = await admin("mfa.outbox");
    const sent = await newCode(agent);
    expect(sent.code).toMatch(/^\d{6}$/);
    expect(sent.destination).toBe("m***x@example.com");
    expect(sent.expiresAt).toBe(new Date(clock.getTime() + minutes(MFA_CODE_TTL_MINUTES)).toISOString());
    expect(sent.message).toMatchObject({
      recipient: "mfa.outbox@example.com",
      subject: "Your verification code",
    });
    expect(sent.message?.body).toContain(`expires in ${MFA_CODE_TTL_MINUTES} minutes`);
    const { rows } = await t.db.query<{ row: string }>(
      "select p::text as row from mfa_passcodes p where correlation_id = $1",
      [sent.correlationId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.row).not.toContain(sent.code);
  });

  it.each([
    {
      when: "just before ten minutes",
      name: "before",
      after: minutes(MFA_CODE_TTL_MINUTES) - 1000,
      outcome: "valid",
    },
    { when: "at ten minutes", name: "at", after: minutes(MFA_CODE_TTL_MINUTES), outcome: "expired" },
    { when: "an hour later", name: "later", after: minutes(60), outcome: "expired" },
  ] as { when: string; name: string; after: number; outcome: MfaOutcome }[])(
    "the right code $when → $outcome",
    async ({ name, after, outcome }) => {
      const agent = await admin(`mfa.expiry.${name}`);
      const { correlationId, code } = await newCode(agent);
      advance(after);
      const answer = await submit(agent, correlationId, code);
      expect(answer.outcome).toBe(outcome);
      expect(answer.valid).toBe(outcome === "valid");
      if (outcome === "expired")
        expect(answer.message).toBe(
          "This verification code is no longer valid. Please generate a new verification code.",
        );
    },
  );

  it("is single use: the same code again answers expired", async () => {
    const agent = await admin("mfa.once");
    const { correlationId, code } = await newCode(agent);
    expect(await submit(agent, correlationId, code)).toEqual({
      valid: true,
      outcome: "valid",
      message: null,
      attemptsLeft: MFA_MAX_ATTEMPTS - 1,
    });
    expect((await submit(agent, correlationId, code)).outcome).toBe("expired");
  });

  it("is bound to its attempt: another session of the same administrator, another administrator, or an older code get nothing and count nothing", async () => {
    const agent = await admin("mfa.bound");
    const first = await newCode(agent);
    const second = await newCode(agent);
    // A new code ends every older one.
    expect((await submit(agent, first.correlationId, first.code)).outcome).toBe("expired");
    // The same administrator signed in elsewhere: a session of its own.
    const elsewhere = t.agent();
    expect((await elsewhere.login("mfa.bound")).status).toBe(200);
    const stranger = await admin("mfa.stranger");
    for (const other of [elsewhere, stranger])
      for (let i = 0; i < MFA_MAX_ATTEMPTS + 1; i++)
        expect((await submit(other, second.correlationId, second.code)).outcome).toBe("expired");
    // None of their submissions was counted against the attempt.
    const { rows } = await t.db.query<{ attempts: number }>(
      "select attempts from mfa_passcodes where correlation_id = $1",
      [second.correlationId],
    );
    expect(rows[0]?.attempts).toBe(0);
    expect((await submit(agent, second.correlationId, second.code)).outcome).toBe("valid");
  });
});

describe("three failed or empty submissions lock the attempt until a new code (§5, §9)", () => {
  it("wrong, empty, wrong → invalid, Required, locked; the right code is then refused; a new code unlocks", async () => {
    const agent = await admin("mfa.lockout");
    const { correlationId, code } = await newCode(agent);
    expect(await submit(agent, correlationId, wrong(code))).toEqual({
      valid: false,
      outcome: "invalid",
      message: "Your MFA verification code was invalid. Please try again.",
      attemptsLeft: 2,
    });
    expect(await submit(agent, correlationId, "")).toEqual({
      valid: false,
      outcome: "required",
      message: "Required",
      attemptsLeft: 1,
    });
    expect(await submit(agent, correlationId, wrong(code))).toEqual({
      valid: false,
      outcome: "locked",
      message: "Your MFA verification code was invalid.",
      attemptsLeft: 0,
    });
    expect((await submit(agent, correlationId, code)).outcome).toBe("locked");
    // Generate New Verification Code (§4): a fresh attempt with its own three submissions.
    const fresh = await newCode(agent);
    expect((await submit(agent, correlationId, code)).outcome).toBe("expired");
    expect((await submit(agent, fresh.correlationId, wrong(fresh.code))).attemptsLeft).toBe(2);
    expect((await submit(agent, fresh.correlationId, fresh.code)).outcome).toBe("valid");
  });

  it("parallel wrong submissions are counted before they are compared: at most three are taken", async () => {
    const agent = await admin("mfa.parallel");
    const { correlationId, code } = await newCode(agent);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => submit(agent, correlationId, wrong(code))),
    );
    expect(answers.filter((a) => a.outcome === "invalid")).toHaveLength(MFA_MAX_ATTEMPTS - 1);
    expect(answers.filter((a) => a.outcome === "locked")).toHaveLength(12 - (MFA_MAX_ATTEMPTS - 1));
    const { rows } = await t.db.query<{ attempts: number }>(
      "select attempts from mfa_passcodes where correlation_id = $1",
      [correlationId],
    );
    expect(rows[0]?.attempts).toBe(MFA_MAX_ATTEMPTS);
  });

  it(`at most ${PASSCODE_LIMIT.codes} codes in ${PASSCODE_LIMIT.windowSeconds / 60} minutes, as the sign-in throttle; then 429 until the window ends`, async () => {
    const agent = await admin("mfa.throttle");
    for (let i = 0; i < PASSCODE_LIMIT.codes; i++) await newCode(agent);
    const refused = await agent.request("/api/mfa/passcodes", {
      method: "POST",
      body: JSON.stringify({ deliveryChannel: "email" }),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(PASSCODE_LIMIT.windowSeconds));
    expect((await refused.json()).message).toBe(
      "Too many failed attempts. Please wait 15 minutes and try again.",
    );
    advance(PASSCODE_LIMIT.windowSeconds * 1000);
    await newCode(agent);
  });
});

describe("enrol, disable and the challenge info (§4 MFA toggle)", () => {
  it("enrols only with the attempt just verified in this session, once; disabling clears the e-mail", async () => {
    const agent = await admin("mfa.enrol");
    expect(await status(agent)).toEqual({
      offered: true,
      enrolled: false,
      challengeInfoList: [],
      codeTtlMinutes: MFA_CODE_TTL_MINUTES,
    });
    const { correlationId, code } = await newCode(agent);
    // Not yet verified, or no attempt named: refused.
    for (const id of [undefined, correlationId]) {
      const refused = await enrol(agent, id);
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toBe(
        "Please enter the verification code we e-mailed you before enabling MFA.",
      );
    }
    expect((await submit(agent, correlationId, code)).valid).toBe(true);
    // Another session of the same administrator cannot redeem this session's verification.
    const elsewhere = t.agent();
    expect((await elsewhere.login("mfa.enrol")).status).toBe(200);
    expect((await enrol(elsewhere, correlationId)).status).toBe(409);
    const enrolled = await enrol(agent, correlationId);
    expect(enrolled.status).toBe(200);
    expect(mfaStatusSchema.parse(await enrolled.json())).toMatchObject({
      enrolled: true,
      challengeInfoList: [{ deliveryChannel: "email", destination: "m***l@example.com" }],
    });
    expect((await enrol(agent, correlationId)).status).toBe(409);
    const disabled = await agent.request("/api/mfa", {
      method: "PUT",
      body: JSON.stringify({ hmhsmfaenrolled: "false" }),
    });
    expect(disabled.status).toBe(200);
    expect(await status(agent)).toMatchObject({ enrolled: false, challengeInfoList: [] });
    const { rows } = await t.db.query<{ mfa_enrolled: boolean; mfa_email: string | null }>(
      "select mfa_enrolled, mfa_email from plan_admins where login_id = 'mfa.enrol'",
    );
    expect(rows[0]).toEqual({ mfa_enrolled: false, mfa_email: null });
  });

  it("a verification older than the code's ten minutes enrols nothing", async () => {
    const agent = await admin("mfa.late");
    const { correlationId, code } = await newCode(agent);
    expect((await submit(agent, correlationId, code)).valid).toBe(true);
    advance(minutes(MFA_CODE_TTL_MINUTES) + 1000);
    expect((await enrol(agent, correlationId)).status).toBe(409);
  });

  it("a brand whose flag does not offer the toggle is refused (a multi-client administrator before choosing a client); choosing one of a brand that does offers it", async () => {
    const agent = t.agent();
    expect((await agent.login("demo.mcu")).status).toBe(200);
    expect((await status(agent)).offered).toBe(false);
    const before = (await latestOutbox(t.db, 1))[0]?.id;
    const refused = await agent.request("/api/mfa/passcodes", {
      method: "POST",
      body: JSON.stringify({ deliveryChannel: "email" }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: "Multi-factor authentication is not offered for this brand.",
      code: "mfa_not_offered",
    });
    expect((await enrol(agent, "00000000-0000-4000-8000-000000000000")).status).toBe(403);
    expect((await latestOutbox(t.db, 1))[0]?.id).toBe(before);
    expect((await auditOf("demo.mcu")).map((r) => r.action)).toEqual(["mfa.refused", "mfa.refused"]);
    const chosen = await agent.request("/api/session/client", {
      method: "PUT",
      body: JSON.stringify({ clientNumber: "100001" }),
    });
    expect(chosen.status).toBe(200);
    expect((await status(agent)).offered).toBe(true);
  });
});

describe("audit rows for MFA changes and failures, never a code", () => {
  it("sent, failed, locked, verified, enrolled and disabled are recorded with the attempt", async () => {
    const agent = await admin("mfa.audit");
    const first = await newCode(agent);
    await submit(agent, first.correlationId, "");
    await submit(agent, first.correlationId, wrong(first.code));
    await submit(agent, first.correlationId, wrong(first.code));
    const second = await newCode(agent);
    await submit(agent, second.correlationId, second.code);
    expect((await enrol(agent, second.correlationId)).status).toBe(200);
    await agent.request("/api/mfa", { method: "PUT", body: JSON.stringify({ hmhsmfaenrolled: "false" }) });
    const rows = await auditOf("mfa.audit");
    expect(rows.map((r) => [r.action, r.detail.outcome ?? null])).toEqual([
      ["mfa.passcode.sent", null],
      ["mfa.passcode.failed", "required"],
      ["mfa.passcode.failed", "invalid"],
      ["mfa.passcode.failed", "locked"],
      ["mfa.passcode.locked", null],
      ["mfa.passcode.sent", null],
      ["mfa.passcode.verified", "valid"],
      ["mfa.enrolled", null],
      ["mfa.disabled", null],
    ]);
    expect(rows.every((r) => r.subject === "mfa.audit")).toBe(true);
    expect(rows[0]?.detail).toMatchObject({ correlationId: first.correlationId, mailer: "outbox" });
  });

  it("no audit row of any test holds a code that was sent", async () => {
    expect(codesSent.length).toBeGreaterThan(10);
    // The correlation ids are left out: a random hex id may hold six digits in a row by chance.
    const { rows } = await t.db.query<{ row: string }>(
      "select coalesce(subject, '') || ' ' || (detail - 'correlationId')::text as row from audit_events",
    );
    const leaks = rows.filter((r) => codesSent.some((code) => r.row.includes(code)));
    expect(leaks).toEqual([]);
  });
});
