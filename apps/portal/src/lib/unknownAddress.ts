import { type LoaderFunctionArgs, redirect } from "react-router";
import { paths, withoutHtmlSuffix } from "./paths.js";

/**
 * Where an address no route matches leads (assist-employees.md §2.1): every address also answers
 * with a .html suffix, so one ending in .html is tried again without it (query kept); any other
 * unknown address goes home.
 */
export function unknownAddressTarget(url: URL): string {
  const named = withoutHtmlSuffix(url.pathname);
  if (named !== url.pathname) return `${named}${url.search}`;
  return paths.home;
}

/** The loader of the catch-all routes: a redirect to `unknownAddressTarget`. */
export function unknownAddressLoader({ request }: LoaderFunctionArgs) {
  return redirect(unknownAddressTarget(new URL(request.url)));
}
