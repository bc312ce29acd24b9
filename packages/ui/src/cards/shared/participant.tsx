import { relationshipLabels, specialStatusLabels } from "@epr/domain";

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
