import { PLAN_ADMIN_PAGE_SIZE } from "@epr/contract";
import { Button, FeedbackBar } from "@epr/ui";
import { ReadOnlyTable } from "@epr/ui/read-only-table";
import { keepPreviousData, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { useKeysetPages } from "../../lib/useKeysetPages.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { planAdminsQuery, requirePlanAdminManager } from "./planAdminData.js";

/** Loads the first page before the page shows (a super user's page). */
export async function loader({ request }: { request: Request }) {
  await requirePlanAdminManager(request);
  await queryClient.ensureQueryData(planAdminsQuery(undefined));
  return null;
}

const linkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/**
 * /employer/plan-admins (session-and-admin.md §2): the chosen client's administrators by
 * user ID, 100 a page (keyset), each opening its edit steps; Add Plan Administrator opens the
 * Demographics step with isAnEdit 'false' (session-and-admin.md §2).
 */
export function Component() {
  usePageTitle("Plan Administrators");
  const { data: session } = useSuspenseQuery(sessionQuery);
  const pages = useKeysetPages();
  const list = useQuery({ ...planAdminsQuery(pages.cursor), placeholderData: keepPreviousData });
  // What an edit step said as it came back here (an administrator removed from this client).
  const arrived = (useLocation().state as { message?: string } | null)?.message;
  const clientNumber = session?.employer?.clientNumber ?? "";
  const admins = list.data?.admins ?? [];
  const edit = (loginId: string) =>
    paths.planAdminStep("demographics", { loginId, isAnEdit: true, clientNumber, createFlow: false });
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <p className="m-0 text-sm">
        <Link to={paths.profile} className={linkClass}>
          Profile
        </Link>{" "}
        / Plan Administrators
      </p>
      {arrived ? (
        <FeedbackBar variant="success" title={null}>
          {arrived}
        </FeedbackBar>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="m-0 font-bold text-3xl">Plan Administrators</h1>
        <Button asChild>
          <Link to={paths.planAdminStep("demographics", { isAnEdit: false, clientNumber, createFlow: true })}>
            Add Plan Administrator
          </Link>
        </Button>
      </div>
      <p className="m-0 text-muted-foreground">
        The administrators of {session?.employer?.clientName} ({clientNumber}), {PLAN_ADMIN_PAGE_SIZE} a page.
      </p>
      <div aria-busy={list.isFetching || undefined}>
        <ReadOnlyTable
          framed
          caption="Plan administrators"
          columns={["User ID", "Name", "E-mail", "Super User", "Status"]}
        >
          {admins.map((admin) => (
            <tr key={admin.loginId} className="border-border border-t" data-testid="plan-admin-row">
              <th scope="row" className="px-3 py-2">
                <Link to={edit(admin.loginId)} className={linkClass}>
                  {admin.loginId}
                </Link>
              </th>
              <td className="px-3 py-2">
                {admin.lastName}, {admin.firstName}
              </td>
              {/* A shared administrator's e-mail is not this client's to read (the server leaves it out). */}
              <td className="px-3 py-2">{admin.email ?? "Shared with other clients"}</td>
              <td className="px-3 py-2">{admin.superUser ? "Yes" : "No"}</td>
              <td className="px-3 py-2">
                {admin.disabled ? "Disabled" : "Active"}
                {admin.temporaryPassword ? " (temporary password)" : ""}
              </td>
            </tr>
          ))}
        </ReadOnlyTable>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={!pages.hasPrevious} onClick={pages.goPrevious}>
          Previous page
        </Button>
        <span className="text-sm">Page {pages.page}</span>
        <Button variant="outline" disabled={!list.data?.next} onClick={() => pages.goNext(list.data?.next)}>
          Next page
        </Button>
      </div>
    </main>
  );
}
