import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import type { CoverageLineOnFile } from "./CoverageLinesOnFile.js";
import { family, plansByType, today } from "./fixtures.js";
import { PlanCoverageCard } from "./PlanCoverageCard.js";

/** Today is 06/15/2026 (fixtures). */
const withMedical: CoverageLineOnFile = {
  groupNumber: "100200",
  lineOfBusiness: "DEN",
  productName: "Dental Basic",
  coverageEffectiveDate: "01/01/2026",
  coverageEndDate: null,
  groupHasMedical: true,
};
const futureCancel: CoverageLineOnFile = {
  groupNumber: "300400",
  lineOfBusiness: "DEN",
  productName: "Dental Plus",
  coverageEffectiveDate: "01/01/2026",
  coverageEndDate: "07/31/2026",
};
const cancelled: CoverageLineOnFile = {
  groupNumber: "100200",
  lineOfBusiness: "DEN",
  productName: "Dental Legacy",
  coverageEffectiveDate: "01/01/2024",
  coverageEndDate: "03/31/2026",
};
const viewOnlyGroup: CoverageLineOnFile = {
  groupNumber: "500600",
  lineOfBusiness: "DEN",
  productName: "Dental Select",
  coverageEffectiveDate: "01/01/2026",
  coverageEndDate: "12/31/2026",
};
const lines = [withMedical, futureCancel, cancelled, viewOnlyGroup];

const trash = (line: CoverageLineOnFile) => `Cancel ${line.productName} coverage, group ${line.groupNumber}`;
const remove = (line: CoverageLineOnFile) =>
  `Remove cancel date of ${line.productName}, group ${line.groupNumber}`;
const removeTitle = (line: CoverageLineOnFile) =>
  `Remove the cancel date of ${line.productName}, group ${line.groupNumber}`;
const row = (root: HTMLElement, line: CoverageLineOnFile) => {
  const element = root.querySelector<HTMLElement>(
    `[data-line="${line.groupNumber}:${line.lineOfBusiness}:${line.productName}"]`,
  );
  if (!element) throw new Error(`no line ${line.productName}`);
  return within(element);
};

/**
 * The plan coverage card on the review page of an existing employee (enrollment.md §6, §4 Cancel
 * line of business, Remove cancel date): the lines on file with the trash and the remove-cancel-date
 * action where @epr/domain's `coverageLineActions` allows them. Brand 6012's
 * `hidesVisionDentalCancelAlongsideMedical` hides the trash of a dental line in a group with medical.
 */
const meta = {
  title: "Cards/Coverage/Plan coverage edit lines",
  component: PlanCoverageCard,
  args: {
    coverageType: "DENTAL",
    groups: plansByType.DENTAL,
    members: family,
    context: { today, flow: "edit", screen: "employee.find.review" },
    mode: "read",
    linesOnFile: lines,
    editingRecord: true,
    modifiableGroups: ["100200", "300400"],
    onCancelLine: fn(),
    onRemoveCancelDate: fn(),
    removeCancelDate: { defaultEffectiveDate: "08/01/2026", state: {} },
    onEdit: fn(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof PlanCoverageCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Evergreen (3001), edit on: an active line has the trash; a line cancelled in the future has the
 * trash and Remove cancel date; a past-cancelled line and a view-only group's line have neither.
 * Each action names its line and calls back with it.
 */
export const EditWithActions: Story = {
  globals: { brand: "3001" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("table", { name: "Coverage on file" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: trash(withMedical) }));
    await expect(args.onCancelLine).toHaveBeenCalledWith(withMedical);
    await userEvent.click(canvas.getByRole("button", { name: remove(futureCancel) }));
    // The form opens on the line, starting at the edit's global effective date.
    const form = within(await canvas.findByRole("region", { name: removeTitle(futureCancel) }));
    await expect(form.getByRole("textbox", { name: /^New Effective Date/ })).toHaveValue("08/01/2026");
    await userEvent.click(form.getByRole("button", { name: "Remove Cancel Date" }));
    await waitFor(() => expect(args.onRemoveCancelDate).toHaveBeenCalledWith(futureCancel, "08/01/2026"));
    await expect(canvas.getByRole("button", { name: trash(futureCancel) })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: remove(withMedical) })).toBeNull();
    for (const line of [cancelled, viewOnlyGroup]) {
      await expect(row(canvasElement, line).queryByRole("button")).toBeNull();
    }
    // Keyboard: the trash is reachable and works with Enter.
    canvas.getByRole("button", { name: trash(futureCancel) }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCancelLine).toHaveBeenLastCalledWith(futureCancel);
  },
};

/** Summit (6012): a dental line in a group with medical has no trash (it cancels with medical); the rest as elsewhere. */
export const EditSummitVisionDentalAlongsideMedical: Story = {
  globals: { brand: "6012" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("button", { name: trash(withMedical) })).toBeNull();
    await expect(row(canvasElement, withMedical).queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("button", { name: trash(futureCancel) })).toBeVisible();
    await expect(canvas.getByRole("button", { name: remove(futureCancel) })).toBeVisible();
  },
};

