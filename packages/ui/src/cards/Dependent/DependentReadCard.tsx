import { genderLabels, indicatorLabels, relationshipLabels, specialStatusLabels } from "@epr/domain";
import type { ReactNode } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { CardFrame, DataList } from "../../primitives/Card/Card.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { MaskedSsn } from "../../primitives/MaskedSsn/MaskedSsn.js";
import { type DependentValues, emptyDependent } from "./dependentRules.js";

/**
 * Words of the card the app may change (the brand's copy). `title` is the heading before the
 * number: "Dependent" → "Dependent 2". The card has Remove where other cards have Cancel.
 */
export interface DependentCardCopy extends Pick<CardFrameCopy, "title" | "saveLabel" | "editLabel"> {
  removeLabel: string;
}

export const defaultDependentCardCopy: DependentCardCopy = {
  title: "Dependent",
  saveLabel: defaultCardFrameCopy.saveLabel,
  removeLabel: "Remove",
  editLabel: defaultCardFrameCopy.editLabel,
};

/** What the administrator may do (computed by the app from @epr/domain's permissions). */
export interface DependentCardPermissions {
  /** May edit: the Edit button in read mode. */
  canEdit: boolean;
  /** May remove the dependent: the Remove button. */
  canRemove: boolean;
}

/** Order of the fields: the error summary lists errors in this order. */
export const dependentFieldOrder = [
  "prefix",
  "firstName",
  "middleName",
  "lastName",
  "suffix",
  "gender",
  "birthDate",
  "ssn",
  "relationshipCode",
  "dependentStatus",
  "otherInsuranceIndicator",
  "medicareEligibleIndicator",
] as const;

/** Id of a dependent's field: the list focuses `prefix` after Add. */
export function dependentFieldId(id: string, field: (typeof dependentFieldOrder)[number]): string {
  return `dependent-${id}-${field}`;
}

/** Id of a card's heading text: the list moves focus there after a Remove. */
export function dependentHeadingId(id: string): string {
  return `dependent-${id}-heading`;
}

/** The card's heading ("Dependent 2"), focusable: the list moves focus to it after a Remove. */
export function dependentTitle(id: string, number: number, copy: Pick<DependentCardCopy, "title">) {
  return (
    <span id={dependentHeadingId(id)} tabIndex={-1} className="focus-visible:focus-ring">
      {copy.title} {number}
    </span>
  );
}

/** The Remove button of a card, when the administrator may remove it and the app listens. */
export function dependentRemoveButton(
  number: number,
  copy: Pick<DependentCardCopy, "title" | "removeLabel">,
  canRemove: boolean,
  onRemove: (() => void) | undefined,
) {
  return canRemove && onRemove ? (
    <Button variant="ghost" size="sm" onClick={onRemove}>
      {namedFor(copy.removeLabel, copy.title, number)}
    </Button>
  ) : null;
}

// Each button names its card ("Remove Dependent 2"), so a list of cards has distinct names.
function namedFor(text: string, title: string, number: number): ReactNode {
  return (
    <>
      {text}
      <span className="sr-only">
        {" "}
        {title} {number}
      </span>
    </>
  );
}

/** Props of `DependentReadCard`: the read-mode props of `DependentCard`. */
export interface DependentReadCardProps {
  /** Stable id of this dependent in its list. */
  id: string;
  /** Position in the list, from 1 ("Dependent 2"). */
  number: number;
  /** The dependent's values, as shown. */
  values?: DependentValues;
  permissions: DependentCardPermissions;
  copy?: Partial<DependentCardCopy>;
  headingLevel?: 2 | 3 | 4;
  onRemove?: () => void;
  onEdit?: () => void;
}

/**
 * One dependent in read mode (enrollment.md §2: each card has a read-only display; §5 Dependents):
 * what `DependentCard mode="read"` renders — a description list, with Remove and Edit when allowed —
 * in a module of its own without the form, for read-only pages.
 */
export function DependentReadCard(props: DependentReadCardProps) {
  const copy = { ...defaultDependentCardCopy, ...props.copy };
  const edit =
    props.permissions.canEdit && props.onEdit ? (
      <Button variant="outline" size="sm" onClick={props.onEdit}>
        {namedFor(copy.editLabel, copy.title, props.number)}
      </Button>
    ) : null;
  return (
    <CardFrame
      data-dependent={props.id}
      title={dependentTitle(props.id, props.number, copy)}
      headingLevel={props.headingLevel ?? 3}
      mode="read"
      actions={
        <>
          {dependentRemoveButton(props.number, copy, props.permissions.canRemove, props.onRemove)}
          {edit}
        </>
      }
    >
      <DependentDisplay values={{ ...emptyDependent, ...props.values }} />
    </CardFrame>
  );
}

const label = <K extends string>(labels: Record<K, string>, code: string | null | undefined) =>
  code && code in labels ? labels[code as K] : "";

/** The read-only display of a dependent (enrollment.md §2: each card has a read-only display). */
function DependentDisplay({ values }: { values: DependentValues }) {
  const name = [values.prefix, values.firstName, values.middleName, values.lastName, values.suffix]
    .filter(Boolean)
    .join(" ");
  const items = [
    { label: "Name", value: name },
    { label: "Relationship", value: label(relationshipLabels, values.relationshipCode) },
    { label: "Gender", value: label(genderLabels, values.gender) },
    { label: "Date of Birth", value: values.birthDate },
    { label: "SSN", value: values.ssn ? <MaskedSsn ssn={values.ssn} /> : "" },
    {
      label: "Special Status",
      value: values.dependentStatus ? label(specialStatusLabels, values.dependentStatus) : "",
    },
    { label: "Other Insurance", value: label(indicatorLabels, values.otherInsuranceIndicator) },
    { label: "Medicare Eligible", value: label(indicatorLabels, values.medicareEligibleIndicator) },
  ];
  return <DataList items={items} />;
}
