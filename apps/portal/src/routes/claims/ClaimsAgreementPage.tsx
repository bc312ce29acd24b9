import { Link, type LoaderFunctionArgs, useSearchParams } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { usePageTitle } from "../../lib/usePageTitle.js";

/** Claims are personal health information: the page says what agreeing means (our wording; §7 names EPR_CLAIMS_AGREEMENT). */
export const claimsAgreementText = [
  "Claims information is protected health information. By continuing you confirm that you are viewing it to assist this employee with their benefits, and that you will keep it confidential as your agreement with us and the law require.",
  "Do not share, copy or store claims information for any other purpose.",
];

/** The cancelled client's conditions come first (assist-employees.md §2.2). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireEmployerArea(request, { conditionsFirst: true });
  return null;
}

/**
 * /employer/claims (assist-employees.md §2.1 claims, §2.9): the agreement to view claims, with print
 * and continue; continue opens the summary for the same groupNumber and umi.
 */
export function Component() {
  usePageTitle("Claims Agreement");
  const [search] = useSearchParams();
  const next = new URLSearchParams();
  for (const key of ["groupNumber", "umi"]) {
    const value = search.get(key);
    if (value) next.set(key, value);
  }
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <h1 className="mb-4 font-bold text-3xl">Claims Agreement</h1>
      {claimsAgreementText.map((p) => (
        <p key={p} className="mb-3 max-w-prose">
          {p}
        </p>
      ))}
      <div className="mt-4 flex gap-3 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded border border-primary px-4 py-2 font-semibold text-primary focus-visible:focus-ring"
        >
          Print
        </button>
        <Link
          to={`/employer/claims/summary?${next}`}
          className="rounded bg-primary px-4 py-2 font-semibold text-primary-foreground focus-visible:focus-ring"
        >
          I Agree, Continue
        </Link>
      </div>
    </main>
  );
}
