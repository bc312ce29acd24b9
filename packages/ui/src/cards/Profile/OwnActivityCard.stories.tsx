import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { OwnActivityCard } from "./OwnActivityCard.js";

const rows = [
  {
    id: "a3",
    at: "2026-11-30T14:05:00Z",
    label: "Changed an employee's coverage",
    record: "100100-000123-01",
    result: "success" as const,
  },
  { id: "a2", at: "2026-11-30T13:58:00Z", label: "Signed in", record: null, result: "success" as const },
  { id: "a1", at: "2026-11-30T13:57:00Z", label: "Sign-in failed", record: null, result: "failure" as const },
];

/**
 * The administrator's own activity on the profile (beyond the spec): newest first, a page at a
 * time. Its wording is the same for every brand, so one family shows it.
 */
const meta = {
  title: "Cards/Profile and security/Own activity",
  component: OwnActivityCard,
  args: { rows, page: 1, hasPrevious: false, hasNext: true, onPrevious: fn(), onNext: fn() },
} satisfies Meta<typeof OwnActivityCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: a captioned table, each result in words, no Previous to go to. */
export const FirstPage: Story = {
  tags: ["visual"],
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole("table", { name: "My recent activity" });
    await expect(within(table).getAllByRole("row")).toHaveLength(4);
    await expect(within(table).getByText("Failed")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/**
 * A page loading: the card says it is busy and keeps the rows; Next stays enabled, so a keyboard
 * user who pages with Enter keeps focus on it (a disabled button would drop focus to the page).
 */
export const PageLoading: Story = {
  args: { page: 2, hasPrevious: true, loading: true },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvasElement.querySelector("[aria-busy='true']")).not.toBeNull();
    await expect(canvas.getByRole("table", { name: "My recent activity" })).toBeVisible();
    const next = canvas.getByRole("button", { name: "Next" });
    await expect(next).toBeEnabled();
    next.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(next).toHaveFocus();
    await expect(canvas.getByText("Page 2")).toBeVisible();
  },
};

/** The last page: Next is off, Previous goes back. */
export const LastPage: Story = {
  args: { page: 3, hasPrevious: true, hasNext: false },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};

/** No activity yet: a sentence, no table and no paging. */
export const Empty: Story = {
  tags: ["visual"],
  args: { rows: [], hasNext: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No activity yet.")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.queryByRole("navigation", { name: "Activity pages" })).toBeNull();
  },
};
