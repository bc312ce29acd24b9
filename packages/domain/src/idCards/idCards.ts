import { isDayBefore, parseUsDate } from "../dates/dates.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";

/** Printing waits 3.75 seconds (assist-employees.md §2.6, §9 print delay). */
export const ID_CARD_PRINT_DELAY_MS = 3750;

/** Zoom steps of the card viewer (§2.6 zoom; the steps are our choice). */
export const ID_CARD_ZOOM_LEVELS = [1, 1.5, 2] as const;

/**
 * Card types by coverage type (assist-employees.md §3 ID card member: cType). Drug and the major
 * medical parts (facility, professional) print on the medical card, so they make none of their own.
 */
const CARD_TYPES: Readonly<Record<string, IdCardType>> = {
  MEDICAL: "MEDICAL",
  DENTAL: "DENTAL",
  UCCIDENTAL: "DENTAL",
  VISION: "VISION",
};
const PARTS_OF_MAJOR_MEDICAL = new Set(["FA", "PR"]);

/** A card's type: medical, dental or vision. */
export type IdCardType = "MEDICAL" | "DENTAL" | "VISION";

/** One ID card of a member: one per group and line of business (assist-employees.md §3, §4). */
export interface MemberIdCard {
  /** `<umi>-<pin>-<group>-<lob>`: names the card in the image address (§7 getidcard). */
  cardId: string;
  groupNumber: string;
  lob: string;
  cType: IdCardType;
  productName: string;
  /** MM/dd/yyyy */
  effectiveDate: string;
}

/** A member with their cards (assist-employees.md §3 ID card member). */
export interface IdCardHolder {
  /** `subscriber` or `dependent:<pin>`, as claims and history name members. */
  memberKey: string;
  pin: string;
  firstName: string;
  lastName: string;
  relationship: "Subscriber" | "Dependent";
  cards: MemberIdCard[];
}

/** The card id of a member's line: umi, pin, group and line of business. */
export const idCardId = (umi: string, pin: string, groupNumber: string, lob: string) =>
  `${umi}-${pin}-${groupNumber}-${lob}`;

/** A card id's parts, or null when it is not one (`idCardId`). */
export function parseIdCardId(
  cardId: string,
): { umi: string; pin: string; groupNumber: string; lob: string } | null {
  const match = /^([A-Za-z0-9]{1,20})-(\d{2})-([A-Za-z0-9]{1,20})-([A-Z]{2,4})$/.exec(cardId);
  if (!match) return null;
  const [, umi = "", pin = "", groupNumber = "", lob = ""] = match;
  return { umi: umi.toUpperCase(), pin, groupNumber, lob };
}

const memberKeyOf = (pin: string) => (pin === "01" ? "subscriber" : `dependent:${pin}`);

/**
 * A member's cards on `today`: every line of business that makes a card of its own and has not
 * ended before today (a future line has its card already), one per group and line.
 */
function cardsOf(umi: string, pin: string, member: Member, today: Date): MemberIdCard[] {
  return member.memberCoverages.flatMap((coverage) =>
    coverage.memberLobs.flatMap((line) => {
      const cType = CARD_TYPES[line.coverageType];
      if (!cType || PARTS_OF_MAJOR_MEDICAL.has(line.lineOfBusiness)) return [];
      const end = parseUsDate(line.coverageEndDate);
      if (end && isDayBefore(end, today)) return [];
      return [
        {
          cardId: idCardId(umi, pin, coverage.groupNumber, line.lineOfBusiness),
          groupNumber: coverage.groupNumber,
          lob: line.lineOfBusiness,
          cType,
          productName: line.productName ?? line.lineOfBusiness,
          effectiveDate: line.coverageEffectiveDate ?? "",
        },
      ];
    }),
  );
}

/**
 * The members of a record with their ID cards (assist-employees.md §2.6, §3; §7 idcardMembers by
 * umi): the subscriber first, then each dependent; a member without a current line has no cards.
 */
export function idCardHolders(umi: string, record: EmployeeRecord, today: Date): IdCardHolder[] {
  const subscriber = record.subscriber;
  const members: { pin: string; member: Member; relationship: IdCardHolder["relationship"] }[] = [
    { pin: subscriber.pin ?? "01", member: subscriber, relationship: "Subscriber" },
    ...record.dependents.flatMap((d, i) => {
      const pin = d.pin ?? String(i + 2).padStart(2, "0");
      return [{ pin, member: d as Member, relationship: "Dependent" as const }];
    }),
  ];
  return members.map(({ pin, member, relationship }) => ({
    memberKey: memberKeyOf(pin),
    pin,
    firstName: member.fullName.first ?? "",
    lastName: member.fullName.last ?? "",
    relationship,
    cards: cardsOf(umi, pin, member, today),
  }));
}

/** One ID card order: one per group and line of business, with the members it is for (§4, §7 orderIdCard). */
export interface IdCardOrderBatch {
  groupNumber: string;
  lob: string;
  memberKeys: string[];
}

/**
 * The orders of a selection (assist-employees.md §4 ID card order, §7 orderIdCard one per group and
 * lob): each selected member's cards grouped by group and line of business, in the order first
 * met. `missing` names the selected members who have no card (the server refuses them, 422).
 */
export function idCardOrderBatches(
  holders: readonly IdCardHolder[],
  selectedKeys: readonly string[],
): { batches: IdCardOrderBatch[]; missing: string[] } {
  const selected = new Set(selectedKeys);
  const byKey = new Map(holders.map((h) => [h.memberKey, h]));
  const missing = [...selected].filter((key) => !byKey.get(key)?.cards.length);
  const batches = new Map<string, IdCardOrderBatch>();
  for (const holder of holders) {
    if (!selected.has(holder.memberKey)) continue;
    for (const card of holder.cards) {
      const key = `${card.groupNumber}|${card.lob}`;
      const batch = batches.get(key) ?? { groupNumber: card.groupNumber, lob: card.lob, memberKeys: [] };
      if (!batch.memberKeys.includes(holder.memberKey)) batch.memberKeys.push(holder.memberKey);
      batches.set(key, batch);
    }
  }
  return { batches: [...batches.values()], missing };
}

/** A card's heading by its type (our wording). */
export const idCardTypeLabels: Readonly<Record<IdCardType, string>> = {
  MEDICAL: "Medical",
  DENTAL: "Dental",
  VISION: "Vision",
};
