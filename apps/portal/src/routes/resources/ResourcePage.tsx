import { domainMessages, RESOURCE_LINK_ACTIVATION_MS } from "@epr/domain";
import { FeedbackBar, SkeletonText } from "@epr/ui";
import { ResourceArticle, ResourceSidebar } from "@epr/ui/cards/resources";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { refusalSentence } from "../../lib/failures.js";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { useDelayedFocus } from "../../lib/useDelayedFocus.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { routerLink, toResourceLinks } from "./resourceLinks.js";
import { resourceQuery, resourcesQuery } from "./resourceQueries.js";

/** Starts loading the sidebar and the page with the navigation. */
export async function loader({ params, request }: { params: { slug?: string }; request: Request }) {
  await requireEmployerArea(request, { conditionsFirst: true });
  void queryClient.prefetchQuery(resourcesQuery);
  if (params.slug) void queryClient.prefetchQuery(resourceQuery(params.slug));
  return null;
}

/**
 * /employer/resources/:slug: a content-managed resource page with the resources sidebar
 * (session-and-admin.md §2 /resources). Text comes from the server as structured blocks, shown as
 * text only.
 */
export function Component() {
  const slug = useParams().slug ?? "";
  const list = useQuery(resourcesQuery);
  const page = useQuery(resourceQuery(slug));
  usePageTitle(page.data?.title ?? "Resources");
  const links = useMemo(() => toResourceLinks(list.data?.links ?? []), [list.data]);
  const heading = useActivatedHeading(slug, page.data !== undefined);
  return (
    <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
      {list.data ? (
        <ResourceSidebar links={links} currentHref={paths.resource(slug)} renderLink={routerLink} />
      ) : (
        <SkeletonText lines={6} label="Loading resources" />
      )}
      <main id="main" tabIndex={-1} className="max-w-3xl outline-none">
        {page.isPending ? (
          <SkeletonText lines={6} label="Loading the resource" />
        ) : page.isError ? (
          <>
            <h1 className="mb-3 font-bold text-3xl">Resources</h1>
            <FeedbackBar variant="failure" title={null}>
              {refusalSentence(page.error, domainMessages.genericErrorText)}
            </FeedbackBar>
          </>
        ) : (
          <ResourceArticle page={page.data.page} headingRef={heading} />
        )}
      </main>
    </div>
  );
}

/**
 * When another resource is chosen, its heading takes focus RESOURCE_LINK_ACTIVATION_MS after the
 * page shows (session-and-admin.md §9: resource link activation delay), so the new page is announced
 * from its title. Not on the first page of a visit: that one starts at the top as any page does.
 */
function useActivatedHeading(slug: string, shown: boolean) {
  const [firstSlug] = useState(slug);
  return useDelayedFocus<HTMLHeadingElement>({
    when: shown && slug !== firstSlug,
    delayMs: RESOURCE_LINK_ACTIVATION_MS,
    key: slug,
  });
}
