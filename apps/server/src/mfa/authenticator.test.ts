import {
  authenticatorConfirmSchema,
  authenticatorMessages,
  authenticatorSetupSchema,
  authenticatorStatusSchema,
  currentSessionSchema,
  signInAuthenticatorResultSchema,
  signInAuthenticatorSchema,
} from "@epr/contract";
import { TOTP_PERIOD_SECONDS } from "@epr/domain";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo-admins.js";
import { createTestApp } from "../test-support/testApp.js";

/**
 * The authenticator app (TOTP, beyond the spec): set up, confirm with a first code
 * (window ±1 step), sign in with the app's code (single use, three failures end the attempt),
 * remove; audit rows without codes or secrets. On a clock the test moves.
 */

let clock = new Date();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 60, now: () => clock });
});
afterAll(() => t.close());

type Agent = ReturnType<typeof t.agent>;
const STEP = TOTP_PERIOD_SECONDS * 1000;
/** The clock at the start of a step (so ±1 step is never a step boundary away by accident). */
const stepStart = () => {
  clock = new Date(Math.floor(Date.now() / STEP) * STEP + 5_000);
};
/** The code the app would show `steps` steps from the server's clock. */
const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.getTime() + steps * STEP });

/** An administrator of client 100001 (brand 6008, which offers MFA), set up and confirmed. */
async function enrolled(loginId: string) {
  stepStart();
  const agent = await t.adminAgent(loginId, "100001");
  const setUp = await agent.request("/api/mfa/authenticator", { method: "POST" });
  expect(setUp.status).toBe(201);
  const { secret, uri, qrCode } = authenticatorSetupSchema.parse(await setUp.json());
  expect(uri).toMatch(new RegExp(`^otpauth://totp/.*secret=${secret}`));
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await confirm(agent, codeAt(secret));
  expect(confirmed).toMatchObject({ valid: true, status: { enrolled: true } });
  return { agent, secret };
}

async function confirm(agent: Agent, code: string) {
  const res = await agent.request("/api/mfa/authenticator/confirm", {
    method: "POST",
    body: JSON.stringify({ code }),
  });
  expect(res.status).toBe(200);
  return authenticatorConfirmSchema.parse(await res.json());
}

/** The password step of a sign-in: 202 naming the app. */
async function passwordStep(loginId: string) {
  const agent = t.agent();
  const res = await agent.login(loginId);
  expect(res.status).toBe(202);
  expect(signInAuthenticatorSchema.parse(await res.json())).toMatchObject({ factor: "totp" });
  return agent;
}

async function signInCode(agent: Agent, code: string) {
  const res = await agent.request("/api/session/authenticator", {
    method: "POST",
    body: JSON.stringify({ code }),
  });
  return {
    status: res.status,
    body: res.status === 200 ? signInAuthenticatorResultSchema.parse(await res.json()) : null,
  };
}

const signedIn = async (agent: Agent) =>
  currentSessionSchema.parse(await (await agent.request("/api/session")).json()).signedIn;

const auditRows = async (loginId: string) =>
  (
    await t.db.query<{ action: string; detail: unknown }>(
      "select action, detail from audit_events where subject = $1 order by id",
      [loginId],
    )
  ).rows;

