import {
  GROUP_ENTITLEMENTS_PAGE_SIZE,
  groupEntitlementValues,
  isEntitlementGroupSelectable,
  visibleGroupAccessRows,
} from "@epr/domain";
import { type GroupEntitlementFormValues, useGroupEntitlementForm } from "@epr/forms";
import { useMemo } from "react";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import { CardForm, type EditableCardProps } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { cardFormOptions, fieldIds, useCardForm } from "../../primitives/Card/useCardForm.js";
import { DataTable } from "../../primitives/DataTable/DataTable.js";
import { Field } from "../../primitives/Field/Field.js";
import { Select } from "../../primitives/Select/Select.js";

/** Words of the card the app may change (the spec's where it has them, §2; ours otherwise). */
export interface PlanAdminGroupsCardCopy extends CardFrameCopy {
  filterLabel: string;
  caption: string;
  employeeDataLabel: string;
  spendingAccountLabel: string;
  /** Placeholder of a new value: choosing none keeps each group's existing value (§4). */
  keepLabel: string;
  newValuesHint: string;
  medicareNote: string;
  noGroups: string;
}

/** The default wording of `PlanAdminGroupsCardCopy`. */
export const defaultPlanAdminGroupsCardCopy: PlanAdminGroupsCardCopy = {
  ...defaultCardFrameCopy,
  title: "Group Entitlements",
  saveLabel: "Save",
  filterLabel: "Find Group Number",
  caption: "Group entitlements",
  employeeDataLabel: "New Employee Data value",
  spendingAccountLabel: "New Spending Account value",
  keepLabel: "Keep existing value",
  newValuesHint: "The selected groups receive these values; a value left empty keeps each group's own.",
  medicareNote: "Medicare",
  noGroups: "No Groups to display!!",
};

/** A group of the table (session-and-admin.md §2 columns; the server's planAdminGroupSchema). */
export interface PlanAdminGroupRow {
  groupNumber: string;
  name: string;
  employeeData: string;
  spendingAccount: string;
  /** Flagged for Medicare: cannot be selected. */
  medicare: boolean;
}

/** Props of `PlanAdminGroupsCard`. */
export interface PlanAdminGroupsCardProps
  extends Pick<EditableCardProps<GroupEntitlementFormValues>, "mode" | "saving" | "headingLevel"> {
  /** Prefixes every control id. */
  id: string;
  /** Every group of the client with the administrator's values. */
  groups: readonly PlanAdminGroupRow[];
  copy?: Partial<PlanAdminGroupsCardCopy>;
  /** A valid edit: the selected groups and the new values ("" keeps the existing one). */
  onSubmit?: (values: GroupEntitlementFormValues) => void;
}

/** Id of a control of the card. */
export function planAdminGroupsFieldId(
  id: string,
  field: "selectedGroups" | "employeeData" | "spendingAccount",
) {
  return `plan-admin-groups-${id}-${field}`;
}

const valueOptions = groupEntitlementValues.map((value) => ({ value, label: value }));
/** The two new values, each a select whose empty choice keeps each group's own (§4). */
const newValueFields = ["employeeData", "spendingAccount"] as const;

const columns = (copy: PlanAdminGroupsCardCopy) => [
  {
    id: "groupNumber",
    header: "Group Number",
    cell: (g: PlanAdminGroupRow) => (
      <>
        {g.groupNumber}
        {g.medicare ? (
          <span className="ms-2 text-muted-foreground text-sm">({copy.medicareNote})</span>
        ) : null}
      </>
    ),
    sortValue: (g: PlanAdminGroupRow) => g.groupNumber,
    filterValue: (g: PlanAdminGroupRow) => g.groupNumber,
    rowHeader: true,
  },
  { id: "employeeData", header: "Employee Data", cell: (g: PlanAdminGroupRow) => g.employeeData },
  { id: "spendingAccount", header: "Spending Account", cell: (g: PlanAdminGroupRow) => g.spendingAccount },
];

