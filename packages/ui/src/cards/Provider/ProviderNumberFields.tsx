import { isNoPcpNumber, PCP_NAME_MAX } from "@epr/domain";
import { PROVIDER_NUMBER_MAX } from "@epr/forms";
import type { ReactNode } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { Field } from "../../primitives/Field/Field.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";

/** Props of `ProviderNumberFields`. */
export interface ProviderNumberFieldsProps {
  /** Id of the provider number's control. */
  numberId: string;
  /** Id of the provider name's control. */
  nameId: string;
  /** The provider number as typed. */
  number: string;
  /** The provider name as typed. */
  name: string;
  /** The number's message (a check's or the validator's). */
  numberError?: ReactNode;
  /** The name's message. */
  nameError?: ReactNode;
  /** The number is required: always on Change PCP (assist-employees.md §5), per group on the provider card (enrollment.md §3). */
  required?: boolean;
  /** A hint under the number ('No spaces.' on the provider card). */
  numberHint?: ReactNode;
  /**
   * Each edit of the number. A no-PCP number (002759262, 999999, BC…, IP…) is followed by
   * `onNameChange("")`: such a number has no name (enrollment.md §4, assist-employees.md §7).
   */
  onNumberChange: (value: string) => void;
  /** Each edit of the name (at most 34 characters, the PCP name's cut). */
  onNameChange: (value: string) => void;
}

/**
 * The provider number and name of a PCP, shared by the provider card of the add and edit flows
 * (enrollment.md §3 Provider card) and the Change PCP card (assist-employees.md §2.3): the number
 * at most `PROVIDER_NUMBER_MAX` long; the name at most `PCP_NAME_MAX` (34), disabled with a hint while the number
 * means no PCP. Two grid cells: the card lays them out. Controlled: the card's form holds the values.
 */
export function ProviderNumberFields({
  numberId,
  nameId,
  number,
  name,
  numberError,
  nameError,
  required,
  numberHint,
  onNumberChange,
  onNameChange,
}: ProviderNumberFieldsProps) {
  const noPcp = isNoPcpNumber(number);
  return (
    <>
      <Field id={numberId} label="Provider Number" hint={numberHint} required={required} error={numberError}>
        <TextInput
          autoComplete="off"
          maxLength={PROVIDER_NUMBER_MAX}
          value={number}
          onChange={(event) => {
            onNumberChange(event.target.value);
            if (isNoPcpNumber(event.target.value)) onNameChange("");
          }}
        />
      </Field>
      <Field
        id={nameId}
        label="Provider Name"
        hint={noPcp ? "No PCP is selected with this number." : undefined}
        disabled={noPcp}
        error={nameError}
      >
        <TextInput
          autoComplete="off"
          maxLength={PCP_NAME_MAX}
          value={name}
          onChange={(event) => onNameChange(event.target.value)}
        />
      </Field>
    </>
  );
}

// The Copy to Others button of the provider, change-PCP and other insurance cards. It sits in this
// module, not one of its own beside the CopyToOthers modal, because the bundler makes a chunk per
// module set: on its own it was one more chunk (+0.3 kB gzip) on the add flow's Review & Submit
// route, already at 99.7 of its 100 kB (bench/bundle-size.mjs); here it shares the chunk every
// provider card already loads.
/**
 * Words of the Copy to Others button. A card's copy extends this, so the card's `copy` can be given
 * as it is; the label is assist-employees.md §2.3's, the screen-reader tail is ours.
 */
export interface CopyToOthersButtonCopy {
  /** The Copy to Others button (assist-employees.md §2.3); `copyToOthersFrom` follows for screen readers. */
  copyToOthersLabel: string;
  /** Names whose data is copied; `{name}` is the participant's name. */
  copyToOthersFrom: string;
}

/** The default wording of `CopyToOthersButtonCopy`. */
export const defaultCopyToOthersButtonCopy: CopyToOthersButtonCopy = {
  copyToOthersLabel: "Copy to Others",
  copyToOthersFrom: "from {name}",
};

/** Props of `CopyToOthersButton`; `T` is what the card copies (a provider, an other insurance). */
export interface CopyToOthersButtonProps<T> {
  /** The participant whose data is copied: read after the label, for screen readers. */
  sourceName: string;
  /** Reads what is copied at the click: the card's values as currently typed, unchecked. */
  values: () => T;
  /**
   * What the administrator may do: given only when they may copy this participant's data and there
   * is someone to copy it to (showChgPcpCopyToOthers, assist-employees.md §2.3; enrollment.md §2).
   * Without it nothing renders. The app opens the `CopyToOthers` modal and copies with @epr/domain
   * (`copyProviderTo`, `copyOtherInsuranceTo`).
   */
  onCopyToOthers?: ((values: T) => void) | undefined;
  /** Override the label or the screen-reader tail (a card passes its own copy). */
  copy?: Partial<CopyToOthersButtonCopy> | undefined;
}

/**
 * The Copy to Others action of the provider, change-PCP and other insurance cards
 * (assist-employees.md §2.3; enrollment.md §2 copy PCP or provider to other members): shown only
 * with `onCopyToOthers`; a click gives the card's current values. Its accessible name says whose
 * data is copied, as several cards on a page each have one.
 */
export function CopyToOthersButton<T>({
  sourceName,
  values,
  onCopyToOthers,
  copy,
}: CopyToOthersButtonProps<T>) {
  if (!onCopyToOthers) return null;
  const words = { ...defaultCopyToOthersButtonCopy, ...copy };
  return (
    <Button variant="outline" onClick={() => onCopyToOthers(values())}>
      {words.copyToOthersLabel}
      <span className="sr-only"> {words.copyToOthersFrom.replaceAll("{name}", sourceName)}</span>
    </Button>
  );
}
