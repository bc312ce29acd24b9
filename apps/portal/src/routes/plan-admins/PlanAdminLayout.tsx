import type { PlanAdminDetail } from "@epr/contract";
import { type PlanAdminStepId, planAdminStepLabels, planAdminSteps } from "@epr/domain";
import { Breadcrumb } from "@epr/ui/breadcrumb";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link, NavLink, Outlet, redirect, useOutletContext, useSearchParams } from "react-router";
import { type PlanAdminStepParams, paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { planAdminQuery, requirePlanAdminManager } from "./planAdminData.js";

/** The step parameters of the address (session-and-admin.md §2: loginId, isAnEdit, clientNumber, createFlow). */
function stepParams(search: URLSearchParams, clientNumber: string): PlanAdminStepParams {
  const loginId = search.get("loginId") ?? undefined;
  return {
    ...(loginId ? { loginId } : {}),
    isAnEdit: search.get("isAnEdit") === "true" && Boolean(loginId),
    clientNumber: search.get("clientNumber") ?? clientNumber,
    createFlow: search.get("createFlow") === "true",
  };
}

/** A super user's page; an edit loads the administrator before the step shows. */
export async function loader({ request }: { request: Request }) {
  const session = await requirePlanAdminManager(request);
  const params = stepParams(new URL(request.url).searchParams, session.employer?.clientNumber ?? "");
  if (params.isAnEdit && params.loginId) await queryClient.ensureQueryData(planAdminQuery(params.loginId));
  else if (new URL(request.url).pathname.replace(/\/$/, "") === paths.planAdminBase)
    throw redirect(paths.planAdminStep("demographics", params));
  return null;
}

/** What every step gets from the layout. */
export interface PlanAdminStepContext {
  params: PlanAdminStepParams;
  /** The administrator edited (absent while adding one). */
  detail: PlanAdminDetail | undefined;
  /** The client's number as the session has it (for the step addresses). */
  clientNumber: string;
  /** The super user's own login ID (their own account cannot be disabled). */
  ownLoginId: string;
}

/** The layout's context, in a step. */
export const usePlanAdminStep = () => useOutletContext<PlanAdminStepContext>();

const stepLinkClass =
  "block rounded-control px-3 py-2 text-link underline-offset-2 hover:underline focus-visible:focus-ring aria-[current=page]:bg-secondary aria-[current=page]:font-semibold aria-[current=page]:text-foreground";

/**
 * The plan administrator add/edit steps (session-and-admin.md §2 add-plan-admin.*): the sidebar
 * shows only Demographics while adding (isAnEdit 'false'); on an edit Overall and Group Entitlements
 * always, Dental (UCD) and Billing only when the administrator has them (@epr/domain `planAdminSteps`).
 */
export function Component() {
  const { data: session } = useSuspenseQuery(sessionQuery);
  const [search] = useSearchParams();
  const clientNumber = session?.employer?.clientNumber ?? "";
  const params = stepParams(search, clientNumber);
  const detail = useQuery({ ...planAdminQuery(params.loginId ?? ""), enabled: params.isAnEdit }).data;
  const steps = planAdminSteps({
    isAnEdit: params.isAnEdit,
    ucdDental: detail?.ucdDental ?? false,
    billing: detail?.billing ?? false,
  });
  const heading = params.isAnEdit ? "Edit Plan Administrator" : "Add Plan Administrator";
  usePageTitle(heading);
  const context: PlanAdminStepContext = {
    params,
    detail,
    clientNumber,
    ownLoginId: session?.admin.loginId ?? "",
  };
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumb
        items={[{ label: "Plan Administrators", href: paths.planAdmins }, { label: heading }]}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <nav aria-label="Plan administrator steps" className="md:w-60 md:shrink-0">
          <ul className="m-0 flex list-none flex-col gap-1 rounded-card border border-border bg-surface p-2">
            {steps.map((step: PlanAdminStepId) => (
              <li key={step}>
                <NavLink to={paths.planAdminStep(step, params)} className={stepLinkClass}>
                  {planAdminStepLabels[step]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col gap-4 outline-none">
          <h1 className="m-0 font-bold text-3xl">
            {heading}
            {detail ? (
              <span className="block font-normal text-lg">
                {detail.firstName} {detail.lastName} ({detail.loginId})
              </span>
            ) : null}
          </h1>
          <Outlet context={context} />
        </main>
      </div>
    </div>
  );
}
