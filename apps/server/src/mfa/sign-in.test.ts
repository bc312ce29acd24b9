import { currentSessionSchema, signInFactorResultSchema, signInFactorSchema } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestOutbox } from "../mail/mailer.js";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";

/**
 * The sign-in of an administrator with MFA enrolled (beyond the spec): the password, then the code e-mailed
 * to the enrolled address; until it is verified the session may call nothing else, and three
 * failures end the sign-in attempt.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 60 });
});
afterAll(() => t.close());

type Agent = ReturnType<typeof t.agent>;

/** An administrator of client 100001 enrolled in MFA at `login@mfa.example.com`. */
async function enrolledAdmin(loginId: string) {
  const { id } = await createAdmin(t.db, {
    loginId,
    clientNumber: "100001",
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  await t.db.query("update plan_admins set mfa_enrolled = true, mfa_email = $2 where id = $1", [
    id,
    `${loginId}@mfa.example.com`,
  ]);
}

/** Signs in with the password: 202, and the code from the outbox. */
async function passwordStep(agent: Agent, loginId: string) {
  const res = await agent.login(loginId);
  expect(res.status).toBe(202);
  const factor = signInFactorSchema.parse(await res.json());
  const [message] = await latestOutbox(t.db, 1);
  expect(message?.recipient).toBe(`${loginId}@mfa.example.com`);
  const code = /verification code is (\d+)\./.exec(message?.body ?? "")?.[1] ?? "";
  return { ...factor, code };
}

async function factor(agent: Agent, correlationId: string, otpCode: string) {
  const res = await agent.request("/api/session/factor", {
    method: "POST",
    body: JSON.stringify({ correlationId, otpCode }),
  });
  return {
    status: res.status,
    body: res.status === 200 ? signInFactorResultSchema.parse(await res.json()) : null,
  };
}

const signedIn = async (agent: Agent) =>
  currentSessionSchema.parse(await (await agent.request("/api/session")).json()).signedIn;

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(code.length, "0");

describe("sign-in with MFA enrolled", () => {
  it("a factor-pending session calls nothing else; the right code signs in with a new token", async () => {
    await enrolledAdmin("factor.ok");
    const agent = t.agent();
    const { correlationId, code, destination } = await passwordStep(agent, "factor.ok");
    expect(destination).toBe("f***k@mfa.example.com");
    const pendingCookie = agent.cookie;
    expect(await signedIn(agent)).toBe(false);
    for (const path of ["/api/clients", "/api/mfa", "/api/enrollments"])
      expect((await agent.request(path)).status, path).toBe(401);
    const res = await factor(agent, correlationId, code);
    expect(res.body).toMatchObject({
      valid: true,
      outcome: "valid",
      session: { admin: { loginId: "factor.ok" } },
    });
    expect(agent.cookie).not.toBe(pendingCookie);
    expect(await signedIn(agent)).toBe(true);
    expect((await agent.request("/api/clients")).status).toBe(200);
    // The pending token ended with the step.
    const old = await t.app.request("/api/session", { headers: { cookie: pendingCookie } });
    expect(currentSessionSchema.parse(await old.json()).signedIn).toBe(false);
    // A signed-in session has no factor pending: the step is not its to call.
    expect((await factor(agent, correlationId, code)).status).toBe(401);
  });

  it("three failed or empty submissions end the sign-in attempt", async () => {
    await enrolledAdmin("factor.fail");
    const agent = t.agent();
    const { correlationId, code } = await passwordStep(agent, "factor.fail");
    expect((await factor(agent, correlationId, "")).body).toMatchObject({
      outcome: "required",
      attemptsLeft: 2,
    });
    expect((await factor(agent, correlationId, wrong(code))).body).toMatchObject({
      outcome: "invalid",
      message: "Your MFA verification code was invalid. Please try again.",
    });
    expect((await factor(agent, correlationId, wrong(code))).body).toMatchObject({
      outcome: "locked",
      message: "Your MFA verification code was invalid.",
      session: null,
    });
    // The attempt is over: the right code finds no sign-in to finish.
    expect((await factor(agent, correlationId, code)).status).toBe(401);
    expect(await signedIn(agent)).toBe(false);
    const { rows } = await t.db.query<{ action: string }>(
      `select a.action from audit_events a join plan_admins p on p.id = a.admin_id
        where p.login_id = 'factor.fail' order by a.id`,
    );
    expect(rows.map((r) => r.action)).toEqual([
      "session.factor.sent",
      "session.factor.failed",
      "session.factor.failed",
      "session.factor.failed",
      "session.factor.ended",
    ]);
    // Signing in again starts a new attempt with a new code.
    const again = await passwordStep(agent, "factor.fail");
    expect((await factor(agent, again.correlationId, again.code)).body?.valid).toBe(true);
  });

  it("an administrator without MFA signs in with the password alone", async () => {
    const agent = t.agent();
    expect((await agent.login("demo.admin")).status).toBe(200);
    expect(await signedIn(agent)).toBe(true);
  });
});
