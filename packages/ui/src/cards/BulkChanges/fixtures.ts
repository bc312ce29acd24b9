// Story data of the bulk changes cards (stories only: excluded from the build, tsconfig.build.json).
import type { BulkPreviewFilter, BulkPreviewRow, BulkProposedTermination } from "./BulkPreviewCard.js";
import type { ImportHistoryItem } from "./ImportHistoryTable.js";
import { type BulkOutcomeCounts, bulkOutcomes } from "./shared.js";

const firstNames = ["Avery", "Jordan", "Maya", "Noah", "Priya", "Luis", "Hana", "Omar", "Grace", "Tomas"];
const lastNames = ["Lindqvist", "Okafor", "Brennan", "Castillo", "Nakamura", "Haddad", "Moreau", "Singh"];

/** The messages the generated error rows carry (the spec's own wording). */
export const sampleErrors = [
  { column: "Birth Date", message: "Please enter a valid date" },
  { column: "SSN", message: "This field is required" },
  { column: "Group Number", message: "You are not authorized to modify this group" },
] as const;

/**
 * The row at `index` of a generated file: the outcomes cycle over 20 rows (8 adds of an employee,
 * 3 of a dependent, 3 changes, 2 terms, 1 reinstatement, 1 with nothing to change, 2 errors), so
 * every outcome shows in any window of the table.
 */
export function generatedRow(index: number): BulkPreviewRow {
  const name = `${firstNames[index % firstNames.length]} ${lastNames[Math.floor(index / 10) % lastNames.length]}`;
  const source = { kind: "row" as const, row: index + 2 };
  const slot = index % 20;
  if (slot < 8)
    return {
      source,
      memberName: name,
      relationship: "Employee",
      outcome: "addEmployee",
      detail: "Medical 100200 from 01/01/2027",
    };
  if (slot < 11)
    return {
      source,
      memberName: name,
      relationship: "Child",
      outcome: "addDependent",
      detail: "Dental and vision from 01/01/2027",
    };
  if (slot < 14)
    return {
      source,
      memberName: name,
      relationship: "Employee",
      outcome: "change",
      changes: [
        { field: "Last Name", before: "Brennan", after: "Okafor" },
        { field: "Address Line 1", before: "12 Harbor Way", after: "48 Quay Street" },
      ],
    };
  if (slot < 16)
    return {
      source,
      memberName: name,
      relationship: "Employee",
      outcome: "endCoverage",
      detail: "Every line ends 12/31/2026 (reason 07)",
    };
  if (slot === 16)
    return {
      source,
      memberName: name,
      relationship: "Spouse",
      outcome: "reinstate",
      detail: "Medical reinstated from 11/01/2026",
    };
  if (slot === 17) return { source, memberName: name, relationship: "Employee", outcome: "noChange" };
  const error = sampleErrors[index % sampleErrors.length] ?? sampleErrors[0];
  return { source, memberName: name, relationship: "Employee", outcome: "error", errors: [error] };
}

/** `count` generated rows. */
export const generatedRows = (count: number) => Array.from({ length: count }, (_, i) => generatedRow(i));

/** How many rows of each outcome `rows` holds. */
export function countOutcomes(rows: readonly BulkPreviewRow[]): BulkOutcomeCounts {
  const counts = Object.fromEntries(bulkOutcomes.map((outcome) => [outcome, 0])) as BulkOutcomeCounts;
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

/** Each error message with how many rows carry it. */
export function summariseErrors(rows: readonly BulkPreviewRow[]) {
  const counts = new Map<string, number>();
  for (const row of rows)
    for (const error of row.errors ?? []) counts.set(error.message, (counts.get(error.message) ?? 0) + 1);
  return [...counts].map(([message, count]) => ({ message, count }));
}

/** The rows matching a filter, as the server would page them. */
export const filterRows = (rows: readonly BulkPreviewRow[], filter: BulkPreviewFilter) =>
  filter.outcome === null && filter.error === null
    ? rows
    : rows.filter(
        (row) =>
          (filter.outcome === null || row.outcome === filter.outcome) &&
          (filter.error === null || (row.errors ?? []).some((error) => error.message === filter.error)),
      );

/** An 834 full file's missing members. */
export const missingMembers: BulkProposedTermination[] = [
  { id: "m-41", memberName: "Ines Moreau", detail: "Medical and dental in group 100200 end 12/31/2026" },
  { id: "m-42", memberName: "Karl Haddad", detail: "Medical in group 100210 ends 12/31/2026" },
];

/** A page of past imports: `count` items, numbered from `from`. */
export const historyPage = (from: number, count: number): ImportHistoryItem[] =>
  Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const refused = n % 3 === 0 ? 3 : 0;
    return {
      id: `imp-${n}`,
      fileName: n % 2 === 0 ? `census-week-${n}.xlsx` : `carrier-feed-${n}.834`,
      uploadedBy: n % 4 === 0 ? "Dana Whitfield" : "Sam Okoro",
      uploadedAt: `11/${String(28 - (n % 28)).padStart(2, "0")}/2026 9:${String(n % 60).padStart(2, "0")} AM`,
      rows: 120 + n,
      applied: 110 + n - refused,
      refused,
      pending: n % 5 === 0 ? 10 : 0,
      status: n === 1 ? "applying" : n % 7 === 0 ? "refused" : "done",
      hasResults: n !== 1 && n % 7 !== 0,
    };
  });
