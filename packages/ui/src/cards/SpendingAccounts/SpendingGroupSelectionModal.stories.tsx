import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { ModalHarness, openModal } from "../../testing/modalStories.js";
import { SELECT_GROUP_MESSAGE, SpendingGroupSelectionModal } from "./SpendingGroupSelectionModal.js";

const groups = Array.from({ length: 14 }, (_, i) => ({
  groupNumber: String(100100 + i * 7),
  groupName: i === 13 ? "Lakeside Transit Workers" : `Northwind Harbor Group ${i + 1}`,
}));

/**
 * The group selection for spending elections (assist-employees.md §2.7, §9: 12 a page, a filter,
 * OK and Cancel). The wording is the same in every brand family.
 */
const meta = {
  title: "Cards/Spending accounts/Spending group selection",
  component: SpendingGroupSelectionModal,
  args: { open: false, groups, onSelect: fn(), onCancel: fn() },
  render: (args) => (
    <ModalHarness trigger="Change Group">
      {(open, close) => (
        <SpendingGroupSelectionModal
          {...args}
          open={open}
          onSelect={close(args.onSelect)}
          onCancel={close(args.onCancel)}
        />
      )}
    </ModalHarness>
  ),
} satisfies Meta<typeof SpendingGroupSelectionModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 12 a page, the second page holding the rest; OK without a choice asks for one; a choice is returned. */
export const Paging: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async (context) => {
    const { inDialog } = await openModal(context, "Change Group", "Select a Group", "dialog");
    await expect(inDialog.getAllByRole("radio")).toHaveLength(12);
    await expect(inDialog.getByText("Page 1 of 2")).toBeVisible();
    await userEvent.click(inDialog.getByRole("button", { name: "OK" }));
    await expect(await inDialog.findByText(SELECT_GROUP_MESSAGE)).toBeVisible();
    await userEvent.click(inDialog.getByRole("button", { name: "Next" }));
    await expect(inDialog.getAllByRole("radio")).toHaveLength(2);
    await userEvent.click(inDialog.getByRole("radio", { name: /Lakeside/ }));
    await userEvent.click(inDialog.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(context.args.onSelect).toHaveBeenCalledWith("100191"));
  },
};

/** The filter narrows by number or name (left open for axe). */
export const Filter: Story = {
  globals: { brand: "9018" },
  play: async (context) => {
    const { inDialog } = await openModal(context, "Change Group", "Select a Group", "dialog");
    await userEvent.type(inDialog.getByLabelText("Find Group"), "lakeside");
    await expect(inDialog.getAllByRole("radio")).toHaveLength(1);
    await expect(inDialog.getByText("1 Group")).toBeVisible();
  },
};
