import { payFrequencyLabel, spendingContributionLabels, totalAnnualContribution } from "@epr/domain";
import { useSpendingElectionForm } from "@epr/forms/hooks";
import type { SpendingElectionFormInput } from "@epr/forms/schemas";
import { type Ref, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { CardFrame, DataList } from "../../primitives/Card/Card.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { Field } from "../../primitives/Field/Field.js";
import { Select } from "../../primitives/Select/Select.js";
import { TextField } from "../../primitives/TextInput/TextInput.js";
import { FormDateField } from "../shared/FormFields.js";

/** A plan period as the card shows it (assist-employees.md §3 Spending plan period), dates MM/dd/yyyy. */
export interface SpendingPlanPeriod {
  planPeriod: string;
  status: "Elected" | "Canceled" | "";
  beginDate: string;
  endDate: string;
  contractBeginDate: string;
  contractEndDate: string;
  employeeAnnualContribution: number;
  employerAnnualContribution: number;
  minAnnualContribution: number | null;
  maxAnnualContribution: number | null;
  /** The contract has ended: no edit (@epr/domain isSpendingPlanPeriodReadOnly). */
  readOnly: boolean;
}

/** The election the card submits: the form's values as text, as the save request carries them. */
export interface SpendingElection {
  status: "Elected" | "Canceled" | "";
  beginDate: string;
  endDate: string;
  employeeAnnualContribution: string;
  payFrequency: string;
}

/** Props of `SpendingPlanPeriodCard`. */
export interface SpendingPlanPeriodCardProps {
  /** The account's plan name (accountDescription). */
  accountDescription: string;
  /** The account type code (FSA, DCARE, TRANS, HRA…): its group decides the labels (§3). */
  accountType: string;
  period: SpendingPlanPeriod;
  /** The holder's pay frequency code and the pay class list (§7 spendingAccountPayClass). */
  payFrequency: string | null;
  payClasses: readonly { code: string; label: string }[];
  /** Modify on the group, system deposit y, no blackout (§5, §6; decided by the server). */
  editable: boolean;
  /** Edit mode (the page opens one card at a time). */
  editing?: boolean;
  onEdit?: () => void;
  /** The Edit button (the page gives focus back to it after the save modal, the form being gone). */
  editRef?: Ref<HTMLButtonElement>;
  onCancel?: () => void;
  /** A valid election (§5 card rules and pay frequency); the page then opens the save modal. */
  onSubmit?: (election: SpendingElection) => void;
  saving?: boolean;
}

const money = (value: number | null) =>
  value === null ? "No maximum" : `$${value.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

const statusOptions = [
  { value: "Elected", label: "Elected" },
  { value: "Canceled", label: "Canceled" },
];

/**
 * One plan period of a spending account (assist-employees.md §2.7, §3, §5): a read view and an edit
 * form. The form checks the §5 plan period rules (begin date when Elected, end date when Canceled,
 * begin not after the contract end, end not after the day after it nor before the begin, amounts
 * with up to 2 decimals) and the pay frequency; the contribution bounds are the save modal's. A
 * period whose contract has ended is read-only, and Edit shows only when the administrator may edit.
 * Focus follows the mode: Edit moves it to the form's first field; a form closed while focus was in
 * it (Cancel) gives it back to Edit, never to the page's body.
 */
export function SpendingPlanPeriodCard({
  accountDescription,
  accountType,
  period,
  payFrequency,
  payClasses,
  editable,
  editing = false,
  onEdit,
  editRef,
  onCancel,
  onSubmit,
  saving,
}: SpendingPlanPeriodCardProps) {
  const id = `spending-${accountType}-${period.planPeriod}`;
  const editButton = useRef<HTMLButtonElement | null>(null);
  /** The mode at the last commit (null before the first): focus moves on a change only. */
  const shown = useRef<boolean | null>(null);
  /** The form held focus when it closed. */
  const formHadFocus = useRef(false);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = editing;
    if (before === null || before === editing) return;
    if (editing) document.getElementById(`${id}-status`)?.focus();
    else if (formHadFocus.current) editButton.current?.focus();
    formHadFocus.current = false;
  }, [editing, id]);
  const setEditButton = (element: HTMLButtonElement | null) => {
    editButton.current = element;
    if (typeof editRef === "function") editRef(element);
    else if (editRef) editRef.current = element;
  };
  const labels = spendingContributionLabels(accountType);
  const title = `${accountDescription} ${period.planPeriod}`;
  const total = totalAnnualContribution(period.employeeAnnualContribution, period.employerAnnualContribution);

  if (!editing)
    return (
      <CardFrame
        title={title}
        headingLevel={3}
        mode="read"
        data-plan-period={id}
        {...(editable && !period.readOnly && onEdit ? { onEdit, editRef: setEditButton } : {})}
      >
        {period.readOnly ? (
          <p className="mb-3 text-muted-foreground text-sm">
            This plan period has ended and cannot be changed.
          </p>
        ) : null}
        <DataList
          columns={3}
          items={[
            { label: "Status", value: period.status || "Not elected" },
            { label: "Begin Date", value: period.beginDate },
            { label: "End Date", value: period.endDate },
            { label: "Plan Period", value: `${period.contractBeginDate} – ${period.contractEndDate}` },
            { label: labels.employee, value: money(period.employeeAnnualContribution) },
            { label: "Employer Annual Contribution", value: money(period.employerAnnualContribution) },
            { label: labels.total, value: money(total) },
            {
              label: "Contribution Limits",
              value: `${money(period.minAnnualContribution ?? 0)} to ${money(period.maxAnnualContribution)}`,
            },
            { label: "Pay Frequency", value: payFrequencyLabel(payFrequency) },
          ]}
        />
      </CardFrame>
    );

  return (
    <SpendingElectionForm
      id={id}
      title={title}
      labels={labels}
      period={period}
      payFrequency={payFrequency}
      payClasses={payClasses}
      onCancel={onCancel}
      onSubmit={onSubmit}
      saving={saving}
      onClose={(hadFocus) => {
        formHadFocus.current = hadFocus;
      }}
    />
  );
}

/** The edit form of a plan period: the @epr/forms election schema through its hook. */
function SpendingElectionForm({
  id,
  title,
  labels,
  period,
  payFrequency,
  payClasses,
  onCancel,
  onSubmit,
  saving,
  onClose,
}: {
  /** At unmount, before the form leaves the page: whether focus was in it. */
  onClose: (hadFocus: boolean) => void;
  id: string;
  title: string;
  labels: { employee: string; total: string };
  period: SpendingPlanPeriod;
  payFrequency: string | null;
  payClasses: readonly { code: string; label: string }[];
  onCancel?: (() => void) | undefined;
  onSubmit?: ((election: SpendingElection) => void) | undefined;
  saving?: boolean | undefined;
}) {
  const context = useMemo(() => ({ contractEndDate: period.contractEndDate }), [period.contractEndDate]);
  const defaultValues: SpendingElectionFormInput = {
    status: period.status,
    beginDate: period.beginDate,
    endDate: period.endDate,
    employeeAnnualContribution: String(period.employeeAnnualContribution),
    totalAnnualContribution: "",
    payFrequency: payFrequency ?? "",
  };
  // The error summary takes focus (STYLE.md), not the first field.
  const form = useSpendingElectionForm(context, { defaultValues, mode: "onSubmit", shouldFocusError: false });
  const [attempt, setAttempt] = useState(0);
  const frame = useRef<HTMLElement | null>(null);
  const reportClose = useRef(onClose);
  reportClose.current = onClose;
  // A layout effect's cleanup runs while the form is still on the page, so focus can be read.
  useLayoutEffect(
    () => () => reportClose.current(Boolean(frame.current?.contains(document.activeElement))),
    [],
  );
  const { errors } = form.formState;
  const fieldId = (field: string) => `${id}-${field}`;
  const employee = form.watch("employeeAnnualContribution");
  const fields = ["status", "beginDate", "endDate", "employeeAnnualContribution", "payFrequency"] as const;
  const summary = fields.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === "string" ? [{ fieldId: fieldId(field), message }] : [];
  });
  const submit = form.handleSubmit(
    (values) =>
      onSubmit?.({
        status: (values.status ?? "") as SpendingElection["status"],
        beginDate: values.beginDate ?? "",
        endDate: values.endDate ?? "",
        employeeAnnualContribution: values.employeeAnnualContribution ?? "",
        payFrequency: values.payFrequency ?? "",
      }),
    () => setAttempt((n) => n + 1),
  );

  return (
    <CardFrame
      ref={frame}
      title={title}
      headingLevel={3}
      mode="edit"
      data-plan-period={id}
      onSave={submit}
      onCancel={onCancel}
      saving={saving}
    >
      <ErrorSummary className="mb-4" errors={attempt > 0 ? summary : []} focusKey={attempt} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Field id={fieldId("status")} label="Status" error={errors.status?.message}>
              <Select
                options={statusOptions}
                placeholder="Not elected"
                value={field.value ?? ""}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                name={field.name}
              />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="payFrequency"
          render={({ field }) => (
            <Field
              id={fieldId("payFrequency")}
              label="Pay Frequency"
              required
              error={errors.payFrequency?.message}
            >
              <Select
                options={payClasses.map((p) => ({ value: p.code, label: p.label }))}
                value={field.value ?? ""}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                name={field.name}
              />
            </Field>
          )}
        />
        <FormDateField
          control={form.control}
          name="beginDate"
          id={fieldId("beginDate")}
          label="Begin Date"
          error={errors.beginDate?.message}
        />
        <FormDateField
          control={form.control}
          name="endDate"
          id={fieldId("endDate")}
          label="End Date"
          error={errors.endDate?.message}
        />
        <TextField
          id={fieldId("employeeAnnualContribution")}
          label={labels.employee}
          hint="Dollars, up to 2 decimals"
          error={errors.employeeAnnualContribution?.message}
          inputProps={{ inputMode: "decimal", ...form.register("employeeAnnualContribution") }}
        />
        <DataList
          columns={1}
          items={[
            { label: "Employer Annual Contribution", value: money(period.employerAnnualContribution) },
            {
              label: labels.total,
              value: money(totalAnnualContribution(employee, period.employerAnnualContribution)),
            },
            {
              label: "Contribution Limits",
              value: `${money(period.minAnnualContribution ?? 0)} to ${money(period.maxAnnualContribution)}`,
            },
          ]}
        />
      </div>
    </CardFrame>
  );
}
