import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import {
  type PlanAdminAccountAction,
  PlanAdminAccountCard,
  type PlanAdminAccountCardProps,
  type PlanAdminAccountOutcome,
} from "./PlanAdminAccountCard.js";

/** The card with an app's answer: each confirmed action answers with a message, as the server does. */
function Harness(props: PlanAdminAccountCardProps & { answer?: PlanAdminAccountOutcome }) {
  const [outcome, setOutcome] = useState<PlanAdminAccountOutcome | null>(props.outcome ?? null);
  const [disabled, setDisabled] = useState(props.disabled);
  return (
    <PlanAdminAccountCard
      {...props}
      disabled={disabled}
      outcome={outcome}
      onAction={(action: PlanAdminAccountAction) => {
        props.onAction(action);
        if (props.answer?.kind === "success" && (action === "disable" || action === "enable"))
          setDisabled(action === "disable");
        setOutcome(props.answer ?? null);
      }}
    />
  );
}

/**
 * A plan administrator's account and the super user's actions (beyond the spec):
 * each asks in a confirmation dialog first. The wording is the same for every brand.
 */
const meta = {
  title: "Cards/Plan administrators/Plan administrator account",
  component: Harness,
  args: { name: "Nadia Ng", disabled: false, temporaryPassword: false, onAction: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): Disable asks first; confirming disables and shows the answer; Enable is offered. */
export const DisableConfirmed: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  args: { answer: { kind: "success", message: "The account is disabled. Every session of it has ended." } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText("Active")).toBeVisible();
    const disable = canvas.getByRole("button", { name: "Disable Account" });
    await userEvent.click(disable);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("alertdialog", { name: "Disable Account" });
    await expect(dialog).toHaveTextContent("Disable the account of Nadia Ng?");
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Disable Account" }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith("disable"));
    await expect(
      await canvas.findByText("The account is disabled. Every session of it has ended."),
    ).toBeVisible();
    await expect(canvas.getByText("Disabled")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enable Account" })).toBeVisible();
  },
};

/** Summit (6011): Escape on the confirmation sends nothing and gives focus back to the button. */
export const CancelledByEscape: Story = {
  globals: { brand: "6011" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const reset = canvas.getByRole("button", { name: "Send Password Reset" });
    await userEvent.click(reset);
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole("alertdialog", { name: "Send Password Reset" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(reset).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Meridian (9017): a failed action's message shows as an error on the card. */
export const Failure: Story = {
  globals: { brand: "9017" },
  args: { answer: { kind: "failure", message: "We could not find that administrator." } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Unlock Account" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {
      name: "Unlock Account",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Unlock Account" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("We could not find that administrator.");
  },
};

/** Evergreen (3001): a temporary password is shown; one's own account cannot be disabled. */
export const TemporaryPasswordOwnAccount: Story = {
  globals: { brand: "3001" },
  args: { disabled: false, temporaryPassword: true, isSelf: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Disable Account" })).toBeDisabled();
    await expect(canvas.getByText("You cannot disable your own account.")).toBeVisible();
    await expect(canvas.getByText("Yes")).toBeVisible();
  },
};

/**
 * An administrator who also works for other clients: their account is not this client's to manage,
 * so the card says so and offers only Remove from Client (asked first).
 */
export const ManagedElsewhere: Story = {
  globals: { brand: "6008" },
  args: {
    managedElsewhere:
      "This administrator also works for other clients: only they or internal staff may change their details, password, account or overall entitlements. You may change their group entitlements here or remove them from this client.",
    answer: { kind: "success", message: "The administrator was removed from this client." },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText(/also works for other clients/)).toBeVisible();
    for (const name of ["Disable Account", "Unlock Account", "Send Password Reset"])
      await expect(canvas.queryByRole("button", { name })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Remove from Client" }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("alertdialog", { name: "Remove from Client" });
    await expect(dialog).toHaveTextContent("Remove Nadia Ng from this client?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove from Client" }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith("remove"));
  },
};
