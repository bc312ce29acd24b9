import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../../../lib/paths.js";
import { ProviderDirectoryView } from "../../../add/ProviderDirectoryView.js";
import { useEmployeeEdit } from "./EmployeeEditContext.js";
import { editDirectoryReturnPath, editMembers } from "./editCoverage.js";

/**
 * The built-in provider directory opened from an edit (enrollment.md §2 provider search; the edit's
 * leave guard allows it): under the edit's layout, so the draft is kept; choosing a provider returns
 * to the review page with edit=true and PCPIndex, PCPNumber and PCPNAME, which fill that
 * participant's provider card. The search is narrowed to the medical group's network (`group`,
 * `planArea` in the address) where the brand's rule says so, as in the add flow (enrollment.md §7).
 * Without an edit in progress (a reload) it goes back to the review.
 */
export function Component() {
  const { draft } = useEmployeeEdit();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const umi = params.get("umi") ?? "";
  const index = Number(params.get("PCPIndex") ?? "0");
  const member = draft ? editMembers(draft.record)[index] : undefined;
  if (!draft) {
    return (
      <main id="main" tabIndex={-1} className="outline-none">
        <h1 className="mb-3 font-bold text-2xl">No edit in progress</h1>
        <p>
          The edit this directory was opened from has ended.{" "}
          <Link className="text-link underline underline-offset-2" to={paths.review(umi)}>
            Back to the employee summary
          </Link>
        </p>
      </main>
    );
  }
  return (
    <ProviderDirectoryView
      context="Edit Employee · Primary Care Provider"
      participantName={member?.name ?? ""}
      group={params.get("group")}
      planArea={params.get("planArea")}
      onDone={(choice) => navigate(editDirectoryReturnPath(umi, index, choice))}
    />
  );
}
