import { reportCodesCardVisible } from "@epr/domain";
import {
  placeReportCodeErrors,
  REPORT_CODE_MAX,
  type ReportCodesFormInput,
  type ReportCodesFormValues,
  useReportCodesForm,
} from "@epr/forms";
import { useEffect, useRef, useState } from "react";
import { CardForm, type EditableCardProps } from "../../primitives/Card/CardForm.js";
import { cardFormOptions, useCardForm } from "../../primitives/Card/useCardForm.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { Field } from "../../primitives/Field/Field.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";
import {
  defaultReportCodesCardCopy,
  reportCodeLabel as label,
  type ReportCodesCardCopy,
  ReportCodesReadCard,
  type ReportCodeValue,
} from "./ReportCodesReadCard.js";

// The copy and the code's values live with the read card (`@epr/ui/cards/report-codes/read`); this
// module keeps exporting them.
export { defaultReportCodesCardCopy, type ReportCodesCardCopy, type ReportCodeValue };

/** Props of `ReportCodesCard`. */
export interface ReportCodesCardProps extends EditableCardProps<ReportCodesFormValues> {
  /** The group the codes belong to (the server's errors name it: 'Group N: … (abbr)'). */
  groupNumber: string;
  /**
   * The group's code definitions with their values (loaded per group, enrollment.md §4). In edit
   * mode they fill the form once, when it appears: give the card a new `key` to load others.
   */
  codes: readonly ReportCodeValue[];
  /**
   * The report code validator's errors (enrollment.md §7: a list of 'Group N: … (abbr)' strings):
   * each of this group's goes on the field of its abbreviated type and clears when that field is
   * edited; this group's lines naming no code show above the fields. Other groups' are ignored.
   */
  serverErrors?: readonly string[] | null;
  copy?: Partial<ReportCodesCardCopy>;
  /** Edit mode: each change, unvalidated (values already upper-cased). */
  onChange?: (values: ReportCodesFormInput) => void;
  /** Edit mode: a valid submit, values upper-cased (enrollment.md §3: stored upper-case). */
  onSubmit?: (values: ReportCodesFormValues) => void;
  /**
   * On the review page (enrollment.md §4 Report codes: shown in view mode only with a value): in
   * read mode the card renders nothing unless a code has a value (@epr/domain
   * `reportCodesCardVisible`). Without it read mode says `copy.noCodes`.
   */
  onlyWithValue?: boolean;
}

/** Id of a report code's input. */
export function reportCodeFieldId(groupNumber: string, index: number): string {
  return `report-codes-${groupNumber}-${index}`;
}

/**
 * The report codes of one group (enrollment.md §3 Report code, §4, §5 Report codes): a value input
 * per code definition, upper-cased as typed; required codes say 'This field is required'. The
 * validator's errors arrive as `serverErrors` and are placed by @epr/forms' `placeReportCodeErrors`
 * (parsed with @epr/domain's `parseReportCodeErrors`). Read mode shows only codes with a value:
 * `ReportCodesReadCard` (`@epr/ui/cards/report-codes/read`).
 */
export function ReportCodesCard(props: ReportCodesCardProps) {
  if (props.onlyWithValue && !reportCodesCardVisible(props.codes, props.mode === "edit")) return null;
  if (props.mode === "read") return <ReportCodesReadCard {...props} onlyWithValue={false} />;
  const copy = { ...defaultReportCodesCardCopy, ...props.copy };
  return <ReportCodesForm {...props} copy={copy} title={`${copy.title}: Group ${props.groupNumber}`} />;
}

function ReportCodesForm({
  groupNumber,
  codes,
  serverErrors,
  copy,
  title,
  onChange,
  onSubmit,
  onCancel,
  saving,
  headingLevel = 3,
}: ReportCodesCardProps & { copy: ReportCodesCardCopy; title: string }) {
  const form = useReportCodesForm({
    ...cardFormOptions,
    defaultValues: {
      reportCodes: codes.map((code) => ({
        type: code.type,
        abbreviatedType: code.abbreviatedType,
        required: Boolean(code.required),
        value: (code.value ?? "").toUpperCase(),
      })),
    },
  });
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const { shell, focusSummary } = useCardForm(form, {
    fields: Object.fromEntries(
      codes.map((_, index) => [`reportCodes.${index}.value`, reportCodeFieldId(groupNumber, index)]),
    ),
    onChange,
    onSubmit: (valid) => {
      setUnplaced([]);
      onSubmit?.(valid);
    },
    onCancel,
    saving,
  });
  const { errors, isSubmitted } = form.formState;
  const { watch, setValue, setError, clearErrors } = form;
  const current = watch();

  // The validator's errors go on their fields; each arrival moves focus to the summary once. The
  // effect follows the errors' text, so a parent that rebuilds its arrays each render does not
  // bring back an error the user has cleared.
  const codesRef = useRef(codes);
  codesRef.current = codes;
  const serverKey = JSON.stringify(serverErrors ?? []);
  useEffect(() => {
    const lines = JSON.parse(serverKey) as string[];
    const placed = placeReportCodeErrors(groupNumber, codesRef.current, lines);
    codesRef.current.forEach((_, index) => {
      const name = `reportCodes.${index}.value` as const;
      if (form.getFieldState(name).error?.type === "server") clearErrors(name);
    });
    for (const error of placed.fields) setError(error.name, { type: "server", message: error.message });
    setUnplaced(placed.unplaced);
    if (placed.fields.length > 0 || placed.unplaced.length > 0) focusSummary();
  }, [serverKey, groupNumber, setError, clearErrors, form, focusSummary]);

  const setCode = (index: number, value: string) => {
    const name = `reportCodes.${index}.value` as const;
    if (form.getFieldState(name).error?.type === "server") clearErrors(name);
    setValue(name, value.toUpperCase(), { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const messageOf = (index: number) => {
    const message = errors.reportCodes?.[index]?.value?.message;
    return typeof message === "string" ? message : undefined;
  };

  return (
    <CardForm
      copy={copy}
      title={title}
      data-report-codes={groupNumber}
      headingLevel={headingLevel}
      {...shell}
    >
      {unplaced.length > 0 ? (
        <FeedbackBar variant="failure" className="mb-4">
          <ul className="m-0 list-none p-0">
            {unplaced.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </FeedbackBar>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {codes.map((code, index) => (
          <Field
            key={code.abbreviatedType || code.type}
            id={reportCodeFieldId(groupNumber, index)}
            label={label(code)}
            required={Boolean(code.required)}
            error={messageOf(index)}
          >
            <TextInput
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={REPORT_CODE_MAX}
              value={current.reportCodes?.[index]?.value ?? ""}
              onChange={(event) => setCode(index, event.target.value)}
            />
          </Field>
        ))}
      </div>
    </CardForm>
  );
}
