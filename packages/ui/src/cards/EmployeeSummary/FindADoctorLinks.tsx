/** One Find a Doctor link, built by @epr/domain from the brand's `findADoctor` record. */
export interface FindADoctorLink {
  /** Link text ("Find a Doctor"). */
  label: string;
  href: string;
  /** The brand's finder opens in a new window (enrollment.md §7 Find a doctor). */
  newWindow: boolean;
}

/**
 * The Find a Doctor links of the providers section. A link that opens a new window says so to
 * every reader ('(opens in a new window)', shown and read as part of the name) and keeps no hold on
 * the opener.
 */
export function FindADoctorLinks({ links }: { links: readonly FindADoctorLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="m-0 mt-3 flex list-none flex-wrap gap-4 p-0 print:hidden">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="text-link underline underline-offset-2 hover:no-underline"
            {...(link.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {link.newWindow ? `${link.label} (opens in a new window)` : link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
