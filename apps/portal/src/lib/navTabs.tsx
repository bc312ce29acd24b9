import type { RenderNavTabLink } from "@epr/ui/nav-tabs";
import { Link, useLocation } from "react-router";
import { withoutHtmlSuffix } from "./paths.js";

/** A tab strip's links through the router, so following a tab keeps the single-page app. */
export const navTabLink: RenderNavTabLink = ({ href, ...props }) => <Link to={href} {...props} />;

/**
 * The id of the tab whose page is shown: the tab whose address (without its query) is the current
 * path, with or without the .html suffix every route accepts (assist-employees.md §2.1).
 */
export function useCurrentTab(tabs: readonly { id: string; href: string }[]): string | undefined {
  const pathname = withoutHtmlSuffix(useLocation().pathname).replace(/\/$/, "");
  return tabs.find((tab) => tab.href.split("?")[0] === pathname)?.id;
}
