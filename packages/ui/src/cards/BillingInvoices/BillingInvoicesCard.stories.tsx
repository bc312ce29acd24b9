import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { BillingInvoicesCard } from "./BillingInvoicesCard.js";
import { billsPage } from "./fixtures.js";

/**
 * Premium billing, the bills of the groups the administrator may see (docs/features/billing.md,
 * Pages). No wording differs by brand; the states spread over the four brand families (Harbor 6008,
 * Summit 6012, Meridian 9017, Evergreen 3001) for their themes.
 */
const meta = {
  title: "Cards/Billing/Bills",
  component: BillingInvoicesCard,
  args: {
    invoices: billsPage(6),
    hasMore: true,
    onMore: fn(),
    invoiceHref: (id: string) => `#bill-${id}`,
    accountHref: (group: string) => `#account-${group}`,
  },
} satisfies Meta<typeof BillingInvoicesCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (root: HTMLElement) => within(root).getAllByRole("row").slice(1);

/**
 * Harbor (6008), the bills: month, group, due date, money from cents and the state as a word (open,
 * past due, paid); each month opens its bill, each group its account; "more" asks for older bills
 * by keyboard.
 */
export const Bills: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Bills of your groups, newest month first" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Month", "Group", "Due date", "Total", "Paid", "Balance", "State"]);
    await expect(bodyRows(canvasElement)).toHaveLength(6);
    const first = canvas.getByRole("link", { name: "April 2026 bill of Harbor Freight Logistics (100100)" });
    await expect(first).toHaveAttribute("href", "#bill-1");
    const row = first.closest("tr") as HTMLElement;
    await expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Harbor Freight Logistics (100100)",
      "04/01/2026",
      "$12,543.50",
      "$0.00",
      "$12,543.50",
      "Open",
    ]);
    // The state is a word, not a colour alone.
    await expect(canvas.getByText("Past due")).toHaveAttribute("data-state", "pastDue");
    await expect(canvas.getAllByText("Paid", { selector: "[data-state]" })).toHaveLength(3);
    const retail = canvas.getAllByRole("link", {
      name: "Payments and balance of Harbor Freight Retail (100200)",
    });
    await expect(retail).toHaveLength(3);
    await expect(retail[0]).toHaveAttribute("href", "#account-100200");
    const more = canvas.getByRole("button", { name: "Show more bills" });
    more.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

/** Summit (6012), keyset paging: each "more" appends the next page until none is left. */
export const MorePages: Story = {
  globals: { brand: "6012" },
  render: function Render(args) {
    const [pages, setPages] = useState(1);
    return (
      <BillingInvoicesCard
        {...args}
        invoices={billsPage(pages === 1 ? 20 : 25)}
        hasMore={pages === 1}
        onMore={() => setPages((p) => p + 1)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(20);
    await userEvent.click(canvas.getByRole("button", { name: "Show more bills" }));
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    await expect(canvas.queryByRole("button", { name: "Show more bills" })).toBeNull();
  },
};

/** Summit (6012), the next page being read: "more" waits and says so, the list is busy. */
export const LoadingMore: Story = {
  globals: { brand: "6012" },
  args: { loadingMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Bills" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Loading more bills…" })).toBeDisabled();
  },
};

/** Meridian (9017), the first page asked for: a status in place of the table. */
export const Loading: Story = {
  globals: { brand: "9017" },
  args: { invoices: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading your bills…");
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** Evergreen (3001), no bill yet: a sentence instead of an empty table, and no "more". */
export const Empty: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  args: { invoices: [], hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/There are no bills yet for the groups you may see/)).toBeVisible();
    // When bills are made (the spec is silent: our wording), and no way to make them sooner by default.
    await expect(canvasElement.querySelector("[data-billing-empty]")).toHaveTextContent(
      /Bills are made once a month, on the billing day, for the month after: a group's bill appears here once it is made\.$/,
    );
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Meridian (9017), the list could not be read: the page's sentence, announced under the heading. */
export const CouldNotBeRead: Story = {
  globals: { brand: "9017" },
  args: { invoices: [], failure: "We are unable to process your request at this time." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Bills" });
    await expect(within(region).getByRole("alert")).toHaveTextContent(
      "We are unable to process your request at this time.",
    );
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** Evergreen (3001), a list without account links (the page gives none): the group is plain text. */
export const WithoutAccountLinks: Story = {
  globals: { brand: "3001" },
  args: { accountHref: undefined, hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("link")).toHaveLength(6);
    await expect(canvas.queryByRole("link", { name: /^Payments and balance/ })).toBeNull();
  },
};
