import { visibleClientInfoTabs } from "@epr/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, NavLink, Outlet } from "react-router";
import { sessionQuery } from "../../lib/api.js";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";

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
  });
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="m-0 font-bold text-3xl">Client Information</h1>
        <Link to={paths.groupList} className="text-link underline">
          Group List
        </Link>
      </div>
      <nav aria-label="Client information">
        <ul className="m-0 flex list-none flex-wrap gap-1 border-border border-b p-0">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <NavLink
                to={paths.clientInfoTab(tab.id)}
                className={({ isActive }) =>
                  `-mb-px inline-block rounded-t-control border border-transparent px-4 py-2 no-underline focus-visible:focus-ring ${
                    isActive ? "border-border border-b-surface bg-surface font-semibold" : "text-link"
                  }`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </main>
  );
}
