import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import {
  expectClosedAndFocusReturned,
  expectFocusTrapped,
  ModalHarness,
  openModal,
} from "../../testing/modalStories.js";
import { cobRows, manyPlanRows, planRows, providerRows, reportCodeRows } from "./fixtures.js";
import { HistoryModal, defaultHistoryCopy as words } from "./HistoryModal.js";

const trigger = "History";

/**
 * The six history modals (enrollment.md §2 Modals; §7 History; §8 fetch failure) on one sortable
 * table. The wording is the same in every brand family; stories spread over families. Times are
 * shown in UTC here so the stories read the same on every machine.
 */
const meta = {
  title: "Modals/History",
  component: HistoryModal,
  args: {
    open: false,
    kind: "plan",
    groupNumber: "100200",
    status: "success",
    rows: planRows,
    timeZone: "UTC",
    onClose: fn(),
    onLoadMore: fn(),
  },
  render: (args) => (
    <ModalHarness trigger={trigger}>
      {(open, close) => <HistoryModal {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof HistoryModal>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story["play"]>>[0];
const open = (context: Context, title: string, role: "dialog" | "alertdialog" = "dialog") =>
  openModal(context, trigger, title, role);
/** The text of each body row's cells in one column. */
const column = (dialog: HTMLElement, index: number) =>
  [...dialog.querySelectorAll("tbody tr")].map((row) => row.children[index]?.textContent ?? "");

/** Harbor: plan coverage history, newest first, dates MM/dd/yyyy with time (left open for axe). */
export const Rows: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    const { dialog, inDialog } = await open(context, words.titles.plan);
    await expect(dialog).toHaveAccessibleDescription("Group 100200");
    const table = inDialog.getByRole("table", { name: words.titles.plan });
    await expect(within(table).getByRole("columnheader", { name: "Date" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(column(dialog, 0)).toEqual([
      "03/02/2026 3:04 PM",
      "02/10/2026 9:30 AM",
      "01/05/2026 6:45 PM",
    ]);
    await expect(column(dialog, 3)).toEqual(["Cancel", "Add", "Add"]);
    const first = dialog.querySelector("tbody tr") as HTMLElement;
    await expect(first).toHaveTextContent("Cancel date: 03/31/2026");
    await expect(first).toHaveTextContent("Product: Gold PPO");
    // Added: nothing before.
    await expect(dialog.querySelectorAll("tbody tr")[2]).toHaveTextContent(/^.*None.*Line of business: PPO/);
    await expectFocusTrapped(dialog, context.userEvent);
  },
};

/** Summit: loading, a spinner announced as status and no table (left open for axe). */
export const Loading: Story = {
  globals: { brand: "6012" },
  args: { status: "loading", rows: [] },
  play: async (context) => {
    const { inDialog } = await open(context, words.titles.plan);
    await expect(inDialog.getByRole("status")).toHaveTextContent(words.loading);
    await expect(inDialog.queryByRole("table")).toBeNull();
  },
};

/** Meridian: no records, the empty text (left open for axe). */
export const Empty: Story = {
  globals: { brand: "9018" },
  args: { kind: "provider", rows: [] },
  play: async (context) => {
    const { inDialog } = await open(context, words.titles.provider);
    await expect(inDialog.getByText(words.empty)).toBeVisible();
    await expect(inDialog.queryByRole("table")).toBeNull();
  },
};

/** The fetch failed: an error modal instead, no spinner; OK closes it and focus returns (§8). */
export const FetchError: Story = {
  globals: { brand: "6010" },
  args: { status: "error", rows: [] },
  play: async (context) => {
    const first = await open(context, words.errorTitle, "alertdialog");
    await expect(first.dialog).toHaveAccessibleDescription(words.errorText);
    await expect(first.inDialog.queryByRole("status")).toBeNull();
    await context.userEvent.click(first.inDialog.getByRole("button", { name: words.ok }));
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
    await expectClosedAndFocusReturned(first.dialog, first.trigger);
    // Left open for axe.
    await open(context, words.errorTitle, "alertdialog");
  },
};

/** Many rows, sorted by keyboard: Enter on a header sorts by it, again reverses it (left open for axe). */
export const ManyRowsSorted: Story = {
  globals: { brand: "3001" },
  args: { rows: manyPlanRows, hasMore: true },
  play: async (context) => {
    const { dialog, inDialog } = await open(context, words.titles.plan);
    const who = inDialog.getByRole("columnheader", { name: "Changed By" });
    const date = inDialog.getByRole("columnheader", { name: "Date" });
    await expect(who).toHaveAttribute("aria-sort", "none");
    within(who).getByRole("button").focus();
    await context.userEvent.keyboard("{Enter}");
    await waitFor(() => expect(who).toHaveAttribute("aria-sort", "ascending"));
    await expect(date).toHaveAttribute("aria-sort", "none");
    const ascending = column(dialog, 1);
    await expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    await expect(ascending[0]).toBe("Ada Admin");
    await context.userEvent.keyboard(" ");
    await waitFor(() => expect(who).toHaveAttribute("aria-sort", "descending"));
    await expect(column(dialog, 1)[0]).toBe("Eli Evans");
    await context.userEvent.click(inDialog.getByRole("button", { name: words.loadMore }));
    await expect(context.args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Other insurance history: only the COB rows about other insurance, only the fields that changed. */
export const OtherInsurance: Story = {
  globals: { brand: "9017" },
  args: { kind: "otherInsurance", rows: cobRows },
  play: async (context) => {
    const { dialog } = await open(context, words.titles.otherInsurance);
    await expect(dialog.querySelectorAll("tbody tr")).toHaveLength(1);
    await expect(column(dialog, 4)).toEqual(["Carrier: Acme Health"]);
    await expect(column(dialog, 5)).toEqual(["Carrier: Beacon Mutual"]);
  },
};

/** Medicare history: the Medicare change in words (reason eligible, Part A). */
export const Medicare: Story = {
  globals: { brand: "6011" },
  args: { kind: "medicare", rows: cobRows },
  play: async (context) => {
    const { dialog } = await open(context, words.titles.medicare);
    await expect(column(dialog, 4)).toEqual(["Reason eligible: Age"]);
    await expect(column(dialog, 5)).toEqual(["Reason eligible: DisabilityPart A start date: 02/01/2026"]);
  },
};

/** Other insurance plus Medicare: both COB changes. */
export const OtherInsuranceAndMedicare: Story = {
  globals: { brand: "9013" },
  args: { kind: "otherInsuranceMedicare", rows: cobRows },
  play: async (context) => {
    const { dialog } = await open(context, words.titles.otherInsuranceMedicare);
    await expect(dialog.querySelectorAll("tbody tr")).toHaveLength(2);
  },
};

/** Provider history: PCP number, name and effective date. */
export const Provider: Story = {
  globals: { brand: "6009" },
  args: { kind: "provider", rows: providerRows },
  play: async (context) => {
    const { dialog } = await open(context, words.titles.provider);
    await expect(column(dialog, 3)).toEqual(["PCP change"]);
    await expect(column(dialog, 5)[0]).toContain("PCP number: 1000017");
    await expect(column(dialog, 5)[0]).toContain("Effective date: 03/01/2026");
  },
};

/** Report code history: type and value. */
export const ReportCode: Story = {
  globals: { brand: "9004" },
  args: { kind: "reportCode", rows: reportCodeRows },
  play: async (context) => {
    const { dialog } = await open(context, words.titles.reportCode);
    await expect(column(dialog, 4)).toEqual(["Type: DepartmentValue: ACCT"]);
    await expect(column(dialog, 5)).toEqual(["Type: DepartmentValue: SALES"]);
  },
};
