import { convertDate, REPORTS_TABLE_PAGE_SIZE, type ReportsAccess } from "@epr/domain";
import type { ReactNode } from "react";
import { CardFrame } from "../../primitives/Card/Card.js";
import type { EditableCardProps } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { DataTable } from "../../primitives/DataTable/DataTable.js";

/** Words of the card the app may change (our wording where the spec has none). */
export interface ReportsLandingCardCopy extends CardFrameCopy {
  enrollmentCaption: string;
  emptyMessage: string;
  otherReportsTitle: string;
  census: string;
  wellness: string;
  medeAnalytics: string;
  atHand: string;
  newTab: string;
}

/** The default wording of `ReportsLandingCardCopy` (site-access labels of session-and-admin.md §6). */
export const defaultReportsLandingCardCopy: ReportsLandingCardCopy = {
  ...defaultCardFrameCopy,
  title: "Enrollment Reports",
  enrollmentCaption: "Enrollment reports",
  emptyMessage: "No enrollment reports found.",
  otherReportsTitle: "Other Reports",
  census: "Census Report",
  wellness: "Wellness Taxation Report",
  medeAnalytics: "Mede Analytics",
  atHand: "Reports at Hand",
  newTab: "(opens in a new tab)",
};

/** An enrollment report row (session-and-admin.md §3: reportType, taxYear, lastRunDate, fileType, reportFile). */
export interface EnrollmentReportItem {
  reportType: string;
  taxYear: string;
  lastRunDate: string;
  fileType: string;
  reportFile: string;
}

/**
 * Props of `ReportsLandingCard`: edit mode offers Download and the links; read mode shows the list
 * alone (a printout).
 */
export interface ReportsLandingCardProps extends Pick<EditableCardProps<never>, "mode" | "headingLevel"> {
  /** What the administrator may use (@epr/domain `reportsAccess`). */
  access: ReportsAccess;
  reports: readonly EnrollmentReportItem[];
  loading?: boolean;
  /** The 100212 notice (@epr/domain `enrollmentReportsNotice`), or null. */
  notice: string | null;
  /** Where a report's file downloads. */
  fileUrl: (reportFile: string) => string;
  /** Reports at Hand's address (opens in a new tab); null hides the link. */
  atHandUrl: string | null;
  /** Renders a link inside the app (census, wellness): the app's router link. */
  renderLink: (to: "census" | "wellness", children: ReactNode) => ReactNode;
  /** Mede Analytics chosen: the app signs on and opens the answer. */
  onMedeAnalytics?: () => void;
  copy?: Partial<ReportsLandingCardCopy>;
}

const linkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/**
 * The reports landing (session-and-admin.md §2 /reports, §6, §8, §9): enrollment reports with
 * Download, 10 a page, the 100212 notice when given, and the census, wellness, Mede Analytics and
 * Reports at Hand links each only for who holds its entitlement.
 */
export function ReportsLandingCard(props: ReportsLandingCardProps) {
  const copy = { ...defaultReportsLandingCardCopy, ...props.copy };
  const { access } = props;
  const edit = props.mode === "edit";
  const level = props.headingLevel ?? 2;
  const Sub = `h${Math.min(level + 1, 4)}` as "h3" | "h4";
  const links: ReactNode[] = [];
  if (edit && access.census) links.push(<li key="census">{props.renderLink("census", copy.census)}</li>);
  if (edit && access.wellness)
    links.push(<li key="wellness">{props.renderLink("wellness", copy.wellness)}</li>);
  if (edit && access.medeAnalytics)
    links.push(
      <li key="mede">
        <button type="button" className={linkClass} onClick={props.onMedeAnalytics}>
          {copy.medeAnalytics} <span className="sr-only">{copy.newTab}</span>
        </button>
      </li>,
    );
  if (edit && access.atHand && props.atHandUrl)
    links.push(
      <li key="athand">
        <a href={props.atHandUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {copy.atHand} <span className="sr-only">{copy.newTab}</span>
        </a>
      </li>,
    );
  return (
    <CardFrame data-reports-landing="" title={copy.title} headingLevel={level} mode="read">
      {props.notice ? (
        <p role="status" className="mb-3 rounded border border-border bg-muted p-3">
          {props.notice}
        </p>
      ) : null}
      {access.enrollment ? (
        <DataTable
          caption={copy.enrollmentCaption}
          hideCaption
          rows={props.reports}
          loading={props.loading}
          getRowId={(r) => r.reportFile}
          pageSizes={[REPORTS_TABLE_PAGE_SIZE]}
          itemName={["report", "reports"]}
          emptyMessage={copy.emptyMessage}
          columns={[
            { id: "reportType", header: "Report", cell: (r) => r.reportType, rowHeader: true },
            { id: "taxYear", header: "Tax Year", cell: (r) => r.taxYear },
            {
              id: "lastRunDate",
              header: "Last Run",
              // The service sends yyyy-MM-dd; people read the spec's MM/dd/yyyy (enrollment.md §7).
              cell: (r) => convertDate(r.lastRunDate, "iso", "us") ?? r.lastRunDate,
            },
            { id: "fileType", header: "File Type", cell: (r) => r.fileType.toUpperCase() },
            ...(edit
              ? [
                  {
                    id: "download",
                    header: "Download",
                    cell: (r: EnrollmentReportItem) => (
                      <a href={props.fileUrl(r.reportFile)} download={r.reportFile} className={linkClass}>
                        Download <span className="sr-only">{`${r.reportType} ${r.taxYear}`}</span>
                      </a>
                    ),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      {links.length > 0 ? (
        <>
          <Sub className="mt-4 mb-2 font-semibold text-lg">{copy.otherReportsTitle}</Sub>
          <ul className="grid gap-2">{links}</ul>
        </>
      ) : null}
    </CardFrame>
  );
}
