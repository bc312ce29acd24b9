import { groupListSearchSchema } from "@epr/forms/schemas";
import { GroupListCard } from "@epr/ui/cards/group-list";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { groupListQuery } from "../client-info/queries.js";

/** The search in the address bar (search, status); anything unreadable falls back to the default. */
const searchOf = (params: URLSearchParams) => {
  const parsed = groupListSearchSchema.safeParse({
    search: params.get("search") ?? "",
    status: params.get("status") ?? undefined,
  });
  return parsed.success ? parsed.data : groupListSearchSchema.parse({});
};

export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  // A failure does not throw to the route's error page: the list shows it (§8 failure).
  await queryClient.prefetchQuery(groupListQuery(searchOf(new URL(request.url).searchParams)));
  return null;
}

/**
 * groupList (assist-employees.md §2.1, §2.10, §9): the client's groups with search and the status
 * filter (Active by default), 25 a page with their counts; each opens its group info.
 */
export function Component() {
  usePageTitle("Group List");
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  // The cursors of the pages seen since the last search make Previous; a new search starts over.
  const [paging, setPaging] = useState<{ key: string; cursors: string[] }>({ key: "", cursors: [] });
  const key = JSON.stringify(search);
  const cursors = paging.key === key ? paging.cursors : [];
  const after = cursors.at(-1);
  const { data, isFetching, isError } = useQuery(groupListQuery({ ...search, ...(after ? { after } : {}) }));
  const next = data?.next ?? null;
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="m-0 font-bold text-3xl">Group List</h1>
        <Link to={paths.clientInfo} className="text-link underline">
          Client Information
        </Link>
      </div>
      <GroupListCard
        key={key}
        // The page's H1 says "Group List": the card's section names what it lists, not the page again.
        copy={{ title: "Groups" }}
        search={search}
        rows={data?.payload ?? []}
        state={isError ? "error" : isFetching ? "loading" : "ready"}
        onSearch={(values) => setParams({ search: values.search, status: values.status })}
        page={cursors.length + 1}
        hasPrevious={cursors.length > 0}
        hasNext={next !== null}
        onPrevious={() => setPaging({ key, cursors: cursors.slice(0, -1) })}
        onNext={() => next && setPaging({ key, cursors: [...cursors, next] })}
        groupHref={(row) => paths.groupInfo("general-info", row)}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
    </main>
  );
}
