import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import type { ErrorSummaryItem } from "../ErrorSummary/ErrorSummary.js";
import { TextField } from "../TextInput/TextInput.js";
import { CardDisplay } from "./CardDisplay.js";
import { CardForm } from "./CardForm.js";
import { defaultCardFrameCopy } from "./copy.js";

const copy = { ...defaultCardFrameCopy, title: "Demographics" };

const meta = {
  title: "Primitives/Card form",
  component: CardForm,
  args: {
    copy,
    errors: [],
    onCancel: fn(),
    children: <TextField id="card-form-first" label="First Name" />,
  },
} satisfies Meta<typeof CardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The copy names the card and its buttons; Cancel is offered when the page gives `onCancel`. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { name: "Demographics" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Save" })).toHaveAttribute("type", "submit");
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A failed submit lists the errors; the summary takes focus and its link focuses the field. */
export const FailedSubmit: Story = {
  render: function Render(args) {
    const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
    const [submits, setSubmits] = useState(0);
    return (
      <CardForm
        {...args}
        errors={errors}
        focusKey={submits}
        onSave={(event) => {
          event?.preventDefault();
          setErrors([{ fieldId: "card-form-first", message: "Please enter a first name" }]);
          setSubmits((n) => n + 1);
        }}
      >
        <TextField id="card-form-first" label="First Name" required error={errors[0]?.message} />
      </CardForm>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const summary = await canvas.findByRole("alert");
    await expect(summary).toHaveTextContent("There is a problem");
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    await userEvent.click(canvas.getByRole("link", { name: "Please enter a first name" }));
    await expect(canvas.getByRole("textbox", { name: /First Name/ })).toHaveFocus();
  },
};

/** While the page saves, Save is busy and Cancel waits. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

/** `CardDisplay`, the same card read-only: the heading from the copy and Edit named for the card. */
export const ReadOnlyDisplay: Story = {
  render: (args) => (
    <CardDisplay copy={args.copy} onEdit={args.onCancel}>
      <p className="m-0">Elena Lindqvist</p>
    </CardDisplay>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { name: "Demographics" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Edit Demographics" }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
