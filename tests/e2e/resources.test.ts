import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { axeViolations, expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

interface ResourceLinks {
  links: { slug: string; title: string; description: string }[];
}

describe("resources and home tiles (session-and-admin.md §2 /resources, /home)", () => {
  test("home shows the stored tiles; a tile opens its page; the sidebar moves by keyboard; the bare route lands on the first link", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/resources"));
    await page.goto("/employer/home");
    const { links } = (await (await answer).json()) as ResourceLinks;
    expect(links.length).toBeGreaterThan(1);
    const tiles = page.getByRole("region", { name: "Resources" });
    await expect
      .poll(() => tiles.getByRole("heading", { level: 3 }).allTextContents())
      .toEqual(links.map((l) => l.title));
    await page.getByRole("navigation", { name: "Quick Links" }).waitFor();
    await expectNoAxeViolations(page);
    // The in-page axe sees what it guards: a button with no name, added and taken away again.
    await page.evaluate(() =>
      document
        .querySelector("main")
        ?.append(Object.assign(document.createElement("button"), { id: "nameless" })),
    );
    expect((await axeViolations(page, { type: "rule", values: ["button-name"] })).map((v) => v.id)).toEqual([
      "button-name",
    ]);
    await page.evaluate(() => document.getElementById("nameless")?.remove());

    // A tile opens its resource page.
    const second = links[1];
    if (!second) throw new Error("two links");
    await tiles.getByRole("link", { name: new RegExp(second.title.replace("/", "\\/")) }).click();
    await page.waitForURL(`**/employer/resources/${second.slug}`);
    await page.getByRole("heading", { level: 1, name: second.title }).waitFor();
    const sidebar = page.getByRole("navigation", { name: "Resources" });
    await expect.poll(() => sidebar.locator("[aria-current=page]").textContent()).toContain(second.title);
    await expectNoAxeViolations(page);

    // The sidebar by keyboard: focus the current link, Tab to the next one, Enter follows it.
    const third = links[2];
    if (!third) throw new Error("three links");
    await sidebar.locator("[aria-current=page]").focus();
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
      .toContain(third.title);
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/employer/resources/${third.slug}`);
    await page.getByRole("heading", { level: 1, name: third.title }).waitFor();
    // After the activation delay (§9) the new page's heading has focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
    await expectNoAxeViolations(page);

    // The bare route lands on the first link.
    const first = links[0];
    if (!first) throw new Error("a link");
    await page.goto("/employer/resources");
    await page.waitForURL(`**/employer/resources/${first.slug}`);
    await page.getByRole("heading", { level: 1, name: first.title }).waitFor();
    await expectNoAxeViolations(page);
  });
});
