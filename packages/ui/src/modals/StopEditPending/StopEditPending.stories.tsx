import { domainMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { StopEditPending, defaultStopEditPendingCopy as words } from "./StopEditPending.js";

const expected = {
  trigger: "Save",
  title: words.title,
  text: domainMessages.pendingEdit,
  button: words.ok,
};

/** Stop edit due to pending transactions (enrollment.md §4, §8): the spec's message. The same in every brand family. */
const meta = {
  title: "Modals/Stop edit (pending transactions)",
  component: StopEditPending,
  args: { open: false, onStopEdit: fn() },
  render: (args) => (
    <ModalHarness trigger={expected.trigger}>
      {(open, close) => <StopEditPending {...args} open={open} onStopEdit={close(args.onStopEdit)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof StopEditPending>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor: the message, and that the changes were not saved (left open for axe). */
export const Open: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    const dialog = await playOpenMessage(context, expected);
    await expect(dialog).toHaveTextContent(words.note);
  },
};

/** Return to Summary and Escape stop the edit; focus returns to the trigger. Meridian. */
export const Close: Story = {
  globals: { brand: "9018" },
  play: (context) => playCloseMessage(context, expected, context.args.onStopEdit),
};
