import type { ComponentProps, ReactNode } from "react";

/** One tab of a `NavTabs`: a page of its own, reached by a link. */
export interface NavTab {
  /** Stable id; `currentId` names the tab shown. */
  id: string;
  label: ReactNode;
  /** The tab's address. */
  href: string;
}

/** Props a tab's link receives; render them on the element that navigates. */
export type NavTabLinkProps = ComponentProps<"a"> & { href: string };

/** Renders a tab's link (a router's `Link`; a plain `<a>` by default) with the props given. */
export type RenderNavTabLink = (props: NavTabLinkProps) => ReactNode;

/** Props of `NavTabs`. */
export interface NavTabsProps extends Omit<ComponentProps<"nav">, "children"> {
  /** Names the navigation landmark ("Client information"). */
  label: string;
  tabs: readonly NavTab[];
  /** Id of the tab whose page is shown: its link says `aria-current="page"`. */
  currentId?: string;
  /** How links are rendered (default a plain `<a href>`). */
  renderLink?: RenderNavTabLink;
}

const plainLink: RenderNavTabLink = (props) => <a {...props} />;

// Plain strings, not `cn`: the classes never conflict, and the strip then costs a route no
// tailwind-merge (client info and group info load little else).
const tabClass =
  "-mb-px inline-block rounded-t-control border border-transparent px-4 py-2 no-underline focus-visible:focus-ring";
const currentClass = "border-border border-b-surface bg-surface font-semibold";

/**
 * A strip of tabs that are pages (assist-employees.md §2.10: client info's and group info's tabs are
 * child routes): a navigation landmark with a list of links, the current one marked
 * `aria-current="page"` and drawn as the raised tab. Links, not ARIA tabs (`Tabs`), because each tab
 * has an address: Tab moves through them, Enter follows one, and the browser's back returns.
 */
export function NavTabs({
  label,
  tabs,
  currentId,
  renderLink = plainLink,
  className,
  ...props
}: NavTabsProps) {
  return (
    <nav aria-label={label} data-slot="nav-tabs" className={className} {...props}>
      <ul className="m-0 flex list-none flex-wrap gap-1 border-border border-b p-0">
        {tabs.map((tab) => {
          const current = tab.id === currentId;
          return (
            <li key={tab.id}>
              {renderLink({
                href: tab.href,
                "aria-current": current ? "page" : undefined,
                className: current ? `${tabClass} ${currentClass}` : `${tabClass} text-link`,
                children: tab.label,
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
