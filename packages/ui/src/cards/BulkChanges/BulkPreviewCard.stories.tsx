import type { Meta, StoryObj } from "@storybook/react-vite";
import { useCallback, useMemo, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { tabTo } from "../../testing/cardStories.js";
import {
  BulkPreviewCard,
  type BulkPreviewCardProps,
  type BulkPreviewFilter,
  type BulkPreviewRow,
} from "./BulkPreviewCard.js";
import { countOutcomes, filterRows, generatedRows, missingMembers, summariseErrors } from "./fixtures.js";

const twenty = generatedRows(20);
const fiftyThousand = generatedRows(50_000);

type StoryArgs = Omit<
  BulkPreviewCardProps,
  "counts" | "filter" | "onFilterChange" | "rowCount" | "getRow" | "errorSummaries"
> & { rows: readonly BulkPreviewRow[] };

/**
 * The card with every row in memory (a small file, or the stories): the filters are applied here, as
 * the portal's query module would ask the server for the filtered rows.
 */
function InMemoryPreview({ rows, ...props }: StoryArgs) {
  const [filter, setFilter] = useState<BulkPreviewFilter>({ outcome: null, error: null });
  const counts = useMemo(() => countOutcomes(rows), [rows]);
  const errorSummaries = useMemo(() => summariseErrors(rows), [rows]);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const getRow = useCallback((index: number) => shown[index], [shown]);
  return (
    <BulkPreviewCard
      {...props}
      counts={counts}
      errorSummaries={errorSummaries}
      filter={filter}
      onFilterChange={setFilter}
      rowCount={shown.length}
      getRow={getRow}
    />
  );
}

/**
 * Bulk changes, preview (eligibility in bulk: the administrator's journey, Preview). No wording
 * differs by brand; the states spread over the four brand families (Harbor 6008, Summit 6012,
 * Meridian 9017, Evergreen 3001) for their themes.
 */
const meta = {
  title: "Cards/Bulk changes/Bulk preview",
  component: InMemoryPreview,
  args: { fileName: "census-2027.xlsx", rows: twenty, mayApply: true, onApply: fn(), onDiscard: fn() },
} satisfies Meta<typeof InMemoryPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows the table renders now (the spacer rows aside). */
const renderedRows = (table: HTMLElement) => [
  ...table.querySelectorAll<HTMLElement>("tbody tr[aria-rowindex]"),
];
/** The table's scrolling frame, named by the caption. */
const scrollFrame = (root: HTMLElement, file: string) =>
  within(root).getByRole("region", { name: `Rows of “${file}”` });
/** A scroll settles over a few frames (rows measured, the offset corrected): a loaded machine gets time. */
const settle = { timeout: 5000 };

/**
 * Harbor (6008), a mix of outcomes: the counts, a change's before and after (read as "was … now …"),
 * an error with its column and message; all or nothing is blocked while rows have errors and says
 * why (Apply stays focusable); only the rows without errors applies.
 */
export const MixOfOutcomes: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const counts = canvasElement.querySelector("[data-outcome-counts]") as HTMLElement;
    const count = (key: string) => counts.querySelector(`[data-count=${key}]`)?.textContent;
    await expect(
      ["total", "addEmployee", "addDependent", "change", "endCoverage", "reinstate", "noChange", "error"].map(
        count,
      ),
    ).toEqual(["20", "8", "3", "3", "2", "1", "1", "2"]);
    const table = canvas.getByRole("table", { name: "Rows of “census-2027.xlsx”" });
    await expect(table).toHaveAttribute("aria-rowcount", "21");
    await expect(table).toHaveAttribute("aria-colcount", "5");
    const change = await canvas.findByRole("row", { name: /^Row 13 / }, settle);
    await expect(change).toHaveAttribute("aria-rowindex", "13");
    await expect(within(change).getAllByRole("listitem")[0]).toHaveTextContent(
      "Last Name: was Brennan → now Okafor",
    );
    // The last rows are rendered once scrolled to.
    scrollFrame(canvasElement, "census-2027.xlsx").scrollTop = 10_000;
    const error = await canvas.findByRole("row", { name: /^Row 20 / }, settle);
    await expect(within(error).getByRole("cell", { name: /Birth Date/ })).toHaveTextContent(
      "Birth Date: Please enter a valid date",
    );

    const apply = canvas.getByRole("button", { name: "Apply changes" });
    await expect(canvas.getByRole("radio", { name: /^All or nothing/ })).toBeChecked();
    await expect(apply).toHaveAttribute("aria-disabled", "true");
    await expect(apply).toHaveAccessibleDescription(
      "All or nothing cannot apply while 2 rows have errors. Correct them and upload the file again, or choose Only the rows without errors.",
    );
    await userEvent.click(apply);
    await expect(args.onApply).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole("radio", { name: /^Only the rows without errors/ }));
    await expect(apply).not.toHaveAttribute("aria-disabled");
    await expect(canvas.getByText("17 rows will be applied.")).toBeVisible();
    await tabTo(apply);
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith({ applyMode: "validOnly", terminations: [] });
  },
};

