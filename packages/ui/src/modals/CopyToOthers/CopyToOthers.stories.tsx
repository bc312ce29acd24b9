import { cancelMessages } from "@epr/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import {
  expectClosedAndFocusReturned,
  expectFocusTrapped,
  ModalHarness,
  openModal,
} from "../../testing/modalStories.js";
import { CopyToOthers, defaultCopyToOthersCopy as words } from "./CopyToOthers.js";

const trigger = "Copy to Others";
const members = [
  { id: "02", name: "Marta Lindqvist" },
  { id: "03", name: "Oskar Lindqvist" },
  { id: "04", name: "Ida Lindqvist" },
];

/**
 * Copy PCP / provider to others (enrollment.md §5; assist-employees.md §2.3): checkboxes, select all,
 * 'Please select at least one' from @epr/forms. The same in every brand family.
 */
const meta = {
  title: "Modals/Copy to others",
  component: CopyToOthers,
  args: { open: false, sourceName: "Elena Lindqvist", members, onCopy: fn(), onCancel: fn() },
  render: (args) => (
    <ModalHarness trigger={trigger}>
      {(open, close) => (
        <CopyToOthers {...args} open={open} onCopy={close(args.onCopy)} onCancel={close(args.onCancel)} />
      )}
    </ModalHarness>
  ),
} satisfies Meta<typeof CopyToOthers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor: the members and select all, focus on select all, Tab kept inside (left open for axe). */
export const Open: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    const { dialog, inDialog } = await openModal(context, trigger, words.title, "dialog");
    await expect(dialog).toHaveAccessibleDescription(/of Elena Lindqvist/);
    await expect(inDialog.getAllByRole("checkbox").map((box) => box.getAttribute("value"))).toEqual([
      null,
      "02",
      "03",
      "04",
    ]);
    await expect(inDialog.getByRole("checkbox", { name: words.selectAll })).toHaveFocus();
    await expectFocusTrapped(dialog, context.userEvent);
  },
};

/** Summit: Copy with nobody selected: 'Please select at least one', in the focused summary (left open for axe). */
export const NoneSelected: Story = {
  globals: { brand: "6011" },
  play: async (context) => {
    const { inDialog } = await openModal(context, trigger, words.title, "dialog");
    await context.userEvent.click(inDialog.getByRole("button", { name: words.copy }));
    const summary = await inDialog.findByRole("alert");
    await expect(summary).toHaveTextContent(cancelMessages.selectAtLeastOne);
    await expect(inDialog.getByRole("group", { name: words.legend })).toHaveAccessibleDescription(
      new RegExp(cancelMessages.selectAtLeastOne),
    );
    await expect(context.args.onCopy).not.toHaveBeenCalled();
  },
};

/** Meridian: select all ticks every member, one untick makes it mixed; Copy gives the ids in list order. */
export const SelectAll: Story = {
  globals: { brand: "9017" },
  play: async (context) => {
    const { dialog, inDialog, trigger: button } = await openModal(context, trigger, words.title, "dialog");
    const all = inDialog.getByRole("checkbox", { name: words.selectAll });
    await context.userEvent.click(all);
    for (const member of members)
      await expect(inDialog.getByRole("checkbox", { name: member.name })).toBeChecked();
    await context.userEvent.click(inDialog.getByRole("checkbox", { name: "Oskar Lindqvist" }));
    await expect(all).toBePartiallyChecked();
    await context.userEvent.click(inDialog.getByRole("button", { name: words.copy }));
    await waitFor(() => expect(context.args.onCopy).toHaveBeenCalledWith(["02", "04"]));
    await expectClosedAndFocusReturned(dialog, button);
  },
};

/** Evergreen: one member picked is copied; Escape cancels and nothing is copied. */
export const PickOneAndCancel: Story = {
  globals: { brand: "3001" },
  play: async (context) => {
    const first = await openModal(context, trigger, words.title, "dialog");
    await context.userEvent.click(first.inDialog.getByRole("checkbox", { name: "Ida Lindqvist" }));
    await context.userEvent.click(first.inDialog.getByRole("button", { name: words.copy }));
    await waitFor(() => expect(context.args.onCopy).toHaveBeenCalledWith(["04"]));
    await expectClosedAndFocusReturned(first.dialog, first.trigger);
    const second = await openModal(context, trigger, words.title, "dialog");
    await expect(second.inDialog.getByRole("checkbox", { name: "Ida Lindqvist" })).not.toBeChecked();
    await context.userEvent.keyboard("{Escape}");
    await expect(context.args.onCancel).toHaveBeenCalledOnce();
    await expect(context.args.onCopy).toHaveBeenCalledOnce();
    await expectClosedAndFocusReturned(second.dialog, second.trigger);
  },
};
