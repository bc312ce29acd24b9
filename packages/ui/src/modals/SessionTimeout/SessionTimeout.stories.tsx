import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import {
  expectClosedAndFocusReturned,
  expectFocusTrapped,
  ModalHarness,
  openModal,
} from "../../testing/modalStories.js";
import { SessionTimeout, defaultSessionTimeoutCopy as words } from "./SessionTimeout.js";

/**
 * The idle warning (beyond the spec): two minutes before the session's idle end the
 * portal asks whether to stay signed in. The wording is the same in every brand family.
 */
const meta = {
  title: "Modals/Session timeout",
  component: SessionTimeout,
  args: { open: false, secondsLeft: 119, onStay: fn(), onSignOut: fn() },
  render: (args) => (
    <ModalHarness trigger="Wait">
      {(open, close) => (
        <SessionTimeout {...args} open={open} onStay={close(args.onStay)} onSignOut={close(args.onSignOut)} />
      )}
    </ModalHarness>
  ),
} satisfies Meta<typeof SessionTimeout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor: an alert dialog with the time left, focus on Stay signed in, Tab stays inside (left open for axe). */
export const Open: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    const { dialog, inDialog } = await openModal(context, "Wait", words.title, "alertdialog");
    await expect(dialog).toHaveAccessibleDescription(words.text);
    await expect(inDialog.getByText("1:59")).toBeVisible();
    await expect(inDialog.getByRole("button", { name: words.stay })).toHaveFocus();
    await expectFocusTrapped(dialog, context.userEvent);
  },
};

/** Summit, a few seconds left (left open for axe). */
export const AlmostOver: Story = {
  globals: { brand: "6012" },
  args: { secondsLeft: 5 },
  play: async (context) => {
    const { inDialog } = await openModal(context, "Wait", words.title, "alertdialog");
    await expect(inDialog.getByText("0:05")).toBeVisible();
  },
};

/** Stay signed in: its callback fires once, the dialog closes and focus returns. */
export const ChooseStay: Story = {
  globals: { brand: "9017" },
  play: async (context) => {
    const { dialog, inDialog, trigger } = await openModal(context, "Wait", words.title, "alertdialog");
    await context.userEvent.click(inDialog.getByRole("button", { name: words.stay }));
    await expect(context.args.onStay).toHaveBeenCalledOnce();
    await expect(context.args.onSignOut).not.toHaveBeenCalled();
    await expectClosedAndFocusReturned(dialog, trigger);
  },
};

/** Sign out: only its callback fires. */
export const ChooseSignOut: Story = {
  globals: { brand: "3001" },
  play: async (context) => {
    const { dialog, inDialog, trigger } = await openModal(context, "Wait", words.title, "alertdialog");
    await context.userEvent.click(inDialog.getByRole("button", { name: words.signOut }));
    await expect(context.args.onSignOut).toHaveBeenCalledOnce();
    await expect(context.args.onStay).not.toHaveBeenCalled();
    await expectClosedAndFocusReturned(dialog, trigger);
  },
};

/** Escape stays signed in: the choice that loses nothing. */
export const EscapeStays: Story = {
  play: async (context) => {
    const { dialog, trigger } = await openModal(context, "Wait", words.title, "alertdialog");
    await context.userEvent.keyboard("{Escape}");
    await expect(context.args.onStay).toHaveBeenCalledOnce();
    await expect(context.args.onSignOut).not.toHaveBeenCalled();
    await expectClosedAndFocusReturned(dialog, trigger);
  },
};
