import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import {
  ProductSelectionCriteria,
  defaultProductSelectionCriteriaCopy as words,
} from "./ProductSelectionCriteria.js";

const expected = {
  trigger: "Product selection criteria",
  title: words.title,
  text: words.text,
  button: words.ok,
  role: "dialog" as const,
};

/** Product selection criteria (enrollment.md §2, §4 Plan selection). The same in every brand family. */
const meta = {
  title: "Modals/Product selection criteria",
  component: ProductSelectionCriteria,
  args: { open: false, onClose: fn() },
  render: (args) => (
    <ModalHarness trigger={expected.trigger}>
      {(open, close) => <ProductSelectionCriteria {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof ProductSelectionCriteria>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Summit, a group with major medical: six rules (left open for axe). */
export const WithMajorMedical: Story = {
  globals: { brand: "6011" },
  play: async (context) => {
    const dialog = await playOpenMessage(context, expected);
    await expect(dialog.querySelectorAll("li")).toHaveLength(6);
    await expect(dialog).toHaveTextContent(words.ruleMajorMedical);
  },
};

/** Harbor, no major medical line: that rule is left out (left open for axe). */
export const WithoutMajorMedical: Story = {
  globals: { brand: "6008" },
  args: { majorMedical: false },
  play: async (context) => {
    const dialog = await playOpenMessage(context, expected);
    await expect(dialog.querySelectorAll("li")).toHaveLength(5);
    await expect(dialog).not.toHaveTextContent(words.ruleMajorMedical);
  },
};

/** OK and Escape close it; focus returns to the trigger. Meridian. */
export const Close: Story = {
  globals: { brand: "9017" },
  play: (context) => playCloseMessage(context, expected, context.args.onClose),
};
