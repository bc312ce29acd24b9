import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { ReportCodesCard, type ReportCodeValue } from "./ReportCodesCard.js";

const empty: ReportCodeValue[] = [
  { type: "Department", abbreviatedType: "DEPT", required: true, value: "" },
  { type: "Location", abbreviatedType: "LOC", required: false, value: null },
];
const oneValue: ReportCodeValue[] = [
  { type: "Department", abbreviatedType: "DEPT", required: true, value: "sales" },
  { type: "Location", abbreviatedType: "LOC", required: false, value: "" },
];

/**
 * The report codes card on the review page (`onlyWithValue`, enrollment.md §4 Report codes: shown
 * in view mode only with a value, @epr/domain `reportCodesCardVisible`). No rule differs by brand;
 * the stories spread over the families for their themes.
 */
const meta = {
  title: "Cards/Enrollment/Report codes review",
  component: ReportCodesCard,
  args: {
    groupNumber: "100200",
    mode: "read",
    codes: empty,
    onlyWithValue: true,
    mayEdit: true,
    onEdit: fn(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ReportCodesCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008), view mode, no code with a value: no card at all. */
export const ViewNoValue: Story = {
  globals: { brand: "6008" },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector("[data-report-codes]")).toBeNull();
    await expect(canvas.queryByRole("heading")).toBeNull();
  },
};

/** Summit (6010), view mode, one code with a value: the card with that code (upper-cased) only. */
export const ViewWithValue: Story = {
  tags: ["visual"],
  globals: { brand: "6010" },
  args: { codes: oneValue },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Report Codes: Group 100200" })).toBeVisible();
    await expect(canvas.getByText("SALES")).toBeVisible();
    await expect(canvas.queryByText(/Location/)).toBeNull();
  },
};

/**
 * Meridian (9018), edit mode with no value on file: the card shows every code; the validator's
 * 'Group N: … (abbr)' error sits on Department and clears when that field is edited.
 */
export const EditWithServerError: Story = {
  globals: { brand: "9018" },
  args: { mode: "edit", serverErrors: ["Group 100200: Department is required (DEPT)"] },
  play: async ({ canvas, userEvent }) => {
    const department = canvas.getByRole("textbox", { name: /^Department/ });
    await expect(canvas.getByRole("textbox", { name: /^Location/ })).toBeVisible();
    await waitFor(() => expect(department).toHaveAttribute("aria-invalid", "true"));
    await expect(department).toHaveAccessibleDescription("Error: Department is required");
    await userEvent.type(department, "hr");
    await waitFor(() => expect(department).not.toHaveAttribute("aria-invalid"));
    await expect(department).toHaveValue("HR");
    await expect(canvas.queryByText("Department is required")).toBeNull();
  },
};
