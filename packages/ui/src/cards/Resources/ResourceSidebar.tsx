import { cn } from "../../lib/cn.js";
import type { RenderResourceLink, ResourceLinkValue } from "./links.js";
import { plainLink } from "./plainLink.js";

/** Props of `ResourceSidebar`. */
export interface ResourceSidebarProps {
  /** The top-level resource pages in order (session-and-admin.md §2 /resources). */
  links: readonly ResourceLinkValue[];
  /** The `href` of the page shown: marked `aria-current="page"`. */
  currentHref?: string;
  /** How links are rendered (default a plain `<a href>`). */
  renderLink?: RenderResourceLink;
}

/**
 * The resources sidebar: a navigation landmark listing the top-level pages with their
 * descriptions (session-and-admin.md §2 /resources). Links in a list, so Tab and Enter move
 * through it and screen readers count the entries; the current page says so.
 */
export function ResourceSidebar({ links, currentHref, renderLink = plainLink }: ResourceSidebarProps) {
  return (
    <nav aria-label="Resources" className="rounded-card border border-input bg-surface p-3">
      <h2 className="mb-2 px-2 font-bold text-lg">Resources</h2>
      <ul className="space-y-1">
        {links.map((link) => {
          const current = link.href === currentHref;
          return (
            <li key={link.href}>
              {renderLink({
                href: link.href,
                "aria-current": current ? "page" : undefined,
                className: cn(
                  "block rounded-control px-2 py-2 text-foreground no-underline hover:bg-secondary focus-visible:focus-ring",
                  current && "bg-secondary font-semibold",
                ),
                children: (
                  <>
                    <span className="block">{link.title}</span>
                    <span className="block text-muted-foreground text-sm">{link.description}</span>
                  </>
                ),
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
