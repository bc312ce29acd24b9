import { fillMessage } from "@epr/domain";
import { errorSummaryItems, useCopyToOthersForm } from "@epr/forms";
import { useEffect, useId } from "react";
import { Controller } from "react-hook-form";
import { Button } from "../../primitives/Button/Button.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { Fieldset } from "../../primitives/Field/Field.js";
import { ModalFrame } from "../ModalFrame/ModalFrame.js";

/**
 * Words of the copy-to-others modal. The message is @epr/forms' ('Please select at least one',
 * `copyToOthersFormSchema`); the title, texts and buttons are ours.
 */
export const defaultCopyToOthersCopy = {
  title: "Copy to Others",
  /** What is copied and from whom ({what}: the provider, the other insurance; {name}: the member). */
  text: "Copy {what} of {name} to the members selected below.",
  what: "the provider name, number and effective date",
  legend: "Members",
  selectAll: "Select all",
  copy: "Copy",
  cancel: "Cancel",
};

/** The words of the copy-to-others modal. */
export type CopyToOthersCopy = Record<keyof typeof defaultCopyToOthersCopy, string>;

/** A member the data can be copied to. */
export interface CopyToOthersMember {
  /** Stable key (pin, or the form's key for a new dependent). */
  id: string;
  /** Full name as shown on the cards. */
  name: string;
}

/** Props of `CopyToOthers`. */
export interface CopyToOthersProps {
  /** Whether the modal is open; each opening starts with nobody selected. */
  open: boolean;
  /** The member whose data is copied. */
  sourceName: string;
  /** The other members (the source excluded). */
  members: readonly CopyToOthersMember[];
  /** The selected members' ids, in the listed order: the app copies the data onto their cards. */
  onCopy: (memberIds: string[]) => void;
  /** Cancel, × or Escape: nothing is copied. */
  onCancel: () => void;
  /** Override any of the words (the other-insurance card names what it copies in `what`). */
  copy?: Partial<CopyToOthersCopy>;
}

/**
 * Copy PCP / provider to others (enrollment.md §2 Modals, §5 Copy-to-others; assist-employees.md
 * §2.3): the other members with checkboxes and a select-all toggle; with several other members at
 * least one must be picked (@epr/forms `copyToOthersFormSchema`). A failed submit focuses the error
 * summary; Escape cancels.
 */
export function CopyToOthers({ open, sourceName, members, onCopy, onCancel, copy }: CopyToOthersProps) {
  const words = { ...defaultCopyToOthersCopy, ...copy };
  const formId = useId();
  const firstId = `${formId}-member-0`;
  const form = useCopyToOthersForm(
    { otherMembers: members.length },
    { mode: "onSubmit", defaultValues: { selected: [] }, shouldFocusError: false },
  );
  const { errors, submitCount } = form.formState;
  const { reset } = form;

  useEffect(() => {
    if (open) reset({ selected: [] });
  }, [open, reset]);

  const submit = form.handleSubmit(({ selected }) =>
    // The listed order, whatever order the boxes were ticked in.
    onCopy(members.filter((member) => selected.includes(member.id)).map((member) => member.id)),
  );

  return (
    <ModalFrame
      name="copy-to-others"
      open={open}
      title={words.title}
      description={fillMessage(words.text, { what: words.what, name: sourceName })}
      onDismiss={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {words.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {words.copy}
          </Button>
        </>
      }
    >
      <ErrorSummary
        className="mb-4"
        focusKey={submitCount}
        errors={errorSummaryItems(errors, { selected: firstId })}
      />
      <form id={formId} noValidate onSubmit={submit}>
        <Controller
          control={form.control}
          name="selected"
          render={({ field }) => {
            const selected: string[] = field.value ?? [];
            const all = members.length > 0 && members.every((member) => selected.includes(member.id));
            const some = !all && selected.length > 0;
            return (
              <Fieldset id={firstId} legend={words.legend} error={errors.selected?.message}>
                {({ invalid }) => (
                  <>
                    {members.length > 1 ? (
                      <Checkbox
                        id={`${formId}-all`}
                        className="mb-1 border-border border-b pb-2"
                        label={words.selectAll}
                        checked={all}
                        indeterminate={some}
                        onCheckedChange={(checked) =>
                          field.onChange(checked ? members.map((member) => member.id) : [])
                        }
                      />
                    ) : null}
                    {members.map((member, index) => (
                      <Checkbox
                        key={member.id}
                        id={index === 0 ? firstId : `${formId}-member-${index}`}
                        name={field.name}
                        value={member.id}
                        label={member.name}
                        checked={selected.includes(member.id)}
                        aria-invalid={invalid || undefined}
                        onBlur={field.onBlur}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked ? [...selected, member.id] : selected.filter((id) => id !== member.id),
                          )
                        }
                      />
                    ))}
                  </>
                )}
              </Fieldset>
            );
          }}
        />
      </form>
    </ModalFrame>
  );
}
