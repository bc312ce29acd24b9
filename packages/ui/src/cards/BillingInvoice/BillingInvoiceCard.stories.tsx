import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { marchAdjustments, marchBill, marchToSettle, premiumLines } from "../BillingInvoices/fixtures.js";
import { BillingInvoiceCard, type BillingLinesFilter } from "./BillingInvoiceCard.js";

/**
 * Premium billing, one bill (docs/features/billing.md, Pages): summary, downloads, totals by line of
 * business, lines searched and filtered, adjustments apart. No wording differs by brand; the states
 * spread over the four brand families (Harbor 6008, Summit 6012, Meridian 9017, Evergreen 3001).
 */
const meta = {
  title: "Cards/Billing/Bill",
  component: BillingInvoiceCard,
  args: {
    invoice: marchBill,
    lines: premiumLines(10),
    adjustments: marchAdjustments,
    toSettle: [],
    filter: { search: "", lineOfBusiness: null },
    onFilterChange: fn(),
    hasMoreLines: true,
    onMoreLines: fn(),
    pdfHref: "/api/billing/invoices/41/pdf",
    xlsxHref: "/api/billing/invoices/41/xlsx",
    employeeHref: (umi: string) => `#employee-${umi}`,
    accountHref: "#account-100100",
  },
} satisfies Meta<typeof BillingInvoiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "March 2026 bill of Harbor Freight Logistics (100100)";

/**
 * Harbor (6008), the bill: its summary in dollars from cents, the state in words, the PDF and
 * .xlsx links, totals by line of business adding up to the total, lines linking to each employee's
 * summary, and "more" by keyboard.
 */
export const Bill: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: TITLE })).toBeVisible();
    const summary = canvasElement.querySelector("[data-slot=data-list]") as HTMLElement;
    await expect(within(summary).getByText("Premium").nextElementSibling).toHaveTextContent("$12,693.50");
    await expect(within(summary).getByText("Adjustments").nextElementSibling).toHaveTextContent("-$150.00");
    await expect(within(summary).getByText("Total").nextElementSibling).toHaveTextContent("$12,543.50");
    await expect(within(summary).getByText("State").nextElementSibling).toHaveTextContent("Open");
    await expect(canvas.getByRole("link", { name: "Bill (PDF)" })).toHaveAttribute(
      "href",
      "/api/billing/invoices/41/pdf",
    );
    await expect(canvas.getByRole("link", { name: "Detail (Excel .xlsx)" })).toHaveAttribute(
      "href",
      "/api/billing/invoices/41/xlsx",
    );
    const totals = canvas.getByRole("table", { name: "Premium and adjustments by line of business" });
    await expect(
      within(totals)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["PPO$11,043.50", "DEN$1,200.00", "VIS$300.00", "Total$12,543.50"]);
    const lines = canvas.getByRole("table", { name: /^Premium lines/ });
    await expect(within(lines).getAllByRole("row")).toHaveLength(11);
    await expect(canvas.getByText("10 of 236 premium lines shown.")).toBeVisible();
    const avery = within(lines).getAllByRole("link", { name: "Employee summary of Avery Example" })[0];
    await expect(avery).toHaveAttribute("href", "#employee-M100001");
    const first = avery?.closest("tr") as HTMLElement;
    await expect(
      within(first)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["M100001", "PPO", "Family", "Avery Example, Jordan Example, Riley Example", "$1,239.00"]);
    canvas.getByRole("button", { name: "Show more lines" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMoreLines).toHaveBeenCalledOnce();
  },
};

/**
 * Summit (6012), adjustments apart from the lines: a term last month as a credit, an add over two
 * months, a tier change from and to; each names the months it covers; no to-settle list when none.
 */
