import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ReadOnlyTable } from "./ReadOnlyTable.js";
import { RecordTable } from "./RecordTable.js";

const rows = [
  ["Lindqvist, Elena", "M10009731", "Active"],
  ["Lind, Marco", "M10009744", "Cancelled"],
];

/** A read-only table of a summary card or search results: caption for screen readers, row headers. */
const meta = {
  title: "Primitives/Read-only table",
  component: ReadOnlyTable,
  args: {
    caption: "Employees matching the search",
    columns: ["Name", "Member ID", "Status"],
    framed: true,
    children: rows.map(([name, id, status]) => (
      <tr key={id} className="border-border border-t">
        <th scope="row" className="px-3 py-2">
          {name}
        </th>
        <td className="px-3 py-2 font-mono">{id}</td>
        <td className="px-3 py-2">{status}</td>
      </tr>
    )),
  },
} satisfies Meta<typeof ReadOnlyTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The caption names the table; each row is headed by its first cell. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Employees matching the search" });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole("rowheader", { name: "Lind, Marco" })).toBeVisible();
    await expect(canvas.getAllByRole("columnheader")).toHaveLength(3);
  },
};

/** `RecordTable`: the same table drawn from records; the first column heads each row, cells carry data attributes. */
export const FromRecords: Story = {
  render: () => (
    <RecordTable
      caption="Groups"
      framed
      rows={[
        { groupNumber: "100114", groupName: "Harbor Dental Group", acount: 12 },
        { groupNumber: "100121", groupName: "Lakeside Clinic", acount: 3 },
      ]}
      rowKey={(g) => g.groupNumber}
      rowData={(g) => ({ "data-group-row": g.groupNumber })}
      columns={[
        { header: "Group Number", cell: (g) => g.groupNumber },
        { header: "Group Name", cell: (g) => g.groupName },
        { header: "Active", cell: (g) => g.acount, cellData: { "data-count": "acount" } },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("table", { name: "Groups" })).toBeVisible();
    await expect(canvas.getByRole("rowheader", { name: "100121" })).toBeVisible();
    await expect(canvas.getAllByRole("columnheader")).toHaveLength(3);
    const row = canvasElement.querySelector('[data-group-row="100114"]');
    await expect(row?.querySelector("[data-count=acount]")).toHaveTextContent("12");
  },
};

/**
 * On a narrow screen the table scrolls inside its frame, never the page: the frame says so in a
 * visible cue and is a named region in the tab order, so it scrolls by keyboard too.
 */
export const NarrowScrolls: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    columns: ["Name", "Member ID", "Status", "Effective", "Dependents covered"],
    children: rows.map(([name, id, status]) => (
      <tr key={id} className="border-border border-t">
        <th scope="row" className="px-3 py-2">
          {name}
        </th>
        <td className="px-3 py-2 font-mono">{id}</td>
        <td className="px-3 py-2">{status}</td>
        <td className="px-3 py-2">11/01/2025</td>
        <td className="px-3 py-2">Rowan, Ada</td>
      </tr>
    )),
  },
  play: async ({ canvas, userEvent }) => {
    const frame = await canvas.findByRole("region", {
      name: "Employees matching the search (scrolls sideways)",
    });
    await expect(canvas.getByText(/Scroll sideways to see every column/)).toBeVisible();
    await expect(frame).toHaveAttribute("tabindex", "0");
    await userEvent.tab();
    await expect(frame).toHaveFocus();
    // Focused, the browser scrolls it with the arrow keys; the table is wider than its frame.
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
  },
};

/** Wide enough: no cue, no extra tab stop. */
export const WideNoCue: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table")).toBeVisible();
    await expect(canvas.queryByRole("region")).toBeNull();
    await expect(canvas.queryByText(/Scroll sideways/)).toBeNull();
  },
};
