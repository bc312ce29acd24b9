import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { tabTo } from "../../testing/cardStories.js";
import { csvFile, fileInput } from "../../testing/fileDrop.js";
import { BillingReconcileCard, type ReconcileChoice } from "./BillingReconcileCard.js";
import { reconcileAgrees, reconcileGroups, reconcileResult } from "./fixtures.js";

/**
 * Premium billing, Reconcile (docs/features/billing.md, "Reconcile page"): a bill chosen, the
 * client's roster uploaded, its refusal or the differences in three kinds. No wording differs by
 * brand; the states spread over the four brand families (Harbor 6008, Summit 6012, Meridian 9017,
 * Evergreen 3001).
 */
const meta = {
  title: "Cards/Billing/Reconcile",
  component: BillingReconcileCard,
  args: {
    groups: reconcileGroups,
    choice: { groupNumber: "100100", month: "2026-03" },
    onChoose: fn(),
    onFile: fn(),
    onMoreMonths: fn(),
    employeeHref: (umi: string) => `#employee-${umi}`,
    invoiceHref: (invoiceId: string) => `#bill-${invoiceId}`,
  },
} satisfies Meta<typeof BillingReconcileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Reconcile a bill with your roster";
const csv = (name = "roster.csv", bytes = 64) => csvFile(name, bytes);

/**
 * Harbor (6008), choosing the bill by keyboard: no bill chosen, the roster waits; a group chosen
 * takes its newest month, another month is chosen from its bills; the Choose button is reached and
 * pressed by keyboard and opens the file input; the file goes to onFile.
 */
export const Choose: Story = {
  globals: { brand: "6008" },
  args: { choice: null, hasMoreMonths: true },
  render: function Render(args) {
    const [choice, setChoice] = useState<ReconcileChoice | null>(args.choice);
    return (
      <BillingReconcileCard
        {...args}
        choice={choice}
        onChoose={(next) => {
          args.onChoose(next);
          setChoice(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: TITLE })).toBeVisible();
    const choose = canvas.getByRole("button", { name: "Choose a roster" });
    await expect(choose).toBeDisabled();
    await expect(choose).toHaveAccessibleDescription(expect.stringContaining("Member ID or Employee ID"));
    const group = canvas.getByRole("combobox", { name: "Group" });
    await tabTo(group);
    await userEvent.selectOptions(group, "100100");
    await expect(args.onChoose).toHaveBeenLastCalledWith({ groupNumber: "100100", month: "2026-03" });
    const month = canvas.getByRole("combobox", { name: "Month billed" });
    await expect(
      within(month)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["March 2026", "February 2026", "January 2026"]);
    await userEvent.selectOptions(month, "2026-02");
    await expect(args.onChoose).toHaveBeenLastCalledWith({ groupNumber: "100100", month: "2026-02" });
    await userEvent.click(canvas.getByRole("button", { name: "Show older months" }));
    await expect(args.onMoreMonths).toHaveBeenCalledOnce();
    await expect(choose).toBeEnabled();
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute("accept", expect.stringContaining(".csv"));
    const opened = spyOn(input, "click").mockImplementation(() => {});
    await tabTo(choose);
    await userEvent.keyboard("{Enter}");
    await expect(opened).toHaveBeenCalled();
    opened.mockRestore();
    await userEvent.upload(input, csv());
    await waitFor(() =>
      expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: "roster.csv" })),
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** Summit (6012), uploading: a progress bar with its value and a polite status; the choice and Choose wait. */
export const Uploading: Story = {
  globals: { brand: "6012" },
  args: { upload: { kind: "working", fileName: "payroll.xlsx", percent: 45 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: TITLE })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("progressbar", { name: "Progress of “payroll.xlsx”" })).toHaveAttribute(
      "aria-valuenow",
      "45",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("Uploading “payroll.xlsx”: 45%");
    await expect(canvas.getByRole("button", { name: "Choose a roster" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "Group" })).toBeDisabled();
  },
};

/** Meridian (9017), every byte sent: the server compares; the bar says only that work goes on. */
export const Comparing: Story = {
  globals: { brand: "9017" },
  args: { upload: { kind: "working", fileName: "payroll.xlsx", percent: 100, comparing: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("progressbar")).not.toHaveAttribute("aria-valuenow");
    await expect(canvas.getByRole("status")).toHaveTextContent("Comparing “payroll.xlsx” with the bill…");
  },
};

/**
 * Evergreen (3001), the server refused the roster: its sentence announced, then every row and
 * column at fault in a table; another file may be chosen.
 */
export const Refused: Story = {
  globals: { brand: "3001" },
  args: {
    upload: {
      kind: "refused",
      fileName: "roster.csv",
      message: "The roster could not be read: fix the rows and columns listed and upload it again.",
      problems: [
        {
          row: 4,
          column: "Tier",
          message:
            "The tier must be Employee, Employee + Spouse, Employee + Children or Family (or EE, ES, EC, FAM).",
        },
        { row: 9, column: "Amount", message: "The amount must be in dollars and cents, such as 1234.56." },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "The roster was refused: “roster.csv” was not compared. The roster could not be read",
    );
    const table = canvas.getByRole("table", { name: "What is wrong in the roster, by row and column" });
    await expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => [...row.children].map((c) => c.textContent?.slice(0, 20))),
    ).toEqual([
      ["4", "Tier", "The tier must be Emp"],
      ["9", "Amount", "The amount must be i"],
    ]);
    await expect(canvas.getByRole("button", { name: "Choose a roster" })).toBeEnabled();
  },
};

