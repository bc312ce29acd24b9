import { useNavigate, useSearchParams } from "react-router";
import { useAddFlow } from "./AddFlowContext.js";
import { directoryReturnPath } from "./directoryReturn.js";
import { ProviderDirectoryView } from "./ProviderDirectoryView.js";

/**
 * The built-in provider directory of the add flow (enrollment.md §2 provider search), opened by a
 * provider card's Search Provider Directory. Choosing a provider returns to
 * /employer/manage-employees/add/coverage with PCPIndex, PCPNumber and PCPNAME (URL-encoded), which
 * fill that participant's provider; Cancel returns without a choice. The page lives inside the add
 * flow, so the flow's draft, with everything typed on the coverage step, is kept meanwhile.
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
      context="Add Employee · Plan Coverage"
      participantName={name}
      onDone={(choice) => navigate(directoryReturnPath(index, choice, flow.draft.enrollmentId))}
    />
  );
}
