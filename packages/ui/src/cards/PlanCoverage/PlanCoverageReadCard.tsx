import { type CoveragePlanOption, type CoverageType, coverageTypeLabels } from "@epr/domain";
import type { ReactNode } from "react";
import { DataList } from "../../primitives/Card/Card.js";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import type { ReadCardProps } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import type { PlanCoverageMember, PlanCoverageValues } from "./planCoverageRules.js";
import { planOptions, planOptionValue } from "./planOptions.js";

/** Words of the card the app may change. */
export interface PlanCoverageCardCopy extends Omit<CardFrameCopy, "title"> {
  /** Heading; defaults to the coverage type's label plus " Coverage" ("Dental Coverage"). */
  title?: string;
  planLabel: string;
  groupLabel: string;
  /** The empty plan option: no plan of this type (the coverage type is waived). */
  noPlanLabel: string;
  effectiveDateLabel: string;
  membersLegend: string;
  /** Hint of the subscriber's box while no plan is chosen. */
  needsPlanHint: string;
  /** Hint of a dependent's box while the subscriber is not checked. */
  needsSubscriberHint: string;
  /** Announced when a plan or date change unchecked members (enrollment.md §4 Plan selection). */
  membersUnchecked: string;
  /** Read mode: no plan chosen. */
  noPlanChosen: string;
}

/** The default wording (ours: the spec names the fields, not their labels). */
export const defaultPlanCoverageCardCopy: PlanCoverageCardCopy = {
  ...defaultCardFrameCopy,
  planLabel: "Plan",
  groupLabel: "Group",
  noPlanLabel: "No plan",
  effectiveDateLabel: "Coverage Effective Date",
  membersLegend: "Members",
  needsPlanHint: "Choose a plan first.",
  needsSubscriberHint: "Check the subscriber first.",
  membersUnchecked: "The plan or its date changed: the members were unchecked. Check them again.",
  noPlanChosen: "No plan chosen",
};

/** The card's heading: the copy's title, else the coverage type's label plus " Coverage". */
export function planCoverageTitle(coverageType: CoverageType, copy: Pick<PlanCoverageCardCopy, "title">) {
  return copy.title ?? `${coverageTypeLabels[coverageType]} Coverage`;
}

/** Props of `PlanCoverageReadCard`: the read-mode props of `PlanCoverageCard`. */
export interface PlanCoverageReadCardProps extends ReadCardProps {
  /** The coverage type of the card (enrollment.md §3 memberLob coverageType). */
  coverageType: CoverageType;
  /**
   * The plans offered, when the app has them: the plan's name falls back to its product's name there
   * when `values.productName` is empty.
   */
  groups?: readonly CoveragePlanOption[];
  /** The subscriber first, then the dependents: the checked ones are listed. */
  members: readonly PlanCoverageMember[];
  /** The chosen plan, date and checked members. */
  values?: Partial<PlanCoverageValues>;
  copy?: Partial<PlanCoverageCardCopy>;
  /**
   * Shown before the plan: `PlanCoverageCard` gives the coverage lines on file here (the review of
   * an existing employee). With them and no chosen product, only they show.
   */
  linesOnFile?: ReactNode;
}

/**
 * A plan coverage card in read mode (enrollment.md §2: each card has a read-only display; §5 Plan
 * coverage): what `PlanCoverageCard mode="read"` renders — the plan, its group, the coverage
 * effective date and the members covered — in a module of its own without the form, for read-only
 * pages.
 */
export function PlanCoverageReadCard(props: PlanCoverageReadCardProps) {
  const copy = { ...defaultPlanCoverageCardCopy, ...props.copy };
  return (
    <CardDisplay
      copy={{ ...copy, title: planCoverageTitle(props.coverageType, copy) }}
      data-coverage-type={props.coverageType}
      headingLevel={props.headingLevel ?? 3}
      onEdit={props.mayEdit ? props.onEdit : undefined}
    >
      {props.linesOnFile}
      {props.linesOnFile && !props.values?.productId ? null : (
        <PlanCoverageDisplay
          values={props.values}
          groups={props.groups ?? []}
          members={props.members}
          copy={copy}
        />
      )}
    </CardDisplay>
  );
}

/** The read-only display (enrollment.md §2: each card has a read-only display). */
export function PlanCoverageDisplay({
  values,
  groups,
  members,
  copy,
}: {
  values: Partial<PlanCoverageValues> | undefined;
  groups: readonly CoveragePlanOption[];
  members: readonly PlanCoverageMember[];
  copy: PlanCoverageCardCopy;
}) {
  if (!values?.productId) return <p className="m-0">{copy.noPlanChosen}</p>;
  const option = planOptions(groups).find(
    (candidate) => candidate.value === planOptionValue(values.groupNumber, values.productId),
  );
  const covered = members.filter((member) => values.members?.[member.key]).map((member) => member.name);
  return (
    <DataList
      items={[
        {
          label: copy.planLabel,
          value: values.productName || option?.product.productName || values.productId,
        },
        { label: copy.groupLabel, value: values.groupNumber ?? "" },
        { label: copy.effectiveDateLabel, value: values.coverageEffectiveDate ?? "" },
        {
          label: copy.membersLegend,
          value:
            covered.length > 0 ? (
              <ul className="m-0 list-none p-0">
                {covered.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ) : (
              ""
            ),
        },
      ]}
    />
  );
}
