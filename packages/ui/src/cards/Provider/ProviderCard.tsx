import { cutPcpName, isNoPcpNumber, type ProviderCopy, providerRequired } from "@epr/domain";
import { type ProviderFormInput, type ProviderFormValues, useProviderForm } from "@epr/forms";
import { useEffect, useMemo, useRef } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { CardForm, type EditableCardProps } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { cardFormOptions, fieldIds, useCardForm } from "../../primitives/Card/useCardForm.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { DateField } from "../../primitives/DateField/DateField.js";
import {
  CopyToOthersButton,
  type CopyToOthersButtonCopy,
  defaultCopyToOthersButtonCopy,
  ProviderNumberFields,
} from "./ProviderNumberFields.js";
import {
  defaultProviderReadCardCopy,
  ProviderReadCard,
  type ProviderValues,
  providerReason,
} from "./ProviderReadCard.js";

// The values and the reason live with the read card (`@epr/ui/cards/provider/read`); this module
// keeps exporting them.
export { type ProviderValues, providerReason };

/**
 * Words of the card the app may change. `title` is the card heading, before the participant's name.
 */
export interface ProviderCardCopy extends CardFrameCopy, CopyToOthersButtonCopy {
  /** The button that opens the provider directory (enrollment.md §2). */
  searchLabel: string;
  /** Said after the search button when the directory opens in a new window. */
  newWindowNote: string;
  /** The link to the brand's external finder (enrollment.md §7 Find a doctor). */
  externalFinderLabel: string;
}

/** The default wording of `ProviderCardCopy`. */
export const defaultProviderCardCopy: ProviderCardCopy = {
  ...defaultCardFrameCopy,
  ...defaultCopyToOthersButtonCopy,
  title: defaultProviderReadCardCopy.title,
  searchLabel: "Search Provider Directory",
  newWindowNote: "(opens in a new window)",
  externalFinderLabel: "Find a Doctor",
};

/** A provider chosen in the directory: the PCPNumber and PCPNAME the portal returns with (enrollment.md §2). */
export interface DirectoryChoice {
  physicianNumber: string;
  physicianName: string;
}

/** Props of `ProviderCard`. */
export interface ProviderCardProps extends EditableCardProps<ProviderFormValues> {
  /** Stable id of the participant (prefixes every control id; the PCPIndex the portal matches). */
  id: string;
  /** The participant's name, shown in the heading. */
  participantName: string;
  /** The provider on file (edit: initial values; give a new `key` to load another). */
  values?: ProviderValues;
  /** The group requires a provider (group additional information `providerRequired`, enrollment.md §3). */
  groupRequiresProvider?: boolean;
  /**
   * The provider chosen in the directory (PCPNumber, PCPNAME on return, enrollment.md §2): fills the
   * number and the name (cut to 34, §9) each time a different choice arrives.
   */
  directoryChoice?: DirectoryChoice | null;
  /**
   * The provider validator's message for this participant (its return code description, or 'Please
   * enter a valid Provider Number.' for an empty answer; enrollment.md §5, §7): shown on the provider
   * number, cleared when that field is edited (STYLE.md Forms and errors).
   */
  serverError?: string | null;
  /** Shows Search Provider Directory; the portal navigates to the directory (enrollment.md §2). */
  onSearchDirectory?: () => void;
  /** The directory opens in a new window (the portal knows from the brand and the step, enrollment.md §2, §7). */
  directoryOpensNewWindow?: boolean;
  /**
   * Edit mode: the brand's external finder, when the brand points to one (enrollment.md §7; built by
   * @epr/domain `findADoctorLink`), offered beside the built-in directory.
   */
  externalFinder?: { href: string; newWindow: boolean } | null;
  copy?: Partial<ProviderCardCopy>;
  /** Edit mode: each change, unvalidated. */
  onChange?: (values: ProviderFormInput) => void;
  /**
   * Edit mode: a valid submit, @epr/forms' output: name cut to 34, the reason 'Initial PCP
   * Selection', or for a no-PCP number an empty number and name with 'NO INITIAL PCP SELECTION'.
   */
  onSubmit?: (values: ProviderFormValues) => void;
  /**
   * Edit mode: shows Copy to Others (enrollment.md §2 copy PCP modal, assist-employees.md §2.3) and
   * gives the provider's current name, number and effective date; the app opens the copy modal and
   * copies with @epr/domain's `copyProviderTo`. Give it only when there are other participants.
   */
  onCopyToOthers?: (provider: ProviderCopy) => void;
}

const fieldOrder = ["physicianNumber", "physicianName", "establishedPatient", "effectiveDate"] as const;
type ProviderField = (typeof fieldOrder)[number];

/** Id of a provider card's control. */
export function providerFieldId(id: string, field: ProviderField): string {
  return `provider-${id}-${field}`;
}

/**
 * The provider (PCP) card of one medical participant (enrollment.md §3 Provider card, §4, §5
 * Provider): provider number (no spaces), name, established patient, effective date (required once
 * a number is entered or the group requires a provider) and the fixed reason. A no-PCP number
 * (002759262, 999999, BC…, IP…) clears the name and gives 'NO INITIAL PCP SELECTION'. Search
 * Provider Directory calls back; the chosen provider comes back as `directoryChoice`. The
 * validator's message arrives as `serverError`. Edit mode is @epr/forms' `useProviderForm`; read
 * mode is `ProviderReadCard` (`@epr/ui/cards/provider/read`).
 */
export function ProviderCard(props: ProviderCardProps) {
  if (props.mode === "read") return <ProviderReadCard {...props} />;
  const copy = { ...defaultProviderCardCopy, ...props.copy };
  return <ProviderForm {...props} copy={copy} title={`${copy.title}: ${props.participantName}`} />;
}