describe("setting up an authenticator app", () => {
  it.each([
    ["the code of this step", 0, true],
    ["the previous step's", -1, true],
    ["the next step's", 1, true],
    ["two steps ago", -2, false],
    ["two steps ahead", 2, false],
  ])("confirms with %s: %s", async (_, steps, valid) => {
    stepStart();
    const agent = await t.adminAgent(`totp.confirm${steps + 10}`, "100001");
    const { secret } = authenticatorSetupSchema.parse(
      await (await agent.request("/api/mfa/authenticator", { method: "POST" })).json(),
    );
    expect(await confirm(agent, codeAt(secret, steps))).toMatchObject({ valid, status: { enrolled: valid } });
  });

  it("keeps the secret sealed, never in an audit row", async () => {
    const { secret } = await enrolled("totp.sealed");
    const { rows } = await t.db.query<{ totp_secret: string }>(
      "select totp_secret from plan_admins where login_id = 'totp.sealed'",
    );
    expect(rows[0]?.totp_secret).not.toContain(secret);
    expect(t.vault.decrypt(rows[0]?.totp_secret ?? "")).toBe(secret);
    const audit = JSON.stringify(await auditRows("totp.sealed"));
    expect(audit).toContain("mfa.authenticator.enrolled");
    expect(audit).not.toContain(secret);
  });

  it.each([
    ["five digits", 1, { code: "12345" }],
    ["letters", 2, { code: "12a456" }],
    ["no code", 3, {}],
    ["an extra field", 4, { code: "123456", secret: "X" }],
  ])("refuses %s with 400 and changes nothing", async (_, n, body) => {
    stepStart();
    const agent = await t.adminAgent(`totp.bad${n}`, "100001");
    await agent.request("/api/mfa/authenticator", { method: "POST" });
    const res = await agent.request("/api/mfa/authenticator/confirm", {
      method: "POST",
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    const status = authenticatorStatusSchema.parse(
      await (await agent.request("/api/mfa/authenticator")).json(),
    );
    expect(status.enrolled).toBe(false);
  });

  it("a confirm with no set-up in progress enrols nothing and says so", async () => {
    const agent = await t.adminAgent("totp.nosetup", "100001");
    expect(await confirm(agent, "123456")).toEqual({
      valid: false,
      message: authenticatorMessages.noSetup,
      status: { enrolled: false, enrolledAt: null },
    });
  });
});

describe("signing in with the authenticator app", () => {
  it.each([
    ["this step's code signs in", 0, true],
    ["the previous step's code signs in", -1, true],
    ["a code of two steps ago is refused", -2, false],
  ])("%s", async (_, steps, valid) => {
    const loginId = `totp.step${steps + 10}`;
    const { secret } = await enrolled(loginId);
    clock = new Date(clock.getTime() + 2 * STEP); // past the confirming code's step
    const agent = await passwordStep(loginId);
    expect(await signedIn(agent)).toBe(false);
    expect((await agent.request("/api/clients")).status).toBe(401);
    const res = await signInCode(agent, codeAt(secret, steps));
    expect(res.body).toMatchObject({ valid, outcome: valid ? "valid" : "invalid" });
    expect(await signedIn(agent)).toBe(valid);
  });

  it("refuses a replay of the code already used, even in another sign-in", async () => {
    const { secret } = await enrolled("totp.replay");
    clock = new Date(clock.getTime() + 2 * STEP);
    const code = codeAt(secret);
    const first = await passwordStep("totp.replay");
    expect((await signInCode(first, code)).body).toMatchObject({ valid: true });
    const second = await passwordStep("totp.replay");
    expect((await signInCode(second, code)).body).toMatchObject({ valid: false, outcome: "invalid" });
    expect(await signedIn(second)).toBe(false);
  });

  it("three failures end the sign-in attempt, and the right code then does nothing", async () => {
    const { secret } = await enrolled("totp.three");
    clock = new Date(clock.getTime() + 2 * STEP);
    const agent = await passwordStep("totp.three");
    const wrong = codeAt(secret, -5);
    expect((await signInCode(agent, wrong)).body).toMatchObject({ outcome: "invalid", attemptsLeft: 2 });
    expect((await signInCode(agent, wrong)).body).toMatchObject({ outcome: "invalid", attemptsLeft: 1 });
    expect((await signInCode(agent, wrong)).body).toMatchObject({
      outcome: "locked",
      attemptsLeft: 0,
      message: "Your MFA verification code was invalid.",
    });
    expect((await signInCode(agent, codeAt(secret))).status).toBe(401);
    const actions = (await auditRows("totp.three")).map((row) => row.action);
    expect(actions.filter((a) => a === "session.factor.failed")).toHaveLength(3);
    expect(actions).toContain("session.factor.ended");
    expect(JSON.stringify(await auditRows("totp.three"))).not.toContain(wrong);
  });

  it("refuses malformed codes with 400 without counting them", async () => {
    const { secret } = await enrolled("totp.badsign");
    clock = new Date(clock.getTime() + 2 * STEP);
    const agent = await passwordStep("totp.badsign");
    for (const code of ["", "12345", "abcdef", "1234567"])
      expect((await signInCode(agent, code)).status, code).toBe(400);
    expect((await signInCode(agent, codeAt(secret))).body).toMatchObject({ valid: true, attemptsLeft: 2 });
  });

  it("after removal, sign-in goes back to the password (or the e-mailed passcode)", async () => {
    const { agent } = await enrolled("totp.remove");
    // Removing a factor needs the current password (or a factor verified just now).
    const res = await agent.request("/api/mfa/authenticator", {
      method: "DELETE",
      body: JSON.stringify({ currentPassword: DEMO_PASSWORD }),
    });
    expect(authenticatorStatusSchema.parse(await res.json())).toEqual({ enrolled: false, enrolledAt: null });
    expect((await auditRows("totp.remove")).map((row) => row.action)).toContain("mfa.authenticator.removed");
    expect((await t.agent().login("totp.remove")).status).toBe(200);
  });
});
