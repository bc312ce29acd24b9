import { CONTENT_FOCUS_DELAY_MS, domainMessages } from "@epr/domain";
import { Button, FeedbackBar, SkeletonText } from "@epr/ui";
import { ResourceArticle } from "@epr/ui/cards/resources";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { contentQuery } from "../../lib/contentQueries.js";
import { isWorthRetrying, refusalSentence } from "../../lib/failures.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { useDelayedFocus } from "../../lib/useDelayedFocus.js";
import { usePageTitle } from "../../lib/usePageTitle.js";

/** Starts loading a content page with the navigation; the page shows its own loading and error states. */
export function prefetchContent(id: string) {
  void queryClient.prefetchQuery(contentQuery(id));
  return null;
}

/**
 * A static page of Manage Employees read from the content service (enrollment.md §2: USERRA form,
 * USERRA group procedures, tutorial; §7 Content): title, introduction, then sections with their
 * paragraphs and lists. `title` names the page while its text loads or when it fails. Once the
 * text is there, the page scrolls to its heading and focuses it after CONTENT_FOCUS_DELAY_MS
 * (enrollment.md §9), so a screen reader starts reading the text that came.
 */
export function ContentPage({ contentId, title }: { contentId: string; title: string }) {
  const content = useQuery(contentQuery(contentId));
  const page = content.data?.kind === "page" ? content.data.page : null;
  usePageTitle(page?.title ?? title);
  const heading = useDelayedFocus<HTMLHeadingElement>({
    when: page !== null,
    delayMs: CONTENT_FOCUS_DELAY_MS,
    scroll: true,
    key: contentId,
  });
  return (
    <main id="main" tabIndex={-1} className="max-w-3xl outline-none">
      <p className="mb-3">
        <Link to={paths.findEmployee} className="text-link underline underline-offset-2">
          Back to Manage Employees
        </Link>
      </p>
      {content.isPending ? (
        <>
          <h1 className="mb-3 font-bold text-3xl">{title}</h1>
          <SkeletonText lines={6} label={`Loading ${title}`} />
        </>
      ) : content.isError || !page ? (
        <>
          <h1 className="mb-3 font-bold text-3xl">{title}</h1>
          <FeedbackBar variant="failure" title={null}>
            {content.isError ? failureText(content.error) : domainMessages.unexpectedFormat}
          </FeedbackBar>
          {content.isError && isWorthRetrying(content.error) ? (
            <Button
              variant="outline"
              className="mt-4"
              loading={content.isFetching}
              onClick={() => void content.refetch()}
            >
              Try again
            </Button>
          ) : null}
        </>
      ) : (
        // The same text as a resource page (session-and-admin.md §2 /resources): one renderer.
        <ResourceArticle page={page} headingRef={heading} />
      )}
    </main>
  );
}

/** The server's sentence for a refusal it explained; the generic error text when it could not answer. */
function failureText(error: Error) {
  return refusalSentence(error, domainMessages.genericErrorText);
}
