import { describe, expect } from "vitest";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { actionsMenuButton } from "./employees.js";

/** What the page's own fetch reads back of the employee: its version (ETag) and first name. */
interface ReadBack {
  etag: string | null;
  first: string;
}

describe("a view-only administrator (enrollment.md §6)", () => {
  test("sees no Edit, Cancel Coverage or Reinstate, and a forced save from the page is refused (403) with nothing changed", async ({
    browserConsole,
    context,
    page,
  }) => {
    // Chromium logs the refused write's 403 as a console error: that one is expected.
    browserConsole.expectError(/403/);
    const admin = await createAdmin({ viewOnly: true });
    expect(admin.loginId).toContain("VIEW");
    const employee = await createEmployee();
    await signIn(context, admin);
    await page.goto(`/employer/manage-employees/find/review?umi=${employee.umi}`);
    await page.getByTestId("subscriber-name").waitFor();

    // The actions menu, opened by keyboard; wait for its items, then none of them changes the record.
    const menuButton = await actionsMenuButton(page);
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Employee Actions" });
    await menu.getByRole("menuitem", { name: "Print Employee Summary" }).waitFor();
    const actions = await menu.getByRole("menuitem").allTextContents();
    for (const refused of ["Edit Employee Record", "Cancel Coverage", "Reinstate"]) {
      expect(actions).not.toContain(refused);
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // Brand 6008's Find a Doctor: its directory in a new window, the test finder on this host.
    const finder = page.getByRole("link", { name: "Find a Doctor (opens in a new window)" });
    await finder.waitFor();
    const href = new URL((await finder.getAttribute("href")) ?? "");
    expect(href.host).toMatch(/^findadoctor-test\./);
    expect(href.searchParams.get("groupNumber")).toBe(employee.groupNumbers[0]);
    expect(href.searchParams.get("speciality")).toBe("pcp");
    expect(["AHPA", "IBC"]).toContain(href.searchParams.get("brandCode"));
    await expectNoAxeViolations(page);

    // A forced write from the page's own context: the version read, If-Match and an Idempotency-Key.
    const read = async (): Promise<ReadBack> =>
      page.evaluate(async (umi) => {
        const res = await fetch(`/api/employees/${umi}`);
        const body = (await res.json()) as { payload: { subscriber: { fullName: { first: string } } } };
        return { etag: res.headers.get("etag"), first: body.payload.subscriber.fullName.first };
      }, employee.umi);
    const before = await read();
    expect(before.etag).toBeTruthy();
    const forced = await page.evaluate(async (umi) => {
      const res = await fetch(`/api/employees/${umi}`);
      const etag = res.headers.get("etag") ?? "";
      const { payload } = (await res.json()) as {
        payload: { subscriber: { fullName: Record<string, unknown> } & Record<string, unknown> };
      };
      const record = {
        ...payload,
        subscriber: { ...payload.subscriber, fullName: { ...payload.subscriber.fullName, first: "Forced" } },
      };
      const write = await fetch(`/api/employees/${umi}`, {
        method: "PUT",
        headers: {
          "content-type": "application/json",
          "if-match": etag,
          "idempotency-key": crypto.randomUUID(),
        },
        body: JSON.stringify({ transactionType: "EDIT", record }),
      });
      return { status: write.status, body: await write.text() };
    }, employee.umi);
    expect(forced.status, forced.body).toBe(403);
    // Refused by the policy for being view-only (not the origin or the body's shape).
    expect(JSON.parse(forced.body)).toMatchObject({ code: "view_only" });
    // Nothing changed: the same version and the same name, read back.
    expect(await read()).toEqual(before);
    expect(before.first).toBe(employee.firstName);
  });
});
