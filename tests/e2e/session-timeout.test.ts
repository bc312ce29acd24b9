import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { startProductServer } from "../../scripts/lib/product-server.mjs";
import { createAdmin, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { useOwnServer } from "./server.js";

/**
 * The idle warning (beyond the spec): two minutes before a 30-minute idle end on a
 * real server, so this file starts a server of its own with a short idle time and warning
 * (EPR_SESSION_IDLE_SECONDS, EPR_SESSION_WARNING_SECONDS); every helper of the file talks to it.
 * What the server holds is read with X-Background: 1, which does not move the idle end.
 */

const IDLE_SECONDS = 24;
const WARNING_SECONDS = 16;
const SESSION_ENDED = "Your session has ended. Please log in again.";
const WARNING_TITLE = "Your session is about to end";

let stop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  const server = await startProductServer({
    entry: "test-support/e2e-main.js",
    seedMembers: 100,
    timeoutMs: 110_000,
    env: {
      EPR_SESSION_IDLE_SECONDS: String(IDLE_SECONDS),
      EPR_SESSION_WARNING_SECONDS: String(WARNING_SECONDS),
    },
  });
  stop = server.stop;
  useOwnServer(server.baseURL);
});
afterAll(async () => {
  useOwnServer(undefined);
  await stop?.();
});

/** The session the server holds for the context's cookie, read without counting as activity. */
async function heldSession(context: BrowserContext) {
  const res = await context.request.get("/api/session", { headers: { "X-Background": "1" } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { signedIn: boolean; session?: { idleExpiresAt?: string } };
  return { signedIn: body.signedIn, idleEnd: Date.parse(body.session?.idleExpiresAt ?? "") || 0 };
}

const warning = (page: Page) => page.getByRole("alertdialog", { name: WARNING_TITLE });

// The two tests side by side (each in its own context, with its own administrators): each spends
// most of its time waiting for the server's idle clock, not on the CPU, so together they take about
// as long as the longer one instead of the two one after another (bench/test-speed.md). Side by
// side, a test's polls need the test's own `expect` (Vitest's rule for concurrent tests).
describe.concurrent("the idle warning (beyond the spec)", () => {
  test("opens before the idle end; Stay signed in keeps the session; left alone, the session ends", async ({
    context,
    page,
    expect,
  }) => {
    const admin = await createAdmin();
    await signIn(context, admin);
    await page.goto("/employer/home");
    await page.getByRole("heading", { name: `Welcome, ${admin.firstName}` }).waitFor();

    await warning(page).waitFor({ timeout: 60_000 });
    await expectNoAxeViolations(page);
    const before = await heldSession(context);
    expect(before.signedIn).toBe(true);
    await page.getByRole("button", { name: "Stay signed in" }).click();
    await warning(page).waitFor({ state: "hidden" });
    // The server moved the idle end: the session goes on.
    await expect.poll(async () => (await heldSession(context)).idleEnd).toBeGreaterThan(before.idleEnd);
    expect(new URL(page.url()).pathname).toBe("/employer/home");

    // Left alone now: the warning comes back, its time runs out, and the session ends.
    await warning(page).waitFor({ timeout: 60_000 });
    await page.waitForURL(/\/login\?/, { timeout: 60_000 });
    await page.getByRole("status").filter({ hasText: SESSION_ENDED }).waitFor();
    expect(new URL(page.url()).searchParams.get("next")).toBe("/employer/home");
    await expect.poll(async () => (await heldSession(context)).signedIn).toBe(false);
  });

  test("the pages before a client is chosen have Log out and the warning too", async ({
    context,
    page,
    expect,
  }) => {
    // A multi-client administrator: /client-selection, then the reduced /profile.
    const multi = await createAdmin({ role: "mcu_admin", clientNumbers: ["100001", "100002"] });
    await signIn(context, multi);
    await page.goto("/client-selection");
    await page.getByLabel(/\(100002\)/).waitFor();
    await warning(page).waitFor({ timeout: 60_000 });
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Stay signed in" }).click();
    await warning(page).waitFor({ state: "hidden" });

    await page.goto("/profile");
    await page.getByRole("heading", { name: "Profile", level: 1 }).waitFor();
    await warning(page).waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: "Stay signed in" }).click();
    await warning(page).waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(/\/login$/);
    expect((await heldSession(context)).signedIn).toBe(false);

    // Internal staff on /clients.
    const staff = await createAdmin({ role: "internal", clientNumbers: [] });
    await signIn(context, staff);
    await page.goto("/clients");
    await page.getByRole("heading", { name: "Clients - Log in as an Employer" }).waitFor();
    await warning(page).waitFor({ timeout: 60_000 });
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Stay signed in" }).click();
    await warning(page).waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(/\/login$/);
    expect((await heldSession(context)).signedIn).toBe(false);
  });
});
