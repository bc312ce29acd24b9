import type { AddFlowStepId, Dependent, EmployeeRecord, Subscriber } from "@epr/domain";
import { useStepForms } from "@epr/ui";
import { type ReactNode, useRef } from "react";
import { useAddFlow } from "./AddFlowContext.js";
import { StepShell } from "./StepShell.js";

/** The record of a member that one of these steps fills (enrollment.md §3 OtherInsurance, MedicareEligible, Mnloa). */
export type MemberRecordKey = "otherInsurance" | "medicareEligible" | "mnloa";

/** A participant of the step: who, and where in the record. */
export interface StepParticipant {
  /** 0 is the subscriber, then the dependents in order. */
  index: number;
  member: Subscriber | Dependent;
  name: string;
  /** The prefix of the card's control ids, unique on the page. */
  idPrefix: string;
}

/** Props of `MemberRecordStep`. */
export interface MemberRecordStepProps {
  step: AddFlowStepId;
  recordKey: MemberRecordKey;
  /** Who the step asks about (enrollment.md §4: indicator yes, or dependent status M for MNLOA). */
  applies: (member: Subscriber | Dependent, index: number) => boolean;
  /** One card per participant; `accept` takes the card's valid values. */
  card: (participant: StepParticipant, accept: (values: unknown) => void) => ReactNode;
}

/** A participant's name as the step's cards and modals say it. */
export const participantName = (member: Subscriber | Dependent) =>
  `${member.fullName.first} ${member.fullName.last}`.trim();

/**
 * A step that fills one record per participant (Other Insurance, Medicare, MNLOA; enrollment.md §2,
 * §4): a card for each participant it applies to, submitted together; the valid values become the
 * participants' records and the step is approved.
 */
export function MemberRecordStep({ step, recordKey, applies, card }: MemberRecordStepProps) {
  const flow = useAddFlow();
  const { draft } = flow;
  const forms = useStepForms();
  const accepted = useRef(new Map<number, unknown>());
  const members = [draft.record.subscriber, ...draft.record.dependents];
  const participants: StepParticipant[] = members
    .map((member, index) => ({ index, member, name: participantName(member), idPrefix: `${step}-${index}` }))
    .filter(({ member, index }) => applies(member, index));

  const accept = () => {
    if (participants.some(({ index }) => !accepted.current.has(index))) return null;
    const withRecord = <M extends Subscriber | Dependent>(member: M, index: number): M =>
      accepted.current.has(index) ? { ...member, [recordKey]: accepted.current.get(index) } : member;
    const record: EmployeeRecord = {
      ...draft.record,
      subscriber: withRecord(draft.record.subscriber, 0),
      dependents: draft.record.dependents.map((dependent, i) => withRecord(dependent, i + 1)),
    };
    return flow.reduce(draft, { type: "recordChanged", record, step });
  };

  return (
    <StepShell
      forms={{
        ...forms,
        submitAll: () => {
          accepted.current = new Map();
          return forms.submitAll();
        },
      }}
      accept={accept}
    >
      {participants.map((participant) => (
        <div key={participant.idPrefix}>
          {card(participant, (values) => {
            accepted.current.set(participant.index, values);
          })}
        </div>
      ))}
    </StepShell>
  );
}
