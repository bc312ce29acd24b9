import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { RadioGroup, YesNoRadioGroup } from "./RadioGroup.js";

const meta = {
  title: "Primitives/Radio group",
  component: YesNoRadioGroup,
  args: { legend: "Is the employee eligible for Medicare?", id: "medicare", onValueChange: fn() },
} satisfies Meta<typeof YesNoRadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Yes/no: Tab enters the group, arrow keys move and select (native radios). */
export const YesNo: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Yes" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "No" })).toBeChecked();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "Yes" })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("yes");
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { required: true, error: "Please select from the options" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group")).toHaveAccessibleDescription(
      /Error: Please select from the options/,
    );
    await expect(canvas.getByRole("radio", { name: "Yes" })).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "no" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Yes" })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: "yes" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Yes" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "No" })).toBeDisabled();
  },
};

/** A longer list, stacked: special status (enrollment.md §3 Dependent). */
export const Vertical: Story = {
  render: () => (
    <RadioGroup
      legend="Special status"
      hint="Required for dependents age 26 and older"
      defaultValue="N"
      options={[
        { value: "N", label: "None" },
        { value: "3", label: "Permanently Disabled" },
        { value: "F", label: "Full-Time Student" },
        { value: "M", label: "Full-Time Student-MNLOA" },
      ]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "None" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Full-Time Student" })).toBeChecked();
  },
};
