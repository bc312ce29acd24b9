import { copyOtherInsuranceTo } from "@epr/domain";
import type { OtherInsuranceFormInput } from "@epr/forms/schemas";
import type { CopyToOthersProps } from "@epr/ui/modals/copy-to-others";
import { useCallback, useRef, useState } from "react";

/** A member with an other insurance card on the page (the add flow's step, the edit's section). */
export interface OtherInsuranceHolder {
  /** 0 is the subscriber, then the dependents in order. */
  index: number;
  name: string;
  /** 20 for the subscriber, the dependent's own otherwise (enrollment.md §3). */
  relationshipCode: string | null | undefined;
  /** The card's values from the record (what the card starts with). */
  values: Partial<OtherInsuranceFormInput>;
}

/** What a holder's other insurance card takes from `useOtherInsuranceCopy`. */
export interface OtherInsuranceCopyCard {
  /** The card's React key: a copy onto the member loads the copied values anew. */
  key: string;
  values: Partial<OtherInsuranceFormInput>;
  onChange: (values: Partial<OtherInsuranceFormInput>) => void;
  /** Present only when there is another holder to copy to. */
  onCopyToOthers?: (values: Partial<OtherInsuranceFormInput>) => void;
}

/**
 * Copy to Others on the other insurance cards (enrollment.md §2 cards, §5 Other insurance;
 * assist-employees.md §2.3), for the add flow's Other Insurance step and the edit's section alike.
 * It offers the other members who have an other insurance card (their indicator is yes: a member
 * answered "no" is not given one), shows only when there is such a member, and copies the values as
 * typed in the source card onto the members picked; @epr/domain's `copyOtherInsuranceTo` keeps a
 * member's own custody block where the spec skips it (relation 3 onto relationship 18 or 01). The
 * copied members' cards load the copy; what they submit is what the page saves, as for any card.
 */
export function useOtherInsuranceCopy(holders: readonly OtherInsuranceHolder[]) {
  const [source, setSource] = useState<{ index: number; values: Partial<OtherInsuranceFormInput> } | null>(
    null,
  );
  const [copies, setCopies] = useState<
    Readonly<Record<number, { values: Partial<OtherInsuranceFormInput>; reload: number }>>
  >({});
  // What each card holds now (typed since it loaded): the custody block a copy keeps is the member's.
  const typed = useRef(new Map<number, Partial<OtherInsuranceFormInput>>());
  const changeHandlers = useRef(new Map<number, (values: Partial<OtherInsuranceFormInput>) => void>());
  const onChangeOf = useCallback((index: number) => {
    let handler = changeHandlers.current.get(index);
    if (!handler) {
      handler = (values) => typed.current.set(index, values);
      changeHandlers.current.set(index, handler);
    }
    return handler;
  }, []);

  const loaded = (holder: OtherInsuranceHolder) => copies[holder.index]?.values ?? holder.values;

  const card = (holder: OtherInsuranceHolder): OtherInsuranceCopyCard => ({
    key: `${holder.index}-${copies[holder.index]?.reload ?? 0}`,
    values: loaded(holder),
    onChange: onChangeOf(holder.index),
    ...(holders.some((other) => other.index !== holder.index)
      ? { onCopyToOthers: (values) => setSource({ index: holder.index, values }) }
      : {}),
  });

  const modal: CopyToOthersProps = {
    open: source !== null,
    sourceName: holders.find((holder) => holder.index === source?.index)?.name ?? "",
    members: holders
      .filter((holder) => holder.index !== source?.index)
      .map((holder) => ({ id: String(holder.index), name: holder.name })),
    onCopy: (ids) => {
      if (!source) return;
      const targets = holders
        .filter((holder) => holder.index !== source.index && ids.includes(String(holder.index)))
        .map((holder) => ({
          key: String(holder.index),
          relationshipCode: holder.relationshipCode,
          current: { ...loaded(holder), ...typed.current.get(holder.index) },
        }));
      const copied = copyOtherInsuranceTo(source.values, targets);
      for (const target of targets) typed.current.delete(Number(target.key));
      setCopies((all) => {
        const next = { ...all };
        for (const [key, values] of Object.entries(copied)) {
          const index = Number(key);
          next[index] = { values, reload: (all[index]?.reload ?? 0) + 1 };
        }
        return next;
      });
      setSource(null);
    },
    onCancel: () => setSource(null),
    copy: { what: "the other insurance" },
  };

  return { card, modal };
}
