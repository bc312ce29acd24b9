import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { historyPage } from "./fixtures.js";
import { ImportHistoryTable } from "./ImportHistoryTable.js";

/**
 * Bulk changes, the history of imports, 20 a page (eligibility in bulk: Outcome). No wording differs
 * by brand; the states spread over the four brand families (Harbor 6008, Summit 6012, Meridian 9017,
 * Evergreen 3001) for their themes.
 */
const meta = {
  title: "Cards/Bulk changes/Import history",
  component: ImportHistoryTable,
  args: {
    imports: historyPage(1, 20),
    page: 1,
    hasPrevious: false,
    hasNext: true,
    onPrevious: fn(),
    onNext: fn(),
    onDownloadResults: fn(),
  },
} satisfies Meta<typeof ImportHistoryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (root: HTMLElement) => within(root).getAllByRole("row").slice(1);

/**
 * Harbor (6008), the first page: 20 imports with who, when, the file and its counts; Previous is
 * off, Next asks for the next page by keyboard; a results file downloads by its named button.
 */
export const FirstPage: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "Past imports, newest first" })).toBeVisible();
    await expect(canvas.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "File",
      "Uploaded by",
      "When",
      "Rows",
      "Applied",
      "Refused",
      "Pending",
      "Status",
      "Results",
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(20);
    const second = canvas.getByRole("row", { name: /^census-week-2\.xlsx/ });
    await expect(
      within(second)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Sam Okoro", "11/26/2026 9:02 AM", "122", "112", "0", "0", "Done", "Download"]);
    await expect(canvas.getByRole("row", { name: /^carrier-feed-1\.834/ })).toHaveTextContent("Applying");
    await userEvent.click(canvas.getByRole("button", { name: "Download results of census-week-2.xlsx" }));
    await expect(args.onDownloadResults).toHaveBeenCalledWith("imp-2");
    const pages = canvas.getByRole("navigation", { name: "Import history pages" });
    await expect(within(pages).getByRole("button", { name: "Previous" })).toBeDisabled();
    within(pages).getByRole("button", { name: "Next" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

/** Summit (6012): paging forward and back (the page's own state), the page number announced. */
export const Paging: Story = {
  globals: { brand: "6012" },
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return (
      <ImportHistoryTable
        {...args}
        imports={historyPage((page - 1) * 20 + 1, page === 3 ? 5 : 20)}
        page={page}
        hasPrevious={page > 1}
        hasNext={page < 3}
        onPrevious={() => setPage((p) => p - 1)}
        onNext={() => setPage((p) => p + 1)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole("button", { name: "Next" });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(canvas.getByText("Page 3")).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(canvas.getByText("Page 2")).toBeVisible();
    await expect(canvas.getByRole("row", { name: /^census-week-22\.xlsx/ })).toBeVisible();
  },
};

/** Meridian (9017), a page loading: both page buttons wait, the table is busy. */
export const PageLoading: Story = {
  globals: { brand: "9017" },
  args: { page: 2, hasPrevious: true, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Import history" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

/** Evergreen (3001), no import yet: a sentence instead of an empty table, and no pages. */
export const Empty: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  args: { imports: [], hasNext: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("No file has been imported yet. Files you upload appear here with their outcome."),
    ).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};

/**
 * Harbor (6008), each import opening its page: with `importHref`, a file's name is a link there,
 * reached by keyboard; without it (the other stories) the name is plain text.
 */
export const OpensAnImport: Story = {
  globals: { brand: "6008" },
  args: { importHref: (id: string) => `#import-${id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "census-week-2.xlsx" });
    await expect(link).toHaveAttribute("href", "#import-imp-2");
    await expect(canvas.getAllByRole("link")).toHaveLength(20);
    link.focus();
    await expect(link).toHaveFocus();
    await expect(canvas.getByRole("row", { name: /^census-week-2\.xlsx/ })).toContainElement(link);
  },
};

/** Summit (6012), the first page asked for: the heading stays, busy, with a status in place of the table. */
export const FirstPageLoading: Story = {
  globals: { brand: "6012" },
  args: { imports: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Import history" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the import history…");
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** Meridian (9017), the history could not be read: the page's sentence for it, announced under the heading. */
export const CouldNotBeRead: Story = {
  globals: { brand: "9017" },
  args: { imports: [], failure: "We are unable to process your request at this time." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Import history" });
    await expect(within(region).getByRole("alert")).toHaveTextContent(
      "We are unable to process your request at this time.",
    );
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};
