import { assistMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ClientReportCodesCard } from "./ClientReportCodesCard.js";

/** The client info report codes tab (assist-employees.md §2.10, §3, §9: 1000 rows a page). */
const meta = {
  title: "Cards/Client information/Client report codes",
  component: ClientReportCodesCard,
  args: {
    rows: [
      { type: "Department", codes: ["FIN", "HR", "OPS"], groups: ["100100", "100107"] },
      { type: "Location", codes: [], groups: ["100114"] },
    ],
    page: 1,
    hasPrevious: false,
    hasNext: false,
    onPrevious: fn(),
    onNext: fn(),
  },
} satisfies Meta<typeof ClientReportCodesCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One page: each type with its codes and groups; a type without a list takes any value. */
export const OnePage: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("row", { name: /Department FIN, HR, OPS 100100, 100107/ })).toBeVisible();
    await expect(canvas.getByRole("row", { name: /Location Any value 100114/ })).toBeVisible();
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};

/** More than 1000 rows: Next asks for the following page. */
export const Paged: Story = {
  globals: { brand: "6012" },
  args: { hasNext: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

/** No report codes at all: §8's no-items message. */
export const Empty: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(assistMessages.noItems);
  },
};

/** A later page failed (§8): the failure in the table's place, the paging kept with the way back. */
export const PageFailed: Story = {
  globals: { brand: "9017" },
  args: { rows: [], page: 2, hasPrevious: true, failure: assistMessages.unableToProcess },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(assistMessages.unableToProcess);
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.queryByText(assistMessages.noItems)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(args.onPrevious).toHaveBeenCalledOnce();
  },
};
