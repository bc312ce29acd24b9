import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { DateField } from "./DateField.js";

const meta = {
  title: "Primitives/DateField",
  component: DateField,
  args: { label: "Coverage effective date", id: "effective-date", hint: "MM/DD/YYYY" },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Coverage effective date" });
    await userEvent.type(input, "01152025");
    await expect(input).toHaveValue("01/15/2025");
  },
};

/** Keyboard: the calendar opens on the typed date; arrows move, Enter picks, focus returns to the button. */
export const CalendarKeyboard: Story = {
  args: { defaultValue: "01/15/2025" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole("button", { name: "Choose date for Coverage effective date" });
    await userEvent.click(button);
    const grid = await body.findByRole("grid", { name: "January 2025" });
    await waitFor(() =>
      expect(within(grid).getByRole("button", { name: "Wednesday, January 15, 2025" })).toHaveFocus(),
    );
    await userEvent.keyboard("{ArrowRight}{ArrowDown}");
    await expect(body.getByRole("button", { name: "Thursday, January 23, 2025" })).toHaveFocus();
    await userEvent.keyboard("{PageDown}");
    await expect(body.getByRole("button", { name: "Sunday, February 23, 2025" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("grid")).toBeNull());
    await expect(canvas.getByRole("textbox")).toHaveValue("02/23/2025");
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Escape closes the calendar without a change and returns focus to its button. */
export const EscapeCloses: Story = {
  args: { defaultValue: "03/01/2025" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole("button", { name: /Choose date/ });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await body.findByRole("grid");
    await userEvent.keyboard("{ArrowLeft}{Escape}");
    await waitFor(() => expect(body.queryByRole("grid")).toBeNull());
    await expect(canvas.getByRole("textbox")).toHaveValue("03/01/2025");
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** min and max: days outside are disabled and the keyboard stops at the bounds. */
export const MinMax: Story = {
  args: { defaultValue: "06/10/2025", min: "06/05/2025", max: "06/20/2025" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: /Choose date/ }));
    await body.findByRole("grid");
    await expect(body.getByRole("button", { name: "Wednesday, June 4, 2025" })).toBeDisabled();
    await expect(body.getByRole("button", { name: "Previous month" })).toBeDisabled();
    await waitFor(() => expect(body.getByRole("button", { name: "Tuesday, June 10, 2025" })).toHaveFocus());
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(body.getByRole("button", { name: "Thursday, June 5, 2025" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { required: true, error: "Please enter a valid Date.", defaultValue: "02/30/2025" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "01/01/2025" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeDisabled();
    await expect(canvas.getByRole("button")).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: "01/01/2025" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveAttribute("readonly");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