/**
 * Summit (6012), 50,000 rows: the table says it has 50,001 rows (the heading row counted) and
 * renders only a window of them, whatever is scrolled; by keyboard its frame takes the focus, End
 * shows the last row and Home the first.
 */
export const FiftyThousandRows: Story = {
  globals: { brand: "6012" },
  args: { fileName: "open-enrollment.834", rows: fiftyThousand },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table");
    await expect(table).toHaveAttribute("aria-rowcount", "50001");
    await expect(canvas.getByText("Showing 50,000 of 50,000 rows.")).toBeVisible();
    await expect(renderedRows(table).length).toBeLessThan(40);
    const frame = scrollFrame(canvasElement, "open-enrollment.834");
    // Scrolled through in steps, the window follows and stays small.
    for (const fraction of [0.1, 0.35, 0.6, 0.85]) {
      frame.scrollTop = frame.scrollHeight * fraction;
      await waitFor(() => {
        const rows = renderedRows(table);
        const first = Number(rows[0]?.getAttribute("aria-rowindex"));
        return expect(first).toBeGreaterThan(50_000 * fraction - 200);
      }, settle);
      await expect(renderedRows(table).length).toBeLessThan(40);
    }
    await tabTo(frame);
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(canvas.getByRole("row", { name: /^Row 50001 / })).toBeVisible(), settle);
    await expect(canvas.getByRole("row", { name: /^Row 50001 / })).toHaveAttribute("aria-rowindex", "50001");
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(canvas.getByRole("row", { name: /^Row 2 / })).toBeVisible(), settle);
    await expect(renderedRows(table).length).toBeLessThan(40);
  },
};

/**
 * Meridian (9017), filters: by outcome, then by error message as well (nothing matches both), then
 * every row again; the count shown is announced.
 */
