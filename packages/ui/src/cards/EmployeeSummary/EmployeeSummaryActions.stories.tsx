import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { EmployeeSummary } from "./EmployeeSummary.js";
import {
  allEntitlements,
  fixtureActionHrefs,
  fixtureGroups,
  fixtureRecord,
  fixtureToday,
} from "./summaryFixtures.js";

/**
 * The employee summary's actions menu, edit mode, History buttons and Find a Doctor links
 * (enrollment.md §2 employee.find.review, §4 Edit entry, §6 actions menu). Which actions show is
 * @epr/domain `employeeActions` with the brand record's flags; link actions go to their routes.
 */
const meta = {
  title: "Cards/Employees/Employee summary actions",
  component: EmployeeSummary,
  args: {
    record: fixtureRecord,
    groups: fixtureGroups,
    memberIdLabel: "Member ID/SSN",
    today: fixtureToday,
    actionRights: { clientActive: true, entitlements: allEntitlements },
    actionHrefs: fixtureActionHrefs,
    onPrint: fn(),
    onEdit: fn(),
    onCancelCoverage: fn(),
    onReinstate: fn(),
  },
} satisfies Meta<typeof EmployeeSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The actions menu button once its menu has downloaded (disabled until then: LazyActionsMenu). */
const menuButton = (canvas: ReturnType<typeof within>) =>
  waitFor(() => {
    const button = canvas.getByRole("button", { name: "Employee Actions" });
    if (button.hasAttribute("disabled")) throw new Error("The actions menu is still loading");
    return button;
  });

const menuLabels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent);

/**
 * Harbor (6008), every entitlement: the whole menu by keyboard. Enter opens it on the first item,
 * arrows move and wrap, End and Home jump, Escape closes and returns focus to the button, Arrow Up
 * opens on the last item; Enter on Edit Employee Record calls back. Change PCP is a link to its route.
 */