/**
 * Harbor (6008), the differences: the counts, then each kind apart with its count, member by member
 * (billed and roster side in dollars from cents, the roster's rows), each with its explanation or
 * "No change on file explains it"; a known employee links to their summary, an unknown id does not;
 * the bill's link and the columns read.
 */
export const Differences: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  args: { result: reconcileResult, resultFileName: "payroll-march.csv" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", {
        level: 3,
        name: "March 2026 bill of Harbor Freight Logistics (100100) against “payroll-march.csv”",
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^236 roster rows read against 236 billed lines; 233 agree\./),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Open the March 2026 bill" })).toHaveAttribute(
      "href",
      "#bill-41",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "5 differences, 4 explained by a change on file.",
    );
    for (const name of [
      "Billed, not on your roster (2)",
      "On your roster, not billed (2)",
      "Billed at another tier or amount (1)",
    ])
      await expect(canvas.getByRole("heading", { level: 4, name })).toBeVisible();
    const rowsOf = (name: RegExp) =>
      within(canvas.getByRole("table", { name }))
        .getAllByRole("row")
        .slice(1)
        .map((row) => [...row.children].map((c) => c.textContent));
    await expect(rowsOf(/^Billed, not on your roster/)).toEqual([
      [
        "Morgan Termed",
        "M100009",
        "PPO",
        "Employee, $420.00",
        "—",
        "Terminated (02/28/2026): adjusted on the April 2026 bill for March 2026, -$420.00.",
      ],
      [
        "Sasha Midmonth",
        "M100011",
        "DEN",
        "Employee, $36.00",
        "—",
        "Terminated (03/15/2026) during the month: a month is billed whole, as covered on its first day.",
      ],
    ]);
    await expect(rowsOf(/^On your roster, not billed/)).toEqual([
      [
        "Taylor Gone",
        "M100012",
        "All lines",
        "—",
        "Employee, $456.00row 7",
        "Terminated: coverage ended 01/31/2026, before the month.",
      ],
      [
        "Jamie UnknownNot an employee of this group",
        "E-4471",
        "PPO",
        "—",
        "Family, $1,239.00row 12",
        "No change on file explains it",
      ],
    ]);
    await expect(rowsOf(/^Billed at another tier or amount/)).toEqual([
      [
        "Casey Tester",
        "M100003",
        "PPO",
        "Employee, $420.00",
        "Family, $1,239.00rows 4, 5",
        "Differs: tier, amountTier change (03/01/2026) on file since this bill was made: the next bill adjusts it.",
      ],
    ]);
    await expect(canvas.getByRole("link", { name: "Employee summary of Morgan Termed" })).toHaveAttribute(
      "href",
      "#employee-M100009",
    );
    await expect(canvas.queryByRole("link", { name: /Jamie Unknown/ })).toBeNull();
    const columns = canvasElement.querySelector("[data-columns-read]") as HTMLElement;
    await expect(within(columns).getByText("Coverage Level (column D)")).toBeVisible();
    await expect(within(columns).getByText("Tier")).toBeVisible();
  },
};

/** Summit (6012), a roster that agrees: said plainly, no tables of differences. */
export const Agrees: Story = {
  globals: { brand: "6012" },
  args: { result: reconcileAgrees, resultFileName: "roster.xlsx" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("The roster agrees with the bill");
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(
      canvas.getByText(/236 roster rows read against 236 billed lines; 236 agree\./),
    ).toBeVisible();
  },
};

/** Meridian (9017), a file of another kind (a PDF) is refused in the card, never sent. */
export const WrongType: Story = {
  globals: { brand: "9017" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement),
      new File(["%PDF"], "roster.pdf", { type: "application/pdf" }),
    );
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "“roster.pdf” is not a roster we read. Choose an Excel (.xlsx) or CSV (.csv) file.",
    );
    await expect(canvas.getByRole("button", { name: "Choose a roster" })).toHaveAccessibleDescription(
      expect.stringContaining("“roster.pdf” is not a roster we read."),
    );
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

/** Evergreen (3001), no bill yet: nothing to reconcile, said so, no drop zone. */
export const NoBills: Story = {
  globals: { brand: "3001" },
  args: { groups: [], choice: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^No bill yet/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Choose a roster" })).toBeNull();
  },
};

/** Harbor (6008), the bills being read: the card is busy and says so. */
export const LoadingBills: Story = {
  globals: { brand: "6008" },
  args: { groups: [], choice: null, groupsLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: TITLE })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading your groups' bills…");
  },
};

/** Summit (6012), the bills could not be read: the failed call's sentence. */
export const BillsFailure: Story = {
  globals: { brand: "6012" },
  args: { groups: [], choice: null, groupsFailure: "We are unable to process your request." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("We are unable to process your request.");
  },
};
