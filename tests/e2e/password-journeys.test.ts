import { passwordChangedMessage, passwordResetMessages } from "@epr/contract";
import { describe, expect } from "vitest";
import { createAdmin, type FixtureAdmin, latestPasscode, logInThroughForm, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { serverURL } from "./server.js";

/**
 * Passwords (forgot password and temporary passwords, beyond the spec; session-and-admin.md §4;
 * assist-employees.md §4, §5): 'Forgot password' sends a single-use link read here from the outbox,
 * and a temporary password combined with MFA goes through the passcode, Verify & Agree and the
 * change. Each checks with the server what it stored: the old password fails, the new one signs in.
 */

const NEW_PASSWORD = "Chosen-Password-2026!";
const ANOTHER_PASSWORD = "Another-Password-2027!";

/** What the server answers a sign-in: its status and whether it still asks for a factor or a change. */
async function signInAnswer(admin: FixtureAdmin, password: string) {
  const res = await fetch(`${serverURL()}/api/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: serverURL() },
    body: JSON.stringify({ loginId: admin.loginId, password }),
  });
  const body = (await res.json()) as { passwordChangeRequired?: boolean };
  return { status: res.status, passwordChangeRequired: body.passwordChangeRequired === true };
}

/** The newest e-mail to the administrator, read from the server's outbox (as `npm run outbox`). */
async function latestEmail(admin: FixtureAdmin): Promise<{ subject: string; body: string }> {
  const res = await fetch(`${serverURL()}/__e2e/outbox/latest`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: serverURL() },
    body: JSON.stringify({ loginId: admin.loginId }),
  });
  expect(res.status, `an e-mail to ${admin.loginId}`).toBe(200);
  return (await res.json()) as { subject: string; body: string };
}

describe("passwords", () => {
  test("forgot password → the reset link from the outbox → a new password → sign in with it; the link works once", async ({
    page,
    browserConsole,
  }) => {
    // The second use of the link is refused with 410 on purpose, and Chromium logs it.
    browserConsole.expectError(/status of 410 .*\[.*\/api\/password-resets/);
    const admin = await createAdmin();
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByLabel("User ID").fill(admin.loginId);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").filter({ hasText: passwordResetMessages.sent }).waitFor();
    await expectNoAxeViolations(page);

    // The link as the e-mail gives it, opened on this server.
    const email = await latestEmail(admin);
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(email.body)?.[0];
    expect(link, email.body).toBeTruthy();
    const url = new URL(String(link));
    const resetPath = `${url.pathname}${url.search}`;
    await page.goto(resetPath);
    await page.getByRole("heading", { name: "Choose a new password", level: 1 }).waitFor();
    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
    await expect.poll(() => page.locator("[data-criterion][data-met=false]").count()).toBe(0);
    await page.getByRole("button", { name: "Set Password" }).click();
    await page.getByRole("status").filter({ hasText: passwordResetMessages.done }).waitFor();
    await expectNoAxeViolations(page);

    // What the server stored: the old password fails; the new one signs in, through the form too.
    expect((await signInAnswer(admin, admin.password)).status).toBe(401);
    await page.getByRole("link", { name: "Go to log in" }).click();
    await page.waitForURL(/\/login$/);
    await logInThroughForm(page, admin, NEW_PASSWORD);
    await page.waitForURL(/\/employer\/home$/);
    await page.getByRole("heading", { name: `Welcome, ${admin.firstName}` }).waitFor();

    // The link was single-use: opening it again changes nothing.
    const again = await page.context().newPage();
    await again.goto(resetPath);
    await again.getByLabel(/^New Password/).fill(ANOTHER_PASSWORD);
    await again.getByLabel(/^Confirm New Password/).fill(ANOTHER_PASSWORD);
    await expect.poll(() => again.locator("[data-criterion][data-met=false]").count()).toBe(0);
    await again.getByRole("button", { name: "Set Password" }).click();
    await again.getByText(passwordResetMessages.linkInvalid).first().waitFor();
    expect((await signInAnswer(admin, ANOTHER_PASSWORD)).status).toBe(401);
    expect((await signInAnswer(admin, NEW_PASSWORD)).status).toBe(200);
  });

  test("MFA with a temporary password: sign in → passcode from the outbox → Verify & Agree → change password → home", async ({
    page,
  }) => {
    const admin = await createAdmin({ mfaEnrolled: true, temporaryPassword: true });
    await page.goto("/login");
    await logInThroughForm(page, admin);
    await page.getByRole("heading", { name: "Verify Passcode" }).waitFor();
    await page.getByLabel(/Verification code/).fill(await latestPasscode(admin));
    await page.getByRole("button", { name: "Verify" }).click();

    await page.waitForURL(/\/verify-and-agree$/);
    await page.getByRole("heading", { name: "Verify & Agree", level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Agree" }).click();

    await page.waitForURL(/\/change-password$/);
    await page.getByLabel(/^Current Password/).fill(admin.password);
    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
    await expect.poll(() => page.locator("[data-criterion][data-met=false]").count()).toBe(0);
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.waitForURL(/\/employer\/home$/);
    await page.getByRole("heading", { name: `Welcome, ${admin.firstName}` }).waitFor();
    await expectNoAxeViolations(page);

    // What the server stored: the old password fails; the new one still asks for the factor (202)
    // and no longer for a change.
    expect((await signInAnswer(admin, admin.password)).status).toBe(401);
    expect(await signInAnswer(admin, NEW_PASSWORD)).toEqual({ status: 202, passwordChangeRequired: false });
  });

  test("a multi-client administrator with no client chosen changes their password from the profile", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin({ role: "mcu_admin", clientNumbers: ["100001", "100002"] });
    await signIn(context, admin);
    await page.goto("/client-selection");
    await page.getByRole("link", { name: "My Profile" }).click();
    await page.waitForURL(/\/profile$/);
    // Verify & Agree's Cancel, without a temporary password, goes back to the profile.
    await page.getByRole("link", { name: "Change Password" }).click();
    await page.waitForURL(/\/verify-and-agree$/);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(/\/profile$/);

    await page.getByRole("link", { name: "Change Password" }).click();
    await page.getByRole("button", { name: "Agree" }).click();
    await page.waitForURL(/\/change-password$/);
    await page.getByLabel(/^Current Password/).fill(admin.password);
    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
    await expect.poll(() => page.locator("[data-criterion][data-met=false]").count()).toBe(0);
    await page.getByRole("button", { name: "Change Password" }).click();
    // Not a temporary password: the message, and the form empties.
    await page.getByRole("status").filter({ hasText: passwordChangedMessage }).waitFor();
    await expect.poll(() => page.getByLabel(/^New Password/).inputValue()).toBe("");
    await expectNoAxeViolations(page);
    expect((await signInAnswer(admin, admin.password)).status).toBe(401);
    expect((await signInAnswer(admin, NEW_PASSWORD)).status).toBe(200);

    // Cancel goes back to the profile (assist-employees.md §4).
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(/\/profile$/);
  });
});
