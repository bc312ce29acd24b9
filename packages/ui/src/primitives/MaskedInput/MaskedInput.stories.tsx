import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Field } from "../Field/Field.js";
import { PhoneInput, SsnInput, ZipInput } from "./MaskedInput.js";

const meta = {
  title: "Primitives/Masked input",
  component: SsnInput,
} satisfies Meta<typeof SsnInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SSN: nine-underscore placeholder, digits only, max 9, masked to the last 4 after blur (enrollment.md §5). */
export const Ssn: Story = {
  render: (args) => (
    <Field label="SSN" id="ssn" required>
      <SsnInput {...args} name="ssn" />
    </Field>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/SSN/);
    await expect(input).toHaveAttribute("placeholder", "_________");
    await userEvent.click(input);
    await expect(input).toHaveAttribute("maxlength", "9");
    await userEvent.keyboard("123-45-6789");
    await expect(input).toHaveValue("123456789");
    await userEvent.tab();
    await expect(input).toHaveValue("*****6789");
    await userEvent.click(input);
    await expect(input).toHaveValue("123456789");
  },
};

export const Phone: Story = {
  render: () => (
    <Field label="Home phone" id="home-phone">
      <PhoneInput />
    </Field>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("Home phone");
    await userEvent.type(input, "2155550100");
    await expect(input).toHaveValue("(215) 555-0100");
  },
};

export const Zip: Story = {
  render: () => (
    <Field label="ZIP code" id="zip" hint="5 digits, or ZIP+4">
      <ZipInput />
    </Field>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("ZIP code");
    await userEvent.type(input, "191031234");
    await expect(input).toHaveValue("19103-1234");
  },
};

export const ErrorState: Story = {
  name: "Error",
  render: () => (
    <Field label="SSN" id="ssn-error" error="Please enter a valid SSN" required>
      <SsnInput defaultValue="000000000" />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/SSN/)).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  render: () => (
    <Field label="Mobile phone" id="mobile" hint="Only employees can change it." disabled>
      <PhoneInput defaultValue="(215) 555-0100" />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Mobile phone")).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  render: () => (
    <Field label="ZIP code" id="zip-ro" readOnly>
      <ZipInput defaultValue="19103" />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("ZIP code")).toHaveAttribute("readonly");
  },
};
