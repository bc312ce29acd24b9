import { domainMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { GenericError } from "./GenericError.js";

const expected = {
  trigger: "Load",
  title: domainMessages.genericErrorTitle,
  text: domainMessages.genericErrorText,
  button: domainMessages.returnHome,
};

/** Generic error (enrollment.md §8): the spec's title, text and 'Return Home'. The same in every brand family. */
const meta = {
  title: "Modals/Generic error",
  component: GenericError,
  args: { open: false, onReturnHome: fn() },
  render: (args) => (
    <ModalHarness trigger={expected.trigger}>
      {(open, close) => <GenericError {...args} open={open} onReturnHome={close(args.onReturnHome)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof GenericError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Meridian (left open for axe). */
export const Open: Story = {
  globals: { brand: "9018" },
  play: async (context) => {
    await playOpenMessage(context, expected);
  },
};

/** Return Home and Escape both go home. */
export const ReturnHome: Story = {
  globals: { brand: "6012" },
  play: (context) => playCloseMessage(context, expected, context.args.onReturnHome),
};
