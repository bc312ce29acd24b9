import {
  type Dependent,
  type EmployeeRecord,
  isLineActive,
  type QualifyingEventValues,
  type Subscriber,
} from "@epr/domain";
import {
  type DependentFormValues,
  medicareFormFromRecord,
  medicareFromForm,
  mnloaFormFromRecord,
  mnloaFromForm,
  otherInsuranceFormFromRecord,
  otherInsuranceFromForm,
  type SubscriberFormInput,
  type SubscriberFormValues,
  subscriberFromForm,
} from "@epr/forms/schemas";
import type { EditableSummarySection, EmployeeSummaryEdit } from "@epr/ui/cards/employee-summary";
import { type ReactNode, useCallback, useMemo, useRef } from "react";
import { useOtherInsuranceCopy } from "../../../useOtherInsuranceCopy.js";
import { useEmployeeEdit } from "./EmployeeEditContext.js";
import { CopyToOthers, DependentList, MedicareCard, MnloaCard, OtherInsuranceCard } from "./editCards.js";
import {
  dependentCardValues,
  isNewDependent,
  type MemberRecordKey,
  withDependentAdded,
  withDependentRemoved,
  withDependentTyped,
  withMemberRecord,
  withQualifyingEvent,
  withSubscriberTyped,
} from "./editRecord.js";

/** What the cards handed on during one Save (their valid values), applied to the record together. */
interface Accepted {
  subscriber?: SubscriberFormValues;
  dependents: Map<number, DependentFormValues>;
  records: { index: number; key: MemberRecordKey; value: unknown }[];
}

const nameOf = (member: Subscriber | Dependent) =>
  [member.fullName.first, member.fullName.last].filter(Boolean).join(" ") || "New dependent";

/** A dependent's id on the page: its pin, or for one added in this edit its place among the new ones. */
const dependentId = (dependent: Dependent, index: number) => dependent.pin ?? `new-${index}`;

/** What `useEditSections` gives the review page. */
export interface EditSections {
  /** The summary card's edit mode (subscriber form, qualifying event) without `sections` and `saving`. */
  summaryEdit: Omit<EmployeeSummaryEdit, "sections" | "saving">;
  /** The sections' edit-mode bodies: dependents, other insurance, Medicare, MNLOA. */
  sections: Partial<Record<EditableSummarySection, ReactNode>>;
  /** Empties what the cards handed on; call before submitting every card. */
  startCollecting: () => void;
  /** The record with every card's valid values applied (after a valid submit of every card). */
  collected: (record: EmployeeRecord) => EmployeeRecord;
}

/**
 * The review page's sections in edit mode (enrollment.md §2 employee.find.review, §4 Edit entry):
 * the subscriber (the summary's own edit mode, the SubscriberForm card), the dependents (the
 * Dependent cards: edit those on file, add a dependent — the add flow's un-approve rules do not
 * apply and it has no coverage until the coverage side gives it some — and remove one added in
 * this edit), and the other insurance, Medicare and MNLOA cards of the add flow for the members
 * whose record has them. What is typed goes into the edit's draft; the cards' valid values are
 * applied together on Save.
 */
