import { planAdminMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { PlanAdminUserEntitlementsCard } from "./PlanAdminUserEntitlementsCard.js";

const none = {
  employeesView: false,
  employeesEdit: false,
  superUserRole: false,
  claims: false,
  idTheft: false,
  ebill: false,
  enrollmentReports: false,
  censusReports: false,
  wellnessReports: false,
  reportsAtHand: false,
  medeAnalytics: false,
};
const held = { ...none, employeesView: true, employeesEdit: true, claims: true, enrollmentReports: true };

/**
 * A plan administrator's Overall Entitlements (session-and-admin.md §2 add-plan-admin.user-entitlements,
 * §3, the labels of §6). The wording is the same for every brand: the states spread over the families.
 */
const meta = {
  title: "Cards/Plan administrators/Plan administrator user entitlements",
  component: PlanAdminUserEntitlementsCard,
  args: { id: "pa", mode: "edit", values: none, onSubmit: fn() },
} satisfies Meta<typeof PlanAdminUserEntitlementsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): nothing held; the §6 labels; granting two sends every value. */
export const Empty: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent, args }) => {
    for (const label of [
      "Enrollment Reports",
      "Mede Analytics",
      "ID Theft protection",
      "Reports",
      "Bills",
      "Wellness",
    ])
      await expect(canvas.getByRole("checkbox", { name: label })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "View Employees" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Bills" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...none, employeesView: true, ebill: true }),
    );
  },
};

/** Summit (6011): what is held is checked; taking one away keeps the others. */
export const Filled: Story = {
  tags: ["visual"],
  globals: { brand: "6011" },
  args: { values: held },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("checkbox", { name: "Claims" })).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Claims" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...held, claims: false }));
  },
};

/** Meridian (9017): Edit Employees without View Employees is refused, in the focused summary. */
export const Errors: Story = {
  tags: ["visual"],
  globals: { brand: "9017" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: "Edit Employees" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    await expect(canvas.getAllByText(planAdminMessages.editNeedsView)).toHaveLength(2);
    await expect(canvas.getByRole("checkbox", { name: "Edit Employees" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Harbor (6008): the Billing step shows only Bills; the other values go back as they were. */
export const BillingOnly: Story = {
  globals: { brand: "6008" },
  args: { values: { ...held, ebill: true }, keys: ["ebill"], copy: { title: "Billing" } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(1);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Bills" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...held, ebill: false }));
  },
};

/** Evergreen (3001), read-only: Yes or No per entitlement. */
export const ReadOnly: Story = {
  globals: { brand: "3001" },
  args: { mode: "read", values: held },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await expect(canvas.getAllByText("Yes")).toHaveLength(4);
    await expect(canvas.getAllByText("No")).toHaveLength(7);
  },
};
