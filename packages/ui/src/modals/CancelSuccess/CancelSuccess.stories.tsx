import { domainMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { CancelSuccess, defaultCancelSuccessCopy as words } from "./CancelSuccess.js";

const name = "Elena Lindqvist";
const base = { trigger: "Submit Cancellation", button: words.ok };

/**
 * Cancel success (enrollment.md §4, §8): the title is @epr/domain's `cancelOutcome`; the partial and
 * error texts are the spec's. The same in every brand family.
 */
const meta = {
  title: "Modals/Cancel success",
  component: CancelSuccess,
  args: { open: false, result: { "100200": true, "100300": true }, name, onClose: fn() },
  render: (args) => (
    <ModalHarness trigger={base.trigger}>
      {(open, close) => <CancelSuccess {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof CancelSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Summit (6012), every group cancelled: 'Submitted', a plain dialog, each group listed (left open for axe). */
export const Submitted: Story = {
  globals: { brand: "6012" },
  play: async (context) => {
    const dialog = await playOpenMessage(context, {
      ...base,
      title: "Submitted",
      text: `The cancellation for ${name} was submitted.`,
      role: "dialog",
    });
    await expect(dialog).toHaveTextContent("Group 100200: Cancelled");
  },
};

/** Harbor, one group refused: 'Partially Submitted' with the 48-hour text (left open for axe). */
export const PartiallySubmitted: Story = {
  globals: { brand: "6008" },
  args: { result: { "100200": true, "100300": false } },
  play: async (context) => {
    const dialog = await playOpenMessage(context, {
      ...base,
      title: "Partially Submitted",
      text: domainMessages.partial,
    });
    const results = [...dialog.querySelectorAll("li")].map((item) => item.dataset.result);
    await expect(results).toEqual(["cancelled", "failed"]);
  },
};

/** Meridian, the cancel failed: 'Error' with the spec's text, no list (left open for axe). */
export const ErrorOutcome: Story = {
  globals: { brand: "9017" },
  args: { result: null },
  play: async (context) => {
    const dialog = await playOpenMessage(context, {
      ...base,
      title: "Error",
      text: domainMessages.cancelFailed,
    });
    await expect(dialog.querySelector("ul")).toBeNull();
  },
};

/** OK and Escape close it; focus returns to the trigger. Evergreen. */
export const Close: Story = {
  globals: { brand: "3001" },
  args: { result: { "100200": true } },
  play: (context) =>
    playCloseMessage(
      context,
      { ...base, title: "Submitted", text: /was submitted/, role: "dialog" },
      context.args.onClose,
    ),
};
