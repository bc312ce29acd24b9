import { STATIC_PAGE_IDS } from "@epr/domain";
import { ContentPage, prefetchContent } from "./ContentPage.js";

/** Starts loading the page's text with the navigation. */
export const loader = () => prefetchContent(STATIC_PAGE_IDS.userraGroupProcedures);

/** /employer/manage-employees/userra-group-procedures: the USERRA group procedures page (enrollment.md §2), from the content service. */
export function Component() {
  return (
    <ContentPage contentId={STATIC_PAGE_IDS.userraGroupProcedures} title="Group Procedures for USERRA" />
  );
}
