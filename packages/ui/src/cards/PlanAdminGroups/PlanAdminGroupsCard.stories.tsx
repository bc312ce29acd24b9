import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { type PlanAdminGroupRow, PlanAdminGroupsCard } from "./PlanAdminGroupsCard.js";

/** Five groups of a client: one flagged for Medicare, two held (session-and-admin.md §2). */
const groups: PlanAdminGroupRow[] = [
  { groupNumber: "100121", name: "Retirees", employeeData: "View", spendingAccount: "N/A", medicare: true },
  {
    groupNumber: "100100",
    name: "Head office",
    employeeData: "Modify",
    spendingAccount: "View",
    medicare: false,
  },
  { groupNumber: "100107", name: "Plant", employeeData: "N/A", spendingAccount: "N/A", medicare: false },
  { groupNumber: "100114", name: "Sales", employeeData: "N/A", spendingAccount: "N/A", medicare: false },
  { groupNumber: "100128", name: "Drivers", employeeData: "View", spendingAccount: "N/A", medicare: false },
];

/**
 * A plan administrator's group entitlements (session-and-admin.md §2 Group entitlements table, §4
 * Group entitlement editing). The wording is the same for every brand: one story per brand family.
 */
const meta = {
  title: "Cards/Plan administrators/Plan administrator groups",
  component: PlanAdminGroupsCard,
  args: { id: "pa", mode: "edit", groups, onSubmit: fn() },
} satisfies Meta<typeof PlanAdminGroupsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): Modify on two groups, the Spending Account value left empty (kept). */
export const ModifyTwoGroups: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("5 Groups, 0 selected")).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Select group 100121" })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText("New Employee Data value"), "Modify");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select group 100107" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select group 100114" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        selectedGroups: ["100107", "100114"],
        employeeData: "Modify",
        spendingAccount: "",
      }),
    );
  },
};

/** Summit (6011): the filter narrows the rows; select-all skips the Medicare group. */
export const FilterAndSelectAll: Story = {
  globals: { brand: "6011" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText("Find Group Number"), "10010");
    await waitFor(() => expect(canvas.getByText("2 Groups, 0 selected")).toBeVisible());
    await expect(canvas.queryByText("100114")).toBeNull();
    await userEvent.clear(canvas.getByLabelText("Find Group Number"));
    await userEvent.type(canvas.getByLabelText("Find Group Number"), "10012");
    await waitFor(() => expect(canvas.getByText("2 Groups, 0 selected")).toBeVisible());
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all groups" }));
    await waitFor(() => expect(canvas.getByText("2 Groups, 1 selected")).toBeVisible());
    await userEvent.selectOptions(canvas.getByLabelText("New Spending Account value"), "View");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        selectedGroups: ["100128"],
        employeeData: "",
        spendingAccount: "View",
      }),
    );
  },
};

/** Meridian (9017): saving with no group selected shows the error, focused in the summary. */
export const NoGroupSelected: Story = {
  globals: { brand: "9017" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(canvas.getAllByText("Please select at least one group").length).toBeGreaterThan(0),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Evergreen (3001), read mode: only the groups not both N/A; an empty table's message. */
export const ReadOnly: Story = {
  globals: { brand: "3001" },
  args: { mode: "read" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("3 Groups")).toBeVisible();
    await expect(canvas.queryByText("100107")).toBeNull();
    await expect(canvas.getByText("100100")).toBeVisible();
  },
};

/** Harbor (6008), read mode of an administrator holding no group: 'No Groups to display!!'. */
export const ReadOnlyEmpty: Story = {
  globals: { brand: "6008" },
  args: { mode: "read", groups: groups.map((g) => ({ ...g, employeeData: "N/A", spendingAccount: "N/A" })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No Groups to display!!")).toBeVisible();
  },
};
