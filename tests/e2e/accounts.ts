import type { BrowserContext, Page } from "playwright-core";
import { expect, inject } from "vitest";

export const DEMO_PASSWORD = "Demo-Portal-2026!";

/**
 * Signs the context in through the API (its cookie jar is the browser's): quick, for tests about
 * what comes after the login. The Origin header is what a same-origin page sends.
 */
export async function signIn(context: BrowserContext, loginId: string, password = DEMO_PASSWORD) {
  const res = await context.request.post("/api/session", {
    data: { loginId, password },
    headers: { origin: inject("baseURL") },
  });
  expect(res.status(), `sign-in of ${loginId}: ${await res.text()}`).toBe(200);
}

/** Logs in through the login form, as a person does. */
export async function logInThroughForm(page: Page, loginId: string, password = DEMO_PASSWORD) {
  await page.getByLabel("User ID").fill(loginId);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}
