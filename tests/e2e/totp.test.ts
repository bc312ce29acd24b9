import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, logInThroughForm, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

/** The code the authenticator app would show for `secret`, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/** The server's answer about the administrator's authenticator, read from the page's own session. */
const authenticatorStatus = (page: Page) =>
  page.evaluate(async () => (await (await fetch("/api/mfa/authenticator")).json()) as { enrolled: boolean });

describe("authenticator app (TOTP: enrol on the profile, sign in with its code)", () => {
  test("enrols an authenticator app, then signs in with the password and a TOTP code; a wrong code shows the error", async ({
    browserConsole,
    context,
    page,
  }) => {
    // The wrong current password is refused with a 403, which Chromium logs: expected once here.
    browserConsole.expectError(/403/);
    const admin = await createAdmin();
    await signIn(context, admin);
    await page.goto("/employer/profile");
    await page.getByRole("heading", { name: "Authenticator App" }).waitFor();
    await page.getByRole("button", { name: "Set up" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Set Up Authenticator App" }).waitFor();
    await dialog.getByRole("img", { name: /QR code/ }).waitFor();
    await expectNoAxeViolations(page);
    // The key as the page shows it for typing by hand, in groups of four.
    const shown = (await dialog.getByTestId("authenticator-secret").textContent()) ?? "";
    expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = shown.replace(/\s/g, "");
    const field = dialog.getByRole("textbox", { name: /Authenticator code/ });
    await field.fill("12345");
    await dialog.getByRole("button", { name: "Verify" }).click();
    await dialog.getByText("Enter the 6-digit code from your authenticator app").waitFor();
    await field.fill(codeFor(secret));
    await dialog.getByRole("button", { name: "Verify" }).click();
    await dialog.getByText(/Your authenticator app is set up/).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => authenticatorStatus(page)).toMatchObject({ enrolled: true });
    await page.getByRole("button", { name: "Remove" }).waitFor();

    // Sign out, then the password asks for the app's code.
    await page.evaluate(() => fetch("/api/session", { method: "DELETE" }));
    await page.goto("/login");
    await logInThroughForm(page, admin);
    await page.getByRole("heading", { name: "Verify Passcode" }).waitFor();
    await page.getByText("Enter the code from your authenticator app.").waitFor();
    await expectNoAxeViolations(page);
    const code = page.getByRole("textbox", { name: /Authenticator code/ });
    await code.fill(codeFor(secret, -10));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("Your MFA verification code was invalid. Please try again.").waitFor();
    await expectNoAxeViolations(page);
    // The code of the next step: the one used to enrol may be this step's, and a code is single use.
    await code.fill(codeFor(secret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL("**/employer/home");
    await page.getByRole("heading", { name: `Welcome, ${admin.firstName}` }).waitFor();
    await expect.poll(() => authenticatorStatus(page)).toMatchObject({ enrolled: true });

    // Removing the app asks for the current password: a wrong one shows the server's sentence on
    // the field and removes nothing; the right one goes back to the set-up offer.
    await page.goto("/employer/profile");
    await page.getByRole("button", { name: "Remove" }).click();
    await dialog.getByRole("heading", { name: "Remove Authenticator App" }).waitFor();
    const password = dialog.getByLabel("Current Password");
    await password.fill(`${admin.password}-not`);
    await dialog.getByRole("button", { name: "Remove" }).click();
    await dialog.getByText("Your current password is incorrect.").waitFor();
    await expectNoAxeViolations(page);
    expect(await authenticatorStatus(page)).toMatchObject({ enrolled: true });
    await password.fill(admin.password);
    await dialog.getByRole("button", { name: "Remove" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Set up" }).waitFor();
    await expect.poll(() => authenticatorStatus(page)).toMatchObject({ enrolled: false });
  });
});
