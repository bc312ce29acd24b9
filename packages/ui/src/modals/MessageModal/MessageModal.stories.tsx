import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { MessageModal, type MessageModalCopy } from "./index.js";

/** Words given as props: the shape every one-message modal (No Selection, SSN fraud, …) is made of. */
const copy: MessageModalCopy = {
  title: "Request Received",
  text: "Your request was received. You can close this message.",
  ok: "Close",
};
const expected = { trigger: "Send Request", title: copy.title, text: copy.text, button: copy.ok };

/**
 * The one-message modal (enrollment.md §8, session-and-admin.md §8 blocks and refusals): an alert
 * dialog with a title, the message as its description and one button. Its words come from the caller,
 * so they are the same in every brand family; the theme is the brand's.
 */
const meta = {
  title: "Modals/Message modal",
  component: MessageModal,
  args: { name: "message", open: false, onClose: fn(), copy },
  render: (args) => (
    <ModalHarness trigger={expected.trigger}>
      {(open, close) => <MessageModal {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof MessageModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (left open for axe). */
export const HarborOpen: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    await playOpenMessage(context, expected);
  },
};

/** Summit (left open for axe). */
export const SummitOpen: Story = {
  globals: { brand: "6010" },
  play: async (context) => {
    await playOpenMessage(context, expected);
  },
};

/** Meridian (left open for axe). */
export const MeridianOpen: Story = {
  globals: { brand: "9017" },
  play: async (context) => {
    await playOpenMessage(context, expected);
  },
};

/** The button and Escape close it and call `onClose`; focus returns to the trigger. Evergreen. */
export const EvergreenClose: Story = {
  globals: { brand: "3001" },
  play: (context) => playCloseMessage(context, expected, context.args.onClose),
};
