import { billingAccountMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { BillingAccountsCard, type BillingAccountView } from "./BillingAccountsCard.js";

const account: BillingAccountView = {
  accountId: "7",
  groups: [
    { groupNumber: "100107", groupName: "Harbor Hourly Plan" },
    { groupNumber: "100114", groupName: "Harbor Union Plan" },
  ],
  payingGroupNumber: "100107",
  recipientName: "Avery Ledger",
  recipientEmail: "avery.ledger@example.com",
  delivery: "email",
  version: 3,
};
const groups = [
  { groupNumber: "100100", groupName: "Harbor Salaried Plan", accountId: null },
  { groupNumber: "100107", groupName: "Harbor Hourly Plan", accountId: "7" },
  { groupNumber: "100114", groupName: "Harbor Union Plan", accountId: "7" },
];

/**
 * The ebill accounts (session-and-admin.md §7 'ebill accounts'; docs/features/billing.md): listed for
 * every Bills holder, added and changed with the manage billing user type. The states spread over the
 * brand families.
 */
const meta = {
  title: "Cards/Billing/Billing accounts",
  component: BillingAccountsCard,
  args: { id: "ba", accounts: [account], groups, mayManage: true, onSubmit: fn() },
} satisfies Meta<typeof BillingAccountsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Summit (6012): no account yet, and a viewer cannot add one. */
export const Empty: Story = {
  globals: { brand: "6012" },
  args: { accounts: [], mayManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No billing account yet/)).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Harbor (6008): the view or pay user type reads the accounts, with no Change or Add. */
export const ReadOnly: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  args: { mayManage: false },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Billing accounts of your groups" });
    await expect(table).toHaveTextContent("100107 Harbor Hourly Plan, 100114 Harbor Union Plan");
    await expect(table).toHaveTextContent("avery.ledger@example.com");
    await expect(table).toHaveTextContent("By e-mail");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Meridian (9017): the manage user type changes an account; the form holds it; the version goes back. */
export const ChangeAccount: Story = {
  globals: { brand: "9017" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Change 100107, 100114" }));
    await expect(canvas.getByRole("heading", { name: "Change billing account" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "100114 Harbor Union Plan" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "100100 Harbor Salaried Plan" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "In the portal" }));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /Paying group/ }), "100114");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        account: { accountId: "7", version: 3 },
        values: {
          groupNumbers: ["100107", "100114"],
          payingGroupNumber: "100114",
          recipientName: "Avery Ledger",
          recipientEmail: "avery.ledger@example.com",
          delivery: "portal",
        },
      }),
    );
  },
};

/** Evergreen (3001): a new account offers only the group no account bills. */
export const AddAccount: Story = {
  globals: { brand: "3001" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add account" }));
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(1);
    await userEvent.click(canvas.getByRole("checkbox", { name: "100100 Harbor Salaried Plan" }));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /Paying group/ }), "100100");
    await userEvent.type(canvas.getByRole("textbox", { name: /Recipient's name/ }), "Pat Payer");
    await userEvent.type(canvas.getByRole("textbox", { name: /Recipient's e-mail/ }), "pat@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        account: null,
        values: {
          groupNumbers: ["100100"],
          payingGroupNumber: "100100",
          recipientName: "Pat Payer",
          recipientEmail: "pat@example.com",
          delivery: "email",
        },
      }),
    );
  },
};

/** Harbor (6008): an empty new account is refused field by field, in the focused summary. */
export const Errors: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add account" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const summary = () => canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]");
    await waitFor(() => expect(summary()).toHaveFocus());
    // Each message in the summary and at its field.
    for (const message of [
      billingAccountMessages.groups,
      billingAccountMessages.recipientName,
      billingAccountMessages.recipientEmail,
    ]) {
      await expect(summary()).toHaveTextContent(message);
      await expect(
        canvas.getAllByText((_, node) => node?.textContent === `Error: ${message}`),
      ).not.toHaveLength(0);
    }
    // The checklist is named by its legend, not by its first group's label.
    await expect(
      within(summary() as HTMLElement).getByRole("link", {
        name: `Groups: ${billingAccountMessages.groups}`,
      }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Summit (6012): the server's answer (a group billed elsewhere) is listed at the groups. */
export const ServerError: Story = {
  globals: { brand: "6012" },
  args: {
    editing: "7",
    serverErrors: {
      groupNumbers: "A group you chose is billed to another account already: remove it there first.",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/billed to another account already/)).toHaveLength(2);
  },
};
