import type { RenderResourceLink } from "../Resources/links.js";
import { plainLink } from "../Resources/plainLink.js";

/** One quick link: where it goes and what it says. */
export interface QuickLinkValue {
  href: string;
  label: string;
}

/** Props of `QuickLinks`. */
export interface QuickLinksProps {
  /** The links the administrator may follow (the page leaves out what they may not do). */
  links: readonly QuickLinkValue[];
  title?: string;
  /** How links are rendered (default a plain `<a href>`). */
  renderLink?: RenderResourceLink;
}

/** The home page's quick links (session-and-admin.md §2 /home): a labelled list of links. */
export function QuickLinks({ links, title = "Quick Links", renderLink = plainLink }: QuickLinksProps) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={title} className="rounded-card border border-input bg-surface p-card">
      <h2 className="mb-2 font-bold text-xl">{title}</h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.href}>
            {renderLink({
              href: link.href,
              className: "rounded-control text-link underline underline-offset-2 focus-visible:focus-ring",
              children: link.label,
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
