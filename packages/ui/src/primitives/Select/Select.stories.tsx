import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Field } from "../Field/Field.js";
import { Select } from "./Select.js";

const suffixes = ["NONE", "JR", "SR", "II", "III", "MD", "PHD"].map((s) => ({ value: s, label: s }));

const meta = {
  title: "Primitives/Select",
  component: Select,
  args: { options: suffixes },
  render: (args) => (
    <Field label="Suffix" id="suffix">
      <Select width="short" {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByLabelText("Suffix");
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, "JR");
    await expect(select).toHaveValue("JR");
  },
};

export const ErrorState: Story = {
  name: "Error",
  render: (args) => (
    <Field
      label="Relation to subscriber"
      id="relation"
      error="Please select Policy Holder Relation to Subscriber"
      required
    >
      <Select
        {...args}
        options={[
          { value: "1", label: "Self" },
          { value: "2", label: "Spouse" },
          { value: "3", label: "Child" },
          { value: "4", label: "Handicapped Dependent" },
          { value: "5", label: "Other/Domestic Partner" },
        ]}
      />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Relation/)).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Field label="Suffix" id="suffix-d" disabled>
      <Select width="short" {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Suffix")).toBeDisabled();
  },
};

/**
 * Regression: browsers count every `<select>` as `:read-only`, so the inputs' read-only styles once
 * stripped the select's frame and padding and its text ran under the arrow.
 */
export const KeepsFrameAndArrowRoom: Story = {
  args: {
    options: [{ value: "100107", label: "100107 · Northwind Hourly Plan (Active)" }],
    placeholder: null,
  },
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText("Suffix");
    const style = getComputedStyle(select);
    await expect(Number.parseFloat(style.paddingRight)).toBeGreaterThanOrEqual(32);
    await expect(Number.parseFloat(style.paddingLeft)).toBeGreaterThan(0);
    await expect(style.borderTopColor).not.toBe("rgba(0, 0, 0, 0)");
  },
};