/**
 * A plan administrator's group entitlements (session-and-admin.md §2 Group entitlements table, §4
 * Group entitlement editing, §9): the 'Find Group Number' filter, the Group/Groups count, select-all,
 * columns Group Number, Employee Data and Spending Account, up to 1000 rows sorted by group number;
 * Medicare-flagged groups cannot be selected; the selected groups receive the new values and an
 * empty new value keeps the existing one. Read mode lists the groups whose values are not both N/A.
 */
export function PlanAdminGroupsCard(props: PlanAdminGroupsCardProps) {
  const copy = { ...defaultPlanAdminGroupsCardCopy, ...props.copy };
  if (props.mode === "read") {
    const rows = visibleGroupAccessRows(props.groups);
    return (
      <CardDisplay data-plan-admin-groups={props.id} copy={copy} headingLevel={props.headingLevel}>
        <DataTable
          caption={copy.caption}
          hideCaption
          rows={rows}
          columns={columns(copy)}
          getRowId={(g) => g.groupNumber}
          pageSizes={[GROUP_ENTITLEMENTS_PAGE_SIZE]}
          defaultSort={{ columnId: "groupNumber", direction: "ascending" }}
          itemName={["Group", "Groups"]}
          emptyMessage={copy.noGroups}
        />
      </CardDisplay>
    );
  }
  return <PlanAdminGroupsForm {...props} copy={copy} />;
}

function PlanAdminGroupsForm({
  id,
  groups,
  copy,
  headingLevel = 2,
  ...props
}: PlanAdminGroupsCardProps & { copy: PlanAdminGroupsCardCopy }) {
  const context = useMemo(
    () => ({
      medicareGroups: groups.filter((g) => !isEntitlementGroupSelectable(g)).map((g) => g.groupNumber),
    }),
    [groups],
  );
  const form = useGroupEntitlementForm(context, {
    ...cardFormOptions,
    defaultValues: { selectedGroups: [], employeeData: "", spendingAccount: "" },
  });
  const fields = fieldIds(["selectedGroups", "employeeData", "spendingAccount"], (f) =>
    planAdminGroupsFieldId(id, f),
  );
  const { shell } = useCardForm(form, { ...props, fields });
  const { errors, isSubmitted } = form.formState;
  const current = form.watch();
  const selected = useMemo(() => new Set(current.selectedGroups ?? []), [current.selectedGroups]);
  const set = (field: (typeof newValueFields)[number], value: string) =>
    form.setValue(field, value as never, { shouldDirty: true, shouldValidate: isSubmitted });

  return (
    <CardForm data-plan-admin-groups={id} copy={copy} headingLevel={headingLevel} {...shell}>
      <div className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm">{copy.newValuesHint}</p>
        <div className="flex flex-wrap gap-4">
          {newValueFields.map((field) => (
            <Field
              key={field}
              id={planAdminGroupsFieldId(id, field)}
              label={copy[`${field}Label`]}
              error={errors[field]?.message}
            >
              <Select
                width="medium"
                placeholder={copy.keepLabel}
                options={valueOptions}
                value={current[field] ?? ""}
                onChange={(event) => set(field, event.target.value)}
              />
            </Field>
          ))}
        </div>
        <div id={planAdminGroupsFieldId(id, "selectedGroups")} tabIndex={-1}>
          <DataTable
            caption={copy.caption}
            rows={groups}
            columns={columns(copy)}
            getRowId={(g) => g.groupNumber}
            pageSizes={[GROUP_ENTITLEMENTS_PAGE_SIZE]}
            defaultSort={{ columnId: "groupNumber", direction: "ascending" }}
            filterLabel={copy.filterLabel}
            itemName={["Group", "Groups"]}
            emptyMessage={copy.noGroups}
            selection={{
              selected,
              isSelectable: isEntitlementGroupSelectable,
              onChange: (next) =>
                form.setValue(
                  "selectedGroups",
                  groups.filter((g) => next.has(g.groupNumber)).map((g) => g.groupNumber),
                  { shouldDirty: true, shouldValidate: isSubmitted },
                ),
              rowLabel: (g) => `Select group ${g.groupNumber}`,
              selectAllLabel: "Select all groups",
            }}
          />
        </div>
      </div>
    </CardForm>
  );
}
