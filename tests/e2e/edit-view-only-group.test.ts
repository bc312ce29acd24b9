import { describe, expect } from "vitest";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { firstOfLastMonth, startEditing } from "./employees.js";

/**
 * Edit mode for an administrator who may modify one of the employee's groups and only view the other
 * (enrollment.md §6 per-group rights; §4 Tobacco, Provider PCP): the modifiable group's
 * provider (PCP) and tobacco cards are forms, the view-only group's show read-only with the values
 * on file. The demo client's 100100 (PPO) and 100114 (major medical) both ask the tobacco question.
 */
const MODIFIABLE = "100100";
const VIEW_ONLY = "100114";
const PCP = { physicianNumber: "P7654321", physicianName: "LAKESIDE FAMILY MEDICINE" };

describe("edit with a group the administrator may only view (enrollment.md §6)", () => {
  test("the modifiable group's PCP and tobacco are editable; the view-only group's show read-only with their values", async ({
    context,
    page,
  }) => {
    const lastUse = firstOfLastMonth();
    const admin = await createAdmin({ viewGroups: [VIEW_ONLY] });
    const employee = await createEmployee({
      groupNumbers: [MODIFIABLE, VIEW_ONLY],
      subscriberCoverage: { ...PCP, tobaccoStatus: "T", tobaccoUsageDate: lastUse },
    });
    await signIn(context, admin);
    await startEditing(page, employee.umi);
    const name = `${employee.firstName} ${employee.lastName}`;
    const provider = page.locator(`[data-provider="subscriber"]`);
    const tobacco = page.locator(`[data-tobacco="subscriber"]`);

    // The group shown first (active groups in number order) is the modifiable one: forms.
    await expect
      .poll(() => page.getByRole("combobox", { name: "Group", exact: true }).inputValue())
      .toBe(MODIFIABLE);
    await provider.getByRole("heading", { name: `Primary Care Provider: ${name}` }).waitFor();
    await expect
      .poll(() => provider.getByRole("textbox", { name: /Provider Number/ }).inputValue())
      .toBe(PCP.physicianNumber);
    await tobacco.getByRole("radio", { name: "Yes" }).waitFor();
    await expectNoAxeViolations(page);

    // The view-only group: the same cards, read-only, with what is on file.
    await page.getByRole("combobox", { name: "Group", exact: true }).selectOption(VIEW_ONLY);
    await provider.getByText(PCP.physicianName).waitFor();
    await provider.getByText(PCP.physicianNumber).waitFor();
    await tobacco.getByRole("heading", { name: `Tobacco: ${name}` }).waitFor();
    await tobacco.getByText(lastUse).waitFor();
    // The page changes group in a transition (the old group's forms stay until the new group's
    // information is read): wait until the forms are gone, with the locators' own timeout, not for a
    // text both modes show.
    await provider.getByRole("textbox").first().waitFor({ state: "detached" });
    await tobacco.getByRole("radio").first().waitFor({ state: "detached" });
    // The cards change mode as their answers arrive, not in one render: a first run once counted
    // the provider's two buttons after its fields were gone. Poll until no editing control is left.
    await expect.poll(() => provider.getByRole("textbox").count()).toBe(0);
    await expect.poll(() => tobacco.getByRole("radio").count()).toBe(0);
    await expect
      .poll(() => page.getByRole("button", { name: /Search Provider Directory|Copy to Others/ }).count())
      .toBe(0);
    await expectNoAxeViolations(page);

    // Back to the modifiable group: its forms again.
    await page.getByRole("combobox", { name: "Group", exact: true }).selectOption(MODIFIABLE);
    await provider.getByRole("textbox", { name: /Provider Number/ }).waitFor();
  });
});
