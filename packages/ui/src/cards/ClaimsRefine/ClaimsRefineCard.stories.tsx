import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { ClaimsRefineCard } from "./ClaimsRefineCard.js";

const today = new Date(2026, 10, 23);
const counts = {
  status: [
    { value: "1", label: "Approved", count: 4 },
    { value: "2", label: "Partially Approved", count: 2 },
    { value: "3", label: "Denied", count: 1 },
    { value: "4", label: "Adjusted", count: 0 },
    { value: "5", label: "In Process", count: 3 },
  ],
  planType: [
    { value: "medical", label: "Medical", count: 5 },
    { value: "dental", label: "Dental", count: 2 },
    { value: "vision", label: "Vision", count: 1 },
    { value: "ods", label: "Drug", count: 2 },
  ],
  member: [
    { value: "subscriber", label: "Sam Claimant", count: 6 },
    { value: "dependent:02", label: "Dana Claimant", count: 4 },
  ],
};

/**
 * The claims refine panel (assist-employees.md §2.9, §5). No wording differs by brand; the stories
 * spread over the families for their themes.
 */
const meta = {
  title: "Cards/Claims/Claims refine",
  component: ClaimsRefineCard,
  args: {
    today,
    counts,
    value: { startDate: "20251123", endDate: "20261123", status: [], planType: [], member: [] },
    onChange: fn(),
  },
} satisfies Meta<typeof ClaimsRefineCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): ticking Denied reports the status filter with the range kept. */
export const Filters: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("combobox", { name: "Date Range" })).toHaveValue("365");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Denied (1)" }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(
        expect.objectContaining({ status: ["3"], startDate: "20251123" }),
      ),
    );
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Date Range" }), "30");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(
        expect.objectContaining({ startDate: "20261024", endDate: "20261123" }),
      ),
    );
  },
};

/** Summit (6010): a custom range beyond 730 days back shows the limit message on the fields. */
export const CustomRangeTooFarBack: Story = {
  globals: { brand: "6010" },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Date Range" }), "custom");
    const from = canvas.getByLabelText("From");
    await userEvent.clear(from);
    await userEvent.type(from, "2023-01-01");
    await userEvent.click(canvas.getByRole("button", { name: "Apply Dates" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("730 days");
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
