import { domainMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { NoModify, defaultNoModifyCopy as words } from "./index.js";

const expected = {
  trigger: "Edit Employee Record",
  title: words.title,
  text: domainMessages.notEligibleToEdit,
  button: words.ok,
};

/** No modify (enrollment.md §4 Edit entry, §8): the spec's message. The same in every brand family. */
const meta = {
  title: "Modals/No modify",
  component: NoModify,
  args: { open: false, onClose: fn() },
  render: (args) => (
    <ModalHarness trigger={expected.trigger}>
      {(open, close) => <NoModify {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof NoModify>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Summit (left open for axe). */
export const Open: Story = {
  globals: { brand: "6010" },
  play: async (context) => {
    await playOpenMessage(context, expected);
  },
};

/** OK and Escape close it; focus returns to the trigger. Evergreen. */
export const Close: Story = {
  globals: { brand: "3001" },
  play: (context) => playCloseMessage(context, expected, context.args.onClose),
};
