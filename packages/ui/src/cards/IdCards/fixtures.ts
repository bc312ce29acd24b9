import type { IdCardOrderMember } from "./IdCardOrder.js";
import type { IdCardViewerMember } from "./IdCardViewer.js";

/** A stand-in for the server's drawing of a card side (stories and tests fetch nothing). */
const sideImage = (name: string, label: string, side: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 540 340"><rect width="540" height="340" rx="18" fill="#fff" stroke="#0b4f8a" stroke-width="4"/><text x="24" y="60" font-size="28">${name}</text><text x="24" y="110" font-size="20">${label} (${side})</text></svg>`,
  )}`;

const card = (memberKey: string, name: string, group: string, lob: string, kind: string) => {
  const label = `${kind} · ${lob} · group ${group}`;
  return {
    cardId: `M10000037-${memberKey === "subscriber" ? "01" : memberKey.slice(-2)}-${group}-${lob}`,
    label,
    front: sideImage(name, label, "front"),
    back: sideImage(name, label, "back"),
  };
};

/** A family: the subscriber with two cards, a spouse with one, a child without a card. */
export const viewerMembers: IdCardViewerMember[] = [
  {
    memberKey: "subscriber",
    name: "Ada Byron",
    relationship: "Subscriber",
    cards: [
      card("subscriber", "Ada Byron", "100100", "PPO", "Medical"),
      card("subscriber", "Ada Byron", "100100", "DEN", "Dental"),
    ],
  },
  {
    memberKey: "dependent:02",
    name: "William King",
    relationship: "Dependent",
    cards: [card("dependent:02", "William King", "100100", "PPO", "Medical")],
  },
  { memberKey: "dependent:03", name: "Anne King", relationship: "Dependent", cards: [] },
];

/** The same family as the order lists them. */
export const orderMembers: IdCardOrderMember[] = [
  { memberKey: "subscriber", name: "Ada Byron", relationship: "Subscriber", cardsLabel: "Medical, Dental" },
  { memberKey: "dependent:02", name: "William King", relationship: "Dependent", cardsLabel: "Medical" },
  { memberKey: "dependent:03", name: "Anne King", relationship: "Dependent", cardsLabel: "" },
];