export const Adjustments: Story = {
  globals: { brand: "6012" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", {
      name: "Adjustments: the change, the months it covers and the amount",
    });
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ["Morgan Termed", "M100009", "PPO", "Terminated", "February 2026", "-$420.00"],
      ["Quinn Newhire", "M100010", "DEN", "Added", "January 2026, February 2026", "$72.00"],
      ["Casey Tester", "M100003", "PPO", "Tier change: Employee to Family", "February 2026", "$198.00"],
    ]);
    await expect(
      within(table).getByRole("link", { name: "Employee summary of Morgan Termed" }),
    ).toHaveAttribute("href", "#employee-M100009");
    await expect(canvas.queryByRole("heading", { name: "To settle with the insurer" })).toBeNull();
  },
};

/** Meridian (9017), a change older than the retro window: listed to settle, apart, outside the total. */
export const ToSettle: Story = {
  globals: { brand: "9017" },
  args: { toSettle: marchToSettle },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: "To settle with the insurer" })).toBeVisible();
    const table = canvas.getByRole("table", { name: /^Changes to settle/ });
    await expect(within(table).getByRole("row", { name: /Rowan Oldchange/ })).toHaveTextContent(
      "October 2025, November 2025",
    );
  },
};

/**
 * Evergreen (3001), searching: the name or member ID and the line of business go together on Search
 * (nothing moves while one types or chooses); Clear puts both back.
 */
export const Search: Story = {
  globals: { brand: "3001" },
  render: function Render(args) {
    const [filter, setFilter] = useState<BillingLinesFilter>(args.filter);
    const lines = args.lines.filter(
      (line) =>
        (!filter.lineOfBusiness || line.lineOfBusiness === filter.lineOfBusiness) &&
        (!filter.search ||
          `${line.subscriberName} ${line.umi}`.toLowerCase().includes(filter.search.toLowerCase())),
    );
    return (
      <BillingInvoiceCard
        {...args}
        filter={filter}
        lines={lines}
        adjustments={args.adjustments.filter(
          (line) => !filter.search || line.subscriberName.includes(filter.search),
        )}
        onFilterChange={(next) => {
          args.onFilterChange(next);
          setFilter(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Name or member ID/ }), "Casey");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Line of business" }), "PPO");
    await expect(args.onFilterChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("textbox", { name: /Name or member ID/ }));
    await userEvent.keyboard("{Enter}");
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ search: "Casey", lineOfBusiness: "PPO" });
    const lines = canvas.getByRole("table", { name: /^Premium lines/ });
    await expect(within(lines).getAllByRole("row")).toHaveLength(2);
    await expect(canvas.getByText("Premium lines matching: 1.")).toBeVisible();
    await expect(
      within(canvas.getByRole("table", { name: /^Adjustments/ })).getAllByRole("row"),
    ).toHaveLength(2);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Line of business" }), "VIS");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(canvas.getByText("No premium line matches this search.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ search: "", lineOfBusiness: null });
    await expect(canvas.getByRole("textbox", { name: /Name or member ID/ })).toHaveValue("");
    await expect(
      within(canvas.getByRole("table", { name: /^Premium lines/ })).getAllByRole("row"),
    ).toHaveLength(11);
  },
};

/** Harbor (6008), a bill without adjustments: a sentence says so. */
export const NoAdjustments: Story = {
  globals: { brand: "6008" },
  args: { adjustments: [], hasMoreLines: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No adjustment on this bill.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Show more lines" })).toBeNull();
  },
};

/** Summit (6012), the bill being read: its heading stays, busy, with a status. */
export const Loading: Story = {
  globals: { brand: "6012" },
  args: { invoice: undefined, loading: true, lines: [], adjustments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Bill" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the bill…");
  },
};

/** Meridian (9017), the lines of a new search being read: the lines' section is busy and says so. */
export const LinesLoading: Story = {
  globals: { brand: "9017" },
  args: { lines: [], linesLoading: true, filter: { search: "Blake", lineOfBusiness: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the lines…");
    await expect(canvas.getByRole("textbox", { name: /Name or member ID/ })).toHaveValue("Blake");
  },
};

/** Evergreen (3001), the bill could not be read (another client's answers as unknown): the server's sentence. */
export const CouldNotBeRead: Story = {
  globals: { brand: "3001" },
  args: { invoice: undefined, failure: "We could not find that bill.", lines: [], adjustments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("We could not find that bill.");
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};
