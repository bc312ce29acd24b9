import { contributionBoundMessage } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ModalHarness, openModal } from "../../testing/modalStories.js";
import { SpendingSaveModal } from "./SpendingSaveModal.js";

const bound = contributionBoundMessage({ planName: "Health Care FSA", total: 3650, min: 100, max: 3300 });

/**
 * The spending save modal (assist-employees.md §4: initial, loading, success, error; §5, §8: the
 * contribution bounds with the plan name). The wording is the same in every brand family.
 */
const meta = {
  title: "Cards/Spending accounts/Spending save",
  component: SpendingSaveModal,
  args: { open: false, state: "initial", planName: "Health Care FSA 2026", onConfirm: fn(), onClose: fn() },
  render: (args) => (
    <ModalHarness trigger="Save election">
      {(open, close) => <SpendingSaveModal {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof SpendingSaveModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Initial: asks to confirm; Save confirms, Cancel closes (left open for axe after Save). */
export const Initial: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async (context) => {
    const { inDialog, dialog } = await openModal(
      context,
      "Save election",
      "Save Spending Election",
      "dialog",
    );
    await expect(dialog).toHaveAccessibleDescription("Save the election for Health Care FSA 2026?");
    await userEvent.click(inDialog.getByRole("button", { name: "Save" }));
    await expect(context.args.onConfirm).toHaveBeenCalled();
  },
};

/** Loading: progress, no way out until the answer. */
export const Loading: Story = {
  globals: { brand: "3001" },
  args: { state: "loading" },
  play: async (context) => {
    const { inDialog } = await openModal(context, "Save election", "Saving", "dialog");
    await expect(inDialog.getByRole("button", { name: /Saving/ })).toBeDisabled();
  },
};

/** Success: saved; OK closes and focus returns. */
export const Success: Story = {
  globals: { brand: "9017" },
  args: { state: "success" },
  play: async (context) => {
    const { inDialog, dialog, trigger } = await openModal(context, "Save election", "Saved", "dialog");
    await expect(dialog).toHaveAccessibleDescription("The election for Health Care FSA 2026 was saved.");
    await userEvent.click(inDialog.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(context.args.onClose).toHaveBeenCalled();
  },
};

/** Error: an alert dialog reporting each contribution outside its bounds with the plan name (left open for axe). */
export const BoundError: Story = {
  globals: { brand: "6010" },
  args: { state: "error", messages: [bound] },
  play: async (context) => {
    const { dialog } = await openModal(context, "Save election", "Not Saved", "alertdialog");
    await expect(within(dialog).getByRole("listitem")).toHaveTextContent(
      "Health Care FSA: the total annual contribution must be at least $100.00 and at most $3300.00.",
    );
  },
};
