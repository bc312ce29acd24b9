import type { Edi834Error, Edi834Outcome } from "./read834.js";

/** Our side of the 999's envelope. */
export interface Ack999Envelope {
  /** ISA13 / IEA02 of the 999, 1 to 999,999,999. */
  interchangeControlNumber: number;
  /** GS06 / GE02 of the 999; the interchange's by default. */
  groupControlNumber?: number;
  /** When the 999 is made; written in UTC. */
  createdAt: Date;
  /**
   * Our id and the trading partner's, used only when the received file's ISA could not be read
   * (otherwise the 999 goes back from the file's receiver to its sender).
   */
  sender?: { qualifier?: string; id: string };
  receiver?: { qualifier?: string; id: string };
}

const ELEMENT = "*";
const TERMINATOR = "~\n";

/**
 * The 999 implementation acknowledgment (005010X231A1) of a read 834: per functional group an AK1,
 * per transaction set an AK2 with an IK3 for each segment in error (and an IK4 for its element),
 * IK5 A (accepted) or R (rejected) with its codes, and AK9. Because a file with any error is
 * refused as a whole, AK9 is R whenever any error was found, in the envelope or in a set; AK904
 * still counts the sets that had no error of their own. An interchange whose ISA could not be read
 * gets a 999 with no AK2 and AK9 R (X12 would send a TA1; partners that expect a 999 get one).
 */
export function ack999(result: Edi834Outcome, envelope: Ack999Envelope): string {
  const errors: Edi834Error[] = result.ok ? [] : result.errors;
  const interchange = result.envelope.interchange;
  const at = envelope.createdAt;
  const ccyymmdd = `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}`;
  const hhmm = `${two(at.getUTCHours())}${two(at.getUTCMinutes())}`;
  const isaControl = String(envelope.interchangeControlNumber).padStart(9, "0");
  const groupControl = String(envelope.groupControlNumber ?? envelope.interchangeControlNumber);
  // The 999 answers the file's sender: its receiver becomes our sender.
  const from = interchange
    ? { qualifier: interchange.receiverQualifier, id: interchange.receiverId }
    : { qualifier: envelope.sender?.qualifier ?? "ZZ", id: envelope.sender?.id ?? "" };
  const to = interchange
    ? { qualifier: interchange.senderQualifier, id: interchange.senderId }
    : { qualifier: envelope.receiver?.qualifier ?? "ZZ", id: envelope.receiver?.id ?? "" };
  const groups = result.envelope.groups.length
    ? result.envelope.groups
    : [
        {
          functionalId: "BE",
          controlNumber: "0",
          version: "005010X220A1",
          senderCode: to.id,
          receiverCode: from.id,
          segment: 0,
          sets: [],
        },
      ];
  const envelopeErrors = errors.filter((error) => error.level === "interchange");

  const sets: string[][] = groups.map((group, groupIndex) => {
    const segments: string[][] = [];
    const control = String(groupIndex + 1).padStart(4, "0");
    segments.push(["ST", "999", control, "005010X231A1"]);
    segments.push(["AK1", group.functionalId, group.controlNumber, group.version]);
    let accepted = 0;
    for (const set of group.sets) {
      const own = errors.filter(
        (error) => error.group === group.controlNumber && error.transaction === set.controlNumber,
      );
      segments.push(["AK2", set.id, set.controlNumber, set.version]);
      for (const error of own.filter((each) => each.level === "segment")) {
        const position = String(error.positionInSet ?? "");
        if (error.element) {
          segments.push(["IK3", error.segmentId, position, "", "8"]);
          segments.push(["IK4", String(error.element), "", error.code]);
        } else {
          segments.push(["IK3", error.segmentId, position, "", error.code]);
        }
      }
      const setCodes = own.filter((error) => error.level === "transaction").map((error) => error.code);
      if (own.some((error) => error.level === "segment")) setCodes.push("5");
      if (setCodes.length) segments.push(["IK5", "R", ...unique(setCodes).slice(0, 5)]);
      else {
        accepted++;
        segments.push(["IK5", "A"]);
      }
    }
    const groupCodes = errors
      .filter((error) => error.level === "group" && error.group === group.controlNumber)
      .map((error) => error.code);
    const rejected = errors.length > 0 || envelopeErrors.length > 0;
    const received = group.sets.length;
    segments.push([
      "AK9",
      rejected ? "R" : "A",
      String(received),
      String(received),
      String(accepted),
      ...unique(groupCodes).slice(0, 5),
    ]);
    segments.push(["SE", String(segments.length + 1), control]);
    return segments.map((segment) => segment.join(ELEMENT));
  });

  const isa = [
    "ISA",
    "00",
    " ".repeat(10),
    "00",
    " ".repeat(10),
    from.qualifier.padEnd(2, " ").slice(0, 2),
    from.id.padEnd(15, " ").slice(0, 15),
    to.qualifier.padEnd(2, " ").slice(0, 2),
    to.id.padEnd(15, " ").slice(0, 15),
    ccyymmdd.slice(2),
    hhmm,
    "^",
    "00501",
    isaControl,
    "0",
    interchange?.usage === "T" ? "T" : "P",
    ":",
  ].join(ELEMENT);
  const gs = [
    "GS",
    "FA",
    groups[0]?.receiverCode || from.id,
    groups[0]?.senderCode || to.id,
    ccyymmdd,
    hhmm,
    groupControl,
    "X",
    "005010X231A1",
  ];
  return [
    isa,
    gs.join(ELEMENT),
    ...sets.flat(),
    ["GE", String(sets.length), groupControl].join(ELEMENT),
    ["IEA", "1", isaControl].join(ELEMENT),
  ]
    .map((segment) => segment + TERMINATOR)
    .join("");
}

const two = (value: number) => String(value).padStart(2, "0");
const unique = (values: string[]) => [...new Set(values.filter(Boolean))];
