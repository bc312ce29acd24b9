import { cutPcpName, INITIAL_PCP_SELECTION, isNoPcpNumber, NO_INITIAL_PCP_SELECTION } from "@epr/domain";
import type { ReactNode } from "react";
import { DataList } from "../../primitives/Card/Card.js";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import type { ReadCardProps } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";

/**
 * Words of the read card: `title` is the card heading, before the participant's name. The provider
 * card's copy (`ProviderCardCopy`) extends it, so the same object can be given to both.
 */
export type ProviderReadCardCopy = Pick<CardFrameCopy, "title" | "editLabel">;

/** The default wording of `ProviderReadCardCopy` (the provider card's defaults start from it). */
export const defaultProviderReadCardCopy: ProviderReadCardCopy = {
  title: "Primary Care Provider",
  editLabel: defaultCardFrameCopy.editLabel,
};

/** The provider of one participant, as the card shows and edits it (enrollment.md §3 Provider card). */
export interface ProviderValues {
  physicianNumber?: string;
  physicianName?: string;
  establishedPatient?: boolean;
  /** MM/dd/yyyy. */
  effectiveDate?: string;
}

/** The reason shown and sent (enrollment.md §3: fixed; §4: no-PCP numbers). */
export function providerReason(physicianNumber: string | null | undefined): string {
  const number = (physicianNumber ?? "").trim();
  return !number || isNoPcpNumber(number) ? NO_INITIAL_PCP_SELECTION : INITIAL_PCP_SELECTION;
}

/** Props of `ProviderReadCard`: the read-mode props of `ProviderCard`. */
export interface ProviderReadCardProps extends ReadCardProps {
  /** Stable id of the participant. */
  id: string;
  /** The participant's name, shown in the heading. */
  participantName: string;
  /** The provider on file. */
  values?: ProviderValues;
  copy?: Partial<ProviderReadCardCopy>;
}

/**
 * The provider (PCP) card of one participant in read mode (enrollment.md §2: each card has a
 * read-only display; §3 Provider card): what `ProviderCard mode="read"` renders — number and name
 * (none for a no-PCP number), established patient, effective date and reason — in a module of its
 * own without the form, for read-only pages.
 */
export function ProviderReadCard(props: ProviderReadCardProps) {
  const copy = { ...defaultProviderReadCardCopy, ...props.copy };
  return (
    <CardDisplay
      copy={copy}
      title={`${copy.title}: ${props.participantName}`}
      data-provider={props.id}
      headingLevel={props.headingLevel ?? 3}
      onEdit={props.mayEdit ? props.onEdit : undefined}
    >
      <ProviderDisplay values={props.values ?? {}} />
    </CardDisplay>
  );
}

/** The read-only display of a provider (enrollment.md §2: each card has a read-only display). */
function ProviderDisplay({ values }: { values: ProviderValues }) {
  const number = (values.physicianNumber ?? "").trim();
  const chosen = number !== "" && !isNoPcpNumber(number);
  const items: { label: string; value: ReactNode }[] = [
    { label: "Provider Number", value: chosen ? number : "" },
    { label: "Provider Name", value: chosen ? cutPcpName(values.physicianName) : "" },
    { label: "Established Patient", value: values.establishedPatient ? "Yes" : "No" },
    { label: "Effective Date", value: values.effectiveDate ?? "" },
    { label: "Reason", value: providerReason(number) },
  ];
  return <DataList items={items} />;
}
