import type { Dependent, Subscriber } from "@epr/domain";
import { otherInsuranceFormFromRecord, otherInsuranceFromForm } from "@epr/forms";
import { OtherInsuranceCard } from "@epr/ui/cards/other-insurance";
import { CopyToOthers } from "../../../lib/lazyModals.js";
import { type OtherInsuranceHolder, useOtherInsuranceCopy } from "../useOtherInsuranceCopy.js";
import { useAddFlow } from "./AddFlowContext.js";
import { MemberRecordStep, participantName } from "./MemberRecordStep.js";

/** Who the step asks about: the participants with the other-insurance indicator yes (enrollment.md §4). */
const applies = (member: Subscriber | Dependent) => member.otherInsuranceIndicator === "yes";

/**
 * Other Insurance (enrollment.md §2 employee.add.otherInsurance, §5 Other insurance): one card per
 * participant with the indicator yes, each with Copy to Others when another participant has a card.
 */
export function Component() {
  const { draft, today } = useAddFlow();
  const holders: OtherInsuranceHolder[] = [draft.record.subscriber, ...draft.record.dependents].flatMap(
    (member, index) =>
      applies(member)
        ? [
            {
              index,
              name: participantName(member),
              relationshipCode: member.relationshipCode,
              values: otherInsuranceFormFromRecord(member.otherInsurance),
            },
          ]
        : [],
  );
  const copy = useOtherInsuranceCopy(holders);
  return (
    <>
      <MemberRecordStep
        step="otherInsurance"
        recordKey="otherInsurance"
        applies={applies}
        card={({ index, member, name, idPrefix }, accept) => {
          const holder = holders.find((candidate) => candidate.index === index) ?? {
            index,
            name,
            relationshipCode: member.relationshipCode,
            values: otherInsuranceFormFromRecord(member.otherInsurance),
          };
          const { key, ...copying } = copy.card(holder);
          return (
            <OtherInsuranceCard
              key={key}
              mode="edit"
              idPrefix={idPrefix}
              participant={{
                name,
                relationshipCode: member.relationshipCode,
                dependentStatus: "dependentStatus" in member ? member.dependentStatus : null,
              }}
              {...copying}
              context={{ today, flow: "add" }}
              cobDataProcessed={draft.record.isCOBDataProcessed}
              onSubmit={(values) => accept(otherInsuranceFromForm(values))}
            />
          );
        }}
      />
      <CopyToOthers {...copy.modal} />
    </>
  );
}
