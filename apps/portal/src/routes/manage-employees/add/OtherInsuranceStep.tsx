import { otherInsuranceFormFromRecord, otherInsuranceFromForm } from "@epr/forms";
import { OtherInsuranceCard } from "@epr/ui/cards/other-insurance";
import { useAddFlow } from "./AddFlowContext.js";
import { MemberRecordStep } from "./MemberRecordStep.js";

/** Other Insurance (enrollment.md §2 employee.add.otherInsurance, §5 Other insurance): one card per participant with the indicator yes. */
export function Component() {
  const { draft, today } = useAddFlow();
  return (
    <MemberRecordStep
      step="otherInsurance"
      recordKey="otherInsurance"
      applies={(member) => member.otherInsuranceIndicator === "yes"}
      card={({ member, name, idPrefix }, accept) => (
        <OtherInsuranceCard
          mode="edit"
          idPrefix={idPrefix}
          participant={{
            name,
            relationshipCode: member.relationshipCode,
            dependentStatus: "dependentStatus" in member ? member.dependentStatus : null,
          }}
          values={otherInsuranceFormFromRecord(member.otherInsurance)}
          context={{ today, flow: "add" }}
          cobDataProcessed={draft.record.isCOBDataProcessed}
          onSubmit={(values) => accept(otherInsuranceFromForm(values))}
        />
      )}
    />
  );
}
