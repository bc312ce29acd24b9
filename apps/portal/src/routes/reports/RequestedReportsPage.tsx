import { useCopy } from "@epr/brand-themes";
import { type RequestedReport, reportFileUrl } from "@epr/contract";
import { formatUsDateTime, REPORTS_TABLE_PAGE_SIZE } from "@epr/domain";
import { Breadcrumb, DataTable } from "@epr/ui";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../lib/paths.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { mayOpenReportType, NoReportPermission } from "./NoReportPermission.js";
import { requestedReportsQuery } from "./reportQueries.js";
import { reportTypeTitles, resolveReportType } from "./reportType.js";

/** How often the list asks again while a report is requested or running (our choice). */
export const REQUESTED_REPORTS_POLL_MS = 3000;

const stateLabels: Record<RequestedReport["state"], string> = {
  requested: "Requested",
  running: "Running",
  ready: "Ready",
  failed: "Failed",
};

const linkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/**
 * /employer/reports/requested-reports (session-and-admin.md §2, §7, §9): the requested census or
 * wellness reports, 10 a page, each with its state, time and, once ready, its download. The list
 * asks again while any report is requested or running. The breadcrumb's first step is the brand
 * record's copy (`requestedReportsBreadcrumb`: brand 6011 words it differently).
 */
export function Component() {
  const [search] = useSearchParams();
  const reportType = resolveReportType(search.get("reportType"));
  usePageTitle("Requested Reports");
  const t = useCopy();
  const { data: session } = useSuspenseQuery(sessionQuery);
  const allowed = mayOpenReportType(session, reportType);
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const after = pages[pages.length - 1];
  const list = useQuery({
    // Polled while a job runs: through the background client (opening the page already counted as activity).
    ...requestedReportsQuery(reportType, after),
    enabled: allowed,
    refetchInterval: (query) =>
      query.state.data?.reports.some((r) => r.state === "requested" || r.state === "running")
        ? REQUESTED_REPORTS_POLL_MS
        : false,
  });
  if (!allowed) return <NoReportPermission title="Requested Reports" />;
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <Breadcrumb
        className="mb-3"
        items={[
          { label: t("requestedReportsBreadcrumb"), href: paths.reports },
          { label: "Requested Reports" },
        ]}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
      <h1 className="mb-4 font-bold text-3xl">Requested Reports</h1>
      {session?.admin.viewOnly ? null : (
        <p className="mb-4">
          <Link to={paths.censusOrWellness(reportType)} className={linkClass}>
            Request a {reportTypeTitles[reportType]}
          </Link>
        </p>
      )}
      {list.isError ? (
        <p role="alert" className="text-destructive">
          {list.error.message}
        </p>
      ) : (
        <DataTable
          caption={`Requested ${reportTypeTitles[reportType]}s`}
          rows={list.data?.reports ?? []}
          loading={list.isPending}
          getRowId={(r) => r.reportId}
          pageSizes={[REPORTS_TABLE_PAGE_SIZE]}
          itemName={["report", "reports"]}
          emptyMessage="No reports have been requested."
          columns={[
            {
              id: "requestDate",
              header: "Requested",
              cell: (r) => formatUsDateTime(r.requestDate),
              rowHeader: true,
            },
            {
              id: "reportType",
              header: "Report",
              cell: (r) => r.reportName ?? reportTypeTitles[r.reportType],
            },
            { id: "groups", header: "Groups", cell: (r) => r.groupNumbers.split(",").join(", ") },
            { id: "format", header: "Format", cell: (r) => r.reportFormat },
            { id: "ssn", header: "SSN", cell: (r) => (r.ssnMask === "Y" ? "Masked" : "Displayed") },
            {
              id: "state",
              header: "State",
              cell: (r) => <span data-report-state={r.state}>{stateLabels[r.state]}</span>,
            },
            {
              id: "download",
              header: "Download",
              cell: (r) =>
                r.state === "ready" && r.fileName ? (
                  <a href={reportFileUrl(r.reportId)} download={r.fileName} className={linkClass}>
                    Download {r.fileName}
                  </a>
                ) : (
                  ""
                ),
            },
          ]}
        />
      )}
      <div className="mt-3 flex gap-4">
        {pages.length > 1 ? (
          <button type="button" className={linkClass} onClick={() => setPages((p) => p.slice(0, -1))}>
            Newer reports
          </button>
        ) : null}
        {list.data?.next ? (
          <button
            type="button"
            className={linkClass}
            onClick={() => setPages((p) => [...p, list.data?.next ?? undefined])}
          >
            Older reports
          </button>
        ) : null}
      </div>
    </main>
  );
}
