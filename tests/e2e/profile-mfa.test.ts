import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, latestPasscode, logInThroughForm, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

/** A code that is surely wrong: every digit of the right one moved by one. */
const wrongFor = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

/** The server's answer about the administrator's MFA, read from the page's own session. */
const mfaStatus = (page: Page) =>
  page.evaluate(async () => (await (await fetch("/api/mfa")).json()) as { enrolled: boolean });

describe("profile and MFA (session-and-admin.md §2 /profile, §4 MFA toggle, §5)", () => {
  test("enables MFA with the passcode from the outbox, then on a second attempt fails three times and sees the lockout view", async ({
    browserConsole,
    context,
    page,
  }) => {
    // The wrong current password is refused with a 403, which Chromium logs: expected once here.
    browserConsole.expectError(/403/);
    const admin = await createAdmin();
    await signIn(context, admin);
    await page.goto("/employer/home");
    await page.getByRole("link", { name: "My Profile" }).click();
    await page.getByRole("heading", { name: "Profile", level: 1 }).waitFor();
    await page.getByRole("table", { name: "Site access" }).waitFor();
    await page
      .getByText(
        "If any of this information is incorrect, please contact your Broker or Sales Representative.",
      )
      .waitFor();
    const groupRows = page.getByRole("table", { name: "Group access" }).locator("tbody tr");
    await expect.poll(() => groupRows.count()).toBeGreaterThan(0);
    expect(await groupRows.count()).toBeLessThanOrEqual(10);
    await expectNoAxeViolations(page);

    // Switching on: For Your Protection, then Enable e-mails a code and shows Verify Passcode.
    const toggle = page.getByRole("switch", { name: "Multi-factor authentication" });
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
    await toggle.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "For Your Protection" }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Enable" }).click();
    await dialog.getByRole("heading", { name: "Verify Passcode" }).waitFor();
    await expectNoAxeViolations(page);
    const code = await latestPasscode(admin);
    await dialog.getByLabel(/Verification code/).fill(code);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => mfaStatus(page)).toMatchObject({ enrolled: true });
    await page.getByRole("cell", { name: "MFA enabled" }).waitFor();

    // Switching off asks to confirm with the current password (a session alone may not turn MFA
    // off): a wrong one shows the server's sentence on the field; the right one stores enrolled false.
    await toggle.click();
    await dialog.getByRole("heading", { name: "Disable Multi-Factor Authentication" }).waitFor();
    await expectNoAxeViolations(page);
    const password = dialog.getByLabel("Current Password");
    await password.fill(`${admin.password}-not`);
    await dialog.getByRole("button", { name: "Disable" }).click();
    await dialog.getByText("Your current password is incorrect.").waitFor();
    await expectNoAxeViolations(page);
    expect(await mfaStatus(page)).toMatchObject({ enrolled: true });
    await password.fill(admin.password);
    await dialog.getByRole("button", { name: "Disable" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
    await expect.poll(() => mfaStatus(page)).toMatchObject({ enrolled: false });

    // A second attempt: three wrong codes lock it (§5), with the lockout view's choices.
    await toggle.click();
    await dialog.getByRole("button", { name: "Enable" }).click();
    const field = dialog.getByLabel(/Verification code/);
    await field.waitFor();
    const wrong = wrongFor(await latestPasscode(admin));
    await field.fill(wrong);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await dialog.getByText("Your MFA verification code was invalid. Please try again.").waitFor();
    await expectNoAxeViolations(page);
    await field.fill(wrong);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await field.fill("");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await dialog.getByText("Your MFA verification code was invalid.", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Generate New Verification Code" }).waitFor();
    await dialog.getByRole("button", { name: "Cancel my MFA Enrollment" }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Still need help?" }).click();
    await dialog.getByRole("heading", { name: "MFA Support" }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await dialog.getByRole("button", { name: "Cancel my MFA Enrollment" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
    await expect.poll(() => mfaStatus(page)).toMatchObject({ enrolled: false });
    await page.getByRole("cell", { name: "MFA locked after failed codes" }).waitFor();
    await expectNoAxeViolations(page);
  });

  test("an administrator with MFA enrolled signs in through Verify Passcode", async ({ page }) => {
    const admin = await createAdmin({ mfaEnrolled: true });
    await page.goto("/login");
    await logInThroughForm(page, admin);
    await page.getByRole("heading", { name: "Verify Passcode" }).waitFor();
    await page.getByText(/e\*\*\*.*@example\.com/).waitFor();
    await expectNoAxeViolations(page);
    // Empty counts and says Required (§5); then the right code signs in.
    await page.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => page.locator("#sign-in-code-error").textContent()).toContain("Required");
    await expectNoAxeViolations(page);
    await page.getByLabel(/Verification code/).fill(await latestPasscode(admin));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL("**/employer/home");
    await page.getByRole("heading", { name: `Welcome, ${admin.firstName}` }).waitFor();
  });

  test("three failed codes at sign-in end the attempt, back at the login", async ({ page }) => {
    const admin = await createAdmin({ mfaEnrolled: true });
    await page.goto("/login");
    await logInThroughForm(page, admin);
    await page.getByRole("heading", { name: "Verify Passcode" }).waitFor();
    const wrong = wrongFor(await latestPasscode(admin));
    const field = page.getByLabel(/Verification code/);
    for (let i = 0; i < 3; i++) {
      await field.fill(wrong);
      await page.getByRole("button", { name: "Verify" }).click();
      if (i < 2) await page.getByText("Your MFA verification code was invalid. Please try again.").waitFor();
    }
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    await page.getByText("Your MFA verification code was invalid.").waitFor();
    await expectNoAxeViolations(page);
    const session = await page.evaluate(
      async () => (await (await fetch("/api/session")).json()) as { signedIn: boolean },
    );
    expect(session.signedIn).toBe(false);
  });
});
