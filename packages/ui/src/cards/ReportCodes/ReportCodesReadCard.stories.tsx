import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { expectNoFormControls, expectShown, shownLabels } from "../../testing/cardStories.js";
import { defaultReportCodesCardCopy, ReportCodesReadCard, type ReportCodeValue } from "./read.js";

/** The group's codes as the add flow holds them: values typed in lower case, one optional code left empty. */
const entered: ReportCodeValue[] = [
  { type: "Department", abbreviatedType: "DEPT", required: true, value: "sales" },
  { type: "Location", abbreviatedType: "LOC", required: true, value: "newark" },
  { type: "Cost Center", abbreviatedType: "CC", required: false, value: "" },
];
const none: ReportCodeValue[] = [
  { type: "Department", abbreviatedType: "DEPT", required: false, value: null },
  { type: "Location", abbreviatedType: "LOC", required: false, value: "" },
];

/**
 * The report codes card's read entry, `@epr/ui/cards/report-codes/read` (enrollment.md §2 read-only
 * displays, §4 Report codes: shown in view mode only with a value, upper-case). Its words are not
 * brand copy, so the stories spread over the brand families for their themes.
 */
const meta = {
  title: "Cards/Enrollment/Report codes read card",
  component: ReportCodesReadCard,
  args: { groupNumber: "100200", codes: entered, mayEdit: true, onEdit: fn() },
} satisfies Meta<typeof ReportCodesReadCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): the codes with a value, upper-case, labelled with their abbreviation; Edit names the group and calls back. */
export const WithValues: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { name: "Report Codes: Group 100200" })).toBeVisible();
    await expect(shownLabels(canvasElement)).toEqual(["Department (DEPT)", "Location (LOC)"]);
    await expectShown(canvasElement, { "Department (DEPT)": "SALES", "Location (LOC)": "NEWARK" });
    await expect(canvas.queryByText(/Cost Center/)).toBeNull();
    await expectNoFormControls(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Edit Report Codes: Group 100200" }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Summit (6010), no code holds a value, view-only administrator: the card says so, no Edit. */
export const NoneOnFileViewOnly: Story = {
  globals: { brand: "6010" },
  args: { codes: none, mayEdit: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(defaultReportCodesCardCopy.noCodes)).toBeVisible();
    await expect(shownLabels(canvasElement)).toEqual([]);
    await expect(canvas.queryByRole("button", { name: /^Edit/ })).toBeNull();
  },
};

/** Summit (6012), on the review page (`onlyWithValue`) with no value: the card is not shown at all. */
export const ReviewWithoutValues: Story = {
  globals: { brand: "6012" },
  args: { codes: none, onlyWithValue: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("heading")).toBeNull();
    await expect(canvasElement.querySelector("[data-report-codes]")).toBeNull();
  },
};

/** Meridian (9017), on the review page with one value: the card shows it; a code named by its abbreviation keeps one label. */
export const ReviewWithAValue: Story = {
  globals: { brand: "9017" },
  args: {
    groupNumber: "300415",
    headingLevel: 3,
    onlyWithValue: true,
    codes: [
      { type: "DIV", abbreviatedType: "DIV", value: "east-2" },
      { type: "Union Local", abbreviatedType: "UL", value: "  " },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Report Codes: Group 300415" })).toBeVisible();
    await expect(shownLabels(canvasElement)).toEqual(["DIV"]);
    await expectShown(canvasElement, { DIV: "EAST-2" });
  },
};

/** Evergreen (3001), values of white space only count as none (enrollment.md §4): the card says no codes. */
export const BlankValuesAreNone: Story = {
  globals: { brand: "3001" },
  args: {
    codes: [
      { type: "Department", abbreviatedType: "DEPT", value: "   " },
      { type: "Location", abbreviatedType: "LOC", value: "" },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(defaultReportCodesCardCopy.noCodes)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Edit Report Codes: Group 100200" })).toBeVisible();
  },
};
