import { passwordErrorCodes, planAdminActionMessages } from "@epr/contract";
import { TEMPORARY_PASSWORD_TTL_DAYS } from "@epr/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestOutbox, pruneOutboxSecrets, SECRET_REMOVED } from "../mail/mailer.js";
import { DEMO_PASSWORD } from "../seed/demo-admins.js";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";
import { RESET_RESEND_SECONDS } from "./password-resets.js";

/**
 * Secrets end with their use: a newer reset link, a completed reset and a password change end
 * every older link; a temporary password ends after TEMPORARY_PASSWORD_TTL_DAYS; the outbox keeps
 * no code, link or temporary password past its use; the session cookie is Secure behind an https
 * public address.
 */

const DAY_MS = 24 * 60 * 60_000;
let clock = new Date();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ members: 50, now: () => clock });
});
afterAll(() => t.close());

let made = 0;
async function admin(): Promise<string> {
  made += 1;
  const loginId = `secrets.${made}`;
  await createAdmin(t.db, {
    loginId,
    clientNumber: "100001",
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  return loginId;
}

const ask = (loginId: string) =>
  t.agent().request("/api/password-resets", { method: "POST", body: JSON.stringify({ loginId }) });
const complete = (token: string, newPassword: string) =>
  t.agent().request("/api/password-resets/complete", {
    method: "POST",
    body: JSON.stringify({ token, newPassword }),
  });

/** Asks for a link and answers its token and the outbox row that carried it. */
async function link(loginId: string): Promise<{ token: string; mailId: number }> {
  expect((await ask(loginId)).status).toBe(200);
  const [mail] = await latestOutbox(t.db, 1);
  const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? "")?.[1];
  if (!token || !mail || mail.recipient !== `${loginId.toLowerCase()}@example.com`)
    throw new Error(`no reset link for ${loginId} in the outbox`);
  return { token, mailId: mail.id };
}

/** A minute and a second later: past the resend pause, so a second 'Forgot password' sends a link. */
const afterResendPause = () => {
  clock = new Date(clock.getTime() + (RESET_RESEND_SECONDS + 1) * 1000);
};

async function bodyOf(mailId: number): Promise<string> {
  const { rows } = await t.db.query<{ body: string }>("select body from outbox where id = $1", [mailId]);
  return rows[0]?.body ?? "";
}

describe("a newer link, a completed reset and a password change end every older link", () => {
  it("an older link is refused after a newer one was completed (410), the password stays the newer one's", async () => {
    clock = new Date();
    const loginId = await admin();
    const older = await link(loginId);
    afterResendPause();
    const newer = await link(loginId);
    expect((await complete(newer.token, "Newer-Password-2026!")).status).toBe(200);
    const res = await complete(older.token, "Older-Password-2026!");
    expect(res.status).toBe(410);
    expect((await res.json()).code).toBe(passwordErrorCodes.resetLinkInvalid);
    expect((await t.agent().login(loginId, "Older-Password-2026!")).status).toBe(401);
    expect((await t.agent().login(loginId, "Newer-Password-2026!")).status).toBe(200);
  });

  it("a newer link ends the older one at once, before either is used", async () => {
    clock = new Date(Date.now() + DAY_MS);
    const loginId = await admin();
    const older = await link(loginId);
    afterResendPause();
    const newer = await link(loginId);
    expect((await complete(older.token, "Older-Password-2026!")).status).toBe(410);
    expect((await complete(newer.token, "Newer-Password-2026!")).status).toBe(200);
  });

  it("a password change ends every link sent before it", async () => {
    clock = new Date(Date.now() + 2 * DAY_MS);
    const loginId = await admin();
    const before = await link(loginId);
    const agent = t.agent();
    expect((await agent.login(loginId)).status).toBe(200);
    const changed = await agent.request("/api/account/password", {
      method: "PUT",
      body: JSON.stringify({ currentPassword: DEMO_PASSWORD, newPassword: "Changed-Password-2026!" }),
    });
    expect(changed.status).toBe(200);
    expect((await complete(before.token, "Reset-Password-2026!")).status).toBe(410);
    expect((await t.agent().login(loginId, "Changed-Password-2026!")).status).toBe(200);
  });
});

describe(`a temporary password ends ${TEMPORARY_PASSWORD_TTL_DAYS} days after it is issued`, () => {
  beforeAll(async () => {
    await createAdmin(t.db, {
      loginId: "secrets.super",
      clientNumber: "100001",
      employees: { view: true, edit: true },
      groupValue: "Modify",
    });
    await t.db.query(
      `update plan_admins set entitlements = jsonb_set(entitlements, '{superUserRole}', 'true') where login_id = 'secrets.super'`,
    );
  });

  /** A super user adds an administrator; answers the e-mailed temporary password and its outbox row. */
  async function newcomer(loginId: string): Promise<{ password: string; mailId: number }> {
    // Signed in at the test's clock: a session of another test's clock may have ended.
    const superUser = t.agent();
    expect((await superUser.login("secrets.super")).status).toBe(200);
    const res = await superUser.request("/api/plan-admins", {
      method: "POST",
      body: JSON.stringify({
        demographics: { loginId, firstName: "Nia", lastName: "Long", email: `${loginId}@example.com` },
        userEntitlements: { employeesView: true },
      }),
    });
    expect(res.status).toBe(201);
    const [mail] = await latestOutbox(t.db, 1);
    const password = /temporary password is: (\S+)/.exec(mail?.body ?? "")?.[1];
    if (!password || !mail) throw new Error("no temporary password in the outbox");
    return { password, mailId: mail.id };
  }

  it("signs in until then; after it the sign-in is refused, 403, with a sentence asking for a new one", async () => {
    const issued = new Date();
    clock = issued;
    const { password } = await newcomer("secrets.newcomer");
    clock = new Date(issued.getTime() + TEMPORARY_PASSWORD_TTL_DAYS * DAY_MS - 60_000);
    const inTime = await t.agent().login("secrets.newcomer", password);
    expect(inTime.status).toBe(200);
    expect((await inTime.json()).passwordChangeRequired).toBe(true);
    clock = new Date(issued.getTime() + TEMPORARY_PASSWORD_TTL_DAYS * DAY_MS + 60_000);
    const late = await t.agent().login("secrets.newcomer", password);
    expect(late.status).toBe(403);
    expect(await late.json()).toMatchObject({
      code: "temporary_password_expired",
      message: planAdminActionMessages.temporaryPasswordExpired,
    });
    // A wrong password is still only a wrong password: the end is told once the password is right.
    expect((await t.agent().login("secrets.newcomer", "Not-The-Password-1!")).status).toBe(401);
    clock = new Date();
  });

  it("a temporary password without an end counts as ended", async () => {
    clock = new Date();
    const loginId = await admin();
    await t.db.query("update plan_admins set temporary_password = true where login_id = $1", [loginId]);
    expect((await t.agent().login(loginId)).status).toBe(403);
  });

  it("the demo's demo.temp keeps signing in, however old the demo", async () => {
    clock = new Date(Date.now() + 400 * DAY_MS);
    const res = await t.agent().login("demo.temp");
    expect(res.status).toBe(200);
    expect((await res.json()).passwordChangeRequired).toBe(true);
    clock = new Date();
  });

  it("the outbox forgets the temporary password once it is changed", async () => {
    clock = new Date();
    const { password, mailId } = await newcomer("secrets.changer");
    expect(await bodyOf(mailId)).toContain(password);
    const agent = t.agent();
    expect((await agent.login("secrets.changer", password)).status).toBe(200);
    const changed = await agent.request("/api/account/password", {
      method: "PUT",
      body: JSON.stringify({ currentPassword: password, newPassword: "Own-Password-2026!" }),
    });
    expect(changed.status).toBe(200);
    expect(await bodyOf(mailId)).toBe(SECRET_REMOVED);
  });
});

describe("the outbox keeps no secret past its use", () => {
  it("blanks a reset link once a newer one is sent, and the newer one once it is used", async () => {
    clock = new Date(Date.now() + 3 * DAY_MS);
    const loginId = await admin();
    const older = await link(loginId);
    afterResendPause();
    const newer = await link(loginId);
    expect(await bodyOf(older.mailId)).toBe(SECRET_REMOVED);
    expect(await bodyOf(newer.mailId)).toContain(newer.token);
    expect((await complete(newer.token, "Used-Password-2026!")).status).toBe(200);
    expect(await bodyOf(newer.mailId)).toBe(SECRET_REMOVED);
  });

  it("blanks an unused link once it expires: at the next send, and by the server's sweep", async () => {
    clock = new Date(Date.now() + 4 * DAY_MS);
    const first = await link(await admin());
    // 31 minutes later another administrator's link is sent: the first one's text is gone.
    clock = new Date(clock.getTime() + 31 * 60_000);
    const second = await link(await admin());
    expect(await bodyOf(first.mailId)).toBe(SECRET_REMOVED);
    expect(await bodyOf(second.mailId)).toContain(second.token);
    // The sweep (server.ts) blanks it when nothing else is sent.
    expect(await pruneOutboxSecrets(t.db, new Date(clock.getTime() + 29 * 60_000))).toBe(0);
    expect(await pruneOutboxSecrets(t.db, new Date(clock.getTime() + 31 * 60_000))).toBe(1);
    expect(await bodyOf(second.mailId)).toBe(SECRET_REMOVED);
    const [mail] = await latestOutbox(t.db, 1);
    expect(mail?.subject).toBe("Reset your employer portal password");
  });

  it("keeps a message that holds no secret", async () => {
    // What earlier tests left unused is blanked first, so the count below is this message's alone.
    await pruneOutboxSecrets(t.db, new Date(Date.now() + 365 * DAY_MS));
    const { rows } = await t.db.query<{ id: number }>(
      "insert into outbox (recipient, subject, body) values ('a@example.com', 'Conditions accepted', 'Thank you.') returning id",
    );
    expect(await pruneOutboxSecrets(t.db, new Date(Date.now() + 365 * DAY_MS))).toBe(0);
    expect(await bodyOf(Number(rows[0]?.id))).toBe("Thank you.");
  });
});

describe("the session cookie is Secure when EPR_PUBLIC_URL is https", () => {
  it.each([
    [{ EPR_PUBLIC_URL: "https://portal.example" }, true],
    [{ EPR_PUBLIC_URL: "http://portal.example" }, false],
  ])("%j → Secure %s", async (env, secure) => {
    const app = await createTestApp({ members: 10, env });
    try {
      const res = await app.agent().login("demo.admin");
      expect(res.status).toBe(200);
      expect(/;\s*Secure/i.test(res.headers.get("set-cookie") ?? "")).toBe(secure);
    } finally {
      await app.close();
    }
  });
});
