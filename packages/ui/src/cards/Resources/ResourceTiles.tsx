import type { RenderResourceLink, ResourceLinkValue } from "./links.js";
import { plainLink } from "./plainLink.js";

/** Props of `ResourceTiles`. */
export interface ResourceTilesProps {
  /** The resource pages to offer, in order (session-and-admin.md §2 /home resource tiles). */
  tiles: readonly ResourceLinkValue[];
  /** The section's heading. */
  title?: string;
  /** Heading level of the section (its tiles are one below). */
  headingLevel?: 2 | 3;
  /** How links are rendered (default a plain `<a href>`). */
  renderLink?: RenderResourceLink;
}

/**
 * The home page's resource tiles (session-and-admin.md §2 /home: Training/FAQs, Find a Provider,
 * Glossary of Health Coverage, ...): each tile is one link, its title a heading and its
 * description below, so the whole tile is one target and one Tab stop.
 */
export function ResourceTiles({
  tiles,
  title = "Resources",
  headingLevel = 2,
  renderLink = plainLink,
}: ResourceTilesProps) {
  const Heading = `h${headingLevel}` as const;
  const TileHeading = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section aria-label={title}>
      <Heading className="mb-3 font-bold text-xl">{title}</Heading>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.href}>
            {renderLink({
              href: tile.href,
              className:
                "block h-full rounded-card border border-input bg-surface p-card text-foreground no-underline hover:bg-secondary focus-visible:focus-ring",
              children: (
                <>
                  <TileHeading className="mb-1 font-semibold text-lg text-link">{tile.title}</TileHeading>
                  <span className="block text-muted-foreground">{tile.description}</span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