export function useEditSections(input: { today: Date; prefixes?: readonly string[] }): EditSections {
  const { today, prefixes } = input;
  const { draft, change } = useEmployeeEdit();
  const accepted = useRef<Accepted>({ dependents: new Map(), records: [] });
  const record = draft?.record;

  const onSubscriberChange = useCallback(
    (values: Partial<SubscriberFormInput>) =>
      change((d) => ({ record: withSubscriberTyped(d.record, values) })),
    [change],
  );
  const onQualifyingEventChange = useCallback(
    (values: QualifyingEventValues) => change((d) => ({ record: withQualifyingEvent(d.record, values) })),
    [change],
  );
  const summaryEdit = useMemo<EditSections["summaryEdit"]>(
    () => ({
      ...(prefixes ? { prefixes } : {}),
      onSubscriberChange,
      onQualifyingEventChange,
      onSubscriberSubmit: (values) => {
        accepted.current.subscriber = values;
      },
    }),
    [prefixes, onSubscriberChange, onQualifyingEventChange],
  );

  const subscriberGender = record?.subscriber.gender ?? undefined;
  const dependentContext = useMemo(
    () => ({ today, flow: "edit" as const, ...(subscriberGender ? { subscriberGender } : {}) }),
    [today, subscriberGender],
  );

  // enrollment.md §4: an indicator set to yes creates the empty record (editRecord.ts), and a
  // member whose indicator is yes without a record on file still gets the card to fill in.
  const members: (Subscriber | Dependent)[] = record ? [record.subscriber, ...record.dependents] : [];
  const withOtherInsurance = members.flatMap((m, index) =>
    m.otherInsurance || m.otherInsuranceIndicator === "yes"
      ? [
          {
            m,
            index,
            holder: {
              index,
              name: nameOf(m),
              relationshipCode: m.relationshipCode,
              values: otherInsuranceFormFromRecord(m.otherInsurance),
            },
          },
        ]
      : [],
  );
  // Copy to Others between the other insurance cards (enrollment.md §5; assist-employees.md §2.3).
  const otherInsuranceCopy = useOtherInsuranceCopy(withOtherInsurance.map(({ holder }) => holder));

  const sections: EditSections["sections"] = {};
  if (record) {
    const ids = record.dependents.map(dependentId);
    const indexOf = (id: string) => ids.indexOf(id);
    sections.dependents = (
      <DependentList
        mode="edit"
        copy={{ heading: "Edit Dependents" }}
        dependents={record.dependents.map((dependent, index) => ({
          id: ids[index] ?? String(index),
          values: {
            ...dependentCardValues(dependent),
            // enrollment.md §5: in edit only dependents with an active line count as the spouse.
            hasActiveCoverage: dependent.memberCoverages.some((c) =>
              c.memberLobs.some((lob) => isLineActive(lob, today)),
            ),
          },
          canRemove: isNewDependent(dependent),
        }))}
        context={dependentContext}
        permissions={{ canAdd: true, canEdit: true, canRemove: false }}
        {...(prefixes ? { prefixes } : {})}
        onAdd={() => change((d) => ({ record: withDependentAdded(d.record) }))}
        onRemove={(id) => change((d) => ({ record: withDependentRemoved(d.record, indexOf(id)) }))}
        onChange={(id, values) =>
          change((d) => ({ record: withDependentTyped(d.record, indexOf(id), values) }))
        }
        onSubmit={(id, values) => {
          accepted.current.dependents.set(indexOf(id), values);
        }}
      />
    );
    const accept = (index: number, key: MemberRecordKey) => (value: unknown) => {
      accepted.current.records.push({ index, key, value });
    };
    const withMedicare = members.flatMap((m, index) =>
      m.medicareEligible || m.medicareEligibleIndicator === "yes" ? [{ m, index }] : [],
    );
    const withMnloa = members.flatMap((m, index) => (index > 0 && m.mnloa ? [{ m, index }] : []));
    if (withOtherInsurance.length > 0)
      sections.otherInsurance = (
        <div className="flex flex-col gap-4">
          {withOtherInsurance.map(({ m, index, holder }) => {
            const { key, ...copying } = otherInsuranceCopy.card(holder);
            return (
              <OtherInsuranceCard
                key={`oi-${key}`}
                mode="edit"
                idPrefix={`edit-oi-${index}`}
                participant={{
                  name: holder.name,
                  relationshipCode: m.relationshipCode,
                  dependentStatus: "dependentStatus" in m ? m.dependentStatus : null,
                }}
                {...copying}
                context={{ today, flow: "edit" }}
                cobDataProcessed={record.isCOBDataProcessed}
                onSubmit={(values) => accept(index, "otherInsurance")(otherInsuranceFromForm(values))}
              />
            );
          })}
          <CopyToOthers {...otherInsuranceCopy.modal} />
        </div>
      );
    if (withMedicare.length > 0)
      sections.medicare = (
        <div className="flex flex-col gap-4">
          {withMedicare.map(({ m, index }) => (
            <MedicareCard
              key={`me-${index}`}
              mode="edit"
              idPrefix={`edit-me-${index}`}
              participant={{ name: nameOf(m), relationshipCode: m.relationshipCode }}
              values={medicareFormFromRecord(m.medicareEligible)}
              onSubmit={(values) => accept(index, "medicareEligible")(medicareFromForm(values))}
            />
          ))}
        </div>
      );
    if (withMnloa.length > 0)
      sections.mnloa = (
        <div className="flex flex-col gap-4">
          {withMnloa.map(({ m, index }) => (
            <MnloaCard
              key={`mn-${index}`}
              mode="edit"
              idPrefix={`edit-mn-${index}`}
              participant={{
                name: nameOf(m),
                relationshipCode: m.relationshipCode,
                dependentStatus: "dependentStatus" in m ? m.dependentStatus : null,
              }}
              values={mnloaFormFromRecord(m.mnloa)}
              onSubmit={(values) => accept(index, "mnloa")(mnloaFromForm(values))}
            />
          ))}
        </div>
      );
  }

  return {
    summaryEdit,
    sections,
    startCollecting: () => {
      accepted.current = { dependents: new Map(), records: [] };
    },
    collected: (current) => {
      const { subscriber, dependents, records } = accepted.current;
      let next = subscriber
        ? { ...current, subscriber: subscriberFromForm(subscriber, current.subscriber) }
        : current;
      for (const [index, values] of dependents) next = withDependentTyped(next, index, values);
      for (const { index, key, value } of records) next = withMemberRecord(next, index, key, value as never);
      return next;
    },
  };
}
