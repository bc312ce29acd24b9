import type { ResourceLink } from "@epr/contract";
import type { RenderResourceLink, ResourceLinkValue } from "@epr/ui/cards/resources";
import { Link } from "react-router";
import { paths } from "../../lib/paths.js";

/** The server's resource links as the cards take them: each with its portal address. */
export const toResourceLinks = (links: readonly ResourceLink[]): ResourceLinkValue[] =>
  links.map((link) => ({
    href: paths.resource(link.slug),
    title: link.title,
    description: link.description,
  }));

/** Cards' links through the router, so following one keeps the single-page app. */
export const routerLink: RenderResourceLink = ({ href, ...props }) => <Link to={href} {...props} />;
