import { planAdminMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { PlanAdminDemographicsCard } from "./PlanAdminDemographicsCard.js";

const filled = {
  loginId: "nadia.ng",
  firstName: "Nadia",
  lastName: "Ng",
  email: "nadia.ng@example.com",
  company: "Northwind Benefits Office",
};

/**
 * A plan administrator's demographics (session-and-admin.md §2 add-plan-admin.demographics, §3).
 * The wording is the same for every brand: the states spread over the brand families.
 */
const meta = {
  title: "Cards/Plan administrators/Plan administrator demographics",
  component: PlanAdminDemographicsCard,
  args: { id: "pa", mode: "edit", isNew: true, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof PlanAdminDemographicsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): a new administrator, empty; typing every field submits the trimmed values. */
export const NewEmpty: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/User ID/), "nadia.ng");
    await userEvent.type(canvas.getByLabelText(/First Name/), " Nadia ");
    await userEvent.type(canvas.getByLabelText(/Last Name/), "Ng");
    await userEvent.type(canvas.getByLabelText(/E-mail/), "nadia.ng@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        loginId: "nadia.ng",
        firstName: "Nadia",
        lastName: "Ng",
        email: "nadia.ng@example.com",
        company: "",
      }),
    );
  },
};

/** Summit (6011): an edit, filled; the user ID is not asked again. */
export const EditFilled: Story = {
  tags: ["visual"],
  globals: { brand: "6011" },
  args: { isNew: false, values: filled },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByLabelText(/User ID/)).toBeNull();
    await expect(canvas.getByLabelText(/First Name/)).toHaveValue("Nadia");
    await userEvent.clear(canvas.getByLabelText(/Company/));
    await userEvent.type(canvas.getByLabelText(/Company/), "Head Office");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: "Nadia",
        lastName: "Ng",
        email: "nadia.ng@example.com",
        company: "Head Office",
      }),
    );
  },
};

/** Meridian (9017): a submit with errors lists them in the focused summary, each on its field. */
export const Errors: Story = {
  tags: ["visual"],
  globals: { brand: "9017" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/User ID/), "a b");
    await userEvent.type(canvas.getByLabelText(/E-mail/), "nadia");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    for (const message of [
      planAdminMessages.loginId,
      planAdminMessages.firstName,
      planAdminMessages.lastName,
      planAdminMessages.email,
    ])
      await expect(canvas.getAllByText(message)).toHaveLength(2);
    await expect(canvas.getByLabelText(/First Name/)).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Harbor (6008): the server's answer on a field (a user ID taken) shows as a field error. */
export const ServerError: Story = {
  globals: { brand: "6008" },
  args: {
    values: filled,
    serverErrors: { loginId: "That user ID is already in use. Please choose another." },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("That user ID is already in use. Please choose another.")).toHaveLength(
      2,
    );
    await expect(canvas.getByLabelText(/User ID/)).toHaveAttribute("aria-invalid", "true");
  },
};

/** Evergreen (3001), read-only: every detail, Edit offered. */
export const ReadOnly: Story = {
  globals: { brand: "3001" },
  args: { mode: "read", isNew: false, values: filled, onEdit: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("nadia.ng@example.com")).toBeVisible();
    await expect(canvas.getByText("nadia.ng")).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /Edit/ }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};
