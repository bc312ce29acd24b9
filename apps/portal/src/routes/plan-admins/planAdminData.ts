import { createPlanAdminClient, type PlanAdminDetail } from "@epr/contract";
import { mayManagePlanAdmins } from "@epr/domain";
import { queryOptions } from "@tanstack/react-query";
import { redirect } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { noteSessionResponse } from "../../lib/sessionClock.js";

/**
 * The plan administrator calls, a client of their own (@epr/contract `createPlanAdminClient`): the
 * shared typed client of the other pages stays without their schemas.
 */
export const planAdminApi = createPlanAdminClient({ onResponse: noteSessionResponse });

/** Every plan administrator query, and the list's pages. */
export const planAdminKeys = { all: ["plan-admins"], lists: ["plan-admins", "list"] } as const;

/** One page of the client's administrators (keyset: `after` is the previous page's `next`). */
export const planAdminsQuery = (after: string | undefined) =>
  queryOptions({
    queryKey: [...planAdminKeys.lists, after ?? null],
    queryFn: () => planAdminApi.planAdmins(after ? { after } : {}),
  });

/** One administrator with their entitlements; read fresh, another super user may have changed it. */
export const planAdminQuery = (loginId: string) =>
  queryOptions({
    queryKey: [...planAdminKeys.all, "one", loginId.toLowerCase()],
    queryFn: () => planAdminApi.planAdmin(loginId),
    staleTime: 0,
  });

/** Keeps what the server answered after a change, and lets the list read again. */
export function rememberPlanAdmin(detail: PlanAdminDetail) {
  queryClient.setQueryData(planAdminQuery(detail.loginId).queryKey, detail);
  void queryClient.invalidateQueries({ queryKey: planAdminKeys.lists });
}

/**
 * The plan administrator pages are a super user's (only a super user may manage others,
 * @epr/domain `mayManagePlanAdmins`); anyone else goes to their profile, where the link is not offered.
 */
export async function requirePlanAdminManager(request: Request) {
  const session = await requireEmployerArea(request);
  const allowed = mayManagePlanAdmins({
    clientChosen: session.employer !== null,
    viewOnly: session.admin.viewOnly,
    superUserRole: session.entitlements.superUserRole,
  });
  if (!allowed) throw redirect(paths.profile);
  return session;
}
