import { assistMessages, groupListEmptyMessage, groupStatusFilters } from "@epr/domain";
import { type GroupListSearch, groupListSearchSchema, useSchemaForm } from "@epr/forms";
import type { ReactNode } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { Field } from "../../primitives/Field/Field.js";
import { RecordTable } from "../../primitives/ReadOnlyTable/RecordTable.js";
import { Select } from "../../primitives/Select/Select.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";
import type { RenderResourceLink } from "../Resources/links.js";
import { plainLink } from "../Resources/plainLink.js";
import { Pager } from "../shared/Pager.js";
import { TitledSection } from "../shared/TitledSection.js";

/** A group of the list (assist-employees.md §3 Group: number, name, status, ccount, acount, tcount). */
export interface GroupListRowValue {
  groupNumber: string;
  groupName: string;
  status: "Active" | "Cancelled";
  ccount: number;
  acount: number;
  tcount: number;
}

/**
 * Words of the group list; the failure and empty texts are §8's (`empty`: the client has no group
 * at all; a search or filter matching nothing says so, @epr/domain `groupListEmptyMessage`).
 */
export const defaultGroupListCopy = {
  title: "Group List",
  searchLabel: "Search",
  searchHint: "A group number or part of a group name.",
  statusLabel: "Status",
  search: "Search",
  groupNumber: "Group Number",
  groupName: "Group Name",
  status: "Status",
  acount: "Active",
  ccount: "Cancelled",
  tcount: "Total",
  countsNote: "Active, Cancelled and Total count the employees in each group.",
  empty: assistMessages.noGroups,
  failed: assistMessages.unableToProcess,
  previous: "Previous",
  next: "Next",
  page: "Page",
};
export type GroupListCopy = typeof defaultGroupListCopy;

/** Props of `GroupListCard`. */
export interface GroupListCardProps {
  /** The search the list shows (the form starts from it). */
  search: GroupListSearch;
  /** One page (25, §9) of groups. */
  rows: readonly GroupListRowValue[];
  state: "loading" | "error" | "ready";
  /** A valid search from Search: the page starts again at page 1. */
  onSearch: (search: GroupListSearch) => void;
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Where a group's number links: its group info (§2.1 groupInfo /general-info). */
  groupHref: (row: GroupListRowValue) => string;
  /** Renders the link (a router's Link; a plain `<a>` by default). */
  renderLink?: RenderResourceLink;
  copy?: Partial<GroupListCopy>;
  /** Above the table (the page's notices). */
  children?: ReactNode;
}

/**
 * The group list (assist-employees.md §2.10, §9): a search by group number or name with the status
 * filter (Active by default), 25 groups a page with their counts, each linking to its group info.
 */
export function GroupListCard({
  search,
  rows,
  state,
  onSearch,
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  groupHref,
  renderLink = plainLink,
  copy,
  children,
}: GroupListCardProps) {
  const words = { ...defaultGroupListCopy, ...copy };
  // The schema's own hook here, not in @epr/forms' hooks module, which every form page loads.
  const form = useSchemaForm(groupListSearchSchema, {
    mode: "onSubmit",
    defaultValues: search,
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  return (
    <TitledSection title={words.title} slot="group-list" busy={state === "loading"}>
      <ErrorSummary
        className="mb-4"
        focusKey={submitCount}
        errors={[
          ...(errors.search?.message
            ? [{ fieldId: "group-list-search", message: errors.search.message }]
            : []),
          ...(errors.status?.message
            ? [{ fieldId: "group-list-status", message: errors.status.message }]
            : []),
        ]}
      />
      <search aria-label={words.title}>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => onSearch(values))}
          className="flex flex-wrap items-end gap-4"
        >
          <Field
            id="group-list-search"
            label={words.searchLabel}
            hint={words.searchHint}
            error={errors.search?.message}
          >
            <TextInput autoComplete="off" {...form.register("search")} />
          </Field>
          <Field id="group-list-status" label={words.statusLabel} error={errors.status?.message}>
            <Select
              placeholder={null}
              options={groupStatusFilters.map((value) => ({ value, label: value }))}
              {...form.register("status")}
            />
          </Field>
          <Button type="submit">{words.search}</Button>
        </form>
      </search>
      {children}
      <div className="mt-6">
        {state === "error" ? (
          <FeedbackBar variant="failure">{words.failed}</FeedbackBar>
        ) : rows.length === 0 && state === "ready" ? (
          <p role="status">{groupListEmptyMessage(search, words.empty)}</p>
        ) : (
          <>
            <p className="mt-0 text-muted-foreground text-sm">{words.countsNote}</p>
            <RecordTable
              caption={words.title}
              framed
              rows={rows}
              rowKey={(row) => row.groupNumber}
              rowData={(row) => ({ "data-group-row": row.groupNumber })}
              columns={[
                {
                  header: words.groupNumber,
                  cell: (row) =>
                    renderLink({
                      href: groupHref(row),
                      children: row.groupNumber,
                      className: "text-link underline",
                    }),
                },
                { header: words.groupName, cell: (row) => row.groupName },
                { header: words.status, cell: (row) => row.status },
                { header: words.acount, cell: (row) => row.acount, cellData: { "data-count": "acount" } },
                { header: words.ccount, cell: (row) => row.ccount, cellData: { "data-count": "ccount" } },
                { header: words.tcount, cell: (row) => row.tcount, cellData: { "data-count": "tcount" } },
              ]}
            />
          </>
        )}
      </div>
      <Pager
        label={`${words.title} pages`}
        page={page}
        hasPrevious={hasPrevious}
        hasNext={hasNext}
        onPrevious={onPrevious}
        onNext={onNext}
        busy={state === "loading"}
        copy={words}
      />
    </TitledSection>
  );
}
