import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { type BulkApplyState, BulkOutcomeCard } from "./BulkOutcomeCard.js";

/**
 * Bulk changes, outcome (eligibility in bulk: the administrator's journey, Apply and Outcome). No
 * wording differs by brand; the states spread over the four brand families (Harbor 6008, Summit
 * 6012, Meridian 9017, Evergreen 3001) for their themes.
 */
const meta = {
  title: "Cards/Bulk changes/Bulk outcome",
  component: BulkOutcomeCard,
  args: {
    fileName: "census-2027.xlsx",
    state: { kind: "applying", done: 1200, total: 5000 },
    onDownloadResults: fn(),
    onUploadAnother: fn(),
    onShowHistory: fn(),
  },
} satisfies Meta<typeof BulkOutcomeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const counts = (root: HTMLElement) =>
  ["applied", "refused", "pending"].map((key) => root.querySelector(`[data-count=${key}]`)?.textContent);
const nextSteps = (root: HTMLElement) =>
  [...root.querySelectorAll("[data-next-steps] li")].map((item) => item.textContent);

/**
 * Harbor (6008), applying: the bar says rows done of total (value and words), the status says it
 * politely, the administrator may leave; no download yet.
 */
export const Applying: Story = {
  globals: { brand: "6008" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("progressbar", { name: "Rows applied" });
    await expect(bar).toHaveAttribute("aria-valuenow", "24");
    await expect(bar).toHaveAttribute("aria-valuetext", "1,200 of 5,000 rows");
    await expect(canvas.getByRole("status")).toHaveTextContent("Applying rows: 1,200 of 5,000 done.");
    await expect(canvas.getByText(/You can leave this page/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Download the results (.xlsx)" })).toBeNull();
  },
};

/** Meridian (9017), a file of one row applying: its words say one row. */
export const ApplyingOneRow: Story = {
  globals: { brand: "9017" },
  args: { fileName: "one-change.csv", state: { kind: "applying", done: 0, total: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("progressbar", { name: "Rows applied" })).toHaveAttribute(
      "aria-valuetext",
      "0 of 1 row",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("Applying the row: 0 of 1 done.");
  },
};

/**
 * Summit (6012): the page follows the job to its end; the same live region announces the counts,
 * and the results download by keyboard.
 */
export const ApplyingThenDone: Story = {
  globals: { brand: "6012" },
  render: function Render(args) {
    const [state, setState] = useState<BulkApplyState>({ kind: "applying", done: 4990, total: 5000 });
    return (
      <>
        <BulkOutcomeCard {...args} state={state} />
        <button
          type="button"
          onClick={() =>
            setState({ kind: "done", applied: 4987, refused: 3, pending: 10, mode: "validOnly" })
          }
        >
          Job ends
        </button>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole("status");
    await userEvent.click(canvas.getByRole("button", { name: "Job ends" }));
    await expect(canvas.getByRole("status")).toBe(status);
    await expect(status).toHaveTextContent("Import finished: 4,987 applied, 3 refused, 10 pending.");
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
      "“census-2027.xlsx” is applied",
    );
    await expect(canvas.queryByRole("progressbar")).toBeNull();
    const download = canvas.getByRole("button", { name: "Download the results (.xlsx)" });
    download.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDownloadResults).toHaveBeenCalledOnce();
  },
};

/** Meridian (9017), done with refusals and pending rows: the counts and what to do next. */
export const DoneWithRefusals: Story = {
  tags: ["visual"],
  globals: { brand: "9017" },
  args: { state: { kind: "done", applied: 17, refused: 3, pending: 2, mode: "validOnly" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(counts(canvasElement)).toEqual(["17", "3", "2"]);
    await expect(nextSteps(canvasElement)).toEqual([
      "Download the results file: each refused row has the reason beside it. Correct those rows and upload the file again.",
      "Pending rows are in groups with delayed processing: they wait as pending transactions, as a change made on the screens would.",
    ]);
    await userEvent.click(canvas.getByRole("button", { name: "Upload another file" }));
    await expect(args.onUploadAnother).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "See the import history" }));
    await expect(args.onShowHistory).toHaveBeenCalledOnce();
  },
};

/** Evergreen (3001), every row applied: the next step says where the changes show. */
export const DoneAllApplied: Story = {
  globals: { brand: "3001" },
  args: { state: { kind: "done", applied: 20, refused: 0, pending: 0, mode: "allOrNothing" } },
  play: async ({ canvasElement }) => {
    await expect(counts(canvasElement)).toEqual(["20", "0", "0"]);
    await expect(nextSteps(canvasElement)).toEqual([
      "Every row was applied. Each employee's summary and history show the change.",
    ]);
  },
};

/** Harbor (6008), all or nothing with a row refused on applying: nothing changed, and it says so. */
export const AllOrNothingRefused: Story = {
  globals: { brand: "6008" },
  args: { state: { kind: "done", applied: 0, refused: 20, pending: 0, mode: "allOrNothing" } },
  play: async ({ canvasElement }) => {
    await expect(nextSteps(canvasElement)[0]).toBe(
      "All or nothing was chosen and rows were refused, so nothing changed.",
    );
  },
};

/** Summit (6012): the results file is being made: its button waits, busy. */
export const ResultsPreparing: Story = {
  globals: { brand: "6012" },
  args: { state: { kind: "done", applied: 5, refused: 1, pending: 0 }, resultsBusy: true },
  play: async ({ canvasElement }) => {
    const download = within(canvasElement).getByRole("button", { name: "Download the results (.xlsx)" });
    await expect(download).toBeDisabled();
    await expect(download).toHaveAttribute("aria-busy", "true");
  },
};
