import { BrandProvider } from "@epr/brand-themes";
import type { Session } from "@epr/contract";
import { formatUsDate, offersReports, reportsAccess } from "@epr/domain";
import { Spinner } from "@epr/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { EmployerHeader } from "../../components/EmployerHeader.js";
import { SessionWatch } from "../../components/SessionWatch.js";
import { rememberLastBrand } from "../../lib/outsideBrand.js";
import { paths } from "../../lib/paths.js";
import { sessionQuery } from "../../lib/session.js";
import { useFindEmployeeHotkey } from "../../lib/useFindEmployeeHotkey.js";
import { useFocusMainOnNavigate } from "../../lib/useFocusMainOnNavigate.js";
import { useLogout } from "../../lib/useLogout.js";
import { mayUseBills } from "../billing/billingAccess.js";

/**
 * The main navigation: Reports only for an administrator holding one of the reports the landing
 * offers (session-and-admin.md §2 /reports, §6); Bills only with the Bills access.
 */
export function navItemsFor(session: Session) {
  return [
    { to: paths.home, label: "Home" },
    { to: paths.findEmployee, label: "Find Employee" },
    { to: paths.enrollment, label: "Enrollment" },
    ...(offersReports(reportsAccess(session.entitlements)) ? [{ to: paths.reports, label: "Reports" }] : []),
    // Bills only with the Bills access (session-and-admin.md §6 EP ViewBills; docs/features/billing.md).
    ...(mayUseBills(session) ? [{ to: paths.billing, label: "Bills" }] : []),
    { to: paths.resources, label: "Resources" },
    { to: paths.clientInfo, label: "Client Info" },
  ];
}

/**
 * Where a session that may act for another client chooses one (session-and-admin.md §2
 * /client-selection, /clients): a multi-client administrator's list, internal staff's search.
 */
function changeClientPath(session: Session): string | null {
  if (session.admin.internal) return paths.clients;
  return session.admin.multiClient ? paths.clientSelection : null;
}

/** The employer pages' frame: brand, who is signed in, navigation, and the page. */
export function Component() {
  const { data: session } = useSuspenseQuery(sessionQuery);
  const navigation = useNavigation();
  const logout = useLogout();
  useFindEmployeeHotkey();
  useFocusMainOnNavigate();
  // The next login and client selection wear this client's brand (lib/outsideBrand.ts).
  const employerBrand = session?.employer?.brandCode;
  useEffect(() => rememberLastBrand(employerBrand), [employerBrand]);
  if (!session?.employer) return null;

  return (
    <BrandProvider
      brandCode={session.brandCode}
      className="flex min-h-screen flex-col bg-background text-foreground"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-surface focus:p-2 focus:focus-ring"
      >
        Skip to main content
      </a>
      <EmployerHeader
        employer={session.employer}
        admin={session.admin}
        navItems={navItemsFor(session)}
        changeClientHref={changeClientPath(session)}
        onLogout={() => void logout()}
      />
      {navigation.state === "loading" ? (
        <div className="fixed top-2 right-2 z-40 rounded-control bg-surface p-2 shadow">
          <Spinner size="sm" label="Loading page" />
        </div>
      ) : null}
      {/* A printed page names whose it is and when it was printed (the header does not print). */}
      <p data-slot="print-heading" className="m-0 hidden px-6 pt-4 text-sm print:block">
        {session.employer.clientName} ({session.employer.clientNumber}) · Printed {formatUsDate(new Date())}
      </p>
      <div className="mx-auto w-full max-w-6xl flex-1 px-6 py-6 max-md:px-4">
        <Outlet />
      </div>
      <ScrollRestoration />
      <SessionWatch session={session} onSignOut={() => void logout()} />
      <footer className="border-border border-t py-4 text-center text-muted-foreground text-sm print:hidden">
        Press Ctrl+Alt+L to find an employee.
      </footer>
    </BrandProvider>
  );
}
