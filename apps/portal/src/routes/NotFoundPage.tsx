import { Link } from "react-router";
import { paths } from "../lib/paths.js";
import { usePageTitle } from "../lib/usePageTitle.js";

export function Component() {
  usePageTitle("Page not found");
  return (
    <main id="main" className="mx-auto max-w-xl p-8">
      <h1 className="mb-4 font-bold text-2xl">Page not found</h1>
      <p className="mb-6">There is no page at this address.</p>
      <Link className="font-semibold text-link underline" to={paths.home}>
        Return Home
      </Link>
    </main>
  );
}
