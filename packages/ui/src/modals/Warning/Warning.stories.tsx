import { domainMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { Warning, defaultWarningCopy as words } from "./Warning.js";

const expected = {
  trigger: "Save & Continue",
  title: words.title,
  text: domainMessages.invalidProviders,
  button: words.ok,
};

/** Warning (enrollment.md §8): any other save failure's message, with OK. The same in every brand family. */
const meta = {
  title: "Modals/Warning",
  component: Warning,
  args: { open: false, message: domainMessages.invalidProviders, onClose: fn() },
  render: (args) => (
    <ModalHarness trigger={expected.trigger}>
      {(open, close) => <Warning {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof Warning>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Evergreen: 'invalid providers' (left open for axe). */
export const InvalidProviders: Story = {
  globals: { brand: "3001" },
  play: async (context) => {
    await playOpenMessage(context, expected);
  },
};

/** Harbor: 'No changes to save' (left open for axe). */
export const NoChanges: Story = {
  globals: { brand: "6009" },
  args: { message: domainMessages.noChanges },
  play: async (context) => {
    await playOpenMessage(context, { ...expected, text: domainMessages.noChanges });
  },
};

/** OK and Escape close it; focus returns to the trigger. */
export const Close: Story = {
  globals: { brand: "6011" },
  play: (context) => playCloseMessage(context, expected, context.args.onClose),
};
