import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { BillingUserTypeCard } from "./BillingUserTypeCard.js";

/**
 * The Billing step of a plan administrator (session-and-admin.md §2 add-plan-admin.billing-entitlements):
 * the Bills access and the billing user type in the chosen client. The wording is the same for every
 * brand: the states spread over the families.
 */
const meta = {
  title: "Cards/Billing/Billing user type",
  component: BillingUserTypeCard,
  args: { id: "bt", mode: "edit", values: { ebill: true, userType: "view" }, onSubmit: fn(), onEdit: fn() },
} satisfies Meta<typeof BillingUserTypeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008), read: Bills held, paying. */
export const ReadWithBills: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  args: { mode: "read", values: { ebill: true, userType: "pay" } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("Yes")).toBeVisible();
    await expect(canvas.getByText("View and pay bills")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /edit/i }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** Summit (6012), read: without Bills no user type, whatever is stored. */
export const ReadWithoutBills: Story = {
  globals: { brand: "6012" },
  args: { mode: "read", values: { ebill: false, userType: "manage" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No")).toBeVisible();
    await expect(canvas.getByText("None (no Bills access)")).toBeVisible();
  },
};

/** Meridian (9017): the three user types; choosing manage sends Bills as held. */
export const ChooseUserType: Story = {
  globals: { brand: "9017" },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("checkbox", { name: /Bills/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "View bills" })).toBeChecked();
    await expect(canvas.getAllByRole("radio")).toHaveLength(3);
    await userEvent.click(canvas.getByRole("radio", { name: "View and pay bills, manage billing accounts" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ebill: true, userType: "manage" }));
  },
};

/** Evergreen (3001): granting Bills with the pay user type. */
export const GrantBills: Story = {
  globals: { brand: "3001" },
  args: { values: { ebill: false, userType: null } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("checkbox", { name: /Bills/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: /Bills/ }));
    await userEvent.click(canvas.getByRole("radio", { name: "View and pay bills" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ebill: true, userType: "pay" }));
  },
};

/** Harbor (6008): a shared administrator's Bills is their identity: said, not offered; the user type is. */
export const SharedAdministrator: Story = {
  globals: { brand: "6008" },
  args: { mayChangeBills: false, values: { ebill: true, userType: "view" } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await expect(canvas.getByText(/managed in their other clients/)).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "View and pay bills" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ebill: true, userType: "pay" }));
  },
};

/** Summit (6012): saving shows the busy Save and leaves nothing sent twice. */
export const Saving: Story = {
  globals: { brand: "6012" },
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Sav/ })).toBeVisible();
  },
};
