import { domainMessages } from "@epr/domain";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { paths } from "../lib/paths.js";

/**
 * The generic error display (enrollment.md §8 generic error modal wording), as a page: shown when a
 * page fails to load, with a way home.
 */
export function RouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="mb-4 font-bold text-2xl">{domainMessages.genericErrorTitle}</h1>
      <p className="mb-6">
        {domainMessages.genericErrorText}
        {status ? ` (status ${status})` : null}
      </p>
      <Link className="font-semibold text-link underline" to={paths.home}>
        {domainMessages.returnHome}
      </Link>
    </main>
  );
}
