import { addDependentError, type DependentFormValues } from "@epr/forms";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../primitives/Button/Button.js";
import type { CardMode } from "../../primitives/Card/CardForm.js";
import { DependentCard, dependentFieldId, dependentHeadingId } from "./DependentCard.js";
import { type DependentListCopy, DependentListFrame, defaultDependentListCopy } from "./DependentReadList.js";
import type { DependentCardContext, DependentValues } from "./dependentRules.js";

// The list's copy lives with the read list (`@epr/ui/cards/dependent/read`); this module keeps
// exporting it.
export type { DependentListCopy };

/** One dependent of the list: a stable id (the app's key) and its values. */
export interface DependentListItem {
  id: string;
  values: DependentValues;
  /** This card's mode when it differs from the list's (a dependent just added to a read-only list is edited). */
  mode?: CardMode;
  /**
   * Whether this card may be removed when it differs from the list's permission (in an edit only a
   * dependent added in it may be removed).
   */
  canRemove?: boolean;
}

/** What the administrator may do with the list. */
export interface DependentListPermissions {
  canAdd: boolean;
  canEdit: boolean;
  canRemove: boolean;
}

/** Props of `DependentList`. */
export interface DependentListProps {
  dependents: readonly DependentListItem[];
  context: DependentCardContext;
  mode: CardMode;
  permissions: DependentListPermissions;
  copy?: Partial<DependentListCopy>;
  prefixes?: readonly string[];
  /**
   * Add was pressed (only below the maximum): the app appends an empty dependent with a new id (in a
   * read-only list, with `mode: "edit"`).
   */
  onAdd?: () => void;
  onRemove?: (id: string) => void;
  onChange?: (id: string, values: DependentValues) => void;
  onSubmit?: (id: string, values: DependentFormValues) => void;
  onEdit?: (id: string) => void;
}

/**
 * The dependents of a record (enrollment.md §5 Dependents, §9): one `DependentCard` each, two
 * columns when there are more than 3, Add until @epr/forms' `addDependentError` says 'Max
 * Dependents Reached!', Remove per card. After Add, focus goes to the new card's first field; after
 * Remove, to the heading of the card that took its place (or the one before, or Add); both are
 * announced in a polite live region. A list that is only read is `DependentReadList`
 * (`@epr/ui/cards/dependent/read`), without the form.
 */
export function DependentList({
  dependents,
  context,
  mode,
  permissions,
  copy: copyProp,
  prefixes,
  onAdd,
  onRemove,
  onChange,
  onSubmit,
  onEdit,
}: DependentListProps) {
  const copy = { ...defaultDependentListCopy, ...copyProp };
  const headingId = useId();
  const maxId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState("");
  // What to focus once the app has applied an Add or a Remove.
  const pending = useRef<{ kind: "add"; count: number } | { kind: "remove"; index: number } | null>(null);
  const maxError = addDependentError(dependents.length);

  useEffect(() => {
    const action = pending.current;
    if (!action) return;
    if (action.kind === "add" && dependents.length > action.count) {
      pending.current = null;
      const added = dependents[dependents.length - 1];
      if (!added) return;
      document.getElementById(dependentFieldId(added.id, "prefix"))?.focus();
      setAnnouncement(`${copy.title} ${dependents.length} ${copy.added}.`);
    }
    if (action.kind === "remove") {
      pending.current = null;
      const next = dependents[action.index] ?? dependents[action.index - 1];
      const target = next ? document.getElementById(dependentHeadingId(next.id)) : addRef.current;
      target?.focus();
      setAnnouncement(`${copy.title} ${action.index + 1} ${copy.removed}.`);
    }
  }, [dependents, copy.title, copy.added, copy.removed]);

  const add = () => {
    if (maxError) return;
    pending.current = { kind: "add", count: dependents.length };
    onAdd?.();
  };

  return (
    <DependentListFrame
      headingId={headingId}
      count={dependents.length}
      copy={copy}
      announcement={announcement}
      footer={
        permissions.canAdd && onAdd ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              ref={addRef}
              variant="outline"
              onClick={add}
              disabled={maxError !== null}
              aria-describedby={maxError ? maxId : undefined}
            >
              {copy.addLabel}
            </Button>
            {maxError ? (
              <p id={maxId} className="m-0 font-semibold text-danger">
                {maxError}
              </p>
            ) : null}
          </div>
        ) : null
      }
    >
      {dependents.map((dependent, index) => (
        <li key={dependent.id} className="min-w-0">
          <DependentCard
            id={dependent.id}
            number={index + 1}
            values={dependent.values}
            previousDependents={dependents.slice(0, index).map((d) => d.values)}
            context={context}
            mode={dependent.mode ?? mode}
            copy={copy}
            prefixes={prefixes}
            permissions={{
              canEdit: permissions.canEdit,
              canRemove: dependent.canRemove ?? permissions.canRemove,
            }}
            onChange={onChange ? (values) => onChange(dependent.id, values) : undefined}
            onSubmit={onSubmit ? (values) => onSubmit(dependent.id, values) : undefined}
            onEdit={onEdit ? () => onEdit(dependent.id) : undefined}
            onRemove={
              onRemove
                ? () => {
                    pending.current = { kind: "remove", index };
                    onRemove(dependent.id);
                  }
                : undefined
            }
          />
        </li>
      ))}
    </DependentListFrame>
  );
}
