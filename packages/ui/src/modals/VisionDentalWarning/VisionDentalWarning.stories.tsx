import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { VisionDentalWarning, defaultVisionDentalWarningCopy as words } from "./VisionDentalWarning.js";

const expected = { trigger: "Finish", title: words.title, text: words.text, button: words.ok };

/**
 * Vision and dental warning (enrollment.md §4, §8): a save of a brand that validates vision and
 * dental products (6012, 9017, 9018) answered `visionDental`. Shown in those brands' families.
 */
const meta = {
  title: "Modals/Vision and dental warning",
  component: VisionDentalWarning,
  args: { open: false, onClose: fn() },
  render: (args) => (
    <ModalHarness trigger={expected.trigger}>
      {(open, close) => <VisionDentalWarning {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof VisionDentalWarning>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Summit (6012): the message alone (left open for axe). */
export const Open: Story = {
  globals: { brand: "6012" },
  play: async (context) => {
    await playOpenMessage(context, expected);
  },
};

/** Meridian (9018): with the server's per-product details listed (left open for axe). */
export const WithDetails: Story = {
  globals: { brand: "9018" },
  args: { details: ["Group 100200: Vision Basic requires a medical product", "Group 100200: Dental Plus"] },
  play: async (context) => {
    const dialog = await playOpenMessage(context, expected);
    const items = dialog.querySelectorAll("li");
    await expect(items).toHaveLength(2);
  },
};

/** OK and Escape close it; focus returns to Finish. */
export const Close: Story = {
  globals: { brand: "9017" },
  play: (context) => playCloseMessage(context, expected, context.args.onClose),
};
