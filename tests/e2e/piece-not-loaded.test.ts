import { pieceMessages } from "@epr/domain";
import type { BrowserContext } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { addDependent } from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import {
  address1Field,
  enrolledFromExample,
  modalNamed,
  startEditing,
  storedEmployee,
  uncoveredChild,
} from "./employees.js";

/**
 * A part of a page downloaded when first needed (here the uncovered-dependent modal of an edit,
 * enrollment.md §4 Pre-save in edit) whose download fails: the page says so in the part's place,
 * keeps what was typed, and Try again downloads it, so the edit goes on to the server.
 */

type Stored = {
  version: number;
  payload: { subscriber: { address: { address1: string } }; dependents: unknown[] };
};
const stored = (context: BrowserContext, umi: string) => storedEmployee<Stored>(context.request, umi);

describe("a part of the page that cannot be downloaded", () => {
  test("the modal's chunk fails once: the failure is said in place, the edit is kept, Try again opens the modal and the save reaches the server", async ({
    context,
    page,
    browserConsole,
  }) => {
    // The browser reports the aborted download, and React the failure its boundary caught.
    browserConsole.expectError(
      /UncoveredDependent|Failed to fetch dynamically imported module|PieceNotLoaded/,
    );
    const admin = await createAdmin();
    await signIn(context, admin);
    const employee = await enrolledFromExample(context.request, "Edith");
    const before = await stored(context, employee.umi);
    await startEditing(page, employee.umi);
    await address1Field(page).fill("12 Quarry Road");
    await addDependent(page, before.payload.dependents.length + 1, uncoveredChild(employee.lastName));

    // The modal's own chunk (named after its module by the build) fails the first time it is asked for.
    let aborted = 0;
    await page.route(/\/assets\/UncoveredDependent-[\w-]+\.js$/, async (route) => {
      if (aborted++ === 0) await route.abort("connectionreset");
      else await route.continue();
    });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const failure = page.getByRole("alert").filter({ hasText: pieceMessages.title });
    await failure.waitFor();
    await expect.poll(() => failure.textContent()).toContain(pieceMessages.text);
    await expectNoAxeViolations(page);
    // The page stayed, in edit mode, with what was typed; nothing was saved.
    expect(await address1Field(page).inputValue()).toBe("12 Quarry Road");
    expect((await stored(context, employee.umi)).version).toBe(before.version);

    await failure.getByRole("button", { name: pieceMessages.tryAgain }).click();
    const uncovered = modalNamed(page, "Dependents Without Coverage");
    await uncovered.getByText(`Robin ${employee.lastName}`).waitFor();
    expect(aborted).toBe(2);
    await uncovered.getByRole("button", { name: "Save" }).click();
    await page.getByText(`You have successfully edited ${employee.firstName} ${employee.lastName}`).waitFor();
    const after = await stored(context, employee.umi);
    expect(after.payload.subscriber.address.address1).toBe("12 Quarry Road");
    expect(after.version).toBeGreaterThan(before.version);
  }, 120_000);
});
