import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import {
  expectClosedAndFocusReturned,
  expectFocusTrapped,
  ModalHarness,
  openModal,
} from "../../testing/modalStories.js";
import { UncoveredDependent, defaultUncoveredDependentCopy as words } from "./UncoveredDependent.js";

const dependents = [
  { id: "d1", name: "Ana Lind" },
  { id: "d2", name: "Kim Lind" },
];

/**
 * Uncovered dependent (enrollment.md §4): the add flow's Save & Continue on Plan Coverage (confirm
 * OK) and the edit flow's save (confirm Save) list the dependents with no coverage. The wording is
 * the same in every brand family.
 */
const meta = {
  title: "Modals/Uncovered dependent",
  component: UncoveredDependent,
  args: { open: false, dependents, flow: "add", onConfirm: fn(), onReturn: fn() },
  render: (args) => (
    <ModalHarness trigger="Save & Continue">
      {(open, close) => (
        <UncoveredDependent
          {...args}
          open={open}
          onConfirm={close(args.onConfirm)}
          onReturn={close(args.onReturn)}
        />
      )}
    </ModalHarness>
  ),
} satisfies Meta<typeof UncoveredDependent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Add flow, Harbor: the list, the warning, focus on Return, Tab stays inside (left open for axe). */
export const AddFlow: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    const { dialog, inDialog } = await openModal(context, "Save & Continue", words.title, "alertdialog");
    await expect(dialog).toHaveAccessibleDescription(words.text);
    const list = inDialog.getByRole("list", { name: words.listLabel });
    await expect(list).toHaveTextContent("Ana Lind");
    await expect(list).toHaveTextContent("Kim Lind");
    await expect(inDialog.getByRole("button", { name: words.return })).toHaveFocus();
    await expect(inDialog.getByRole("button", { name: words.ok })).toBeVisible();
    await expectFocusTrapped(dialog, context.userEvent);
  },
};

/** Edit flow, Summit: the confirm choice reads Save (left open for axe). */
export const EditFlow: Story = {
  globals: { brand: "6010" },
  args: { flow: "edit", dependents: [{ id: "d2", name: "Kim Lind" }] },
  play: async (context) => {
    const { inDialog } = await openModal(context, "Save & Continue", words.title, "alertdialog");
    await expect(inDialog.getByRole("button", { name: words.save })).toBeVisible();
    await expect(inDialog.queryByRole("button", { name: words.ok })).toBeNull();
  },
};

/** OK removes them: onConfirm fires, focus returns to the trigger. */
export const Confirm: Story = {
  globals: { brand: "9018" },
  play: async (context) => {
    const { dialog, inDialog, trigger } = await openModal(
      context,
      "Save & Continue",
      words.title,
      "alertdialog",
    );
    await context.userEvent.click(inDialog.getByRole("button", { name: words.ok }));
    await expect(context.args.onConfirm).toHaveBeenCalledOnce();
    await expect(context.args.onReturn).not.toHaveBeenCalled();
    await expectClosedAndFocusReturned(dialog, trigger);
  },
};

/** Return, and Escape alike, abort: onReturn fires, no one is removed. */
export const ReturnToChoose: Story = {
  globals: { brand: "3001" },
  play: async (context) => {
    const first = await openModal(context, "Save & Continue", words.title, "alertdialog");
    await context.userEvent.click(first.inDialog.getByRole("button", { name: words.return }));
    await expectClosedAndFocusReturned(first.dialog, first.trigger);
    const second = await openModal(context, "Save & Continue", words.title, "alertdialog");
    await context.userEvent.keyboard("{Escape}");
    await expectClosedAndFocusReturned(second.dialog, second.trigger);
    await expect(context.args.onReturn).toHaveBeenCalledTimes(2);
    await expect(context.args.onConfirm).not.toHaveBeenCalled();
  },
};
