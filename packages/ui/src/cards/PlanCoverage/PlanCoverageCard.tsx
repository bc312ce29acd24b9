import {
  type CoveragePlanOption,
  type CoverageType,
  type GroupAdditionalInformation,
  type PlanSelection,
  SUBSCRIBER_KEY,
} from "@epr/domain";
import {
  type DependentCoverageNotice,
  type EffectiveDateFormContext,
  type PlanCoverageFormValues,
  usePlanCoverageForm,
} from "@epr/forms";
import { type ReactNode, useState } from "react";
import { cn } from "../../lib/cn.js";
import { CardForm, type EditableCardProps } from "../../primitives/Card/CardForm.js";
import { cardFormOptions, useCardForm } from "../../primitives/Card/useCardForm.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { DateField } from "../../primitives/DateField/DateField.js";
import { Field, Fieldset } from "../../primitives/Field/Field.js";
import { Select } from "../../primitives/Select/Select.js";
import {
  type CoverageLineOnFile,
  type CoverageLinesCopy,
  CoverageLinesOnFile,
  defaultCoverageLinesCopy,
  type RemoveCancelDateSetup,
} from "./CoverageLinesOnFile.js";
import {
  defaultPlanCoverageCardCopy,
  type PlanCoverageCardCopy,
  PlanCoverageReadCard,
  planCoverageTitle,
} from "./PlanCoverageReadCard.js";
import {
  applyMemberToggle,
  changeEffectiveDate,
  initialMembers,
  lineOfBusinessOf,
  type MemberNotices,
  type PlanCoverageMember,
  type PlanCoverageValues,
  planOptions,
  planOptionValue,
  selectPlan,
  toPlanSelection,
} from "./planCoverageRules.js";

// The copy lives with the read card (`@epr/ui/cards/plan-coverage/read`); this module keeps
// exporting it.
export { defaultPlanCoverageCardCopy, type PlanCoverageCardCopy };

/**
 * The validated card: @epr/forms' plan coverage values, the coverage type and the product's line of
 * business ("" without a plan).
 */
export type PlanCoverageSubmit = PlanCoverageFormValues & {
  coverageType: CoverageType;
  lineOfBusiness: string;
};

/**
 * A change of the card: @epr/domain's plan selection with the product's line of business, which is
 * what `assignPlans` (a `PlanAssignment`) and `assignPlansNotices` take.
 */
export type PlanCoverageChange = PlanSelection & { lineOfBusiness: string };

/** Props of `PlanCoverageCard`. */
export interface PlanCoverageCardProps extends EditableCardProps<PlanCoverageSubmit> {
  /** The coverage type this card chooses a plan for (enrollment.md §3 memberLob coverageType). */
  coverageType: CoverageType;
  /**
   * The plans offered: the groups' products of this coverage type for the subscriber's ZIP and the
   * effective date (enrollment.md §7 coverages by version, type, date and ZIP), fetched by the app.
   */
  groups: readonly CoveragePlanOption[];
  /** The subscriber (key `SUBSCRIBER_KEY`) first, then the dependents. */
  members: readonly PlanCoverageMember[];
  /** The chosen plan, date and checked members. In edit mode they fill the form once. */
  values?: Partial<PlanCoverageValues>;
  /** @epr/forms' effective date context (today, flow, ASO, COBRA, path, open enrollment). */
  context: EffectiveDateFormContext;
  /**
   * Additional information per group number (enrollment.md §3): adult age, adult dental and vision,
   * domestic partner and civil union of the chosen plan's group. Falls back to `context.group`.
   */
  groupInformation?: Readonly<Record<string, Partial<GroupAdditionalInformation>>>;
  copy?: Partial<PlanCoverageCardCopy>;
  /** Prefix of the controls' ids; defaults to `plan-<coverage type>`. */
  idPrefix?: string;
  /** Edit mode: each change as @epr/domain's plan selection (for the step's notices and assignPlans). */
  onChange?: (selection: PlanCoverageChange) => void;
  /**
   * Review of an existing employee (enrollment.md §2, §4): the coverage lines on file of this type,
   * listed in both modes with their edit-mode actions where @epr/domain's `coverageLineActions`
   * allows them. Without it the card is the add flow's plan choice alone.
   */
  linesOnFile?: readonly CoverageLineOnFile[];
  /** The record is in edit mode (review with edit=true): the lines' actions may show. */
  editingRecord?: boolean;
  /** The groups the administrator may modify (enrollment.md §6 per-group edit rights). */
  modifiableGroups?: readonly string[];
  /** The trash of a line: cancel its line of business (the app opens the cancel modal). */
  onCancelLine?: (line: CoverageLineOnFile) => void;
  /**
   * Remove the cancel date of a line (enrollment.md §4 Remove cancel date): the action opens the
   * card's form; a valid new effective date calls back with the line and the date.
   */
  onRemoveCancelDate?: (line: CoverageLineOnFile, effectiveDate: string) => void;
  /** The remove-cancel-date form's start date, the groups' cancellation dates and the call's state. */
  removeCancelDate?: RemoveCancelDateSetup;
  linesCopy?: Partial<CoverageLinesCopy>;
}

