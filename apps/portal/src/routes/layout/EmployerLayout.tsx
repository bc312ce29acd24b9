import { BrandLogo, BrandProvider } from "@epr/brand-themes";
import { Button, Spinner } from "@epr/ui";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { NavLink, Outlet, ScrollRestoration, useNavigate, useNavigation } from "react-router";
import { api, sessionQuery } from "../../lib/api.js";
import { paths } from "../../lib/paths.js";
import { useFindEmployeeHotkey } from "../../lib/useFindEmployeeHotkey.js";
import { useFocusMainOnNavigate } from "../../lib/useFocusMainOnNavigate.js";

const navItems = [
  { to: paths.home, label: "Home" },
  { to: paths.findEmployee, label: "Find Employee" },
] as const;

/** The employer pages' frame: brand, who is signed in, navigation, and the page. */
export function Component() {
  const { data: session } = useSuspenseQuery(sessionQuery);
  const navigation = useNavigation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useFindEmployeeHotkey();
  useFocusMainOnNavigate();
  if (!session?.employer) return null;

  const logout = async () => {
    await api.logout().catch(() => undefined);
    queryClient.clear();
    navigate(paths.login, { replace: true });
  };

  return (
    <BrandProvider
      brandCode={session.brandCode}
      className="flex min-h-screen flex-col bg-background text-foreground"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-surface focus:p-2 focus:focus-ring"
      >
        Skip to main content
      </a>
      <header className="bg-header text-header-foreground print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-6 py-3">
          <BrandLogo className="h-9 w-auto" />
          <p className="text-sm">
            <span className="sr-only">Employer: </span>
            {session.employer.clientName}{" "}
            <span className="opacity-80">({session.employer.clientNumber})</span>
          </p>
          <div className="ms-auto flex items-center gap-3 text-sm">
            <span>
              {session.admin.firstName} {session.admin.lastName}
              {session.admin.viewOnly ? <span className="ms-1 opacity-80">(view only)</span> : null}
            </span>
            <Button variant="secondary" size="sm" onClick={logout}>
              Log out
            </Button>
          </div>
        </div>
        <nav aria-label="Main" className="border-white/20 border-t">
          <ul className="mx-auto flex max-w-6xl gap-1 px-6">
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
      {navigation.state === "loading" ? (
        <div className="fixed top-2 right-2 z-40 rounded-control bg-surface p-2 shadow">
          <Spinner size="sm" label="Loading page" />
        </div>
      ) : null}
      <div className="mx-auto w-full max-w-6xl flex-1 px-6 py-6">
        <Outlet />
      </div>
      <ScrollRestoration />
      <footer className="border-border border-t py-4 text-center text-muted-foreground text-sm print:hidden">
        Press Ctrl+Alt+L to find an employee.
      </footer>
    </BrandProvider>
  );
}
