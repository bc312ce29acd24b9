import { NavTabs } from "@epr/ui/nav-tabs";
import { Link, Outlet, useSearchParams } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { navTabLink, useCurrentTab } from "../../lib/navTabs.js";
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
  const tabs = (
    [
      { id: "general-info", label: "General Info" },
      { id: "contacts", label: "Contacts" },
    ] as const
  ).map((tab) => ({ ...tab, href: paths.groupInfo(tab.id, group) }));
  const currentId = useCurrentTab(tabs);
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
      <NavTabs label="Group information" tabs={tabs} currentId={currentId} renderLink={navTabLink} />
      <Outlet />
    </main>
  );
}
