import { useCopy } from "@epr/brand-themes";
import { cleanSearchData, employeeSearchSchema } from "@epr/forms";
import { Button, ErrorSummary, Field, TextInput } from "@epr/ui";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { formErrors } from "../../lib/formErrors.js";
import { paths } from "../../lib/paths.js";
import { paramsFromSearch } from "./searchParams.js";

export interface FindEmployeePanelProps {
  /** The search shown in the results, to fill the fields with. */
  initial?: { lastName?: string; groupNumber?: string; memberId?: string } | null;
  /** Whether the administrator may add employees (shows Add Employee). */
  canAdd: boolean;
  /** Heading level: 1 on the find page, 2 where the panel is embedded (home). */
  headingLevel?: 1 | 2;
}

const empty = { lastName: "", groupNumber: "", memberId: "" };

/**
 * The find-employee panel (enrollment.md §2 employee.find, §5 Search): last name, group number and
 * member ID; Search, Clear and Add Employee. A valid search goes to the find page with the search in
 * the URL; an all-empty search makes no call.
 */
export function FindEmployeePanel({ initial, canAdd, headingLevel = 1 }: FindEmployeePanelProps) {
  const t = useCopy();
  const navigate = useNavigate();
  const headingId = useId();
  const [emptyNotice, setEmptyNotice] = useState(false);
  // Focus goes to the error summary, not the first field (STYLE.md Forms and errors).
  const form = useForm({
    resolver: zodResolver(employeeSearchSchema),
    defaultValues: { ...empty, ...initial },
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;

  useEffect(() => {
    form.reset({ ...empty, ...initial });
  }, [initial, form]);

  const onSubmit = form.handleSubmit((values) => {
    const search = cleanSearchData(values);
    setEmptyNotice(search === null);
    if (!search) return;
    navigate(`${paths.findEmployee}?${paramsFromSearch(search)}`);
  });

  const onClear = () => {
    form.reset(empty);
    setEmptyNotice(false);
    navigate(paths.findEmployee);
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
        errors={formErrors(errors, {
          lastName: "search-lastName",
          groupNumber: "search-groupNumber",
          memberId: "search-memberId",
        })}
      />
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
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
            label={t("memberIdHeading")}
            hint="Letters and digits, at least 5."
            error={errors.memberId?.message}
          >
            <TextInput autoComplete="off" spellCheck={false} {...form.register("memberId")} />
          </Field>
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm">
          {emptyNotice ? "Enter a last name, group number or member ID to search." : ""}
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Button type="submit">Search</Button>
          <Button type="button" variant="secondary" onClick={onClear}>
            Clear
          </Button>
          {canAdd ? (
            <Button asChild variant="outline">
              <Link to={paths.addEmployee}>Add Employee</Link>
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
