import { passwordErrorCodes, passwordResetMessages, passwordServiceMessages } from "@epr/contract";
import { PASSWORD_HISTORY_COUNT, PASSWORD_RESET_TTL_MINUTES } from "@epr/domain";
import { passwordMessages } from "@epr/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestOutbox } from "../mail/mailer.js";
import { DEMO_PASSWORD } from "../seed/demo-admins.js";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";

/**
 * The administrator's password (assist-employees.md §4, §5, §8; session-and-admin.md §4 Password
 * step): the temporary password's forced change, the service's refusals, the history,
 * the sessions it ends, and the forgot-password link (single use, 30 minutes).
 */

let clock = new Date();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 50, now: () => clock });
});
afterAll(() => t.close());

type Agent = ReturnType<typeof t.agent>;

async function admin(loginId: string, temporary = false) {
  const made = await createAdmin(t.db, {
    loginId,
    clientNumber: "100001",
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  if (temporary)
    await t.db.query(
      "update plan_admins set temporary_password = true, temporary_password_expires_at = now() + interval '7 days' where id = $1",
      [made.id],
    );
  return made;
}

const change = (agent: Agent, currentPassword: string, newPassword: string) =>
  agent.request("/api/account/password", {
    method: "PUT",
    body: JSON.stringify({ currentPassword, newPassword }),
  });

async function stored(loginId: string) {
  const { rows } = await t.db.query<{ temporary_password: boolean; id: number }>(
    "select id, temporary_password from plan_admins where login_id = $1",
    [loginId],
  );
  return rows[0];
}

describe("a temporary password (session-and-admin.md §4 Password step)", () => {
  it("signs in to a session that may call only the password change, until it is changed", async () => {
    await admin("pw.temporary", true);
    const agent = t.agent();
    const login = await agent.login("pw.temporary");
    expect(login.status).toBe(200);
    expect((await login.json()).passwordChangeRequired).toBe(true);
    const current = await (await agent.request("/api/session")).json();
    expect(current).toMatchObject({ signedIn: true, session: { passwordChangeRequired: true } });
    // Everything but the change answers as to nobody signed in.
    expect((await agent.request("/api/clients")).status).toBe(401);
    expect((await agent.request("/api/mfa")).status).toBe(401);
    expect((await agent.request("/api/employees/search", { method: "POST", body: "{}" })).status).toBe(401);

    const before = agent.cookie;
    const res = await change(agent, DEMO_PASSWORD, "Fresh-Password-2026!");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.wasTemporary).toBe(true);
    expect(body.session.passwordChangeRequired).toBeUndefined();
    expect((await stored("pw.temporary"))?.temporary_password).toBe(false);
    // A new token: the old cookie names no session any more; the new one may call the rest.
    expect(agent.cookie).not.toBe(before);
    expect((await agent.request("/api/clients")).status).toBe(200);
    expect((await t.agent().request("/api/clients", { headers: { cookie: before } })).status).toBe(401);
    // The old password no longer signs in; the new one does, to a full session.
    expect((await t.agent().login("pw.temporary")).status).toBe(401);
    const again = await t.agent().login("pw.temporary", "Fresh-Password-2026!");
    expect(again.status).toBe(200);
    expect((await again.json()).passwordChangeRequired).toBeUndefined();
  });
});

describe("the password change (assist-employees.md §4, §5, §8)", () => {
  it.each([
    [
      "a wrong current password",
      "Not-The-Password-1!",
      "Other-Password-2026!",
      422,
      passwordErrorCodes.incorrectCurrent,
      passwordServiceMessages.incorrectCurrent,
    ],
    [
      "the current password again (406 PI-FOUND)",
      DEMO_PASSWORD,
      DEMO_PASSWORD,
      406,
      passwordErrorCodes.oldPasswordUsed,
      passwordServiceMessages.oldPasswordUsed,
    ],
    ["a password against the policy", DEMO_PASSWORD, "short1!A", 400, undefined, undefined],
  ])("refuses %s and changes nothing", async (_name, current, next, status, code, message) => {
    const loginId = `pw.refuse${status}`;
    await admin(loginId);
    const agent = t.agent();
    expect((await agent.login(loginId)).status).toBe(200);
    const res = await change(agent, current, next);
    expect(res.status).toBe(status);
    const body = await res.json();
    if (code) expect(body).toMatchObject({ code, message });
    else expect(body.issues).toEqual([{ path: "newPassword", message: passwordMessages.minLength }]);
    expect((await t.agent().login(loginId)).status).toBe(200);
  });

  it(`refuses any of the last ${PASSWORD_HISTORY_COUNT} passwords, and allows an older one`, async () => {
    const loginId = "pw.history";
    const { id } = await admin(loginId);
    const agent = t.agent();
    expect((await agent.login(loginId)).status).toBe(200);
    const passwords = [
      DEMO_PASSWORD,
      ...Array.from({ length: PASSWORD_HISTORY_COUNT + 1 }, (_, i) => `History-Password-${i}!`),
    ];
    for (let i = 1; i < passwords.length; i += 1) {
      expect((await change(agent, passwords[i - 1] as string, passwords[i] as string)).status).toBe(200);
    }
    const current = passwords.at(-1) as string;
    // The one before the current, then the oldest still kept: both in the history.
    for (const previous of [passwords.at(-2), passwords.at(-1 - PASSWORD_HISTORY_COUNT)]) {
      const res = await change(agent, current, previous as string);
      expect(res.status).toBe(406);
      expect(await res.json()).toMatchObject({
        code: passwordErrorCodes.previousPassword,
        message: passwordServiceMessages.previousPassword,
      });
    }
    // Older than the history: allowed again.
    expect((await change(agent, current, DEMO_PASSWORD)).status).toBe(200);
    const kept = await t.db.query("select 1 from password_history where admin_id = $1", [id]);
    expect(kept.rows.length).toBe(PASSWORD_HISTORY_COUNT);
  });

  it("ends the administrator's other sessions, keeps this one under a new token, and audits no password", async () => {
    const loginId = "pw.sessions";
    const { id } = await admin(loginId);
    const here = t.agent();
    const elsewhere = t.agent();
    expect((await here.login(loginId)).status).toBe(200);
    expect((await elsewhere.login(loginId)).status).toBe(200);
    const res = await change(here, DEMO_PASSWORD, "Sessions-Password-2026!");
    expect(res.status).toBe(200);
    expect((await res.json()).wasTemporary).toBe(false);
    expect((await here.request("/api/clients")).status).toBe(200);
    expect((await elsewhere.request("/api/clients")).status).toBe(401);
    const { rows } = await t.db.query<{ action: string; detail: unknown }>(
      "select action, detail from audit_events where admin_id = $1 order by id",
      [id],
    );
    expect(rows.map((r) => r.action)).toContain("account.password.changed");
    const text = JSON.stringify(rows);
    expect(text).not.toContain("Sessions-Password-2026!");
    expect(text).not.toContain(DEMO_PASSWORD);
  });
});

describe("forgot password: a single-use link that expires in 30 minutes", () => {
  const ask = (loginId: string) =>
    t.agent().request("/api/password-resets", { method: "POST", body: JSON.stringify({ loginId }) });
  const complete = (token: string, newPassword: string) =>
    t.agent().request("/api/password-resets/complete", {
      method: "POST",
      body: JSON.stringify({ token, newPassword }),
    });

  async function linkFor(loginId: string): Promise<string> {
    const res = await ask(loginId);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(passwordResetMessages.sent);
    const [mail] = await latestOutbox(t.db, 1);
    expect(mail?.recipient).toBe(`${loginId}@example.com`);
    const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? "")?.[1];
    if (!token) throw new Error("no reset link in the outbox");
    return token;
  }

  it("answers an unknown user ID the same, and e-mails nothing", async () => {
    const before = (await latestOutbox(t.db, 1))[0]?.id ?? 0;
    const res = await ask("pw.nobody");
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(passwordResetMessages.sent);
    expect((await latestOutbox(t.db, 1))[0]?.id ?? 0).toBe(before);
  });

  it("sets a new password once; the link then fails, the token is stored hashed, sessions end", async () => {
    clock = new Date();
    const { id } = await admin("pw.reset", true);
    const signedIn = t.agent();
    expect((await signedIn.login("pw.reset")).status).toBe(200);
    const token = await linkFor("pw.reset");
    const kept = await t.db.query<{ token_hash: string }>(
      "select token_hash from password_resets where admin_id = $1",
      [id],
    );
    expect(kept.rows.map((r) => r.token_hash)).not.toContain(token);
    expect((await complete(token, "Reset-Password-2026!")).status).toBe(200);
    const again = await complete(token, "Reset-Password-2027!");
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({
      code: passwordErrorCodes.resetLinkInvalid,
      message: passwordResetMessages.linkInvalid,
    });
    expect((await signedIn.request("/api/session")).status).toBe(200);
    expect((await (await signedIn.request("/api/session")).json()).signedIn).toBe(false);
    expect((await t.agent().login("pw.reset", "Reset-Password-2026!")).status).toBe(200);
    expect((await stored("pw.reset"))?.temporary_password).toBe(false);
  });

  it("keeps the link when the new password is refused (the current one: 406 PI-FOUND)", async () => {
    clock = new Date(Date.now() + 5 * 60_000);
    await admin("pw.reset.same");
    const token = await linkFor("pw.reset.same");
    const res = await complete(token, DEMO_PASSWORD);
    expect(res.status).toBe(406);
    expect((await res.json()).code).toBe(passwordErrorCodes.oldPasswordUsed);
    expect((await complete(token, "Reset-Same-Password-2026!")).status).toBe(200);
  });

  it(`refuses a link older than ${PASSWORD_RESET_TTL_MINUTES} minutes`, async () => {
    clock = new Date(Date.now() + 10 * 60_000);
    await admin("pw.reset.late");
    const token = await linkFor("pw.reset.late");
    // One second past the limit.
    clock = new Date(clock.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000 + 1000);
    const res = await complete(token, "Late-Password-2026!");
    expect(res.status).toBe(410);
    expect((await t.agent().login("pw.reset.late")).status).toBe(200);
  });

  it("sends one link for a double press within a minute", async () => {
    clock = new Date(Date.now() + 60 * 60_000);
    await admin("pw.reset.twice");
    await linkFor("pw.reset.twice");
    const before = (await latestOutbox(t.db, 1))[0]?.id;
    expect((await ask("pw.reset.twice")).status).toBe(200);
    expect((await latestOutbox(t.db, 1))[0]?.id).toBe(before);
  });
});