function ProviderForm(props: ProviderCardProps & { copy: ProviderCardCopy; title: string }) {
  const { id, participantName, onCopyToOthers, values, groupRequiresProvider, directoryChoice } = props;
  const { serverError, onSearchDirectory, directoryOpensNewWindow, externalFinder, copy, title } = props;
  const headingLevel = props.headingLevel ?? 3;
  const context = useMemo(
    () => ({ group: { providerRequired: groupRequiresProvider } }),
    [groupRequiresProvider],
  );
  const form = useProviderForm(context, {
    ...cardFormOptions,
    defaultValues: {
      physicianNumber: values?.physicianNumber ?? "",
      physicianName: cutPcpName(values?.physicianName),
      establishedPatient: values?.establishedPatient ?? false,
      effectiveDate: values?.effectiveDate ?? "",
    },
  });
  const fieldId = (field: ProviderField) => providerFieldId(id, field);
  const { shell, focusSummary } = useCardForm(form, {
    ...props,
    fields: fieldIds(fieldOrder, fieldId),
  });
  const { errors, isSubmitted } = form.formState;
  const { watch, setValue, setError, clearErrors, trigger } = form;
  const current = watch();
  const number = current.physicianNumber ?? "";

  const set = (field: "physicianNumber" | "physicianName" | "effectiveDate", value: string) =>
    setValue(field, value, { shouldDirty: true, shouldTouch: true, shouldValidate: isSubmitted });

  // A no-PCP number clears the name (enrollment.md §4: ProviderNumberFields does); the number is
  // cleared in the output.
  const setNumber = (value: string) => {
    if (errors.physicianNumber?.type === "server") clearErrors("physicianNumber");
    set("physicianNumber", value);
    // The effective date's requirement depends on the number: re-check it once shown.
    if (isSubmitted) void trigger("effectiveDate");
  };

  // The directory's choice fills number and name, once per choice (enrollment.md §2 PCPNumber, PCPNAME).
  const lastChoice = useRef<string | null>(null);
  useEffect(() => {
    if (!directoryChoice) return;
    const key = `${directoryChoice.physicianNumber}\u0000${directoryChoice.physicianName}`;
    if (lastChoice.current === key) return;
    lastChoice.current = key;
    const chosen = directoryChoice.physicianNumber.trim();
    if (form.getFieldState("physicianNumber").error?.type === "server") clearErrors("physicianNumber");
    setValue("physicianNumber", chosen, { shouldDirty: true });
    setValue("physicianName", isNoPcpNumber(chosen) ? "" : cutPcpName(directoryChoice.physicianName), {
      shouldDirty: true,
    });
  }, [directoryChoice, setValue, clearErrors, form]);

  // The validator's answer sits on the provider number until that field is edited.
  // Each arrival counts, so the error summary takes focus in the render that shows it.
  useEffect(() => {
    if (serverError) {
      setError("physicianNumber", { type: "server", message: serverError });
      focusSummary();
    } else if (form.getFieldState("physicianNumber").error?.type === "server") clearErrors("physicianNumber");
  }, [serverError, setError, clearErrors, form, focusSummary]);

  const dateRequired = providerRequired(number, groupRequiresProvider);

  return (
    <CardForm copy={copy} title={title} data-provider={id} headingLevel={headingLevel} {...shell}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProviderNumberFields
          numberId={fieldId("physicianNumber")}
          nameId={fieldId("physicianName")}
          number={number}
          name={current.physicianName ?? ""}
          numberHint="No spaces."
          required={Boolean(groupRequiresProvider)}
          numberError={errors.physicianNumber?.message}
          nameError={errors.physicianName?.message}
          onNumberChange={setNumber}
          onNameChange={(value) => set("physicianName", value)}
        />
        <DateField
          id={fieldId("effectiveDate")}
          label="Effective Date"
          required={dateRequired}
          error={errors.effectiveDate?.message}
          value={current.effectiveDate ?? ""}
          onValueChange={(value) => set("effectiveDate", value)}
        />
        <div className="flex flex-col gap-1">
          <span className="font-semibold">Reason</span>
          <span data-slot="provider-reason">{providerReason(number)}</span>
        </div>
        <Checkbox
          id={fieldId("establishedPatient")}
          label="Established patient"
          checked={Boolean(current.establishedPatient)}
          onCheckedChange={(checked) => setValue("establishedPatient", checked, { shouldDirty: true })}
        />
      </div>
      {onSearchDirectory || onCopyToOthers || externalFinder ? (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {onSearchDirectory ? (
            <>
              <Button variant="outline" onClick={onSearchDirectory}>
                {copy.searchLabel}
                {directoryOpensNewWindow ? <span className="sr-only"> {copy.newWindowNote}</span> : null}
              </Button>
              {directoryOpensNewWindow ? (
                <span aria-hidden="true" className="text-muted-foreground text-sm">
                  {copy.newWindowNote}
                </span>
              ) : null}
            </>
          ) : null}
          {externalFinder ? (
            <a
              href={externalFinder.href}
              className="px-2 text-link underline underline-offset-2 hover:no-underline"
              {...(externalFinder.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {externalFinder.newWindow
                ? `${copy.externalFinderLabel} ${copy.newWindowNote}`
                : copy.externalFinderLabel}
            </a>
          ) : null}
          <CopyToOthersButton
            sourceName={participantName}
            copy={copy}
            onCopyToOthers={onCopyToOthers}
            // A no-PCP number is copied as typed: the copy is normalised like any entry on save.
            values={(): ProviderCopy => ({
              physicianNumber: number,
              physicianName: current.physicianName ?? "",
              effectiveDate: current.effectiveDate ?? "",
            })}
          />
        </div>
      ) : null}
    </CardForm>
  );
}
