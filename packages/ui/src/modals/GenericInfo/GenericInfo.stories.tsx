import { domainMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { GenericInfo, defaultGenericInfoCopy as words } from "./GenericInfo.js";

const expected = {
  trigger: "Save",
  title: "Information",
  text: domainMessages.noChanges,
  button: words.ok,
  role: "dialog" as const,
};

/** Generic info (enrollment.md §2 Modals): any message with OK, a plain dialog. The same in every brand family. */
const meta = {
  title: "Modals/Generic info",
  component: GenericInfo,
  args: { open: false, title: expected.title, message: domainMessages.noChanges, onClose: fn() },
  render: (args) => (
    <ModalHarness trigger={expected.trigger}>
      {(open, close) => <GenericInfo {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof GenericInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Meridian: 'No changes to save' (left open for axe). */
export const Open: Story = {
  globals: { brand: "9017" },
  play: async (context) => {
    await playOpenMessage(context, expected);
  },
};

/** OK and Escape close it; focus returns to the trigger. Harbor. */
export const Close: Story = {
  globals: { brand: "6009" },
  play: (context) => playCloseMessage(context, expected, context.args.onClose),
};