export const HarborMenuByKeyboard: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, args, userEvent }) => {
    const button = await menuButton(canvas);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    button.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await canvas.findByRole("menu", { name: "Employee Actions" });
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menuLabels(menu)).toEqual([
      "Edit Employee Record",
      "Change PCP",
      "Print Employee Summary",
      "Manage Spending Acct Elections",
      "Claims",
      "ID Cards",
      "Cancel Coverage",
      "View SBC",
    ]);
    await waitFor(() =>
      expect(within(menu).getByRole("menuitem", { name: "Edit Employee Record" })).toHaveFocus(),
    );
    await userEvent.keyboard("{ArrowDown}");
    const changePcp = within(menu).getByRole("menuitem", { name: "Change PCP" });
    await expect(changePcp).toHaveFocus();
    await expect(changePcp).toHaveAttribute("href", fixtureActionHrefs.changePcp);
    await userEvent.keyboard("{End}");
    await expect(within(menu).getByRole("menuitem", { name: "View SBC" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Edit Employee Record" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(within(menu).getByRole("menuitem", { name: "View SBC" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("menu")).toBeNull());
    // Radix gives focus back in a timer after the menu unmounts.
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard("{ArrowUp}");
    const reopened = await canvas.findByRole("menu");
    await waitFor(() => expect(within(reopened).getByRole("menuitem", { name: "View SBC" })).toHaveFocus());
    await userEvent.keyboard("{Home}");
    await expect(within(reopened).getByRole("menuitem", { name: "Edit Employee Record" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    // The action runs once the menu has closed and focus is back on the button.
    await waitFor(() => expect(args.onEdit).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    // Print lives in the menu now, not beside it.
    await expect(canvas.queryByRole("button", { name: "Print Employee Summary" })).toBeNull();
  },
};

/**
 * Summit (6012): no Change PCP (the brand's flag), no spending elections, no View SBC; the COB
 * processed flag shows ('NO' reads as processed); Cancel Coverage by mouse calls back; a click
 * elsewhere closes the menu.
 */
export const Summit6012: Story = {
  globals: { brand: "6012" },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText("COB Data Processed")).toBeVisible();
    await expect(canvas.getByText("COB Data Processed").nextSibling).toHaveTextContent("Yes");
    const button = await menuButton(canvas);
    await userEvent.click(button);
    const menu = await canvas.findByRole("menu");
    await expect(menuLabels(menu)).toEqual([
      "Edit Employee Record",
      "Print Employee Summary",
      "Claims",
      "ID Cards",
      "Cancel Coverage",
    ]);
    await userEvent.click(canvas.getByRole("heading", { name: "Qualifying Event" }));
    await waitFor(() => expect(canvas.queryByRole("menu")).toBeNull());
    await userEvent.click(button);
    await userEvent.click(await canvas.findByRole("menuitem", { name: "Cancel Coverage" }));
    await waitFor(() => expect(args.onCancelCoverage).toHaveBeenCalledOnce());
  },
};

/** Meridian (9017), a view-only administrator: no Edit, Change PCP, Cancel Coverage or Reinstate; no History buttons without `onOpenHistory`. */
export const MeridianViewOnlyAdmin: Story = {
  globals: { brand: "9017" },
  args: { actionRights: { clientActive: true, entitlements: allEntitlements, viewOnly: true } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText("COB Data Processed")).toBeNull();
    await userEvent.click(await menuButton(canvas));
    const menu = await canvas.findByRole("menu");
    await expect(menuLabels(menu)).toEqual([
      "Print Employee Summary",
      "Manage Spending Acct Elections",
      "Claims",
      "ID Cards",
    ]);
    await expect(canvas.queryByRole("button", { name: /^History/ })).toBeNull();
  },
};

/**
 * Harbor (6008), every entitlement, but the employee has a pending transaction (enrollment.md §4
 * Edit entry, §8): no action that changes the record is offered (Edit, Change PCP, Cancel
 * Coverage), only those that read it.
 */
export const HarborPendingTransaction: Story = {
  globals: { brand: "6008" },
  args: { actionRights: { clientActive: true, entitlements: allEntitlements, pendingTransaction: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await menuButton(canvas));
    const menu = await canvas.findByRole("menu");
    await expect(menuLabels(menu)).toEqual([
      "Print Employee Summary",
      "Manage Spending Acct Elections",
      "Claims",
      "ID Cards",
      "View SBC",
    ]);
  },
};

/**
 * Harbor (6009), employees.view only (no edit, claims or spending entitlement), and no route given
 * for ID Cards: Print and View SBC only (View SBC needs no entitlement; an action without its route
 * is not offered).
 */
export const HarborViewEntitlementOnly: Story = {
  globals: { brand: "6009" },
  args: {
    actionRights: {
      clientActive: true,
      entitlements: {
        ...allEntitlements,
        employeesEdit: false,
        claims: false,
        spendingAccountAccess: false,
        claimsView: false,
      },
    },
    actionHrefs: { ...fixtureActionHrefs, idCards: undefined },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await menuButton(canvas));
    const menu = await canvas.findByRole("menu");
    await expect(menuLabels(menu)).toEqual(["Print Employee Summary", "View SBC"]);
    await expect(within(menu).getByRole("menuitem", { name: "View SBC" })).toHaveAttribute(
      "href",
      fixtureActionHrefs.viewSbc,
    );
  },
};

/** Evergreen (3001), a cancelled employee: Reinstate instead of Edit and Cancel Coverage; it calls back. */
export const EvergreenCancelledEmployee: Story = {
  globals: { brand: "3001" },
  args: {
    groups: [
      { groupNumber: "100107", groupName: "Northwind Hourly Plan", status: "cancelled", modifiable: true },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await menuButton(canvas));
    const menu = await canvas.findByRole("menu");
    await expect(menuLabels(menu)).toEqual([
      "Print Employee Summary",
      "Manage Spending Acct Elections",
      "Claims",
      "Reinstate",
    ]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Reinstate" }));
    await waitFor(() => expect(args.onReinstate).toHaveBeenCalledOnce());
  },
};

/** Evergreen (3003), no modifiable active group: Cancel Coverage shows the Access Denied message instead of acting. */
export const EvergreenCancelDenied: Story = {
  globals: { brand: "3003" },
  args: {
    groups: [
      { groupNumber: "100107", groupName: "Northwind Hourly Plan", status: "active", modifiable: false },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await menuButton(canvas));
    await userEvent.click(await canvas.findByRole("menuitem", { name: "Cancel Coverage" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Access Denied: You do not have permission to modify any active groups.",
    );
    await expect(args.onCancelCoverage).not.toHaveBeenCalled();
  },
};

/**
 * Summit (6010), edit mode: the subscriber section is the subscriber form (no SSN field, the mobile
 * phone read-only), the qualifying event asks its date only for Test, the menu offers no Edit;
 * Cancel and Save call back.
 */
export const SummitEditMode: Story = {
  globals: { brand: "6010" },
  args: {
    edit: { onSubscriberSubmit: fn(), onCancel: fn(), onQualifyingEventChange: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    const edit = args.edit as Required<NonNullable<typeof args.edit>>;
    // The subscriber form loads on first use (lazyNamed): wait for it.
    await expect(await canvas.findByRole("heading", { name: "Edit Subscriber Information" })).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "SSN" })).toBeNull();
    await expect(canvas.getByRole("textbox", { name: "Mobile Phone" })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Mobile Phone" })).toHaveValue("(215) 555-0199");
    await expect(canvas.getByText("COB Data Processed")).toBeVisible();

    const event = canvas.getByRole("combobox", { name: "Qualifying Event" });
    await expect(event).toHaveValue("Test");
    const date = canvas.getByRole("textbox", { name: "Event Date" });
    await expect(date).toHaveValue("10/01/2026");
    await userEvent.selectOptions(event, "None");
    await expect(edit.onQualifyingEventChange).toHaveBeenLastCalledWith({
      qualifyingEvent: "None",
      qualifyingEventDate: "",
    });
    await waitFor(() => expect(canvas.queryByRole("textbox", { name: "Event Date" })).toBeNull());
    await userEvent.selectOptions(event, "Test");
    await userEvent.type(await canvas.findByRole("textbox", { name: "Event Date" }), "11012026");
    await expect(edit.onQualifyingEventChange).toHaveBeenLastCalledWith({
      qualifyingEvent: "Test",
      qualifyingEventDate: "11/01/2026",
    });

    await userEvent.click(await menuButton(canvas));
    await expect(
      within(await canvas.findByRole("menu")).queryByRole("menuitem", { name: "Edit Employee Record" }),
    ).toBeNull();
    await userEvent.keyboard("{Escape}");

    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(edit.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(edit.onSubscriberSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ firstName: "Elena", mobilePhone: "(215) 555-0199", ssn: "" }),
      ),
    );
  },
};

/** Summit (6011), edit mode: a required field emptied fails the save with the schema's message in the error summary. */
export const SummitEditModeError: Story = {
  tags: ["visual"],
  globals: { brand: "6011" },
  args: { edit: { onSubscriberSubmit: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    // The subscriber form loads on first use (lazyNamed): wait for it.
    await userEvent.clear(await canvas.findByRole("textbox", { name: /Legal First Name/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const summary = await canvas.findByRole("alert");
    await expect(summary).toHaveTextContent("Please enter a first name");
    await expect(args.edit?.onSubscriberSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Harbor (6008), History and Find a Doctor: each section with a history has its History button,
 * calling back with the kind, the group shown and which COB modal; the finder opens in a new
 * window and says so.
 */
export const HarborHistoryAndFindADoctor: Story = {
  globals: { brand: "6008" },
  args: {
    onOpenHistory: fn(),
    findADoctorLinks: [
      { label: "Find a Doctor", href: "https://doctors.example.com/?brand=IBC", newWindow: true },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    const open = (name: string) => userEvent.click(canvas.getByRole("button", { name }));
    await open("History of plan coverage, group 100107");
    await expect(args.onOpenHistory).toHaveBeenLastCalledWith("plan", "100107", undefined);
    await open("History of other insurance");
    await expect(args.onOpenHistory).toHaveBeenLastCalledWith("cob", "100107", "otherInsurance");
    await open("Other Insurance + Medicare History of other insurance and Medicare");
    await expect(args.onOpenHistory).toHaveBeenLastCalledWith("cob", "100107", "otherInsuranceMedicare");
    await open("History of Medicare");
    await expect(args.onOpenHistory).toHaveBeenLastCalledWith("cob", "100107", "medicare");
    await open("History of report codes");
    await expect(args.onOpenHistory).toHaveBeenLastCalledWith("report_code", "100107", undefined);
    await open("History of primary care providers");
    await expect(args.onOpenHistory).toHaveBeenLastCalledWith("pcp", "100107", undefined);

    const finder = canvas.getByRole("link", { name: "Find a Doctor (opens in a new window)" });
    await expect(finder).toHaveAttribute("target", "_blank");
    await expect(finder).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/**
 * Harbor (6008), an employee of several groups: the page gives Change PCP and View SBC in place
 * (`onLinkAction`), so they are menu items that call back (the page asks the group, enrollment.md §2
 * Modals) instead of links; the other link actions keep their routes.
 */
export const LinkActionsInPlace: Story = {
  globals: { brand: "6008" },
  args: { onLinkAction: { changePcp: fn(), viewSbc: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await menuButton(canvas));
    const menu = await canvas.findByRole("menu", { name: "Employee Actions" });
    const changePcp = within(menu).getByRole("menuitem", { name: "Change PCP" });
    await expect(changePcp).not.toHaveAttribute("href");
    await expect(within(menu).getByRole("menuitem", { name: "Claims" })).toHaveAttribute(
      "href",
      fixtureActionHrefs.claims,
    );
    await userEvent.click(changePcp);
    await waitFor(() => expect(args.onLinkAction?.changePcp).toHaveBeenCalledOnce());
    await expect(args.onLinkAction?.viewSbc).not.toHaveBeenCalled();
  },
};
