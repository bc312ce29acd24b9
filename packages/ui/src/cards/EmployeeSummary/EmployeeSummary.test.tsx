import { BrandProvider } from "@epr/brand-themes";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MenuLinkProps } from "./ActionsMenu.js";
import { EmployeeSummary, type EmployeeSummaryProps } from "./EmployeeSummary.js";
import {
  allEntitlements,
  fixtureActionHrefs,
  fixtureGroups,
  fixtureRecord,
  fixtureToday,
} from "./summaryFixtures.js";

afterEach(cleanup);

const setup = (brandCode: string, props: Partial<EmployeeSummaryProps> = {}) =>
  render(
    <BrandProvider brandCode={brandCode}>
      <EmployeeSummary
        record={fixtureRecord}
        groups={fixtureGroups}
        memberIdLabel="Member ID"
        today={fixtureToday}
        actionRights={{ clientActive: true, entitlements: allEntitlements }}
        actionHrefs={fixtureActionHrefs}
        onEdit={vi.fn()}
        onPrint={vi.fn()}
        onCancelCoverage={vi.fn()}
        {...props}
      />
    </BrandProvider>,
  );

/** The actions menu button once its menu has downloaded (it is disabled until then: LazyActionsMenu). */
async function menuButton() {
  return waitFor(() => {
    const button = screen.getByRole("button", { name: "Employee Actions" });
    expect(button.hasAttribute("disabled")).toBe(false);
    return button;
  });
}

describe("EmployeeSummary actions menu (enrollment.md §2, §6)", () => {
  it("renders its links through renderLink, as menu items out of the tab order", async () => {
    const renderLink = ({ href, ...rest }: MenuLinkProps) => <a data-router-link="" href={href} {...rest} />;
    setup("6008", { renderLink });
    await userEvent.click(await menuButton());
    const changePcp = screen.getByRole("menuitem", { name: "Change PCP" });
    expect(changePcp).toHaveProperty("dataset.routerLink", "");
    expect(changePcp.getAttribute("tabindex")).toBe("-1");
    const routed = screen
      .getAllByRole("menuitem")
      .filter((item) => item.dataset.routerLink !== undefined)
      .map((item) => item.getAttribute("href"));
    expect(routed).toEqual([
      fixtureActionHrefs.changePcp,
      fixtureActionHrefs.spendingAccount,
      fixtureActionHrefs.claims,
      fixtureActionHrefs.idCards,
      fixtureActionHrefs.viewSbc,
    ]);
  });

  it.each([
    ["6008", true],
    ["6012", false],
  ])("brand %s offers Change PCP: %s", async (brandCode, offered) => {
    setup(brandCode);
    await userEvent.click(await menuButton());
    expect(screen.queryByRole("menuitem", { name: "Change PCP" }) !== null).toBe(offered);
  });

  it("a link action given in place (onLinkAction) is a menu item that calls it, not a link", async () => {
    const changePcp = vi.fn();
    setup("6008", { onLinkAction: { changePcp } });
    await userEvent.click(await menuButton());
    const item = screen.getByRole("menuitem", { name: "Change PCP" });
    expect(item.getAttribute("href")).toBeNull();
    await userEvent.click(item);
    await waitFor(() => expect(changePcp).toHaveBeenCalledOnce());
    // The other link actions keep their routes.
    await userEvent.click(await menuButton());
    expect(screen.getByRole("menuitem", { name: "View SBC" }).getAttribute("href")).toBe(
      fixtureActionHrefs.viewSbc,
    );
  });

  it("without actionRights keeps the Print button and shows no menu", () => {
    setup("3001", { actionRights: undefined });
    expect(screen.queryByRole("button", { name: "Employee Actions" })).toBeNull();
    expect(screen.getByRole("button", { name: "Print Employee Summary" })).toBeTruthy();
  });

  it("Tab closes the menu", async () => {
    setup("3001");
    await userEvent.click(await menuButton());
    expect(screen.getByRole("menu")).toBeTruthy();
    await userEvent.tab();
    expect(screen.queryByRole("menu")).toBeNull();
  });
});

describe("EmployeeSummary edit sections (enrollment.md §2 employee.find.review, edit=true)", () => {
  it.each([
    { name: "a section given in edit mode replaces its read-only display", given: true },
    { name: "a section left out stays read-only", given: false },
  ])("$name", ({ given }) => {
    setup("6008", {
      edit: {
        onSubscriberSubmit: vi.fn(),
        sections: given ? { mnloa: <p>MNLOA cards in edit</p> } : {},
      },
    });
    expect(screen.queryByText("MNLOA cards in edit") !== null).toBe(given);
    expect(screen.queryByText("No dependent is on a medically necessary leave of absence.") !== null).toBe(
      !given,
    );
  });
});
