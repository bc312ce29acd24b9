import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Checkbox } from "./Checkbox.js";

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  args: { label: "Established Patient", onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole("checkbox", { name: "Established Patient" });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const WithHint: Story = {
  args: { label: "COBRA", hint: "The employee continues coverage under COBRA." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox")).toHaveAccessibleDescription(/continues coverage/);
  },
};

export const Indeterminate: Story = {
  args: { label: "Select all groups", indeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox")).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { label: "Group 100200 (Medicare)", disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox")).toBeDisabled();
  },
};
