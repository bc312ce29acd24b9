import { passwordMessages } from "@epr/forms/schemas";
import { describe, expect } from "vitest";
import { createAdmin, logInThroughForm } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { serverURL } from "./server.js";

const NEW_PASSWORD = "Chosen-Password-2026!";

/** What the server answers for a sign-in: its status and whether a password change is still required. */
async function signInAnswer(loginId: string, password: string) {
  const res = await fetch(`${serverURL()}/api/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: serverURL() },
    body: JSON.stringify({ loginId, password }),
  });
  const body = (await res.json()) as { passwordChangeRequired?: boolean };
  return { status: res.status, passwordChangeRequired: body.passwordChangeRequired === true };
}

describe("a temporary password (session-and-admin.md §4 Password step; assist-employees.md §4)", () => {
  test("sign in → Verify & Agree → change password (policy errors first) → home; the new password signs in, the old fails", async ({
    page,
  }) => {
    const admin = await createAdmin({ temporaryPassword: true });
    await page.goto("/login");
    await logInThroughForm(page, admin);

    await page.waitForURL(/\/verify-and-agree$/);
    await page.getByRole("heading", { name: "Verify & Agree", level: 1 }).waitFor();
    // One heading per thing: the card repeats no "Verify & Agree" under the page's H1.
    await page.getByRole("button", { name: "Agree" }).waitFor();
    expect(await page.getByRole("heading", { name: "Verify & Agree", exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Agree" }).click();

    await page.waitForURL(/\/change-password$/);
    await page.getByLabel(/^Current Password/).fill(admin.password);
    await page.getByLabel(/^New Password/).fill("short1!A");
    await page.getByLabel(/^Confirm New Password/).fill("short1!A");
    await page.getByRole("button", { name: "Change Password" }).click();
    // The policy's error first, before anything is sent.
    await page.locator("[data-slot=error-summary]").filter({ hasText: passwordMessages.minLength }).waitFor();
    await expectNoAxeViolations(page);

    // The current password again: refused before it is sent (the server's 406 PI-FOUND is its test).
    await page.getByLabel(/^New Password/).fill(admin.password);
    await page.getByLabel(/^Confirm New Password/).fill(admin.password);
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText(passwordMessages.sameAsCurrent).first().waitFor();

    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
    await expect.poll(() => page.locator("[data-criterion][data-met=false]").count()).toBe(0);
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.waitForURL(/\/employer\/home$/);
    await expectNoAxeViolations(page);

    // What the server stored: the old password fails, the new one signs in without the temporary flag.
    expect((await signInAnswer(admin.loginId, admin.password)).status).toBe(401);
    expect(await signInAnswer(admin.loginId, NEW_PASSWORD)).toEqual({
      status: 200,
      passwordChangeRequired: false,
    });
  });

  test("cancelling Verify & Agree with a temporary password signs out", async ({ page }) => {
    const admin = await createAdmin({ temporaryPassword: true });
    await page.goto("/login");
    await logInThroughForm(page, admin);
    await page.waitForURL(/\/verify-and-agree$/);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(/\/login$/);
    await page.goto("/employer/home");
    await page.waitForURL(/\/login\?/);
  });
});