/**
 * Evergreen (3001), remove cancel date (enrollment.md §5 remove-cancel-date errors): an empty date
 * and a date before the line's cancel date are refused with @epr/forms' messages, the error summary
 * takes focus and its message is linked to the field; a valid date calls back; Keep Cancel Date
 * closes the form.
 */
export const RemoveCancelDateErrors: Story = {
  globals: { brand: "3001" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: remove(futureCancel) }));
    const form = within(await canvas.findByRole("region", { name: removeTitle(futureCancel) }));
    const date = form.getByRole("textbox", { name: /^New Effective Date/ });
    await userEvent.clear(date);
    await userEvent.click(form.getByRole("button", { name: "Remove Cancel Date" }));
    const summary = form.getByRole("alert");
    await waitFor(() => expect(summary).toHaveTextContent("Please enter a valid Date."));
    await waitFor(() => expect(summary.closest("[data-slot=error-summary]")).toHaveFocus());
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription(expect.stringContaining("Please enter a valid Date."));
    await userEvent.type(date, "07302026");
    await userEvent.click(form.getByRole("button", { name: "Remove Cancel Date" }));
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        expect.stringContaining("The effective date cannot be before the cancel date."),
      ),
    );
    await expect(args.onRemoveCancelDate).not.toHaveBeenCalled();
    await userEvent.clear(date);
    await userEvent.type(date, "08152026");
    await userEvent.click(form.getByRole("button", { name: "Remove Cancel Date" }));
    await waitFor(() => expect(args.onRemoveCancelDate).toHaveBeenCalledWith(futureCancel, "08/15/2026"));
    await userEvent.click(form.getByRole("button", { name: "Keep Cancel Date" }));
    await expect(canvas.queryByRole("region", { name: removeTitle(futureCancel) })).toBeNull();
  },
};

/** Harbor (6008): the server's refusal of the date shows on the field, linked to it. */
export const RemoveCancelDateServerRefusal: Story = {
  globals: { brand: "6008" },
  args: {
    removeCancelDate: {
      defaultEffectiveDate: "08/01/2026",
      state: { serverError: "The effective date must be before the group cancellation date." },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: remove(futureCancel) }));
    const form = within(await canvas.findByRole("region", { name: removeTitle(futureCancel) }));
    const date = form.getByRole("textbox", { name: /^New Effective Date/ });
    await waitFor(() => expect(date).toHaveAttribute("aria-invalid", "true"));
    await expect(date).toHaveAccessibleDescription(
      expect.stringContaining("The effective date must be before the group cancellation date."),
    );
  },
};

/** Meridian (9017): once removed, the form gives way to the success sentence (the app then reloads). */
export const RemoveCancelDateRemoved: Story = {
  globals: { brand: "9017" },
  args: { removeCancelDate: { defaultEffectiveDate: "08/01/2026", state: { removed: true } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: remove(futureCancel) }));
    await expect(
      await canvas.findByText(
        "The cancel date of Dental Plus, group 300400 was removed. The employee's record is being reloaded.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("region", { name: removeTitle(futureCancel) })).toBeNull();
  },
};

/** Summit (6010): while the call is on its way the button is busy and Keep Cancel Date is off. */
export const RemoveCancelDatePending: Story = {
  globals: { brand: "6010" },
  args: { removeCancelDate: { defaultEffectiveDate: "08/01/2026", state: { pending: true } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: remove(futureCancel) }));
    const form = within(await canvas.findByRole("region", { name: removeTitle(futureCancel) }));
    await expect(form.getByRole("button", { name: "Keep Cancel Date" })).toBeDisabled();
  },
};

/** Harbor (6008), edit on but no group the administrator may modify: the lines without any action. */
export const EditWithoutActions: Story = {
  globals: { brand: "6008" },
  args: { modifiableGroups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("rowheader", { name: futureCancel.productName })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Cancel |^Remove cancel date/ })).toBeNull();
    await expect(canvas.queryByRole("columnheader", { name: "Actions" })).toBeNull();
  },
};

/** Meridian (9017), view mode (edit off): the lines are listed, no action shows. */
export const ViewMode: Story = {
  tags: ["visual"],
  globals: { brand: "9017" },
  args: { editingRecord: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("07/31/2026")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Cancel |^Remove cancel date/ })).toBeNull();
  },
};

/** Meridian (9018): a line already marked for cancellation says so and has no trash. */
export const MarkedLine: Story = {
  globals: { brand: "9018" },
  args: { linesOnFile: [{ ...withMedical, markedForDeletion: true }, futureCancel] },
  play: async ({ canvas, canvasElement }) => {
    const marked = row(canvasElement, withMedical);
    await expect(marked.getByText("Marked for cancellation")).toBeVisible();
    await expect(marked.queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("button", { name: trash(futureCancel) })).toBeVisible();
  },
};

/** Summit (6010), the add-coverage form under the lines on file: both work; the form's Save is unchanged. */
export const EditFormWithLines: Story = {
  globals: { brand: "6010" },
  args: { mode: "edit" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: trash(withMedical) }));
    await expect(args.onCancelLine).toHaveBeenCalledWith(withMedical);
    await expect(canvas.getByRole("combobox", { name: /^Plan/ })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};
