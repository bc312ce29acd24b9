import { BrandLogo } from "@epr/brand-themes";
import { Button } from "@epr/ui";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink } from "react-router";
import { paths } from "../lib/paths.js";

/** Props of `EmployerHeader`. */
export interface EmployerHeaderProps {
  employer: { clientName: string; clientNumber: string };
  admin: { firstName: string; lastName: string; viewOnly: boolean };
  navItems: readonly { to: string; label: string }[];
  /** Where to choose another client (a multi-client administrator, internal staff); none: no link. */
  changeClientHref?: string | null;
  onLogout: () => void;
}

/**
 * The employer pages' header: the brand's logo, the employer, who is signed in, and the main
 * navigation. Everything wraps on narrow screens, so nothing is cut off down to 320 px. On a phone
 * the navigation and the account links fold behind a Menu button, so the header keeps to the logo,
 * the employer and that button instead of taking a third of the screen.
 */
export function EmployerHeader({
  employer,
  admin,
  navItems,
  changeClientHref,
  onLogout,
}: EmployerHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape folds an opened menu and puts focus back on its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);
  // Folded on a phone unless opened; always shown from md up.
  const folded = menuOpen ? "" : "max-md:hidden";
  return (
    <header className="bg-header text-header-foreground print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-6 py-3 max-md:px-4 max-md:py-2">
        <BrandLogo height={36} />
        <button
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          className="ms-auto inline-flex cursor-pointer items-center gap-2 rounded-control border-2 border-current px-3 py-1 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-header-focus md:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
            <path
              d={menuOpen ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          Menu
        </button>
        <p className="text-sm max-md:w-full">
          <span className="sr-only">Employer: </span>
          {employer.clientName} <span className="opacity-80">({employer.clientNumber})</span>
          {changeClientHref ? (
            <>
              {" "}
              <NavLink
                to={changeClientHref}
                className="ms-2 font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-header-focus"
              >
                Change client
              </NavLink>
            </>
          ) : null}
        </p>
        <div
          id={menuId}
          className={`ms-auto flex flex-wrap items-center gap-3 text-sm max-md:w-full ${folded}`}
        >
          <span>
            {admin.firstName} {admin.lastName}
            {admin.viewOnly ? <span className="ms-1 opacity-80">(view only)</span> : null}
          </span>
          <NavLink
            to={paths.profile}
            onClick={() => setMenuOpen(false)}
            className="font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-header-focus"
          >
            My Profile
          </NavLink>
          <Button variant="secondary" size="sm" onClick={onLogout}>
            Log out
          </Button>
        </div>
      </div>
      <nav aria-label="Main" className={`border-white/20 border-t ${folded}`}>
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-6 max-md:flex-col max-md:px-4 max-md:py-1">
          {navItems.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={() => setMenuOpen(false)}
                className="block px-3 py-2 font-semibold text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-header-focus aria-[current=page]:underline"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
