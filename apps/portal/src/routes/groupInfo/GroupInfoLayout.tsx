import { Link, NavLink, Outlet, useSearchParams } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";

export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  return null;
}

/** The group a group info page is about, from its query (assist-employees.md §2.1 groupInfo). */
export function useGroupOfPage() {
  const [params] = useSearchParams();
  return {
    groupNumber: params.get("groupNumber") ?? "",
    groupName: params.get("groupName") ?? "",
    status: params.get("status") ?? "",
  };
}

/**
 * groupInfo (assist-employees.md §2.1, §2.10): the group's name as the heading and its two child
 * pages, general info (the six sections) and contacts, carrying groupNumber, groupName and status.
 */
export function Component() {
  const group = useGroupOfPage();
  const tabs = [
    { child: "general-info", label: "General Info" },
    { child: "contacts", label: "Contacts" },
  ] as const;
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="m-0 font-bold text-3xl">
          Group Information{group.groupName ? `: ${group.groupName}` : ""}
        </h1>
        <Link to={paths.groupList} className="text-link underline">
          Back to Group List
        </Link>
      </div>
      <nav aria-label="Group information">
        <ul className="m-0 flex list-none flex-wrap gap-1 border-border border-b p-0">
          {tabs.map((tab) => (
            <li key={tab.child}>
              <NavLink
                to={paths.groupInfo(tab.child, group)}
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