/** The lines on file of a card, when the app gave them. */
function LinesOnFile(props: PlanCoverageCardProps) {
  if (!props.linesOnFile || props.linesOnFile.length === 0) return null;
  return (
    <CoverageLinesOnFile
      lines={props.linesOnFile}
      editing={Boolean(props.editingRecord)}
      modifiableGroups={props.modifiableGroups ?? []}
      today={props.context.today}
      copy={{ ...defaultCoverageLinesCopy, ...props.linesCopy }}
      onCancelLine={props.onCancelLine}
      onRemoveCancelDate={props.onRemoveCancelDate}
      removeCancelDate={props.removeCancelDate}
    />
  );
}

/**
 * A plan coverage card, one per coverage type (enrollment.md §2 cards; §4 Plan selection; §5 Plan
 * coverage, Dependents, Coverage notices): the plan chosen from the groups' products, its coverage
 * effective date and the members' boxes. Choosing a plan or changing its date unchecks every member;
 * the subscriber's box needs a plan; checking the subscriber checks the dependents, unchecking
 * unchecks them; a dependent needs the subscriber. Checking a dependent may show a notice: the adult
 * dental and vision ones keep the box checked, the partner and same-sex ones uncheck it.
 *
 * Edit mode is @epr/forms `usePlanCoverageForm` (the date's messages, a chosen plan needing a
 * member); the selection rules are @epr/domain's. Read mode is `PlanCoverageReadCard`
 * (`@epr/ui/cards/plan-coverage/read`). The card fetches nothing.
 */
export function PlanCoverageCard(props: PlanCoverageCardProps) {
  const lines = props.linesOnFile?.length ? <LinesOnFile {...props} /> : undefined;
  if (props.mode === "read") return <PlanCoverageReadCard {...props} linesOnFile={lines} />;
  const copy = { ...defaultPlanCoverageCardCopy, ...props.copy };
  return (
    <PlanCoverageForm
      {...props}
      copy={copy}
      title={planCoverageTitle(props.coverageType, copy)}
      linesOnFile={<LinesOnFile {...props} />}
    />
  );
}

