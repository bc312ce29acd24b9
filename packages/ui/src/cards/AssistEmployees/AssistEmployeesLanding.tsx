import type { RenderResourceLink } from "../Resources/links.js";
import { plainLink } from "../Resources/plainLink.js";

/** One link of a landing section. */
export interface AssistLink {
  href: string;
  label: string;
  /** Opens in a new window (an external tool). */
  newWindow?: boolean;
}

/** One section of the landing: its heading and links (those the administrator may follow). */
export interface AssistSection {
  title: string;
  links: readonly AssistLink[];
}

/** Props of `AssistEmployeesLanding`. */
export interface AssistEmployeesLandingProps {
  /** Employee Resources, Providers, Spending Account, Educational Tools (assist-employees.md §2.1). */
  sections: readonly AssistSection[];
  /** How links are rendered (default a plain `<a href>`). */
  renderLink?: RenderResourceLink;
}

/**
 * The assist-employees landing (assist-employees.md §2.1 assistEmployees): four sections of links,
 * each a labelled region with its heading; a section with no link the administrator may follow is
 * left out.
 */
export function AssistEmployeesLanding({ sections, renderLink = plainLink }: AssistEmployeesLandingProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {sections
        .filter((s) => s.links.length > 0)
        .map((section) => {
          const id = `assist-${section.title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
          return (
            <section
              key={section.title}
              aria-labelledby={id}
              data-slot="assist-section"
              className="rounded-card border border-input bg-surface p-card"
            >
              <h2 id={id} className="mb-2 font-bold text-xl">
                {section.title}
              </h2>
              <ul className="space-y-1">
                {section.links.map((link) => (
                  <li key={link.href}>
                    {renderLink({
                      href: link.href,
                      className:
                        "rounded-control text-link underline underline-offset-2 focus-visible:focus-ring",
                      ...(link.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {}),
                      children: link.newWindow ? `${link.label} (opens in a new window)` : link.label,
                    })}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
    </div>
  );
}
