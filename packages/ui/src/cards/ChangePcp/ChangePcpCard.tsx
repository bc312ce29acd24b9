import {
  type BrandRules,
  cutPcpName,
  defaultPcpEffectiveDate,
  formatUsDate,
  isNoPcpNumber,
  type PcpReason,
  type ProviderCopy,
  parseUsDate,
} from "@epr/domain";
import {
  type ChangePcpDraft,
  type ChangePcpFormInput,
  type ChangePcpFormValues,
  useChangePcpForm,
} from "@epr/forms";
import { useEffect, useMemo, useRef } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { CardFrame, DataList } from "../../primitives/Card/Card.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { DateField } from "../../primitives/DateField/DateField.js";
import { Field } from "../../primitives/Field/Field.js";
import { Select } from "../../primitives/Select/Select.js";
import {
  CopyToOthersButton,
  type CopyToOthersButtonCopy,
  defaultCopyToOthersButtonCopy,
  ProviderNumberFields,
} from "../Provider/ProviderNumberFields.js";

/** Words of the change-PCP card (assist-employees.md §2.3 names the controls; the rest is ours). */
export interface ChangePcpCardCopy extends CardFrameCopy, CopyToOthersButtonCopy {
  searchLabel: string;
  /** Read after the submit's and the directory button's labels, for screen readers: one card per member. */
  forMember: string;
  currentHeading: string;
  noCurrentPcp: string;
  readOnlyNote: string;
}

/** The default wording of `ChangePcpCardCopy`. */
export const defaultChangePcpCardCopy: ChangePcpCardCopy = {
  ...defaultCardFrameCopy,
  ...defaultCopyToOthersButtonCopy,
  title: "Change PCP",
  saveLabel: "Change PCP",
  searchLabel: "Search Provider Directory",
  forMember: "for {name}",
  currentHeading: "Current PCP",
  noCurrentPcp: "None on file",
  readOnlyNote: "You may view this member's PCP but not change it.",
};

/** One participant as the card shows it (assist-employees.md §3 Participant). */
export interface ChangePcpParticipant {
  /** The covered individual (coveredIndivId): prefixes every control id. */
  id: string;
  name: string;
  pcpNbr: string;
  pcpName: string;
  effectiveDate: string;
  establishedPatient: boolean;
  /** MM/dd/yyyy: the window rule's earliest date for the brands whose flag says so (§5). */
  contractCoverageEffectiveDate: string;
}

/** Values arriving from outside the card: the directory's choice or a copy from another card. */
export interface ChangePcpFill {
  /** A new key applies the values once. */
  key: string;
  physicianNumber?: string;
  physicianName?: string;
  effectiveDate?: string;
}

export type { ChangePcpDraft };

/** The card's draft from the form's values (every field present; a missing one empty). */
export function changePcpDraft(
  values: Partial<ChangePcpFormInput>,
  establishedPatient = false,
): ChangePcpDraft {
  return {
    providerNumber: values.providerNumber ?? "",
    providerName: values.providerName ?? "",
    establishedPatient: values.establishedPatient ?? establishedPatient,
    reasonCode: values.reasonCode ?? "",
    effectiveDate: values.effectiveDate ?? "",
  };
}

/** What a valid submit gives: the form's values, the reason's code as the service gave it and its description. */
export type ChangePcpSubmit = ChangePcpFormValues & { reasonDescription: string };

/** Props of `ChangePcpCard`. */
export interface ChangePcpCardProps {
  participant: ChangePcpParticipant;
  /** The group's reasons on today's date (reasonCodes, §7). */
  reasons: readonly PcpReason[];
  /** Today, for the window rule. */
  today: Date;
  /** The brand's rule flag: the effective date keeps to the reason's window (6008, 6009, §5). */
  brand?: Partial<Pick<BrandRules, "changePcpDateWindow">>;
  /**
   * The values the card starts with: a draft the page kept (`onDraftChange`). Read when the card
   * mounts; without it the fields start empty, Established Patient as on file and the Effective
   * Date at @epr/domain `defaultPcpEffectiveDate` (today, or the coverage's first day when later).
   * A `fill` given too applies over it.
   */
  draft?: Partial<ChangePcpDraft> | null;
  /** Values from outside (the directory's choice, a copy from another card), applied once per `key`. */
  fill?: ChangePcpFill | null;
  /** Each change of the card's values, unchecked, a fill's included: the page keeps the draft. */
  onDraftChange?: (draft: ChangePcpDraft) => void;
  /** The validation's or the post's message for this participant, shown on the provider number. */
  serverError?: string | null;
  onSearchDirectory?: () => void;
  /** Shown when the participant has others to copy to (showChgPcpCopyToOthers). */
  onCopyToOthers?: (provider: ProviderCopy) => void;
  onSubmit: (values: ChangePcpSubmit) => void;
  /**
   * A failed submit: the messages in field order (the page lists them at the top, §5), and the same
   * with the id of each message's control, for the page's error summary to link to.
   */
  onInvalid?: (messages: string[], errors: ChangePcpError[]) => void;
  /** Validation and save running: the submit shows a spinner. */
  submitting?: boolean;
  /** The administrator may not change this group (§6): the card only shows the PCP. */
  readOnly?: boolean;
  headingLevel?: 2 | 3 | 4;
  copy?: Partial<ChangePcpCardCopy>;
}

