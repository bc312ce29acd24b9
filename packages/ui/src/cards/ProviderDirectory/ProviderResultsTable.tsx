import { Button } from "../../primitives/Button/Button.js";
import { DataTable, type DataTableColumn } from "../../primitives/DataTable/DataTable.js";
import { type ProviderDirectoryEntry, providerAddress } from "./providerEntry.js";

/** Props of `ProviderResultsTable`: what the directory card passes on. */
export interface ProviderResultsTableProps {
  caption: string;
  results: readonly ProviderDirectoryEntry[];
  loading: boolean;
  emptyMessage: string;
  chooseLabel: string;
  onChoose?: (provider: { physicianNumber: string; physicianName: string }) => void;
}

/**
 * The directory's results (enrollment.md §2 provider search): name, number, address, whether the
 * provider accepts new patients, and Choose. Its own module: the table (TanStack Table) downloads
 * when the first search is sent, not with the page (bundle budget: each route under 80 kB).
 */
export function ProviderResultsTable({
  caption,
  results,
  loading,
  emptyMessage,
  chooseLabel,
  onChoose,
}: ProviderResultsTableProps) {
  const columns: DataTableColumn<ProviderDirectoryEntry>[] = [
    {
      id: "name",
      header: "Name",
      cell: (row) => row.physicianName,
      sortValue: (row) => row.physicianName,
      rowHeader: true,
    },
    { id: "number", header: "Provider Number", cell: (row) => row.physicianNumber },
    { id: "address", header: "Address", cell: providerAddress },
    {
      id: "accepting",
      header: "Accepting New Patients",
      cell: (row) => (row.acceptingNewPatients ? "Yes" : "No"),
    },
    ...(onChoose
      ? [
          {
            id: "choose",
            header: "Action",
            cell: (row: ProviderDirectoryEntry) => (
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  onChoose({ physicianNumber: row.physicianNumber, physicianName: row.physicianName })
                }
              >
                {chooseLabel}
                <span className="sr-only"> {row.physicianName}</span>
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      caption={caption}
      rows={results}
      columns={columns}
      getRowId={(row) => row.physicianNumber}
      loading={loading}
      emptyMessage={emptyMessage}
      itemName={["provider", "providers"]}
    />
  );
}
