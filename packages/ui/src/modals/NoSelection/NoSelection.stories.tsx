import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { NoSelection, defaultNoSelectionCopy as words } from "./index.js";

const expected = {
  trigger: "LOG IN",
  title: words.title,
  text: words.text,
  button: words.ok,
};

/** No Selection (session-and-admin.md §2 /clients, §8): the same in every brand family. */
const meta = {
  title: "Modals/No selection",
  component: NoSelection,
  args: { open: false, onClose: fn() },
  render: (args) => (
    <ModalHarness trigger={expected.trigger}>
      {(open, close) => <NoSelection {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof NoSelection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (left open for axe). */
export const Open: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    await playOpenMessage(context, expected);
  },
};

/** OK and Escape close it; focus returns to the trigger. Summit. */
export const Close: Story = {
  globals: { brand: "6010" },
  play: (context) => playCloseMessage(context, expected, context.args.onClose),
};
