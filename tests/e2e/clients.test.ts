import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { conditionsOf, createAdmin, logInThroughForm } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

/**
 * Choosing a client (session-and-admin.md §2, §4, §6): a multi-client administrator on
 * /client-selection, internal staff on /clients, and a cancelled client's conditions. Each test
 * checks what the server holds afterwards (its session, cookie, acknowledgement and outbox).
 */

const CANCELLED_CLIENT = "100901";

/** The session the server holds for the page's cookies. */
async function serverSession(page: Page) {
  const res = await page.request.get("/api/session");
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    signedIn: boolean;
    session?: {
      admin: { internal?: boolean; multiClient: boolean };
      employer: { clientNumber: string; status: string; conditionsAccepted?: boolean } | null;
      groups: { groupNumber: string; employeeData: string }[];
    };
  };
}

/** LOG IN with nothing chosen opens No Selection (session-and-admin.md §2, §8); OK closes it. */
async function expectNoSelection(page: Page) {
  await page.getByRole("button", { name: "LOG IN" }).click();
  const dialog = page.getByRole("alertdialog", { name: "No Selection" });
  await dialog.waitFor();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "OK" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("choosing a client", () => {
  test("a multi-client administrator chooses a client and works as it", async ({ context, page }) => {
    const admin = await createAdmin({ role: "mcu_admin", clientNumbers: ["100001", "100002"] });
    await page.goto("/login");
    await logInThroughForm(page, admin);
    await page.waitForURL(/\/client-selection$/);
    await page.getByLabel(/\(100002\)/).waitFor();
    await expectNoAxeViolations(page);
    await expectNoSelection(page);
    const before = (await context.cookies()).find((c) => c.name === "epr_session")?.value;
    await page.getByLabel(/\(100002\)/).check();
    await page.getByRole("button", { name: "LOG IN" }).click();
    await page.waitForURL(/\/employer\/home$/);
    await page.getByText("client 100002").waitFor();
    await expectNoAxeViolations(page);

    // The server's session acts for the client; the token changed; multiClientID is set, path /.
    const current = await serverSession(page);
    expect(current.session?.employer?.clientNumber).toBe("100002");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "epr_session")?.value).not.toBe(before);
    const multi = cookies.find((c) => c.name === "multiClientID");
    expect(multi?.path).toBe("/");
    expect(multi?.value).toMatch(/^\d+$/);

    // Works as the client: its employees are found.
    await page.goto("/employer/manage-employees/find?groupNumber=100200");
    await page.getByRole("table").getByRole("link").first().waitFor();
    await expectNoAxeViolations(page);
  });

  test("an internal user logs in as an employer from /clients", async ({ page }) => {
    const staff = await createAdmin({ role: "internal", clientNumbers: [] });
    await page.goto("/login");
    await logInThroughForm(page, staff);
    await page.waitForURL(/\/clients$/);
    await page.getByRole("heading", { name: "Clients - Log in as an Employer" }).waitFor();
    await expectNoAxeViolations(page);

    // The employer-search rules: number and name together are refused with the rule's message.
    await page.getByLabel("Client Number").fill("100001");
    await page.getByLabel("Client Name").fill("North");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: "Please search by number or by name, not both." }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel("Client Number").fill("");

    // The typeahead: a name, case-insensitive, lists the clients in the dropdown.
    await page.getByLabel("Client Name").fill("nORTHWIND");
    const choice = page.getByLabel("Client", { exact: true });
    await choice.locator("option", { hasText: "(100001)" }).waitFor({ state: "attached" });
    await expectNoAxeViolations(page);
    await expectNoSelection(page);
    await choice.selectOption("100001");
    await page.getByRole("button", { name: "LOG IN" }).click();
    await page.waitForURL(/\/employer\/home$/);
    await page.getByText("client 100001").waitFor();

    const current = await serverSession(page);
    expect(current.session?.admin.internal).toBe(true);
    expect(current.session?.employer?.clientNumber).toBe("100001");
    expect(current.session?.groups.length).toBeGreaterThan(0);
    expect(current.session?.groups.every((g) => g.employeeData === "View")).toBe(true);
    await page.goto("/employer/manage-employees/find?groupNumber=100100");
    await page.getByRole("table").getByRole("link").first().waitFor();
    await expectNoAxeViolations(page);
  });

  test("a cancelled client's administrator accepts its conditions before enrollment opens", async ({
    page,
  }) => {
    const admin = await createAdmin({ clientNumbers: [CANCELLED_CLIENT] });
    await page.goto("/login");
    await logInThroughForm(page, admin);
    await page.waitForURL(/\/employer\/home$/);
    await page.goto("/employer/manage-employees/enrollment");
    await page.waitForURL(/\/employer\/cancelled-conditions$/);
    await page.getByRole("heading", { name: "Conditions for a Cancelled Client" }).waitFor();
    await expectNoAxeViolations(page);

    // The box is required.
    await page.getByRole("button", { name: "Accept" }).click();
    await page.getByRole("link", { name: "Please confirm that you accept the conditions." }).waitFor();
    await expectNoAxeViolations(page);
    expect((await conditionsOf(admin)).acceptances).toEqual([]);

    await page.getByLabel("I have read and accept these conditions.").check();
    await page.getByRole("button", { name: "Accept" }).click();
    await page.getByRole("status").filter({ hasText: "your acceptance was recorded" }).waitFor();
    await expectNoAxeViolations(page);

    // The server stored the acknowledgement and e-mailed the confirmation (the outbox).
    const stored = await conditionsOf(admin);
    expect(stored.acceptances).toEqual([
      { clientNumber: CANCELLED_CLIENT, confirmationEmail: `${admin.loginId.toLowerCase()}@example.com` },
    ]);
    expect(stored.outbox).toHaveLength(1);
    expect(stored.outbox[0]?.body).toContain(`(${CANCELLED_CLIENT})`);
    expect((await serverSession(page)).session?.employer?.conditionsAccepted).toBe(true);

    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/employer\/home$/);
    await page.goto("/employer/manage-employees/enrollment");
    await page.getByRole("heading", { name: "Enrollment", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/employer/manage-employees/enrollment");
  });
});
