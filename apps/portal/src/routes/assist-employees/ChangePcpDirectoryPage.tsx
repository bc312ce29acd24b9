import { redirect, useNavigate, useSearchParams } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { ProviderDirectoryView } from "../manage-employees/add/ProviderDirectoryView.js";
import { changePcpPath, changePcpTarget } from "./changePcpTarget.js";

/** Signed in, client chosen; without a remembered employee and group, the landing (§2.2). */
export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  if (!changePcpTarget(new URL(request.url).searchParams)) return redirect(paths.assistEmployees);
  return null;
}

/**
 * The built-in provider directory opened from Change PCP (assist-employees.md §2.1): choosing a
 * provider returns to /employer/assist-employees/change-pcp with PCPNumber (and PCPNAME); the
 * covered individual it was opened for is remembered in session storage. Cancel returns without one.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = changePcpTarget(params);
  if (!target) return null;
  return (
    <ProviderDirectoryView
      context="Change PCP"
      participantName={params.get("name") ?? ""}
      group={target.groupNumber}
      planArea={params.get("planArea")}
      onDone={(choice) =>
        navigate(
          changePcpPath(
            target,
            choice ? { PCPNumber: choice.physicianNumber, PCPNAME: choice.physicianName } : undefined,
          ),
        )
      }
    />
  );
}
