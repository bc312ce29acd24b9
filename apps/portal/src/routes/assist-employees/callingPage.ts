import { withoutHtmlSuffix } from "../../lib/paths.js";

/**
 * The calling page value of a document page (assist-employees.md §2.4): each route names its
 * listing; /assist-employees/documents takes it from `?callingPage=`, as the pages that link to the
 * listings pass it. Every route also answers with a .html suffix (§2.1).
 */
const BY_ROUTE: Record<string, string> = {
  "benefit-booklets": "bene-books",
  "summary-of-benefits": "summary-of-benes",
  "group-contracts": "group-contracts",
  "preventive-medications": "preventive-medications",
};

/** The calling page value of a URL, or null when it names none. */
export function callingPageOf(url: URL): string | null {
  const segment = withoutHtmlSuffix(url.pathname.split("/").filter(Boolean).at(-1) ?? "");
  if (segment === "documents") return url.searchParams.get("callingPage");
  return BY_ROUTE[segment] ?? null;
}