export const Filters: Story = {
  globals: { brand: "9017" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table");
    const outcome = canvas.getByRole("combobox", { name: "Outcome" });
    await userEvent.selectOptions(outcome, "Change (3)");
    await expect(canvas.getByRole("status")).toHaveTextContent("Showing 3 of 20 rows.");
    await expect(table).toHaveAttribute("aria-rowcount", "4");
    await expect(
      renderedRows(table).map((row) => row.querySelector("[data-outcome]")?.getAttribute("data-outcome")),
    ).toEqual(["change", "change", "change"]);

    await userEvent.selectOptions(outcome, "Error (2)");
    const error = canvas.getByRole("combobox", { name: "Error" });
    await userEvent.selectOptions(error, "Please enter a valid date (1)");
    await expect(canvas.getByRole("status")).toHaveTextContent("Showing 1 of 20 rows.");
    await expect(canvas.getByRole("row", { name: /^Row 20 / })).toBeVisible();

    await userEvent.selectOptions(outcome, "Change (3)");
    await expect(canvas.getByText("No row matches these filters.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Show every row" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Showing 20 of 20 rows.");
    await expect(outcome).toHaveValue("");
    await expect(error).toHaveValue("");
  },
};

/**
 * Evergreen (3001), a view-only login: the preview shows, Apply says why it cannot be used (still
 * focusable, so a keyboard user hears the reason) and does nothing.
 */
export const NoPermissionToApply: Story = {
  globals: { brand: "3001" },
  args: { mayApply: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: /^Only the rows without errors/ }));
    const apply = canvas.getByRole("button", { name: "Apply changes" });
    await expect(apply).toHaveAttribute("aria-disabled", "true");
    await expect(apply).toHaveAccessibleDescription(
      "Your login may view this preview but not apply it. An administrator who may modify every group in the file can apply it.",
    );
    await tabTo(apply);
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/**
 * Harbor (6008), an 834 full file: the roster's members missing from it are shown apart, none
 * ticked; the one ticked (by keyboard) is the only one sent with Apply.
 */
export const FullFileTerminations: Story = {
  globals: { brand: "6008" },
  args: { fileName: "full-file.834", proposedTerminations: missingMembers, defaultMode: "validOnly" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const apart = canvas.getByRole("group", { name: "Members missing from the full file" });
    await expect(apart).toHaveAccessibleDescription(
      expect.stringContaining("Each is ended only if you tick it."),
    );
    const ines = within(apart).getByRole("checkbox", { name: "End coverage for Ines Moreau" });
    const karl = within(apart).getByRole("checkbox", { name: "End coverage for Karl Haddad" });
    await expect(ines).not.toBeChecked();
    await expect(karl).toHaveAccessibleDescription("Medical in group 100210 ends 12/31/2026");
    await tabTo(karl);
    await userEvent.keyboard(" ");
    await expect(karl).toBeChecked();
    await expect(canvas.getByText("18 rows will be applied.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Apply changes" }));
    await expect(args.onApply).toHaveBeenCalledWith({ applyMode: "validOnly", terminations: ["m-42"] });
  },
};

/** One employee added, worded from its coverage lines (no detail given). */
const oneAdd: BulkPreviewRow = {
  source: { kind: "row", row: 2 },
  memberName: "Avery Lindqvist",
  relationship: "Employee",
  outcome: "addEmployee",
  coverages: [
    { coverageType: "MEDICAL", groupNumber: "100200", productId: "100200-MED", effectiveDate: "01/01/2027" },
  ],
};

/**
 * Evergreen (3001), a file of one row: each count of one says "row" ("Showing 1 of 1 row.", "1 row
 * will be applied."), and two once a missing member is ticked; the row and the member are worded
 * from their coverage lines.
 */
