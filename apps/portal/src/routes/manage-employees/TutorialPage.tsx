import { STATIC_PAGE_IDS } from "@epr/domain";
import { ContentPage, prefetchContent } from "./ContentPage.js";

/** Starts loading the page's text with the navigation. */
export const loader = () => prefetchContent(STATIC_PAGE_IDS.tutorialEnrollment);

/** /employer/manage-employees/tutorial: the tutorial page (enrollment.md §2), from the content service. */
export function Component() {
  return <ContentPage contentId={STATIC_PAGE_IDS.tutorialEnrollment} title="Tutorial - Enrollment" />;
}