const fieldOrder = ["providerNumber", "providerName", "reasonCode", "effectiveDate"] as const;
type ChangePcpField = (typeof fieldOrder)[number] | "establishedPatient";

/** One message of a failed submit and the id of its control (`changePcpFieldId`). */
export interface ChangePcpError {
  fieldId: string;
  message: string;
}

/** Id of a change-PCP card's control. */
export function changePcpFieldId(id: string, field: ChangePcpField): string {
  return `change-pcp-${id.replace(/[^A-Za-z0-9-]/g, "-")}-${field}`;
}

/**
 * One participant's Change PCP card (assist-employees.md §2.3, §5): the current PCP, then provider
 * number and name, Search Provider Directory, Established Patient, Reason (the group's reason codes)
 * and Effective Date, Copy to Others and the Change PCP submit. The form is @epr/forms'
 * `useChangePcpForm` (the spec's messages; the window rule for the brands whose flag says so). A
 * no-PCP number clears the name. It fetches nothing: the page validates and posts.
 */
export function ChangePcpCard({
  participant,
  reasons,
  today,
  brand,
  draft,
  fill,
  onDraftChange,
  serverError,
  onSearchDirectory,
  onCopyToOthers,
  onSubmit,
  onInvalid,
  submitting,
  readOnly,
  headingLevel = 2,
  copy: overrides,
}: ChangePcpCardProps) {
  const copy = { ...defaultChangePcpCardCopy, ...overrides };
  const context = useMemo(
    () => ({
      today,
      reasons,
      contractCoverageEffectiveDate: participant.contractCoverageEffectiveDate || null,
      ...(brand ? { brand } : {}),
    }),
    [today, reasons, participant.contractCoverageEffectiveDate, brand],
  );
  const startDate = formatUsDate(
    defaultPcpEffectiveDate(today, parseUsDate(participant.contractCoverageEffectiveDate)),
  );
  const form = useChangePcpForm(context, {
    mode: "onSubmit",
    defaultValues: changePcpDraft(
      { ...draft, effectiveDate: draft?.effectiveDate ?? startDate },
      participant.establishedPatient,
    ),
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = form.formState;
  const { watch, setValue, setError, clearErrors } = form;
  const current = watch();
  const id = (field: ChangePcpField) => changePcpFieldId(participant.id, field);
  const number = current.providerNumber ?? "";
  const set = (field: "providerNumber" | "providerName" | "reasonCode" | "effectiveDate", value: string) =>
    setValue(field, value, { shouldDirty: true, shouldValidate: isSubmitted });

  // One subscription for the card's life, reporting to the latest callback (a page passes a new one
  // each render); declared before the fill's effect, so a fill applied at mount is reported too.
  const reportDraft = useRef(onDraftChange);
  reportDraft.current = onDraftChange;
  useEffect(() => {
    const subscription = watch((next) => reportDraft.current?.(changePcpDraft(next)));
    return () => subscription.unsubscribe();
  }, [watch]);

  const lastFill = useRef<string | null>(null);
  useEffect(() => {
    if (!fill || lastFill.current === fill.key) return;
    lastFill.current = fill.key;
    if (fill.physicianNumber !== undefined) {
      const chosen = fill.physicianNumber.trim();
      setValue("providerNumber", chosen, { shouldDirty: true });
      setValue("providerName", isNoPcpNumber(chosen) ? "" : cutPcpName(fill.physicianName), {
        shouldDirty: true,
      });
    }
    if (fill.effectiveDate) setValue("effectiveDate", fill.effectiveDate, { shouldDirty: true });
  }, [fill, setValue]);

  useEffect(() => {
    if (serverError) setError("providerNumber", { type: "server", message: serverError });
    else if (form.getFieldState("providerNumber").error?.type === "server") clearErrors("providerNumber");
  }, [serverError, setError, clearErrors, form]);

  const submit = form.handleSubmit(
    (values) => {
      // The code as the service gave it (padding kept): the payload trims it where the brand says (§7).
      const reason = reasons.find((r) => r.reasonCode.trim() === values.reasonCode.trim());
      onSubmit({
        ...values,
        reasonCode: reason?.reasonCode ?? values.reasonCode,
        reasonDescription: reason?.reasonDesc ?? "",
      });
    },
    (failed) => {
      const errors = fieldOrder.flatMap((field) => {
        const message = failed[field]?.message;
        return typeof message === "string" ? [{ fieldId: id(field), message }] : [];
      });
      onInvalid?.(
        errors.map((e) => e.message),
        errors,
      );
    },
  );

  const currentPcp = (
    <DataList
      items={[
        {
          label: copy.currentHeading,
          value: participant.pcpNbr
            ? `${participant.pcpNbr} ${cutPcpName(participant.pcpName)}`.trim()
            : copy.noCurrentPcp,
        },
        { label: "Effective Date", value: participant.effectiveDate || "–" },
        { label: "Established Patient", value: participant.establishedPatient ? "Yes" : "No" },
      ]}
    />
  );
  const title = `${copy.title}: ${participant.name}`;
  // Every card has these buttons: the member's name tells them apart for screen readers.
  const forMember = copy.forMember.replaceAll("{name}", participant.name);
  if (readOnly)
    return (
      <CardFrame data-change-pcp={participant.id} title={title} headingLevel={headingLevel} mode="read">
        {currentPcp}
        <p className="mt-3 text-muted-foreground text-sm">{copy.readOnlyNote}</p>
      </CardFrame>
    );

  return (
    <CardFrame
      data-change-pcp={participant.id}
      title={title}
      headingLevel={headingLevel}
      mode="edit"
      saveLabel={copy.saveLabel}
      saveLabelTail={forMember}
      onSave={submit}
      saving={submitting}
    >
      {currentPcp}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ProviderNumberFields
          numberId={id("providerNumber")}
          nameId={id("providerName")}
          number={number}
          name={current.providerName ?? ""}
          required
          numberError={errors.providerNumber?.message}
          nameError={errors.providerName?.message}
          onNumberChange={(value) => {
            if (errors.providerNumber?.type === "server") clearErrors("providerNumber");
            set("providerNumber", value);
          }}
          onNameChange={(value) => set("providerName", value)}
        />
        <Field id={id("reasonCode")} label="Reason" required error={errors.reasonCode?.message}>
          <Select
            options={reasons.map((r) => ({
              value: r.reasonCode,
              label: r.reasonDesc ?? r.reasonCode.trim(),
            }))}
            value={current.reasonCode ?? ""}
            onChange={(event) => set("reasonCode", event.target.value)}
          />
        </Field>
        <DateField
          id={id("effectiveDate")}
          label="Effective Date"
          // One card a member: the calendar button says whose date it sets.
          calendarLabel={`Choose date for Effective Date ${forMember}`}
          required
          error={errors.effectiveDate?.message}
          value={current.effectiveDate ?? ""}
          onValueChange={(value) => set("effectiveDate", value)}
        />
        <Checkbox
          id={id("establishedPatient")}
          label="Established Patient"
          checked={Boolean(current.establishedPatient)}
          onCheckedChange={(checked) => setValue("establishedPatient", checked, { shouldDirty: true })}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {onSearchDirectory ? (
          <Button variant="outline" onClick={onSearchDirectory}>
            {copy.searchLabel}
            <span className="sr-only"> {forMember}</span>
          </Button>
        ) : null}
        <CopyToOthersButton
          sourceName={participant.name}
          copy={copy}
          onCopyToOthers={onCopyToOthers}
          values={(): ProviderCopy => ({
            physicianNumber: number,
            physicianName: current.providerName ?? "",
            effectiveDate: current.effectiveDate ?? "",
          })}
        />
      </div>
    </CardFrame>
  );
}
