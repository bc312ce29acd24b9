import type { Meta, StoryObj } from "@storybook/react-vite";
import { type FormEvent, useState } from "react";
import { expect, waitFor } from "storybook/test";
import { Button } from "../Button/Button.js";
import { Field } from "../Field/Field.js";
import { YesNoRadioGroup } from "../RadioGroup/RadioGroup.js";
import { TextInput } from "../TextInput/TextInput.js";
import { ErrorSummary, type ErrorSummaryItem } from "./ErrorSummary.js";

const meta = {
  title: "Primitives/Error summary",
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: "first-name", message: "Please enter a first name" },
      { fieldId: "gender", message: "Please select Gender" },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

function SubscriberForm() {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [submits, setSubmits] = useState(0);
  const [first, setFirst] = useState("");
  const [medicare, setMedicare] = useState<string | null>(null);
  const errorOf = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next: ErrorSummaryItem[] = [];
    if (!first) next.push({ fieldId: "first-name", message: "Please enter a first name" });
    if (!medicare) next.push({ fieldId: "medicare", message: "Please select from the options" });
    setErrors(next);
    setSubmits((n) => n + 1);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4">
      <ErrorSummary errors={errors} focusKey={submits} />
      <Field label="Legal first name" id="first-name" required error={errorOf("first-name")}>
        <TextInput value={first} onChange={(e) => setFirst(e.target.value)} />
      </Field>
      <YesNoRadioGroup
        id="medicare"
        legend="Medicare eligible"
        required
        value={medicare}
        onValueChange={setMedicare}
        error={errorOf("medicare")}
      />
      <div>
        <Button type="submit">Save &amp; Continue</Button>
      </div>
    </form>
  );
}

/** A failed submit: the summary takes focus; its links focus the fields. */
export const OnSubmit: Story = {
  render: () => <SubscriberForm />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save & Continue" }));
    const summary = await canvas.findByText("There is a problem");
    const container = summary.closest("[data-slot=error-summary]");
    await waitFor(() => expect(container).toHaveFocus());
    await expect(canvas.getByRole("alert")).toContainElement(summary);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Please enter a first name" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("textbox", { name: /Legal first name/ })).toHaveFocus();
    // The message names no field: the link carries the legend; the field's own message stays the spec's.
    await userEvent.click(
      canvas.getByRole("link", { name: "Medicare eligible: Please select from the options" }),
    );
    await expect(canvas.getByRole("radio", { name: "Yes" })).toHaveFocus();
    const group = canvas.getByRole("group", { name: /^Medicare eligible/ });
    await expect(group.querySelector("[data-slot=field-error]")).toHaveTextContent(
      /^Error: Please select from the options$/,
    );
  },
};

/** A required date and the confirmation of an SSN: each link says which field, by its label. */
export const NamesTheField: Story = {
  args: {
    errors: [
      { fieldId: "birth", message: "This field is required" },
      { fieldId: "confirm-ssn", message: "This field is required" },
      { fieldId: "zip", message: "Please enter a valid zipcode" },
    ],
  },
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <div className="mt-4 flex max-w-md flex-col gap-4">
        <Field label="Date of Birth" id="birth" required error="This field is required">
          <TextInput />
        </Field>
        <Field label="Confirm SSN" id="confirm-ssn" required error="This field is required">
          <TextInput />
        </Field>
        <Field label="ZIP Code" id="zip" required error="Please enter a valid zipcode">
          <TextInput />
        </Field>
      </div>
    </>
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole("link").map((link) => link.textContent)).toEqual([
        "Date of Birth: This field is required",
        "Confirm SSN: This field is required",
        "Please enter a valid zipcode",
      ]),
    );
  },
};

export const Default: Story = {
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <div className="mt-4 flex max-w-md flex-col gap-4">
        <Field label="First name" id="first-name" error="Please enter a first name">
          <TextInput />
        </Field>
        <Field label="Gender" id="gender" error="Please select Gender">
          <TextInput />
        </Field>
      </div>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(2);
  },
};
