import { BrandLogo } from "@epr/brand-themes";
import { Button } from "@epr/ui";
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
 * navigation. Everything wraps on narrow screens, so nothing is cut off down to 320 px (issue 7 §5).
 */
export function EmployerHeader({
  employer,
  admin,
  navItems,
  changeClientHref,
  onLogout,
}: EmployerHeaderProps) {
  return (
    <header className="bg-header text-header-foreground print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-6 py-3">
        <BrandLogo height={36} />
        <p className="text-sm">
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
        <div className="ms-auto flex flex-wrap items-center gap-3 text-sm">
          <span>
            {admin.firstName} {admin.lastName}
            {admin.viewOnly ? <span className="ms-1 opacity-80">(view only)</span> : null}
          </span>
          <NavLink
            to={paths.profile}
            className="font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-header-focus"
          >
            My Profile
          </NavLink>
          <Button variant="secondary" size="sm" onClick={onLogout}>
            Log out
          </Button>
        </div>
      </div>
      <nav aria-label="Main" className="border-white/20 border-t">
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-6">
          {navItems.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
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
