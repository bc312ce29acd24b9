import { enrollmentReportFileUrl } from "@epr/contract";
import { enrollmentReportsNotice, reportsAccess } from "@epr/domain";
import { ReportsLandingCard } from "@epr/ui/cards/reports-landing";
import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../lib/paths.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { enrollmentReportsQuery, reportsLandingApi } from "./reportQueries.js";

const linkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/**
 * /employer/reports (session-and-admin.md §2, §6, §8): enrollment reports with Download (100212
 * says the spec's notice unless Mede Analytics or Reports at Hand is offered), then the census,
 * wellness, Mede Analytics and Reports at Hand links, each only for who holds its entitlement.
 */
export function Component() {
  usePageTitle("Reports");
  const { data: session } = useSuspenseQuery(sessionQuery);
  const access = reportsAccess(session?.entitlements ?? { reports: {} });
  const list = useQuery({ ...enrollmentReportsQuery, enabled: access.enrollment });
  // §8: a Mede single sign-on failure is only logged (the server logs it); nothing is shown.
  const mede = useMutation({
    mutationFn: () => reportsLandingApi.medeAnalyticsSignOn(),
    onSuccess: (answer) => {
      if (answer.status && answer.url) window.open(answer.url, "_blank", "noopener,noreferrer");
    },
  });
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <h1 className="mb-4 font-bold text-3xl">Reports</h1>
      {list.isError ? (
        <p role="alert" className="mb-4 text-destructive">
          {list.error.message}
        </p>
      ) : null}
      <ReportsLandingCard
        mode="edit"
        access={access}
        reports={list.data?.reports ?? []}
        loading={access.enrollment && list.isPending}
        notice={enrollmentReportsNotice(list.data?.returnCode, access)}
        fileUrl={enrollmentReportFileUrl}
        atHandUrl={list.data?.atHandUrl ?? null}
        renderLink={(to, children) => (
          <Link to={paths.censusOrWellness(to)} className={linkClass}>
            {children}
          </Link>
        )}
        onMedeAnalytics={() => mede.mutate()}
      />
      {access.census || access.wellness ? (
        <ul className="mt-4 grid gap-2">
          {access.census ? (
            <li>
              <Link to={paths.requestedReports("census")} className={linkClass}>
                Requested Census Reports
              </Link>
            </li>
          ) : null}
          {access.wellness ? (
            <li>
              <Link to={paths.requestedReports("wellness")} className={linkClass}>
                Requested Wellness Taxation Reports
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </main>
  );
}
