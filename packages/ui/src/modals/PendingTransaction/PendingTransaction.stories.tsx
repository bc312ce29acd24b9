import { domainMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { PendingTransaction, defaultPendingTransactionCopy as words } from "./index.js";

const expected = {
  trigger: "Edit Employee Record",
  title: words.title,
  text: domainMessages.pendingEdit,
  button: words.ok,
};

/**
 * Pending transaction (enrollment.md §4 Edit entry, §8): the spec's message from @epr/domain. The
 * wording is the same in every brand family.
 */
const meta = {
  title: "Modals/Pending transaction",
  component: PendingTransaction,
  args: { open: false, onClose: fn() },
  render: (args) => (
    <ModalHarness trigger={expected.trigger}>
      {(open, close) => <PendingTransaction {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof PendingTransaction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor, the edit message (left open for axe). */
export const Edit: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    await playOpenMessage(context, expected);
  },
};

/** Meridian, the cancel flow's message passed as copy (left open for axe). */
export const Cancel: Story = {
  globals: { brand: "9017" },
  args: { copy: { text: domainMessages.pendingCancel } },
  play: async (context) => {
    await playOpenMessage(context, { ...expected, text: domainMessages.pendingCancel });
  },
};

/** OK and Escape close it; focus returns to the trigger. */
export const Close: Story = {
  globals: { brand: "6010" },
  play: (context) => playCloseMessage(context, expected, context.args.onClose),
};
