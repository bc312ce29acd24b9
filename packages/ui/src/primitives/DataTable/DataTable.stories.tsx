import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.js";
import { DialogClose, SimpleDialog } from "../Dialog/Dialog.js";
import { DataTable, type DataTableColumn } from "./DataTable.js";

interface Group {
  groupNumber: string;
  name: string;
  employeeData: "View" | "Modify";
  medicare: boolean;
}

const groups: Group[] = Array.from({ length: 30 }, (_, i) => ({
  groupNumber: String(100100 + i * 7),
  name: `${["North", "South", "East", "West", "Central"][i % 5]} Plant ${i + 1}`,
  employeeData: i % 3 === 0 ? "View" : "Modify",
  medicare: i % 10 === 9,
}));

const columns: DataTableColumn<Group>[] = [
  {
    id: "groupNumber",
    header: "Group Number",
    cell: (g) => g.groupNumber,
    sortValue: (g) => Number(g.groupNumber),
    filterValue: (g) => g.groupNumber,
    rowHeader: true,
  },
  {
    id: "name",
    header: "Group Name",
    cell: (g) => g.name,
    sortValue: (g) => g.name,
    filterValue: (g) => g.name,
  },
  { id: "employeeData", header: "Employee Data", cell: (g) => g.employeeData },
];

function GroupSelection(props: { pageSizes?: number[]; rows?: Group[]; loading?: boolean }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <DataTable
      caption="Select Specific Groups for Census Report"
      rows={props.rows ?? groups}
      columns={columns}
      getRowId={(g) => g.groupNumber}
      pageSizes={props.pageSizes ?? [12]}
      defaultSort={{ columnId: "groupNumber", direction: "ascending" }}
      filterLabel="Find Group Number"
      itemName={["Group", "Groups"]}
      emptyMessage="No Groups to display!!"
      loading={props.loading}
      selection={{
        selected,
        onChange: setSelected,
        isSelectable: (g) => !g.medicare,
        rowLabel: (g) => `Select group ${g.groupNumber}`,
        selectAllLabel: "Select all groups",
      }}
    />
  );
}

const meta = {
  title: "Primitives/Data table",
  component: DataTable,
  args: { caption: "", rows: [], columns: [], getRowId: () => "" },
  render: () => <GroupSelection />,
} satisfies Meta<typeof DataTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Group selection: 12 per page, select-all, filter (assist-employees.md §2.14). */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const body = () => canvas.getAllByRole("rowgroup")[1] as HTMLElement;
    await expect(within(body()).getAllByRole("row")).toHaveLength(12);
    await expect(canvas.getByText("Page 1 of 3")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(canvas.getByText("Page 2 of 3")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all groups" }));
    // 30 groups, 3 flagged for Medicare cannot be selected.
    await expect(canvas.getByText("30 Groups, 27 selected")).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("searchbox", { name: "Find Group Number" }), "1002");
    // 100205 … 100296 contain "1002": 14 groups, two pages of 12.
    await expect(canvas.getByText("Page 1 of 2")).toBeInTheDocument();
    await userEvent.clear(canvas.getByRole("searchbox", { name: "Find Group Number" }));
    await userEvent.type(canvas.getByRole("searchbox", { name: "Find Group Number" }), "100303");
    await expect(within(body()).getAllByRole("row")).toHaveLength(1);
    await expect(canvas.getByText("1 Group, 0 selected")).toBeInTheDocument();
  },
};

/** Sort by keyboard: the header button toggles ascending/descending, announced with aria-sort. */
export const Sort: Story = {
  play: async ({ canvas, userEvent }) => {
    const header = canvas.getByRole("columnheader", { name: /Group Number/ });
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    within(header).getByRole("button").focus();
    await userEvent.keyboard("{Enter}");
    await expect(header).toHaveAttribute("aria-sort", "descending");
    const firstRow = canvas.getAllByRole("row")[1] as HTMLElement;
    await expect(within(firstRow).getByRole("rowheader")).toHaveTextContent("100303");
  },
};

/** Every page size the portal uses: 5, 10, 12, 20, 25 and 1000. */
export const PageSizes: Story = {
  render: () => <GroupSelection pageSizes={[5, 10, 12, 20, 25, 1000]} />,
  play: async ({ canvas, userEvent }) => {
    const size = canvas.getByRole("combobox", { name: "Rows per page" });
    await expect(canvas.getByText("Page 1 of 6")).toBeInTheDocument();
    for (const [value, pages] of [
      ["10", 3],
      ["12", 3],
      ["20", 2],
      ["25", 2],
      ["1000", 1],
    ] as const) {
      await userEvent.selectOptions(size, value);
      await expect(canvas.getByText(`Page 1 of ${pages}`)).toBeInTheDocument();
    }
  },
};

export const Empty: Story = {
  render: () => <GroupSelection rows={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No Groups to display!!")).toBeInTheDocument();
    await expect(canvas.getByRole("checkbox", { name: "Select all groups" })).toBeDisabled();
  },
};

export const Loading: Story = {
  render: () => <GroupSelection loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading");
  },
};

/** The reports' group selection modal (assist-employees.md §2.14): xl dialog, 12 per page, OK/Cancel. */
export const InGroupSelectionModal: Story = {
  render: () => (
    <SimpleDialog
      size="xl"
      title="Select Specific Groups for Census Report"
      trigger={<Button variant="outline">Select groups</Button>}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        </>
      }
    >
      <GroupSelection />
    </SimpleDialog>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Select groups" }));
    const dialog = await body.findByRole("dialog", { name: "Select Specific Groups for Census Report" });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Select group 100100" }));
    await expect(within(dialog).getByText("30 Groups, 1 selected")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};
