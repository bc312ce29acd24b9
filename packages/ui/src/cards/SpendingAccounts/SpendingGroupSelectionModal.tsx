import { SPENDING_GROUP_PAGE_SIZE } from "@epr/domain";
import { useId, useMemo, useState } from "react";
import { ModalFrame } from "../../modals/ModalFrame/ModalFrame.js";
import { Button } from "../../primitives/Button/Button.js";
import { RadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";
import { TextField } from "../../primitives/TextInput/TextInput.js";

/** A group to choose (assist-employees.md §3 Group). */
export interface SpendingGroupChoice {
  groupNumber: string;
  groupName: string;
}

/** Props of `SpendingGroupSelectionModal`. */
export interface SpendingGroupSelectionModalProps {
  open: boolean;
  groups: readonly SpendingGroupChoice[];
  /** OK with a group chosen. */
  onSelect: (groupNumber: string) => void;
  onCancel: () => void;
}

/** Said when OK is pressed with no group chosen (our wording). */
export const SELECT_GROUP_MESSAGE = "Please select a group.";

/**
 * The group selection for spending elections (assist-employees.md §2.7, §2.14, §9): the employee's
 * groups with spending accounts, a filter box, 12 a page with Previous and Next, one group chosen,
 * OK and Cancel.
 */
export function SpendingGroupSelectionModal({
  open,
  groups,
  onSelect,
  onCancel,
}: SpendingGroupSelectionModalProps) {
  const id = useId();
  const [filter, setFilter] = useState("");
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const matching = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle
      ? groups.filter((g) => g.groupNumber.includes(needle) || g.groupName.toLowerCase().includes(needle))
      : groups;
  }, [groups, filter]);
  const pages = Math.max(1, Math.ceil(matching.length / SPENDING_GROUP_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = matching.slice(current * SPENDING_GROUP_PAGE_SIZE, (current + 1) * SPENDING_GROUP_PAGE_SIZE);
  return (
    <ModalFrame
      name="spending-group-selection"
      open={open}
      size="large"
      title="Select a Group"
      description="Choose the group whose spending accounts to manage."
      onDismiss={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (chosen) onSelect(chosen);
              else setError(SELECT_GROUP_MESSAGE);
            }}
          >
            OK
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <TextField
          id={`${id}-filter`}
          label="Find Group"
          inputProps={{
            value: filter,
            onChange: (event) => {
              setFilter(event.target.value);
              setPage(0);
            },
          }}
        />
        <RadioGroup
          id={`${id}-groups`}
          legend={`${matching.length} ${matching.length === 1 ? "Group" : "Groups"}`}
          options={shown.map((g) => ({ value: g.groupNumber, label: `${g.groupNumber} – ${g.groupName}` }))}
          value={chosen}
          error={error ?? undefined}
          onValueChange={(value) => {
            setChosen(value);
            setError(null);
          }}
        />
        <nav aria-label="Group pages" className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {current + 1} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            Next
          </Button>
        </nav>
      </div>
    </ModalFrame>
  );
}
