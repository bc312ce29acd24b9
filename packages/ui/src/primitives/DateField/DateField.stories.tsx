import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { DateField } from "./DateField.js";

const meta = {
  title: "Primitives/Date field",
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

/**
 * min and max: days outside are disabled, the month before min cannot be reached (its button says
 * so with aria-disabled and stays where focus can find it), and the keyboard never lands on a
 * disabled day: it moves only to a day it may choose.
 */
export const MinMax: Story = {
  args: { defaultValue: "06/10/2025", min: "06/05/2025", max: "06/20/2025" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: /Choose date/ }));
    await body.findByRole("grid");
    await expect(body.getByRole("button", { name: "Wednesday, June 4, 2025" })).toBeDisabled();
    await expect(body.getByRole("button", { name: "Previous month" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(body.getByRole("button", { name: "Next month" })).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(body.getByRole("button", { name: "Tuesday, June 10, 2025" })).toHaveFocus());
    // A week before June 10 is before min: focus stays.
    await userEvent.keyboard("{ArrowUp}");
    await expect(body.getByRole("button", { name: "Tuesday, June 10, 2025" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    await expect(body.getByRole("button", { name: "Thursday, June 5, 2025" })).toHaveFocus();
    // The years offered are those between min and max.
    await expect(
      within(body.getByRole("combobox", { name: "Year" }))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["2025"]);
    await userEvent.keyboard("{Escape}");
  },
};

/**
 * A birth date decades ago: the year and month dropdowns reach March 1965 in two choices (Shift+PageUp,
 * a year a press, would take about 60), then a click fills the field.
 */
export const BirthDateByYearDropdown: Story = {
  args: { label: "Date of birth", id: "birth-date", max: "12/31/2026" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole("button", { name: "Choose date for Date of birth" });
    await userEvent.click(button);
    const dialog = await body.findByRole("dialog", { name: "Choose date for Date of birth" });
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Year" }), "1965");
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Month" }), "March");
    await within(dialog).findByRole("grid", { name: "March 1965" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Monday, March 15, 1965" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("textbox", { name: "Date of birth" })).toHaveValue("03/15/1965");
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The open calendar, left open so axe checks the dialog, its dropdowns and the grid. */
export const CalendarOpen: Story = {
  args: { defaultValue: "07/04/2025" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: /Choose date/ }));
    const grid = await body.findByRole("grid", { name: "July 2025" });
    await expect(within(grid).getByRole("gridcell", { selected: true })).toHaveTextContent("4");
    await expect(body.getByRole("combobox", { name: "Month" })).toHaveValue("6");
    await expect(body.getByRole("combobox", { name: "Year" })).toHaveValue("2025");
    await waitFor(() => expect(body.getByRole("button", { name: "Friday, July 4, 2025" })).toHaveFocus());
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
