import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Field } from "../Field/Field.js";
import { TextField, TextInput } from "./TextInput.js";

const meta = {
  title: "Primitives/Text field",
  component: TextField,
  args: { label: "Last name", id: "last-name", inputProps: { name: "lastName", maxLength: 25 } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("Last name");
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("Smith");
    await expect(input).toHaveValue("Smith");
    await expect(input).not.toHaveAttribute("aria-describedby");
  },
};

export const WithHint: Story = {
  args: { label: "Member ID", id: "member-id", hint: "There has to be at least 5 characters here." },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Member ID")).toHaveAccessibleDescription(
      "There has to be at least 5 characters here.",
    );
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { required: true, hint: "Legal name, as on the ID card", error: "Please enter a last name" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: /Last name/ });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute("aria-describedby", "last-name-hint last-name-error");
    await expect(input).toHaveAccessibleDescription(/Error: Please enter a last name/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, inputProps: { defaultValue: "Smith" } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText("Last name")).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByLabelText("Last name")).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, inputProps: { defaultValue: "Smith" } },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("Last name");
    await userEvent.type(input, "x");
    await expect(input).toHaveValue("Smith");
  },
};

/** Fields in a form: Tab moves label order, top to bottom. */
export const TabOrder: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-4">
      <Field label="First name" id="first">
        <TextInput />
      </Field>
      <Field label="Middle name" id="middle">
        <TextInput />
      </Field>
      <Field label="Last name" id="last">
        <TextInput />
      </Field>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const name of ["First name", "Middle name", "Last name"]) {
      await userEvent.tab();
      await expect(canvas.getByLabelText(name)).toHaveFocus();
    }
  },
};
