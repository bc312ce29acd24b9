import type { ComponentProps, ReactNode } from "react";

/** Props a resource link receives; render them on the element that navigates. */
export type ResourceLinkProps = ComponentProps<"a"> & { href: string };

/** Renders a link (a router's `Link`, or a plain `<a>` by default) with the props given. */
export type RenderResourceLink = (props: ResourceLinkProps) => ReactNode;

/** One top-level resource page: where it is, its title and its description (session-and-admin.md §2). */
export interface ResourceLinkValue {
  href: string;
  title: string;
  description: string;
}
