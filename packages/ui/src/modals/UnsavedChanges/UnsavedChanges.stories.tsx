import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import {
  expectClosedAndFocusReturned,
  expectFocusTrapped,
  ModalHarness,
  openModal,
} from "../../testing/modalStories.js";
import { UnsavedChanges, defaultUnsavedChangesCopy as words } from "./UnsavedChanges.js";

/**
 * Unsaved changes (enrollment.md §4 Footer actions): Cancel in the add flow asks to save or abandon;
 * on Review & Submit the save choice just goes home. The wording is the same in every brand family.
 */
const meta = {
  title: "Modals/Unsaved changes",
  component: UnsavedChanges,
  args: { open: false, onSave: fn(), onAbandon: fn(), onStay: fn() },
  render: (args) => (
    <ModalHarness trigger="Cancel">
      {(open, close) => (
        <UnsavedChanges
          {...args}
          open={open}
          onSave={close(args.onSave)}
          onAbandon={close(args.onAbandon)}
          onStay={close(args.onStay)}
        />
      )}
    </ModalHarness>
  ),
} satisfies Meta<typeof UnsavedChanges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor, a step before review: an alert dialog, focus on Save, Tab stays inside (left open for axe). */
export const Open: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    const { dialog, inDialog } = await openModal(context, "Cancel", words.title, "alertdialog");
    await expect(dialog).toHaveAccessibleDescription(words.text);
    await expect(inDialog.getByRole("heading", { name: words.title })).toBeVisible();
    await expect(inDialog.getByRole("button", { name: words.save })).toHaveFocus();
    await expectFocusTrapped(dialog, context.userEvent);
  },
};

/** Summit, Review & Submit: the save choice reads Go Home (left open for axe). */
export const OnReview: Story = {
  globals: { brand: "6012" },
  args: { saveGoesHome: true },
  play: async (context) => {
    const { dialog, inDialog } = await openModal(context, "Cancel", words.title, "alertdialog");
    await expect(dialog).toHaveAccessibleDescription(words.reviewText);
    await expect(inDialog.getByRole("button", { name: words.goHome })).toHaveFocus();
    await expect(inDialog.queryByRole("button", { name: words.save })).toBeNull();
  },
};

/** Save: its callback fires once, the modal closes and focus returns to Cancel. */
export const ChooseSave: Story = {
  globals: { brand: "9017" },
  play: async (context) => {
    const { dialog, inDialog, trigger } = await openModal(context, "Cancel", words.title, "alertdialog");
    await context.userEvent.click(inDialog.getByRole("button", { name: words.save }));
    await expect(context.args.onSave).toHaveBeenCalledOnce();
    await expect(context.args.onAbandon).not.toHaveBeenCalled();
    await expectClosedAndFocusReturned(dialog, trigger);
  },
};

/** Abandon: its callback fires, nothing is saved. */
export const ChooseAbandon: Story = {
  globals: { brand: "3001" },
  play: async (context) => {
    const { dialog, inDialog, trigger } = await openModal(context, "Cancel", words.title, "alertdialog");
    await context.userEvent.click(inDialog.getByRole("button", { name: words.abandon }));
    await expect(context.args.onAbandon).toHaveBeenCalledOnce();
    await expect(context.args.onSave).not.toHaveBeenCalled();
    await expectClosedAndFocusReturned(dialog, trigger);
  },
};

/** Escape keeps editing: neither save nor abandon. */
export const EscapeStays: Story = {
  play: async (context) => {
    const { dialog, trigger } = await openModal(context, "Cancel", words.title, "alertdialog");
    await context.userEvent.keyboard("{Escape}");
    await expect(context.args.onStay).toHaveBeenCalledOnce();
    await expect(context.args.onSave).not.toHaveBeenCalled();
    await expect(context.args.onAbandon).not.toHaveBeenCalled();
    await expectClosedAndFocusReturned(dialog, trigger);
  },
};