export const OneRow: Story = {
  globals: { brand: "3001" },
  args: {
    fileName: "one-add.csv",
    rows: [oneAdd],
    proposedTerminations: [
      {
        id: "m-7",
        memberName: "Ines Moreau",
        coverages: [{ coverageType: "DENTAL", groupNumber: "100200", endDate: "12/31/2026" }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Showing 1 of 1 row.");
    await expect(canvas.getByRole("row", { name: /^Row 2 / })).toHaveTextContent(
      "Medical 100200-MED in group 100200 from 01/01/2027",
    );
    await expect(canvas.getByText("1 row will be applied.")).toBeVisible();
    const ines = canvas.getByRole("checkbox", { name: "End coverage for Ines Moreau" });
    await expect(ines).toHaveAccessibleDescription("Dental in group 100200 ending 12/31/2026");
    await userEvent.click(ines);
    await expect(canvas.getByText("2 rows will be applied.")).toBeVisible();
  },
};

/**
 * Summit (6012), a full file whose one proposal cannot be made (its employee has a change still in
 * process): the reason is said with the member, and it cannot be ticked; the other can.
 */
export const FullFileTerminationRefused: Story = {
  globals: { brand: "6012" },
  args: {
    fileName: "full-file.834",
    rows: [oneAdd],
    proposedTerminations: [
      {
        id: "m-8",
        memberName: "Noor Aziz",
        coverages: [{ coverageType: "MEDICAL", groupNumber: "100210", endDate: "12/31/2026" }],
        refusal: "A change to this employee is still in process.",
      },
      {
        id: "m-9",
        memberName: "Tomas Berg",
        coverages: [{ coverageType: "MEDICAL", groupNumber: "100210", endDate: "12/31/2026" }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const noor = canvas.getByRole("checkbox", { name: "End coverage for Noor Aziz" });
    await expect(noor).toBeDisabled();
    await expect(noor).toHaveAccessibleDescription(
      "Medical in group 100210 ending 12/31/2026 Cannot be ended: A change to this employee is still in process.",
    );
    const tomas = canvas.getByRole("checkbox", { name: "End coverage for Tomas Berg" });
    await userEvent.click(tomas);
    await expect(tomas).toBeChecked();
    await expect(canvas.getByText("2 rows will be applied.")).toBeVisible();
  },
};

/**
 * Harbor (6008), one row with errors beside one to apply: all or nothing says the one row has errors
 * ("Correct it"), and only the rows without errors applies one row.
 */
export const OneRowWithErrors: Story = {
  globals: { brand: "6008" },
  args: {
    fileName: "two-rows.csv",
    rows: [
      oneAdd,
      {
        source: { kind: "row", row: 3 },
        memberName: "Jordan Okafor",
        outcome: "error",
        errors: [{ column: "Birth Date", message: "Please enter a valid date" }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Showing 2 of 2 rows.");
    await expect(canvas.getByRole("button", { name: "Apply changes" })).toHaveAccessibleDescription(
      "All or nothing cannot apply while 1 row has errors. Correct it and upload the file again, or choose Only the rows without errors.",
    );
    await userEvent.click(canvas.getByRole("radio", { name: /^Only the rows without errors/ }));
    await expect(canvas.getByText("1 row will be applied.")).toBeVisible();
  },
};

/** Summit (6012): Apply was chosen and the job is being started: Apply waits, busy. */
export const ApplyStarting: Story = {
  globals: { brand: "6012" },
  args: { applying: true, defaultMode: "validOnly" },
  play: async ({ canvasElement }) => {
    const apply = within(canvasElement).getByRole("button", { name: "Apply changes" });
    await expect(apply).toBeDisabled();
    await expect(apply).toHaveAttribute("aria-busy", "true");
    await expect(
      within(canvasElement).getByRole("button", { name: "Upload a different file" }),
    ).toBeDisabled();
  },
};

/**
 * Meridian (9017), rows paged from the server: rows not loaded show as loading and their range is
 * asked for once; when the page arrives they show.
 */
export const PagedFromServer: Story = {
  globals: { brand: "9017" },
  args: { onNeedRows: fn() },
  render: function Render(args) {
    const [loaded, setLoaded] = useState<ReadonlyMap<number, BulkPreviewRow>>(new Map());
    const counts = useMemo(() => countOutcomes(fiftyThousand), []);
    return (
      <>
        <BulkPreviewCard
          {...args}
          counts={counts}
          filter={{ outcome: null, error: null }}
          onFilterChange={() => {}}
          rowCount={fiftyThousand.length}
          getRow={(index) => loaded.get(index)}
        />
        <button
          type="button"
          onClick={() =>
            setLoaded(new Map(fiftyThousand.slice(0, 40).map((row, index) => [index, row] as const)))
          }
        >
          Answer the page
        </button>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("row", { name: /^Loading row 1$/ })).toBeInTheDocument();
    const needRows = args.onNeedRows as ReturnType<typeof fn>;
    await waitFor(() => expect(needRows).toHaveBeenCalled());
    await expect(needRows.mock.calls[0]?.[0]).toMatchObject({ start: 0 });
    // Every row in view was asked for (the window may grow once its rows are measured).
    const shownRows = renderedRows(canvas.getByRole("table"));
    const asked = needRows.mock.calls.map(([range]) => range as { start: number; end: number });
    await expect(Math.max(...asked.map((range) => range.end))).toBeGreaterThanOrEqual(shownRows.length - 1);
    await userEvent.click(canvas.getByRole("button", { name: "Answer the page" }));
    await expect(canvas.getByRole("row", { name: /^Row 2 / })).toBeVisible();
    await expect(canvas.queryByRole("row", { name: /^Loading row/ })).toBeNull();
    // Loaded rows are not asked for again.
    const calls = needRows.mock.calls.length;
    await userEvent.click(canvas.getByRole("button", { name: "Answer the page" }));
    await expect(needRows).toHaveBeenCalledTimes(calls);
  },
};
