import {
  assistMessages,
  domainMessages,
  failureMessage,
  mayAddEmployees,
  mustAcceptConditions,
  offersReports,
  reportsAccess,
  spendingAccountBlackout,
} from "@epr/domain";
import { FeedbackBar, SkeletonText } from "@epr/ui";
import {
  QuickLinks,
  type QuickLinkValue,
  RecentDocuments,
  SpendingAccountBlackoutNotice,
} from "@epr/ui/cards/home-dashboard";
import { ResourceTiles } from "@epr/ui/cards/resources";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { configQuery } from "../../lib/signIn.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { documentAlertsQuery, prefetchDocumentAlerts } from "../assist-employees/documentQueries.js";
import { FindEmployeePanel } from "../manage-employees/find/FindEmployeePanel.js";
import { routerLink, toResourceLinks } from "../resources/resourceLinks.js";
import { resourcesQuery } from "../resources/resourceQueries.js";

/** Starts loading the resource tiles with the navigation. */
export async function loader({ request }: { request: Request }) {
  const session = await requireEmployerArea(request);
  // A cancelled client's resources open only after its conditions (session-and-admin.md §2).
  if (!mustAcceptConditions(session.employer)) {
    void queryClient.prefetchQuery(resourcesQuery);
    prefetchDocumentAlerts();
  }
  return null;
}

/**
 * /employer/home: the dashboard (session-and-admin.md §2 /home: quick links, spending-account
 * blackout information, resource tiles), with the find-employee panel embedded (enrollment.md §2).
 */
export function Component() {
  usePageTitle("Home");
  const { data: session } = useSuspenseQuery(sessionQuery);
  const conditionsFirst = mustAcceptConditions(session?.employer);
  const resources = useQuery({ ...resourcesQuery, enabled: !conditionsFirst });
  // The recent-documents widget (assist-employees.md §2.13), only while the ALERTS flag is on
  // (enrollment.md §1): not asked, nor shown, until the configuration says so. A document page's
  // conditions come first (§2.2).
  const { data: config } = useQuery(configQuery);
  const alertsOn = config?.flags.ALERTS === true && !conditionsFirst;
  const alerts = useQuery({ ...documentAlertsQuery, enabled: alertsOn });
  if (!session?.employer) return null;
  const view = session.entitlements.employees.view;
  const reports = reportsAccess(session.entitlements);
  // Quick links only to what this administrator may do (enrollment.md §6).
  const quickLinks: QuickLinkValue[] = [
    ...(view ? [{ href: paths.findEmployee, label: "Find an Employee" }] : []),
    ...(mayAddEmployees({
      employeesEdit: session.entitlements.employees.edit,
      viewOnly: session.admin.viewOnly,
      groups: session.groups,
    })
      ? [{ href: paths.addEmployee, label: "Add an Employee" }]
      : []),
    ...(view ? [{ href: paths.enrollmentsInProcess, label: "Enrollments in Process" }] : []),
    // The reports landing and the report pages it offers (session-and-admin.md §2 /reports,
    // /cenOrWell-reports, §6), each only with its entitlement.
    ...(offersReports(reports) ? [{ href: paths.reports, label: "Reports" }] : []),
    ...(reports.census ? [{ href: paths.censusOrWellness("census"), label: "Census Report" }] : []),
    ...(reports.wellness
      ? [{ href: paths.censusOrWellness("wellness"), label: "Wellness Taxation Report" }]
      : []),
    { href: paths.resources, label: "Resources" },
  ];
  return (
    <main id="main" tabIndex={-1} className="space-y-6 outline-none">
      <div>
        <h1 className="mb-1 font-bold text-3xl">Welcome, {session.admin.firstName}</h1>
        <p className="text-muted-foreground">
          {session.employer.clientName} · client {session.employer.clientNumber}
        </p>
      </div>
      <SpendingAccountBlackoutNotice
        blackout={spendingAccountBlackout(session.entitlements.clientQualifiers)}
      />
      <QuickLinks links={quickLinks} renderLink={routerLink} />
      <FindEmployeePanel headingLevel={2} />
      {conditionsFirst ? (
        <FeedbackBar variant="notification" title={null}>
          Resources, reports and enrollment open once the cancelled client's conditions are accepted:{" "}
          <Link to={paths.cancelledConditions} className="font-semibold text-link underline">
            review the conditions
          </Link>
          .
        </FeedbackBar>
      ) : resources.isPending ? (
        // About the tiles' room (six tiles, two rows on a desktop): the tiles replace it without
        // moving what is below, the footer that a short placeholder left in view.
        <SkeletonText lines={4} label="Loading resources" className="min-h-72" />
      ) : resources.isError ? (
        <FeedbackBar variant="failure" title={null}>
          {domainMessages.genericErrorText}
        </FeedbackBar>
      ) : (
        <ResourceTiles tiles={toResourceLinks(resources.data.links)} renderLink={routerLink} />
      )}
      {/*
        The recent-documents widget (assist-employees.md §2.13) comes after the dashboard's parts
        (session-and-admin.md §2 /home), once the tiles have settled: it arrives with the
        configuration and its counters, later than they, and last on the page it moves nothing
        already painted (Lighthouse's layout shift on home).
      */}
      {alertsOn && !resources.isPending && (alerts.data || alerts.isError) ? (
        <RecentDocuments
          counts={alerts.data ?? null}
          failure={alerts.isError ? failureMessage(alerts.error, assistMessages.unableToProcess) : null}
          bookletsHref={paths.benefitBooklets}
          contractsHref={paths.groupContracts}
          renderLink={routerLink}
        />
      ) : null}
    </main>
  );
}
