import { useCopy } from "@epr/brand-themes";
import { domainMessages } from "@epr/domain";
import { useEffect, useId, useState } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { RadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";
import { ModalFrame } from "../ModalFrame/ModalFrame.js";

/** The policy years a cancellation applies to, for a member with more than one (enrollment.md §8). */
export type PolicyYearsChoice = "current" | "upcoming" | "both";

/**
 * One cancellation notice (enrollment.md §8 Cancellation notices): the client's groups end on given
 * dates; cancel from the current policy year on or before the group cancel date (cancelationNotice1,
 * naming the group); cancel from the upcoming year from the chosen cancel date; or, for a member
 * with more than one policy year, the choice of years.
 */
export type CancellationNoticeItem =
  | { kind: "groupsEnd"; groups: readonly { groupNumber: string; endDate: string }[] }
  | { kind: "currentYear"; groupNumber: string; groupCancelDate: string }
  | { kind: "upcomingYear"; cancelDate: string }
  | { kind: "policyYears" };

/** Words of the notices around the brand copy: the title is the spec's ('IMPORTANT'), the buttons ours. */
export const defaultCancellationNoticeCopy = {
  /** enrollment.md §8: titled 'IMPORTANT'. */
  title: domainMessages.cancellationNoticeTitle,
  groupsLabel: "Group end dates",
  yearsLegend: "Policy years",
  ok: "OK",
  continue: "Continue",
  cancel: "Cancel",
};

/** The words of the cancellation notice modal. */
export type CancellationNoticeCopy = Record<keyof typeof defaultCancellationNoticeCopy, string>;

/** Props of `CancellationNotice`. */
export interface CancellationNoticeProps {
  /** Whether the modal is open. */
  open: boolean;
  /** The notice to show. */
  notice: CancellationNoticeItem;
  /** OK (or Cancel for the policy-years choice), × or Escape. */
  onClose: () => void;
  /** The policy-years notice: the years chosen (Continue). */
  onChoosePolicyYears?: (choice: PolicyYearsChoice) => void;
  /** Override any of the words. */
  copy?: Partial<CancellationNoticeCopy>;
}

/**
 * Cancellation notices titled 'IMPORTANT' (enrollment.md §2 Modals 'coverage notices'; §8). The spec
 * leaves their wording out: the texts are the brand record's copy (`cancellationNotice*` keys of
 * @epr/brand-themes, our wording, overridable per brand). An alert dialog; Escape closes it (or
 * cancels the choice).
 */
export function CancellationNotice({
  open,
  notice,
  onClose,
  onChoosePolicyYears,
  copy,
}: CancellationNoticeProps) {
  const words = { ...defaultCancellationNoticeCopy, ...copy };
  const t = useCopy();
  const id = useId();
  const [years, setYears] = useState<PolicyYearsChoice>("current");

  useEffect(() => {
    if (open) setYears("current");
  }, [open]);

  const text =
    notice.kind === "groupsEnd"
      ? t("cancellationNoticeGroupsEnd")
      : notice.kind === "currentYear"
        ? t("cancellationNoticeCurrentYear", { group: notice.groupNumber, date: notice.groupCancelDate })
        : notice.kind === "upcomingYear"
          ? t("cancellationNoticeUpcomingYear", { date: notice.cancelDate })
          : t("cancellationNoticePolicyYears");
  const choosing = notice.kind === "policyYears";
  return (
    <ModalFrame
      name="cancellation-notice"
      open={open}
      alert
      title={words.title}
      description={text}
      onDismiss={onClose}
      footer={
        choosing ? (
          <>
            <Button variant="outline" onClick={onClose}>
              {words.cancel}
            </Button>
            <Button onClick={() => onChoosePolicyYears?.(years)}>{words.continue}</Button>
          </>
        ) : (
          <Button onClick={onClose}>{words.ok}</Button>
        )
      }
    >
      {notice.kind === "groupsEnd" ? (
        <ul aria-label={words.groupsLabel} className="list-disc space-y-1 ps-6">
          {notice.groups.map((group) => (
            <li key={group.groupNumber}>
              {t("cancellationNoticeGroupEndsOn", { group: group.groupNumber, date: group.endDate })}
            </li>
          ))}
        </ul>
      ) : null}
      {choosing ? (
        <RadioGroup
          id={`${id}-years`}
          name={`${id}-years`}
          legend={words.yearsLegend}
          options={[
            { value: "current", label: t("cancellationNoticeCurrentYearOnly") },
            { value: "upcoming", label: t("cancellationNoticeUpcomingYearOnly") },
            { value: "both", label: t("cancellationNoticeBothYears") },
          ]}
          value={years}
          onValueChange={(value) => setYears(value as PolicyYearsChoice)}
        />
      ) : null}
    </ModalFrame>
  );
}
