import { useMemo } from "react";
import { DataTable, type DataTableColumn } from "../../primitives/DataTable/DataTable.js";
import type { ProfileGroupAccess } from "./ProfileCard.js";

/** Props of `GroupAccessTable`: the profile card's own. */
export interface GroupAccessTableProps {
  /** The rows listed (not N/A), as the card chose them. */
  rows: readonly ProfileGroupAccess[];
  reduced: boolean;
  pageSize: number;
  emptyMessage: string;
}

/**
 * The profile's group access rows (session-and-admin.md §2 /profile, §5): only those not N/A, 10 a
 * page, by group number. Its own module: the sortable, paged table (TanStack Table) downloads after
 * the profile's first paint (bundle budget: each route under 80 kB).
 */
export function GroupAccessTable({ rows, reduced, pageSize, emptyMessage }: GroupAccessTableProps) {
  const columns = useMemo(() => groupColumns(reduced), [reduced]);
  return (
    <DataTable
      caption="Group access"
      hideCaption
      rows={rows}
      columns={columns}
      getRowId={(row) => row.groupNumber}
      pageSizes={[pageSize]}
      defaultSort={{ columnId: "groupNumber", direction: "ascending" }}
      itemName={["Group", "Groups"]}
      emptyMessage={emptyMessage}
    />
  );
}

function groupColumns(reduced: boolean): DataTableColumn<ProfileGroupAccess>[] {
  const all: DataTableColumn<ProfileGroupAccess>[] = [
    {
      id: "groupNumber",
      header: "Group Number",
      cell: (row) => row.groupNumber,
      sortValue: (row) => row.groupNumber,
      rowHeader: true,
    },
    { id: "employeeData", header: "Employee Data", cell: (row) => row.employeeData },
    { id: "spendingAccount", header: "Spending Account", cell: (row) => row.spendingAccount },
  ];
  return reduced ? all.filter((column) => column.id !== "spendingAccount") : all;
}
