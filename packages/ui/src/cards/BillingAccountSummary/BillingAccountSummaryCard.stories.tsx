import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { harborAccount } from "../BillingInvoices/fixtures.js";
import { BillingAccountSummaryCard } from "./BillingAccountSummaryCard.js";

/**
 * Premium billing, a group's payments and balance (docs/features/billing.md, Payments). No wording
 * differs by brand; the states spread over the four brand families (Harbor 6008, Summit 6012,
 * Meridian 9017, Evergreen 3001).
 */
const meta = {
  title: "Cards/Billing/Payments and balance",
  component: BillingAccountSummaryCard,
  args: { account: harborAccount, invoiceHref: (id: string) => `#bill-${id}` },
} satisfies Meta<typeof BillingAccountSummaryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const shownFor = (root: HTMLElement, label: string) =>
  within(root.querySelector("[data-slot=data-list]") as HTMLElement).getByText(label, { selector: "dt" })
    .nextElementSibling;

/**
 * Harbor (6008), a group with a bill past due: the balance, past due said in words with its amount,
 * the next due date; open bills oldest first, each opening its bill; payments with the bills each
 * paid (one split over two bills).
 */
export const PastDue: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", {
        level: 2,
        name: "Payments and balance of Harbor Freight Logistics (100100)",
      }),
    ).toBeVisible();
    await expect(shownFor(canvasElement, "Balance")).toHaveTextContent("$19,938.50");
    await expect(shownFor(canvasElement, "Past due")).toHaveTextContent("Past due$7,395.00");
    await expect(shownFor(canvasElement, "Next due date")).toHaveTextContent("02/01/2026");
    const open = canvas.getByRole("table", { name: "Bills not paid in full, oldest first" });
    const rows = within(open).getAllByRole("row").slice(1);
    await expect(rows.map((row) => row.querySelector("[data-state]")?.textContent)).toEqual([
      "Past due",
      "Open",
    ]);
    await expect(within(open).getByRole("link", { name: "February 2026 bill" })).toHaveAttribute(
      "href",
      "#bill-40",
    );
    const payments = canvas.getByRole("table", { name: "Payments, newest first, with the bills each paid" });
    const split = within(payments).getByRole("row", { name: /CHK-20260205/ });
    await expect(
      within(split)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["January 2026: $3,000.00", "February 2026: $5,000.00"]);
    await expect(split).toHaveTextContent("$8,000.00");
  },
};

/** Summit (6012), everything paid and money ahead: the balance said as a credit, nothing past due or owed. */
export const Credit: Story = {
  globals: { brand: "6012" },
  args: {
    account: {
      ...harborAccount,
      balanceCents: -25_000,
      unappliedCents: 25_000,
      pastDueCents: 0,
      nextDueDate: null,
      openInvoices: [],
      payments: [
        {
          paymentId: "8",
          reference: "WIRE-77",
          paidOn: "03/02/2026",
          amountCents: 25_000,
          unappliedCents: 25_000,
          allocations: [],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownFor(canvasElement, "Balance")).toHaveTextContent("$250.00 credit");
    await expect(shownFor(canvasElement, "Past due")).toHaveTextContent("Nothing past due");
    await expect(shownFor(canvasElement, "Next due date")).toHaveTextContent("Nothing owed");
    await expect(shownFor(canvasElement, "Paid, not yet applied to a bill")).toHaveTextContent("$250.00");
    await expect(canvas.getByText("Every bill of this group is paid.")).toBeVisible();
    await expect(canvas.getByRole("row", { name: /WIRE-77/ })).toHaveTextContent("Not applied yet");
  },
};

/** Meridian (9017), a group with no payment yet: a sentence instead of an empty table. */
export const NoPayments: Story = {
  globals: { brand: "9017" },
  args: { account: { ...harborAccount, payments: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No payment has been recorded for this group.")).toBeVisible();
    await expect(canvas.getAllByRole("table")).toHaveLength(1);
  },
};

/** Evergreen (3001), the account being read: the heading stays, busy, with a status. */
export const Loading: Story = {
  globals: { brand: "3001" },
  args: { account: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Payments and balance" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the group's payments and balance…");
  },
};

/** Evergreen (3001), the account could not be read: the server's sentence, announced. */
export const CouldNotBeRead: Story = {
  globals: { brand: "3001" },
  args: { account: undefined, failure: "We are unable to process your request at this time." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "We are unable to process your request at this time.",
    );
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};
