import type { ReportRequestBody } from "@epr/contract";
import { reportMessages } from "@epr/contract";
import type { CensusReportRequest } from "@epr/forms";
import { CensusReportCard } from "@epr/ui/cards/census-report";
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../lib/paths.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { mayOpenReportType, NoReportPermission } from "./NoReportPermission.js";
import { reportApi, reportGroupsQuery, requestedReportsKey } from "./reportQueries.js";
import { reportTypeTitles, resolveReportType } from "./reportType.js";

/** The request as the server takes it, from the shared form's payload (session-and-admin.md §3). */
function toBody(request: CensusReportRequest): ReportRequestBody {
  return {
    reportFormat: request.reportFormat,
    ssnMask: request.ssnMask === "Y",
    groupNumbers: request.groupNumbersList.split(",").filter(Boolean),
    ...("reportName" in request && request.reportName ? { reportName: request.reportName } : {}),
  };
}

/**
 * /employer/cenOrWell-reports?reportType=census|wellness (session-and-admin.md §2, §4, §5): the
 * request form with its group picker; a request goes to Requested Reports, where the job's state
 * shows until its file is ready.
 */
export function Component() {
  const [search] = useSearchParams();
  const reportType = resolveReportType(search.get("reportType"));
  usePageTitle(reportTypeTitles[reportType]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: session } = useSuspenseQuery(sessionQuery);
  const allowed = mayOpenReportType(session, reportType);
  // A request writes a job and a file: a view-only login is not offered one (the server refuses it).
  const mayRequest = allowed && !session?.admin.viewOnly;
  const groups = useQuery({ ...reportGroupsQuery(reportType), enabled: mayRequest });
  const request = useMutation({
    mutationFn: (body: ReportRequestBody) => reportApi.requestReport(reportType, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: requestedReportsKey(reportType) });
      navigate(paths.requestedReports(reportType));
    },
  });
  if (!allowed) return <NoReportPermission title={reportTypeTitles[reportType]} />;
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <h1 className="mb-4 font-bold text-3xl">{reportTypeTitles[reportType]}</h1>
      <p className="mb-4">
        <Link
          to={paths.requestedReports(reportType)}
          className="font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring"
        >
          View requested reports
        </Link>
      </p>
      {!mayRequest ? <p role="status">{reportMessages.viewOnly}</p> : null}
      {request.isError ? (
        <p role="alert" className="mb-4 text-destructive">
          {request.error.message}
        </p>
      ) : null}
      {!mayRequest ? null : groups.isError ? (
        <p role="alert" className="text-destructive">
          {groups.error.message}
        </p>
      ) : groups.data ? (
        <CensusReportCard
          key={reportType}
          id={reportType}
          reportType={reportType}
          // The page's H1 names the report; the card repeats no heading.
          hideTitle
          mode="edit"
          groups={groups.data.groups}
          saving={request.isPending}
          onSubmit={(valid) => request.mutate(toBody(valid))}
          onReset={() => request.reset()}
        />
      ) : (
        <p aria-live="polite">Loading groups…</p>
      )}
    </main>
  );
}
