import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.js";
import { type DependentCardCopy, DependentReadCard, defaultDependentCardCopy } from "./DependentReadCard.js";
import type { DependentValues } from "./dependentRules.js";

/** Words of the list the app may change (the brand's copy). */
export interface DependentListCopy extends DependentCardCopy {
  heading: string;
  addLabel: string;
  /** Said when there is no dependent yet. */
  empty: string;
  /** Announced after Add and Remove ("{title} {n}"). */
  added: string;
  removed: string;
}

export const defaultDependentListCopy: DependentListCopy = {
  ...defaultDependentCardCopy,
  heading: "Dependents",
  addLabel: "Add Dependent",
  empty: "No dependents added.",
  added: "added",
  removed: "removed",
};

/**
 * The frame of a dependents list, shared by `DependentList` and `DependentReadList` so both render
 * the same markup: the heading, the empty sentence, the cards (two columns when there are more than
 * 3), what follows them (Add) and the polite live region.
 */
export function DependentListFrame({
  headingId,
  count,
  copy,
  children,
  footer,
  announcement,
  headingLevel = 2,
}: {
  headingId: string;
  /** The list's heading level: 2 on a page of its own, 3 inside a section (its cards one below). */
  headingLevel?: 2 | 3;
  count: number;
  copy: Pick<DependentListCopy, "heading" | "empty">;
  /** One `<li>` per dependent. */
  children: ReactNode;
  footer?: ReactNode;
  announcement: string;
}) {
  const twoColumns = count > 3;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <section aria-labelledby={headingId} data-slot="dependent-list" className="flex flex-col gap-4">
      <Heading id={headingId} className="m-0 font-bold text-xl">
        {copy.heading}
      </Heading>
      {count === 0 ? <p className="m-0">{copy.empty}</p> : null}
      <ol
        data-columns={twoColumns ? 2 : 1}
        className={cn("m-0 grid list-none gap-4 p-0", twoColumns && "md:grid-cols-2")}
      >
        {children}
      </ol>
      {footer}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

/** Props of `DependentReadList`: the read-mode props of `DependentList`. */
export interface DependentReadListProps {
  /** Each dependent: a stable id (the app's key) and its values. */
  dependents: readonly { id: string; values: DependentValues }[];
  copy?: Partial<DependentListCopy>;
  /** The administrator may edit the dependents: each card shows Edit (with `onEdit`). */
  canEdit?: boolean;
  onEdit?: (id: string) => void;
  /** 3 when the list sits in a section of a page (Review & Submit); its cards' headings one below. */
  headingLevel?: 2 | 3;
}

/**
 * The dependents of a record in read mode (enrollment.md §2: each card has a read-only display; §5
 * Dependents): what `DependentList mode="read"` renders without Add and Remove — one
 * `DependentReadCard` each — in a module of its own without the form, for read-only pages.
 */
export function DependentReadList({
  dependents,
  copy: copyProp,
  canEdit = false,
  onEdit,
  headingLevel = 2,
}: DependentReadListProps) {
  const copy = { ...defaultDependentListCopy, ...copyProp };
  const headingId = useId();
  return (
    <DependentListFrame
      headingId={headingId}
      headingLevel={headingLevel}
      count={dependents.length}
      copy={copy}
      announcement=""
    >
      {dependents.map((dependent, index) => (
        <li key={dependent.id} className="min-w-0">
          <DependentReadCard
            id={dependent.id}
            number={index + 1}
            values={dependent.values}
            copy={copy}
            headingLevel={headingLevel === 3 ? 4 : 3}
            permissions={{ canEdit, canRemove: false }}
            onEdit={onEdit ? () => onEdit(dependent.id) : undefined}
          />
        </li>
      ))}
    </DependentListFrame>
  );
}