function PlanCoverageForm({
  coverageType,
  groups,
  members,
  values,
  context,
  groupInformation,
  copy,
  title,
  headingLevel = 3,
  idPrefix = `plan-${coverageType.toLowerCase()}`,
  onChange,
  onSubmit,
  onCancel,
  saving,
  linesOnFile,
}: Omit<PlanCoverageCardProps, "linesOnFile"> & {
  copy: PlanCoverageCardCopy;
  title: string;
  linesOnFile: ReactNode;
}) {
  const form = usePlanCoverageForm(context, {
    ...cardFormOptions,
    defaultValues: {
      groupNumber: values?.groupNumber ?? "",
      productId: values?.productId ?? "",
      productName: values?.productName ?? "",
      coverageEffectiveDate: values?.coverageEffectiveDate ?? "",
      members: initialMembers(members, values?.members),
    },
  });
  const ids = {
    productId: `${idPrefix}-productId`,
    coverageEffectiveDate: `${idPrefix}-coverageEffectiveDate`,
    members: `${idPrefix}-members`,
  };
  const { shell } = useCardForm(form, {
    fields: ids,
    onSubmit: (valid) =>
      onSubmit?.({ ...valid, coverageType, lineOfBusiness: lineOfBusinessOf(groups, valid) }),
    onCancel,
    saving,
  });
  const { errors, isSubmitted } = form.formState;
  const current = form.watch();
  const [notices, setNotices] = useState<MemberNotices>({});
  const [unchecked, setUnchecked] = useState(false);
  const memberId = (key: string) => (key === SUBSCRIBER_KEY ? ids.members : `${idPrefix}-member-${key}`);
  const group =
    (current.groupNumber ? groupInformation?.[current.groupNumber] : undefined) ?? context.group ?? null;

  // Every change goes through one place: the form's values, then the app's copy of the selection.
  const update = (next: PlanCoverageValues) => {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    form.setValue("groupNumber", next.groupNumber ?? "", options);
    form.setValue("productId", next.productId ?? "", options);
    form.setValue("productName", next.productName ?? "", options);
    form.setValue("coverageEffectiveDate", next.coverageEffectiveDate ?? "", options);
    form.setValue("members", next.members ?? {}, options);
    onChange?.({ ...toPlanSelection(coverageType, next), lineOfBusiness: lineOfBusinessOf(groups, next) });
  };
  // A plan or date change unchecks the members (enrollment.md §4): say so when some were checked.
  const unchecking = (next: PlanCoverageValues) => {
    const hadChecked = Object.values(current.members ?? {}).some(Boolean);
    setUnchecked(hadChecked && !Object.values(next.members ?? {}).some(Boolean));
    setNotices({});
    update(next);
  };

  // A record field: react-hook-form types its error loosely; the schema's issue is a string.
  const membersMessage = errors.members?.message;
  const membersError = typeof membersMessage === "string" ? membersMessage : undefined;
  const hasPlan = Boolean(current.productId);
  const subscriberChecked = Boolean(current.members?.[SUBSCRIBER_KEY]);

  return (
    <CardForm
      copy={{ ...copy, title }}
      data-coverage-type={coverageType}
      headingLevel={headingLevel}
      {...shell}
    >
      {linesOnFile}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.productId} label={copy.planLabel} error={errors.productId?.message}>
          <Select
            options={planOptions(groups).map(({ value, label }) => ({ value, label }))}
            placeholder={copy.noPlanLabel}
            value={planOptionValue(current.groupNumber, current.productId)}
            onChange={(event) => unchecking(selectPlan(coverageType, current, groups, event.target.value))}
          />
        </Field>
        <DateField
          id={ids.coverageEffectiveDate}
          label={copy.effectiveDateLabel}
          required={hasPlan}
          error={errors.coverageEffectiveDate?.message}
          value={current.coverageEffectiveDate ?? ""}
          onValueChange={(date) => unchecking(changeEffectiveDate(coverageType, current, date))}
        />
      </div>
      <Fieldset id={ids.members} legend={copy.membersLegend} error={membersError} className="mt-4">
        <p role="status" className={cn("m-0 text-sm", unchecked ? "text-foreground" : "sr-only")}>
          {unchecked ? copy.membersUnchecked : ""}
        </p>
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {members.map((member) => {
            const isSubscriber = member.key === SUBSCRIBER_KEY;
            const disabled = isSubscriber ? !hasPlan : !subscriberChecked;
            const id = memberId(member.key);
            const memberNotices = notices[member.key] ?? [];
            const noticeId = `${id}-notice`;
            return (
              <li key={member.key} data-member={member.key}>
                <Checkbox
                  id={id}
                  label={member.name}
                  hint={disabled ? (isSubscriber ? copy.needsPlanHint : copy.needsSubscriberHint) : undefined}
                  checked={Boolean(current.members?.[member.key])}
                  disabled={disabled}
                  aria-describedby={
                    [
                      disabled ? `${id}-hint` : null,
                      memberNotices.some((notice) => notice.unchecks) ? `${noticeId}-alert` : null,
                      memberNotices.some((notice) => !notice.unchecks) ? `${noticeId}-status` : null,
                    ]
                      .filter(Boolean)
                      .join(" ") || undefined
                  }
                  onCheckedChange={(checked) => {
                    const next = applyMemberToggle(current, member.key, checked, {
                      coverageType,
                      members,
                      today: context.today,
                      group,
                      notices,
                    });
                    setUnchecked(false);
                    setNotices(next.notices);
                    update(next.values);
                  }}
                />
                {/*
                  Two live regions that stay mounted, so a notice is announced when it appears: one
                  that unchecks is an alert; the adult-plan notice, which keeps the box, a status.
                */}
                <div id={`${noticeId}-alert`} role="alert">
                  {memberNotices.filter((notice) => notice.unchecks).map(noticeText)}
                </div>
                <div id={`${noticeId}-status`} role="status">
                  {memberNotices.filter((notice) => !notice.unchecks).map(noticeText)}
                </div>
              </li>
            );
          })}
        </ul>
      </Fieldset>
    </CardForm>
  );
}

/** One dependent notice under its box (enrollment.md §5 Dependents). */
function noticeText(notice: DependentCoverageNotice) {
  return (
    <p
      key={notice.message}
      data-unchecks={notice.unchecks}
      className={cn(
        "ms-7 mt-1 mb-0 rounded-control border-s-4 px-2 py-1 text-sm",
        notice.unchecks ? "border-danger bg-danger-subtle" : "border-info bg-info-subtle",
      )}
    >
      {notice.message}
    </p>
  );
}
