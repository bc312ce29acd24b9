import { Link } from "react-router";
import { paths } from "../../lib/paths.js";
import { usePageTitle } from "../../lib/usePageTitle.js";

const linkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/**
 * /employer/reports (session-and-admin.md §2): the reports landing. This slice offers the census
 * and wellness taxation reports and their requested reports; the enrollment reports list, Mede
 * Analytics and Reports at Hand come with their own server routes.
 */
export function Component() {
  usePageTitle("Reports");
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <h1 className="mb-4 font-bold text-3xl">Reports</h1>
      <ul className="grid max-w-prose gap-3">
        <li>
          <Link to={paths.censusOrWellness("census")} className={linkClass}>
            Census Report
          </Link>
          <p className="text-muted-foreground">Your employees in the groups you choose, as Excel or PDF.</p>
        </li>
        <li>
          <Link to={paths.censusOrWellness("wellness")} className={linkClass}>
            Wellness Taxation Report
          </Link>
          <p className="text-muted-foreground">The wellness taxation report of the groups you choose.</p>
        </li>
        <li>
          <Link to={paths.requestedReports("census")} className={linkClass}>
            Requested Census Reports
          </Link>
        </li>
        <li>
          <Link to={paths.requestedReports("wellness")} className={linkClass}>
            Requested Wellness Taxation Reports
          </Link>
        </li>
      </ul>
    </main>
  );
}
