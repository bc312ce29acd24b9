import { visibleClientInfoTabs } from "@epr/domain";
import { NavTabs } from "@epr/ui/nav-tabs";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, Outlet } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { navTabLink, useCurrentTab } from "../../lib/navTabs.js";
import { paths } from "../../lib/paths.js";
import { sessionQuery } from "../../lib/session.js";

/** Signed in with a client chosen before any tab loads. */
export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  return null;
}

/**
 * clientInfo (assist-employees.md §2.1, §2.10): the client info page with its tabs, each a child
 * route (general info, report codes, contacts, and identity theft for who holds idTheft, §6).
 */
export function Component() {
  const { data: session } = useSuspenseQuery(sessionQuery);
  const tabs = visibleClientInfoTabs({
    idTheft: session?.entitlements.idTheft ?? false,
    employer: session?.employer,
  }).map((tab) => ({ id: tab.id, label: tab.label, href: paths.clientInfoTab(tab.id) }));
  const currentId = useCurrentTab(tabs);
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="m-0 font-bold text-3xl">Client Information</h1>
        <Link to={paths.groupList} className="text-link underline">
          Group List
        </Link>
      </div>
      <NavTabs label="Client information" tabs={tabs} currentId={currentId} renderLink={navTabLink} />
      <Outlet />
    </main>
  );
}
