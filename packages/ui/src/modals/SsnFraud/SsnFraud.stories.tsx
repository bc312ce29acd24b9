import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { SsnFraud, defaultSsnFraudCopy as words } from "./index.js";

const expected = { trigger: "Save & Continue", title: words.title, text: words.text, button: words.ok };

/**
 * SSN fraud (enrollment.md §8 EMPLOYEE-DETAILS-FRAUD): a match outside the client shows only the
 * message, never the member. The wording is the same in every brand family.
 */
const meta = {
  title: "Modals/SSN fraud",
  component: SsnFraud,
  args: { open: false, onClose: fn() },
  render: (args) => (
    <ModalHarness trigger={expected.trigger}>
      {(open, close) => <SsnFraud {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof SsnFraud>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Summit: only the message, no list or table of data (left open for axe). */
export const Open: Story = {
  globals: { brand: "6012" },
  play: async (context) => {
    const dialog = await playOpenMessage(context, expected);
    await expect(dialog.querySelector("dl, table, ul")).toBeNull();
  },
};

/** OK and Escape close it; focus returns to the trigger. */
export const Close: Story = {
  globals: { brand: "6008" },
  play: (context) => playCloseMessage(context, expected, context.args.onClose),
};
