import type { ComponentProps, ReactNode } from "react";

/** One step of a `Breadcrumb`: a page above this one (with `href`), or the page shown (the last, without). */
export interface BreadcrumbItem {
  label: ReactNode;
  /** The step's address; the last step, the page shown, has none. */
  href?: string;
}

/** Props a step's link receives; render them on the element that navigates. */
export type BreadcrumbLinkProps = ComponentProps<"a"> & { href: string };

/** Renders a step's link (a router's `Link`; a plain `<a>` by default) with the props given. */
export type RenderBreadcrumbLink = (props: BreadcrumbLinkProps) => ReactNode;

/** Props of `Breadcrumb`. */
export interface BreadcrumbProps extends Omit<ComponentProps<"nav">, "children"> {
  items: readonly BreadcrumbItem[];
  /** How links are rendered (default a plain `<a href>`). */
  renderLink?: RenderBreadcrumbLink;
}

const plainLink: RenderBreadcrumbLink = (props) => <a {...props} />;

const linkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/**
 * The one breadcrumb of every page that has one: a "Breadcrumb" navigation landmark with an ordered
 * list of the pages above, each a link, then the page shown, marked `aria-current="page"`. The
 * separator is drawn between steps and hidden from assistive technology (the list says the order).
 */
export function Breadcrumb({ items, renderLink = plainLink, className, ...props }: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" data-slot="breadcrumb" className={className} {...props}>
      <ol className="m-0 flex list-none flex-wrap items-center gap-x-2 gap-y-1 p-0 text-sm">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the steps are fixed for the page shown.
            <li key={i} className="flex items-center gap-2" {...(last ? { "aria-current": "page" } : {})}>
              {item.href && !last
                ? renderLink({ href: item.href, className: linkClass, children: item.label })
                : item.label}
              {last ? null : (
                <span aria-hidden="true" data-slot="breadcrumb-separator" className="text-muted-foreground">
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
