import { isNoPcpNumber, PCP_NAME_MAX } from "@epr/domain";
import { PROVIDER_NUMBER_MAX } from "@epr/forms";
import type { ReactNode } from "react";
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
