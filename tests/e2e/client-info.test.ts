import { copyFor } from "@epr/brand-themes";
import type {
  ClientContact,
  ClientGeneralInfo,
  ClientReportCodesResponse,
  GroupDetail,
  GroupInformationResponse,
  GroupListResponse,
} from "@epr/contract";
import { assistMessages } from "@epr/domain";
import type { BrowserContext } from "playwright-core";
import { describe, expect } from "vitest";
import { allowIdentityTheftOptIn, createAdmin, identityTheftStateOf, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

/** What the server answers the signed-in context, to compare with what the page shows. */
async function server<T>(context: BrowserContext, path: string): Promise<T> {
  const res = await context.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

describe("client and group information (assist-employees.md §2.10)", () => {
  test("client info tabs, the group list and a group's six sections show what the server holds", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    await page.goto("/employer/client-info");
    const tabs = page.getByRole("navigation", { name: "Client information" });

    // General info (the bare path lands on it).
    await page.getByRole("heading", { level: 2, name: "General Information" }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/employer/client-info/general-info");
    const general = (
      await server<{ payload: ClientGeneralInfo }>(context, "/api/client-information/general-info")
    ).payload;
    const info = page.locator("[data-slot=client-general-info]");
    await info.getByText(general.clientName, { exact: true }).waitFor();
    await info.getByText(`${general.address?.line}, ${general.address?.city}`).waitFor();
    await tabs.getByRole("link", { name: "Identity Theft" }).waitFor();
    await expectNoAxeViolations(page);

    // Report codes: every type of the server's page, with its groups.
    await tabs.getByRole("link", { name: "Report Codes" }).click();
    const codes = await server<ClientReportCodesResponse>(context, "/api/client-information/report-codes");
    expect(codes.payload.length).toBeGreaterThan(0);
    const rows = page.locator("[data-report-code-type]");
    await expect.poll(() => rows.count()).toBe(codes.payload.length);
    const first = codes.payload[0];
    await expect.poll(() => rows.first().textContent()).toContain(first?.groups.join(", ") ?? "");
    await expectNoAxeViolations(page);

    // Contacts.
    await tabs.getByRole("link", { name: "Contacts" }).click();
    const contacts = (await server<{ payload: ClientContact[] }>(context, "/api/client-information/contacts"))
      .payload;
    for (const contact of contacts) await page.getByRole("cell", { name: contact.name }).waitFor();
    await expectNoAxeViolations(page);

    // The group list: Active by default, each row's counts as the server counts them.
    await page.getByRole("link", { name: "Group List" }).click();
    await page.getByRole("heading", { level: 1, name: "Group List" }).waitFor();
    // One heading per thing: the list's section is "Groups", not the page's title again.
    expect(await page.getByRole("heading", { name: "Group List", exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole("combobox", { name: "Status" }).inputValue()).toBe("Active");
    const active = await server<GroupListResponse>(context, "/api/client-information/groups");
    const groupRows = page.locator("[data-group-row]");
    await expect.poll(() => groupRows.count()).toBe(active.payload.length);
    for (const group of active.payload) {
      const row = page.locator(`[data-group-row="${group.groupNumber}"]`);
      await expect.poll(() => row.locator("[data-count=acount]").textContent()).toBe(String(group.acount));
      await expect.poll(() => row.locator("[data-count=ccount]").textContent()).toBe(String(group.ccount));
      await expect.poll(() => row.locator("[data-count=tcount]").textContent()).toBe(String(group.tcount));
    }
    await expectNoAxeViolations(page);
    await page.getByRole("combobox", { name: "Status" }).selectOption("All");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe("All");
    const all = await server<GroupListResponse>(context, "/api/client-information/groups?status=All");
    await expect.poll(() => groupRows.count()).toBe(all.payload.length);
    expect(all.payload.some((g) => g.status === "Cancelled")).toBe(true);

    // Group info: six sections loaded on entry, expand/collapse all.
    const target = active.payload[0];
    if (!target) throw new Error("no active group");
    await page.getByRole("link", { name: target.groupNumber, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: `Group Information: ${target.groupName}` }).waitFor();
    const detail = (
      await server<{ payload: GroupDetail }>(context, `/api/client-information/groups/${target.groupNumber}`)
    ).payload;
    const sections = page.locator("[data-slot=group-information] [data-section]");
    await expect.poll(() => sections.count()).toBe(6);
    await expect
      .poll(() => page.locator("[data-section=membership] [data-count=tcount]").textContent())
      .toBe(String(detail.tcount));
    const today = new Date();
    const day = `${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}-${today.getFullYear()}`;
    const additional = await server<GroupInformationResponse>(
      context,
      `/api/groups/${target.groupNumber}/additional-information?effectiveDate=${day}`,
    );
    expect(additional.payload.parentalCrossLink).toBeTruthy();
    await expect
      .poll(() => page.locator("[data-parental-cross-link]").textContent())
      .toBe(additional.payload.parentalCrossLink ?? "");
    await expect
      .poll(() => page.locator("[data-identity-theft-status]").textContent())
      .toMatch(/^(Opted in|Not opted in)$/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Collapse all" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Products" }).getAttribute("aria-expanded"))
      .toBe("false");
    await page.getByRole("button", { name: "Expand all" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Products" }).getAttribute("aria-expanded"))
      .toBe("true");

    // Group info's contacts child.
    await page
      .getByRole("navigation", { name: "Group information" })
      .getByRole("link", { name: "Contacts" })
      .click();
    const groupContacts = (
      await server<{ payload: ClientContact[] }>(
        context,
        `/api/client-information/groups/${target.groupNumber}/contacts`,
      )
    ).payload;
    expect(groupContacts.length).toBeGreaterThan(0);
    for (const contact of groupContacts) await page.getByRole("cell", { name: contact.name }).waitFor();
    await expectNoAxeViolations(page);
  });

  test("opts a group into identity theft protection; a second save without a change is refused (§4, §5, §9)", async ({
    page,
    context,
  }) => {
    const groupNumber = "100114";
    await allowIdentityTheftOptIn(groupNumber);
    const admin = await createAdmin();
    await signIn(context, admin);
    await page.goto("/employer/client-info");
    await page
      .getByRole("navigation", { name: "Client information" })
      .getByRole("link", { name: "Identity Theft" })
      .click();
    const box = page.getByRole("checkbox", { name: new RegExp(`\\(${groupNumber}\\)`) });
    await expect.poll(() => box.isEnabled()).toBe(true);
    expect(await box.isChecked()).toBe(false);
    await expectNoAxeViolations(page);

    await box.check();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText(copyFor("6008", "idTheftOptInThanks")).waitFor();
    await expect
      .poll(() => identityTheftStateOf(groupNumber))
      .toEqual({ optedIn: true, changedBy: admin.loginId });
    await expect.poll(() => box.isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    // Nothing changed since: the spec's message, and nothing more is stored.
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("alert").filter({ hasText: assistMessages.idTheftNoSelection }).waitFor();
    expect(await identityTheftStateOf(groupNumber)).toEqual({ optedIn: true, changedBy: admin.loginId });
    await expectNoAxeViolations(page);
  });
});
