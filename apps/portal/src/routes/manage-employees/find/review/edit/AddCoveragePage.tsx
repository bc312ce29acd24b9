import {
  addPlanLines,
  assignPlansNotices,
  type CoverageType,
  formatUsDate,
  refusingNotices,
  updatePlans,
} from "@epr/domain";
import { Button, StepFormsProvider, useStepForms } from "@epr/ui";
import type { PlanCoverageChange, PlanCoverageSubmit } from "@epr/ui/cards/plan-coverage";
import type { CoverageNoticeItem } from "@epr/ui/modals/coverage-notice";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PlanCoverageCard, preloadCards } from "../../../../../lib/lazyCards.js";
import { AsoEffectiveDateWarning, CoverageNotice } from "../../../../../lib/lazyModals.js";
import { paths } from "../../../../../lib/paths.js";
import { useRulePlace } from "../../../../../lib/rulePlace.js";
import { sessionQuery } from "../../../../../lib/session.js";
import { usePageTitle } from "../../../../../lib/usePageTitle.js";
import { PlanCoverageOffers, planAssignmentOf } from "../../../add/PlanCoverageOffers.js";
import { useCoverageOffers } from "../../../add/useCoverageOffers.js";
import { useEmployeeEdit } from "./EmployeeEditContext.js";
import { asoWarningFor, editMembers, editPaths, presentLines } from "./editCoverage.js";

/** Starts the plan card's download with the navigation, beside the plans' request (lib/lazyCards.tsx). */
export async function loader() {
  void preloadCards([PlanCoverageCard]).catch(() => undefined);
  return null;
}

/**
 * employee.find.addCoverage, /employer/manage-employees/find/add-coverage?umi=… (enrollment.md §2;
 * §4 Updating plans, edit flow): a plan coverage card per coverage type with the client's groups'
 * products for the subscriber's ZIP on the coverage effective date, each with the members' boxes,
 * dependents added in the edit included. Add Coverage writes the chosen lines on the edit's draft
 * (@epr/domain `addPlanLines`) and its bookkeeping (`updatePlans`: new lines for addition, a
 * re-chosen line's deletion mark removed) and returns to the review page in edit mode. A date more
 * than 6 months before the first of the current month for an ASO client opens the ASO effective date
 * warning (enrollment.md §5).
 */
export function Component() {
  usePageTitle("Add Coverage");
  const { draft, change } = useEmployeeEdit();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const umi = params.get("umi") ?? "";
  const { data: session } = useSuspenseQuery(sessionQuery);
  const aso = session?.employer?.aso ?? false;
  const today = useMemo(() => new Date(), []);
  // enrollment.md §5 Effective date for coverage: the edit's window and ASO notice hold here too.
  const screen = useRulePlace()?.screen;
  const forms = useStepForms();
  const accepted = useRef(new Map<CoverageType, PlanCoverageSubmit>());
  const [typed, setTyped] = useState<Partial<Record<CoverageType, PlanCoverageChange>>>({});
  const [notices, setNotices] = useState<readonly CoverageNoticeItem[]>([]);
  const [asoDate, setAsoDate] = useState<string | null>(null);
  const record = draft?.record;
  const effectiveDate = record?.globalCoverageEffectiveDate || formatUsDate(today);
  const zipCode = record?.subscriber.address?.zipCode?.base ?? "";
  const offers = useCoverageOffers(effectiveDate, zipCode);
  const members = useMemo(() => (record ? editMembers(record) : []), [record]);
  const context = useMemo(() => ({ today, flow: "edit" as const, screen, aso }), [today, screen, aso]);

  if (!draft || !record) {
    return (
      <main id="main" tabIndex={-1} className="outline-none">
        <h1 className="mb-3 font-bold text-2xl">No edit in progress</h1>
        <p>
          Coverage is added while editing an employee.{" "}
          <Link className="text-link underline underline-offset-2" to={paths.review(umi)}>
            Back to the employee summary
          </Link>
        </p>
      </main>
    );
  }
  const dependentKeys = members.slice(1).map((member) => member.key);

  const add = async () => {
    accepted.current = new Map();
    if (!(await forms.submitAll())) return;
    const assignments = [...accepted.current.values()].map(planAssignmentOf);
    // The edit keeps its dependents: one left without coverage is the save's question (§4 Pre-save).
    const refusals = refusingNotices(assignPlansNotices(assignments, dependentKeys));
    if (refusals.length) {
      // The coverage notices are the modal titled 'IMPORTANT' (enrollment.md §2 Modals), as in the add flow.
      setNotices(refusals);
      return;
    }
    const chosen = assignments.filter((assignment) => assignment.groupNumber && assignment.productId);
    change((current) => ({
      record: addPlanLines(current.record, current.original, chosen, dependentKeys, today),
      bookkeeping: updatePlans(
        current.bookkeeping,
        chosen.map((assignment) => ({
          groupNumber: assignment.groupNumber ?? "",
          lineOfBusiness: assignment.lineOfBusiness,
        })),
        presentLines(current.original, today),
      ),
    }));
    navigate(editPaths.review(umi));
  };

  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-6 outline-none">
      <div>
        <p className="m-0 text-muted-foreground text-sm">Edit Employee · {members[0]?.name}</p>
        <h1 className="m-0 font-bold text-2xl">Add Coverage</h1>
      </div>
      <CoverageNotice open={notices.length > 0} notices={notices} onClose={() => setNotices([])} />
      <StepFormsProvider step={forms}>
        <PlanCoverageOffers
          offers={offers}
          effectiveDate={effectiveDate}
          noPlans={`No plan of the employee's groups is offered for ZIP code ${zipCode} on ${effectiveDate}.`}
          members={members}
          context={context}
          selectionOf={(coverageType) => typed[coverageType] ?? null}
          onChange={(coverageType, next) => {
            const before = typed[coverageType]?.effectiveDate ?? effectiveDate;
            setTyped((all) => ({ ...all, [coverageType]: next }));
            if (next.effectiveDate !== before && asoWarningFor(next.effectiveDate, context))
              setAsoDate(next.effectiveDate ?? null);
          }}
          onSubmit={(coverageType, values) => {
            accepted.current.set(coverageType, values);
          }}
        />
      </StepFormsProvider>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void add()} disabled={offers.loading || offers.offered.length === 0}>
          Add Coverage
        </Button>
        <Button variant="outline" onClick={() => navigate(editPaths.review(umi))}>
          Back to the Employee
        </Button>
      </div>
      <AsoEffectiveDateWarning
        open={asoDate !== null}
        effectiveDate={asoDate ?? ""}
        onClose={() => setAsoDate(null)}
      />
    </main>
  );
}
