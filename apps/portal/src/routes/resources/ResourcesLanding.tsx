import { redirect } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { resourcesQuery } from "./resourceQueries.js";

/** session-and-admin.md §2 /resources: reaching the bare resources route goes to the first link. */
export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request, { conditionsFirst: true });
  const { links } = await queryClient.ensureQueryData(resourcesQuery);
  const first = links[0];
  return first ? redirect(paths.resource(first.slug)) : null;
}

/** Shown only when no resource page is stored: there is nothing to land on. */
export function Component() {
  usePageTitle("Resources");
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <h1 className="mb-3 font-bold text-3xl">Resources</h1>
      <p>No resources are available at this time.</p>
    </main>
  );
}
