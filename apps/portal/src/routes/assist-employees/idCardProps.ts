import type { IdCardMembersResponse } from "@epr/contract";
import { idCardTypeLabels } from "@epr/domain";
import type { IdCardOrderMember, IdCardViewerMember } from "@epr/ui/cards/id-cards";

const nameOf = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();

/** The viewer's members: each card named by its type, plan and group (assist-employees.md §2.6). */
export const viewerMembersOf = (data: IdCardMembersResponse): IdCardViewerMember[] =>
  data.members.map((m) => ({
    memberKey: m.memberKey,
    name: nameOf(m),
    relationship: m.relationship,
    cards: m.cards.map((card) => ({
      cardId: card.cardId,
      label: `${idCardTypeLabels[card.cType]} · ${card.productName} · group ${card.groupNumber}`,
      front: card.front,
      back: card.back,
    })),
  }));

/** The order's members: what each would be sent (§4: one order per group and line of business). */
export const orderMembersOf = (data: IdCardMembersResponse): IdCardOrderMember[] =>
  data.members.map((m) => ({
    memberKey: m.memberKey,
    name: nameOf(m),
    relationship: m.relationship,
    cardsLabel: [...new Set(m.cards.map((card) => idCardTypeLabels[card.cType]))].join(", "),
  }));

/** The mailing address on one line. */
export const addressLine = ({ address }: IdCardMembersResponse) =>
  [address.address, address.address2, address.city, `${address.state} ${address.zip}`.trim()]
    .filter(Boolean)
    .join(", ");
