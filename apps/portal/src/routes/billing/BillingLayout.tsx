import { useSuspenseQuery } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { sessionQuery } from "../../lib/session.js";
import { mayUseBills, NoBillsPermission } from "./billingAccess.js";

/**
 * The billing pages' frame (docs/features/billing.md, Pages): without the Bills access every billing
 * address shows the not-permitted state, and no page below it asks the server anything (each page's
 * loader checks the access too, since loaders run beside this one).
 */
export function Component() {
  const { data: session } = useSuspenseQuery(sessionQuery);
  return mayUseBills(session) ? <Outlet /> : <NoBillsPermission />;
}
