import { relationshipLabels, specialStatusLabels } from "@epr/domain";
import type { EditableCardProps } from "../../primitives/Card/CardForm.js";

/**
 * The member a per-participant card belongs to (enrollment.md §2: one Other Insurance or Medicare
 * card per participant with the indicator yes, one MNLOA card per dependent with status M).
 */
export interface CardParticipant {
  /** Full name as shown ("Ana Lind"). */
  name: string;
  /** Relationship code: 20 for the subscriber (enrollment.md §3), the dependent's otherwise. */
  relationshipCode?: string | null;
  /** Special status of a dependent: 3, F, M or N (enrollment.md §3 Dependent). */
  dependentStatus?: string | null;
}

/**
 * Props of a per-participant card (Other Insurance, Medicare, MNLOA; enrollment.md §2, §4): the
 * editable card's shape with the participant, the form's values, the card's words, each change and
 * the prefix of the fields' ids.
 */
export interface ParticipantCardProps<Input, Values, Copy> extends EditableCardProps<Values> {
  /** The participant the card belongs to (its heading names them). */
  participant: CardParticipant;
  /**
   * The values. In edit mode they fill the form once, when it appears (give the card a new `key` to
   * load another record); in read mode they are what is shown.
   */
  values?: Partial<Input>;
  /** Wording; the card's defaults fill what is not given. */
  copy?: Partial<Copy>;
  /** Edit mode: called with the form's values after each change (unvalidated). */
  onChange?: (values: Partial<Input>) => void;
  /** Prefix of the fields' ids (one card per participant: give each its own). */
  idPrefix?: string;
}

/** "Spouse", "Son or Daughter · Full-Time Student-MNLOA": who the participant is, in words. */
export function participantDescription(participant: CardParticipant): string {
  const code = participant.relationshipCode ?? "";
  const relationship = (relationshipLabels as Record<string, string>)[code] ?? code;
  const status = participant.dependentStatus;
  // N (or any unknown code) is None: not worth a word on the card.
  const statusLabel =
    status && status !== "N" ? (specialStatusLabels as Record<string, string>)[status] : undefined;
  return [relationship, statusLabel].filter(Boolean).join(" · ");
}

/** The card's heading: its title and the participant's name ("Other Insurance: Ana Lind"). */
export function participantTitle(title: string, participant: CardParticipant): string {
  return participant.name ? `${title}: ${participant.name}` : title;
}

/** The line under a per-participant card's heading: relationship and special status. */
export function ParticipantLine({ participant }: { participant: CardParticipant }) {
  const description = participantDescription(participant);
  if (!description) return null;
  return (
    <p data-slot="participant" className="mt-0 mb-4 text-muted-foreground text-sm">
      {description}
    </p>
  );
}
