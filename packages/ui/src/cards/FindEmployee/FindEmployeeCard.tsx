import {
  type CleanSearchData,
  cleanSearchData,
  errorSummaryItems,
  searchMessages,
  useEmployeeSearchForm,
} from "@epr/forms";
import { type MouseEvent, useEffect, useId, useState } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { Field } from "../../primitives/Field/Field.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";

/** Props of `FindEmployeeCard`. */
export interface FindEmployeeCardProps {
  /** The search shown in the results, to fill the fields with. */
  initial?: CleanSearchData | null;
  /** The brand's heading of the member ID field ('Member ID/SSN' or 'Member ID/SSN/Client-Assigned ID'). */
  memberIdLabel: string;
  /** Whether the administrator may add employees (@epr/domain `mayAddEmployees`): shows Add Employee. */
  canAdd: boolean;
  /** Where Add Employee leads (enrollment.md §2 employee.add.subscriber). */
  addEmployeeHref: string;
  /** Called when Add Employee is followed; an app with a client-side router prevents the default and navigates. */
  onAddEmployee?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** A valid search with at least one field: only the non-empty fields, trimmed. */
  onSearch: (search: CleanSearchData) => void;
  /** Clear was pressed: the fields are already empty. */
  onClear?: () => void;
  /** Heading level: 1 on the find page, 2 where the panel is embedded (home). */
  headingLevel?: 1 | 2;
}

const empty = { lastName: "", groupNumber: "", memberId: "" };

/**
 * The find-employee panel (enrollment.md §2 employee.find, §5 Search): last name, group number and
 * member ID; Search, Clear and Add Employee. Validation is @epr/forms' search schema; a valid search
 * calls `onSearch`, an all-empty one calls nothing and says what is needed.
 */
export function FindEmployeeCard({
  initial,
  memberIdLabel,
  canAdd,
  addEmployeeHref,
  onAddEmployee,
  onSearch,
  onClear,
  headingLevel = 1,
}: FindEmployeeCardProps) {
  const headingId = useId();
  const [emptyNotice, setEmptyNotice] = useState(false);
  // Validates on submit, then on change; focus goes to the error summary, not the first field
  // (STYLE.md Forms and errors).
  const form = useEmployeeSearchForm({ defaultValues: { ...empty, ...initial } });
  const { errors, submitCount } = form.formState;
  const { reset } = form;

  // A new search shown in the results refills the fields. `reset` is stable; the form object is not
  // (it changes with its state), so depending on it would wipe what is typed after a submit.
  useEffect(() => {
    reset({ ...empty, ...initial });
  }, [initial, reset]);

  const submit = form.handleSubmit((values) => {
    const search = cleanSearchData(values);
    setEmptyNotice(search === null);
    if (search) onSearch(search);
  });

  const clear = () => {
    reset(empty);
    setEmptyNotice(false);
    onClear?.();
  };

  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-border bg-surface p-5">
      <Heading id={headingId} className="mb-1 font-bold text-2xl">
        Find Employee
      </Heading>
      <p className="mb-4 text-muted-foreground text-sm">
        Search by last name, group number or member ID. At least one is needed.
      </p>
      <ErrorSummary
        className="mb-4"
        focusKey={submitCount}
        errors={errorSummaryItems(errors, {
          lastName: "search-lastName",
          groupNumber: "search-groupNumber",
          memberId: "search-memberId",
        })}
      />
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <div className="grid gap-4 md:grid-cols-3">
          <Field
            id="search-lastName"
            label="Last Name"
            hint="At least 3 characters."
            error={errors.lastName?.message}
          >
            <TextInput autoComplete="off" {...form.register("lastName")} />
          </Field>
          <Field
            id="search-groupNumber"
            label="Group Number"
            hint="Digits only, at least 6."
            error={errors.groupNumber?.message}
          >
            <TextInput inputMode="numeric" autoComplete="off" {...form.register("groupNumber")} />
          </Field>
          <Field
            id="search-memberId"
            label={memberIdLabel}
            hint="Letters and digits, at least 5."
            error={errors.memberId?.message}
          >
            <TextInput autoComplete="off" spellCheck={false} {...form.register("memberId")} />
          </Field>
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm">
          {emptyNotice ? searchMessages.atLeastOne : ""}
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Button type="submit">Search</Button>
          <Button type="button" variant="secondary" onClick={clear}>
            Clear
          </Button>
          {canAdd ? (
            <Button asChild variant="outline">
              <a href={addEmployeeHref} onClick={onAddEmployee}>
                Add Employee
              </a>
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
