import { mnloaFormFromRecord, mnloaFromForm } from "@epr/forms";
import { MnloaCard } from "@epr/ui/cards/mnloa";
import { MemberRecordStep } from "./MemberRecordStep.js";

/** MNLOA (enrollment.md §2 employee.add.mnloa, §5 MNLOA): one card per dependent whose status is M. */
export function Component() {
  return (
    <MemberRecordStep
      step="mnloa"
      recordKey="mnloa"
      applies={(member, index) => index > 0 && "dependentStatus" in member && member.dependentStatus === "M"}
      card={({ member, name, idPrefix }, accept) => (
        <MnloaCard
          mode="edit"
          idPrefix={idPrefix}
          participant={{
            name,
            relationshipCode: member.relationshipCode,
            dependentStatus: "dependentStatus" in member ? member.dependentStatus : null,
          }}
          values={mnloaFormFromRecord(member.mnloa)}
          onSubmit={(values) => accept(mnloaFromForm(values))}
        />
      )}
    />
  );
}
