import { medicareFormFromRecord, medicareFromForm } from "@epr/forms";
import { MedicareCard } from "@epr/ui/cards/medicare";
import { MemberRecordStep } from "./MemberRecordStep.js";

/** Medicare (enrollment.md §2 employee.add.medicare, §5 Medicare): one card per participant with the indicator yes. */
export function Component() {
  return (
    <MemberRecordStep
      step="medicare"
      recordKey="medicareEligible"
      applies={(member) => member.medicareEligibleIndicator === "yes"}
      card={({ member, name, idPrefix }, accept) => (
        <MedicareCard
          mode="edit"
          idPrefix={idPrefix}
          participant={{ name, relationshipCode: member.relationshipCode }}
          values={medicareFormFromRecord(member.medicareEligible)}
          onSubmit={(values) => accept(medicareFromForm(values))}
        />
      )}
    />
  );
}
