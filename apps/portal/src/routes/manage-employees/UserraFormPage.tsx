import { STATIC_PAGE_IDS } from "@epr/domain";
import { ContentPage, prefetchContent } from "./ContentPage.js";

/** Starts loading the page's text with the navigation. */
export const loader = () => prefetchContent(STATIC_PAGE_IDS.userraForm);

/** /employer/manage-employees/userra-form: the USERRA form page (enrollment.md §2), from the content service. */
export function Component() {
  return <ContentPage contentId={STATIC_PAGE_IDS.userraForm} title="USERRA Form" />;
}
