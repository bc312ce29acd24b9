import { domainMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { TransactionError, defaultTransactionErrorCopy as words } from "./TransactionError.js";

const expected = {
  trigger: "Finish",
  title: words.title,
  text: domainMessages.serviceErrorOnEdit,
  button: domainMessages.returnHome,
};

/** Transaction error (enrollment.md §8): a save failed; every close goes home. The same in every brand family. */
const meta = {
  title: "Modals/Transaction error",
  component: TransactionError,
  args: { open: false, onClose: fn() },
  render: (args) => (
    <ModalHarness trigger={expected.trigger}>
      {(open, close) => <TransactionError {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof TransactionError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor: the Customer Service message, button Return Home (left open for axe). */
export const Open: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    await playOpenMessage(context, expected);
  },
};

/** Summit: the service's own message, looked up in the error catalogue, replaces the default (left open for axe). */
export const ServiceMessage: Story = {
  globals: { brand: "6010" },
  args: { message: "We're sorry Something unexpected happened." },
  play: async (context) => {
    await playOpenMessage(context, { ...expected, text: "We're sorry Something unexpected happened." });
  },
};

/** Return Home and Escape both call onClose (the app goes home). */
export const Close: Story = {
  globals: { brand: "9017" },
  play: (context) => playCloseMessage(context, expected, context.args.onClose),
};
