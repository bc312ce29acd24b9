import { reportCodeMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { summaryLink } from "../../testing/cardStories.js";
import { ReportCodesCard, type ReportCodeValue } from "./ReportCodesCard.js";

const definitions: ReportCodeValue[] = [
  { type: "Department", abbreviatedType: "DEPT", required: true },
  { type: "Location", abbreviatedType: "LOC", required: true },
  { type: "Cost Center", abbreviatedType: "CC", required: false },
];
const filled: ReportCodeValue[] = [
  { type: "Department", abbreviatedType: "DEPT", required: true, value: "SALES" },
  { type: "Location", abbreviatedType: "LOC", required: true, value: "NEWARK" },
  { type: "Cost Center", abbreviatedType: "CC", required: false, value: "" },
];

/**
 * The report codes of one group (enrollment.md §3 Report code, §4, §5 Report codes). Messages are
 * @epr/forms' ('This field is required') or the validator's; no rule of this card differs by
 * brand, so the stories spread over the brand families for their themes.
 */
const meta = {
  title: "Cards/Enrollment/Report codes",
  component: ReportCodesCard,
  args: {
    groupNumber: "100200",
    mode: "edit",
    codes: definitions,
    mayEdit: true,
    onEdit: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ReportCodesCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = (root: HTMLElement) =>
  waitFor(() => {
    const summary = root.querySelector<HTMLElement>("[data-slot=error-summary]");
    if (!summary) throw new Error("The error summary is not shown yet.");
    return summary;
  });

/** Harbor (6008), empty: Save says 'This field is required' for each required code, not for the optional one. */
export const Empty: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const summary = await summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole("link", { name: summaryLink(reportCodeMessages.required) });
    await expect(links).toHaveLength(2);
    await userEvent.click(links[1] as HTMLElement);
    const location = canvas.getByRole("textbox", { name: /^Location \(LOC\)/ });
    await expect(location).toHaveFocus();
    await expect(location).toHaveAccessibleDescription(`Error: ${reportCodeMessages.required}`);
    await expect(canvas.getByRole("textbox", { name: /^Cost Center/ })).not.toHaveAttribute("aria-invalid");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Summit (6010): values are upper-cased as typed and sent upper-case. */
export const Filled: Story = {
  tags: ["visual"],
  globals: { brand: "6010" },
  args: { codes: filled },
  play: async ({ canvas, userEvent, args }) => {
    const cost = canvas.getByRole("textbox", { name: /^Cost Center/ });
    await userEvent.type(cost, "cc-42a");
    await expect(cost).toHaveValue("CC-42A");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        reportCodes: [
          { type: "Department", abbreviatedType: "DEPT", required: true, value: "SALES" },
          { type: "Location", abbreviatedType: "LOC", required: true, value: "NEWARK" },
          { type: "Cost Center", abbreviatedType: "CC", required: false, value: "CC-42A" },
        ],
      }),
    );
  },
};

/**
 * Meridian (9017): the validator's 'Group N: … (abbr)' errors. This group's DEPT error is on the
 * Department field and clears on typing; another group's LOC error is ignored; this group's line
 * naming no code shows above the fields.
 */
export const ServerErrors: Story = {
  tags: ["visual"],
  globals: { brand: "9017" },
  args: {
    codes: filled,
    serverErrors: [
      "Group 100200: Department is not valid (DEPT)",
      "Group 100300: Location is not valid (LOC)",
      "Group 100200: Division is closed (DIV)",
    ],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const department = canvas.getByRole("textbox", { name: /^Department/ });
    await waitFor(() => expect(department).toHaveAttribute("aria-invalid", "true"));
    await expect(department).toHaveAccessibleDescription("Error: Department is not valid");
    await expect(canvas.getByRole("textbox", { name: /^Location/ })).not.toHaveAttribute("aria-invalid");
    await expect(canvas.getByText("Group 100200: Division is closed (DIV)")).toBeVisible();
    await expect(canvas.queryByText(/Group 100300/)).toBeNull();
    const summary = await summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());

    await userEvent.click(department);
    await userEvent.type(department, "x");
    await expect(department).toHaveValue("SALESX");
    await waitFor(() => expect(department).not.toHaveAttribute("aria-invalid"));
    await expect(canvas.queryByText("Department is not valid")).toBeNull();
    await expect(department).toHaveFocus();
  },
};

/** Summit (6011), read-only: only the codes with a value; Edit calls back. */
export const ReadOnly: Story = {
  globals: { brand: "6011" },
  args: { mode: "read", codes: filled },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("SALES")).toBeVisible();
    await expect(canvas.getByText("Location (LOC)")).toBeVisible();
    await expect(canvas.queryByText(/Cost Center/)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /^Edit/ }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Evergreen (3001), read-only with no value on file, view-only administrator: says so, no Edit. */
export const ReadOnlyNone: Story = {
  globals: { brand: "3001" },
  args: { mode: "read", mayEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No report codes on file for this group.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Edit/ })).toBeNull();
  },
};
