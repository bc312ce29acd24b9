import { useNavigate, useSearchParams } from "react-router";
import { useAddFlow } from "./AddFlowContext.js";
import { directoryReturnPath } from "./directoryReturn.js";
import { ProviderDirectoryView } from "./ProviderDirectoryView.js";
import { addFlowName } from "./reinstate.js";

/**
 * The built-in provider directory of the add flow (enrollment.md §2 provider search), opened by a
 * provider card's Search Provider Directory. Choosing a provider returns to
 * /employer/manage-employees/add/coverage with PCPIndex, PCPNumber and PCPNAME (URL-encoded), which
 * fill that participant's provider; Cancel returns without a choice. The page lives inside the add
 * flow, so the flow's draft, with everything typed on the coverage step, is kept meanwhile. The
 * search is narrowed to the medical group's network (`group`, `planArea` in the URL) when the
 * brand's rule says so (enrollment.md §7 Group name by group number), and the card says which.
 */
export function Component() {
  const flow = useAddFlow();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const index = Number(params.get("PCPIndex") ?? "0");
  const participant = [flow.draft.record.subscriber, ...flow.draft.record.dependents][index];
  const name = participant ? `${participant.fullName.first} ${participant.fullName.last}`.trim() : "";
  return (
    <ProviderDirectoryView
      context={`${addFlowName(Boolean(flow.draft.reinstate))} · Plan Coverage`}
      participantName={name}
      group={params.get("group")}
      planArea={params.get("planArea")}
      onDone={(choice) => navigate(directoryReturnPath(index, choice, flow.draft.enrollmentId))}
    />
  );
}
