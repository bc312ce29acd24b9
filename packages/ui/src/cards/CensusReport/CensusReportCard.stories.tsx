import { DEFAULT_WELLNESS_REPORT_NAME } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { CensusReportCard, type CensusReportGroup } from "./CensusReportCard.js";

/** Fourteen groups: the picker shows 12 a page (session-and-admin.md §9). */
const groups: CensusReportGroup[] = Array.from({ length: 14 }, (_, i) => ({
  groupNumber: String(100100 + i),
  groupName: `Division ${i + 1}`,
}));

/**
 * The census or wellness taxation report request (session-and-admin.md §2 /cenOrWell-reports, §4
 * Reset, §5, §9). One story per brand family.
 */
const meta = {
  title: "Cards/Reports/Census report",
  component: CensusReportCard,
  args: { id: "census", reportType: "census", mode: "edit", groups, onSubmit: fn(), onReset: fn() },
} satisfies Meta<typeof CensusReportCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): with nothing chosen the request is Excel, masked, over every listed group. */
export const DefaultsToAllGroups: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("radio", { name: "Excel" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Display full SSN" })).not.toBeChecked();
    await expect(canvas.getByText("100111")).toBeVisible();
    await expect(canvas.queryByText("100112")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Request Report" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        reportFormat: "Excel",
        ssnMask: "Y",
        groupNumbersList: groups.map((g) => g.groupNumber).join(","),
      }),
    );
  },
};

/** Summit (6011), wellness: PDF, SSN shown, two groups chosen, the default report name. */
export const WellnessChosenGroups: Story = {
  globals: { brand: "6011" },
  args: { reportType: "wellness" },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("textbox", { name: "Report Name" })).toHaveValue(
      DEFAULT_WELLNESS_REPORT_NAME,
    );
    await userEvent.click(canvas.getByRole("radio", { name: "PDF" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Display full SSN" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select group 100101" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select group 100103" }));
    await userEvent.click(canvas.getByRole("button", { name: "Request Report" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        reportFormat: "PDF",
        ssnMask: "N",
        groupNumbersList: "100101,100103",
        reportName: DEFAULT_WELLNESS_REPORT_NAME,
      }),
    );
  },
};

/** Meridian (9017): Reset clears the selection, Excel again, SSN display off, the name back to its default. */
export const ResetRestoresDefaults: Story = {
  globals: { brand: "9017" },
  args: { reportType: "wellness" },
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole("textbox", { name: "Report Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Quarterly");
    await userEvent.click(canvas.getByRole("radio", { name: "PDF" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Display full SSN" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select group 100100" }));
    await userEvent.click(canvas.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Excel" })).toBeChecked());
    await expect(canvas.getByRole("checkbox", { name: "Display full SSN" })).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Select group 100100" })).not.toBeChecked();
    await expect(name).toHaveValue(DEFAULT_WELLNESS_REPORT_NAME);
    await expect(args.onReset).toHaveBeenCalled();
  },
};

/** Evergreen (3001), read mode: a request's values. */
export const ReadOnly: Story = {
  globals: { brand: "3001" },
  args: { mode: "read", values: { reportFormat: "PDF", ssnMask: true, groupNumbers: ["100100"] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("PDF")).toBeVisible();
    await expect(canvas.getByText("Masked")).toBeVisible();
    await expect(canvas.getByText("100100")).toBeVisible();
  },
};

/** Under a page whose H1 already names the report: the card draws no heading of its own. */
export const WithoutTitle: Story = {
  globals: { brand: "6010" },
  args: { hideTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Reset" })).toBeInTheDocument();
    await expect(canvas.queryByRole("heading", { name: "Census Report" })).toBeNull();
  },
};
