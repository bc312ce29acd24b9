import type { EmployeeRecord } from "@epr/domain";
import { useQuery } from "@tanstack/react-query";
import { employeeSummaryQuery } from "../routes/manage-employees/find/employeeQueries.js";

/** The employee's name as the pages and messages say it: first and last ({name} of enrollment.md §4, §8). */
export function employeeName(record: Pick<EmployeeRecord, "subscriber">): string {
  return [record.subscriber.fullName.first, record.subscriber.fullName.last].filter(Boolean).join(" ");
}

/**
 * The name of the employee a page concerns (spending accounts, claims), read from the same summary
 * query as the employee's summary, so a page opened from it names the employee without asking again.
 * `null` while loading, or when the summary cannot be read (the page then names the member ID only).
 */
export function useEmployeeName(umi: string): string | null {
  const summary = useQuery({ ...employeeSummaryQuery(umi), enabled: umi !== "", retry: false });
  const record = summary.data?.payload;
  return record ? employeeName(record) || null : null;
}

/** Whose page this is, in words: "Ada Byron · Member M100 · Group 100100 – Harbor" (the name once read). */
export function employeeLineText(umi: string, name: string | null, extra?: string): string {
  return [name, `Member ${umi}`, extra].filter(Boolean).join(" · ");
}

/** Whose page this is: the employee's name and member ID, under the page's heading. */
export function EmployeeLine({ umi, name, extra }: { umi: string; name: string | null; extra?: string }) {
  return (
    <p className="m-0 mb-4 text-muted-foreground" data-employee-line="">
      {employeeLineText(umi, name, extra)}
    </p>
  );
}
