import { describe, expect, it } from "vitest";
import { brandFlags, dependent, lob, record, subscriber } from "../test-fixtures.js";
import {
  applyPcpChange,
  buildPcpChangePayload,
  defaultPcpEffectiveDate,
  memberHistoryKey,
  PCP_OPEN_CANCEL_DATE,
  PCP_SUCCESS_SUBMIT_DELAY_MS,
  pcpParticipantsOf,
} from "./pcpChange.js";

const provider = {
  physicianNumber: "P1",
  physicianName: "OLD PRACTICE",
  physicianEffectiveDate: "01/01/2024",
};
const family = (line: string) =>
  record({
    subscriber: subscriber({
      birthDate: "04/14/1984",
      memberCoverages: [
        { groupNumber: "100100", memberLobs: [lob(line), lob("DEN")], providerInformation: provider },
      ],
    }),
    dependents: [
      dependent({
        pin: "02",
        birthDate: "05/01/2010",
        memberCoverages: [{ groupNumber: "100100", memberLobs: [lob(line)], providerInformation: provider }],
      }),
      dependent({ pin: "03", memberCoverages: [{ groupNumber: "100100", memberLobs: [lob("DEN")] }] }),
    ],
  });

const participant = {
  coveredIndivId: "subscriber",
  insuranceLineCde: "HMO",
  birthDate: "04/14/1984",
  pcpNbr: "P1",
};
const choice = {
  physicianNumber: "1000000",
  physicianName: "RIVERSIDE FAMILY PRACTICE",
  establishedPatient: true,
  reasonCode: "MR ",
  reasonDescription: "Member request",
  effectiveDate: "07/04/2026",
};
const trims = brandFlags({ trimsPcpReasonCode: true });
const keeps = brandFlags({ trimsPcpReasonCode: false });

describe("change-PCP participants (assist-employees.md §2.3, §3)", () => {
  it("lists the members with a medical line in the group, keyed as history keys them", () => {
    const list = pcpParticipantsOf(family("HMO"), "100100", brandFlags({ changePcpClearsOnPpo: true }));
    expect(list.map((p) => p.coveredIndivId)).toEqual(["subscriber", "dependent:02"]);
    expect(list[0]).toMatchObject({
      pcpNbr: "P1",
      pcpName: "OLD PRACTICE",
      insuranceLineCde: "HMO",
      contractCovEffDte: "01/01/2024",
      showChgPcpCopyToOthers: true,
    });
  });

  it.each([
    ["PPO", true, ""],
    ["PPO", false, "P1"],
    ["HMO", true, "P1"],
    ["POS", true, "P1"],
  ])("a %s subscriber line with changePcpClearsOnPpo %s shows PCP %j", (line, clears, pcp) => {
    const list = pcpParticipantsOf(family(line), "100100", brandFlags({ changePcpClearsOnPpo: clears }));
    expect(list.map((p) => p.pcpNbr)).toEqual([pcp, pcp]);
  });

  it("no one to copy to: Copy to Others hidden", () => {
    const alone = record({
      subscriber: subscriber({ memberCoverages: [{ groupNumber: "1", memberLobs: [lob("HMO")] }] }),
    });
    expect(pcpParticipantsOf(alone, "1", brandFlags())[0]?.showChgPcpCopyToOthers).toBe(false);
  });

  it.each([
    [{ pin: "04" }, 0, "dependent:04"],
    [{ pin: null }, 1, "dependent:03"],
    [{ pin: "01" }, null, "subscriber"],
  ])("member key of %j at %s is %s", (member, index, key) => {
    expect(memberHistoryKey(member, index)).toBe(key);
  });
});

describe("change-PCP payload rules (assist-employees.md §7)", () => {
  it("builds MMddyyyy dates, two identical pcpInfo entries, tracking flag U and one record", () => {
    const payload = buildPcpChangePayload(participant, "100100", choice, trims);
    expect(payload).toEqual({
      groupNumber: "100100",
      coveredId: "subscriber",
      reqTrackingFlag: "U",
      insuranceLineCde: "HMO",
      dob: "04141984",
      numOfRec: 1,
      pcpInfo: [
        {
          type: "PCP",
          oldPcpNbr: "P1",
          newPcpNbr: "1000000",
          pcpName: "RIVERSIDE FAMILY PRACTICE",
          pcpEffDte: "07042026",
          pcpCancelDte: PCP_OPEN_CANCEL_DATE,
          reasonCode: "MR",
          reasonDescription: "Member request",
          preExistingInd: "Y",
        },
        expect.anything(),
      ],
    });
    expect(payload?.pcpInfo[1]).toEqual(payload?.pcpInfo[0]);
    expect(payload?.pcpInfo[1]).not.toBe(payload?.pcpInfo[0]);
  });

  it.each([
    ["002759262", "", "", "NO INITIAL PCP SELECTION"],
    ["999999", "", "", "NO INITIAL PCP SELECTION"],
    ["BC123", "", "", "NO INITIAL PCP SELECTION"],
    ["ip77", "", "", "NO INITIAL PCP SELECTION"],
    ["1000000", "1000000", "RIVERSIDE FAMILY PRACTICE", "Member request"],
  ])("number %s sends number %j, name %j and reason %j", (number, sentNumber, sentName, reason) => {
    const entry = buildPcpChangePayload(participant, "100100", { ...choice, physicianNumber: number }, trims)
      ?.pcpInfo[0];
    expect([entry?.newPcpNbr, entry?.pcpName, entry?.reasonDescription]).toEqual([
      sentNumber,
      sentName,
      reason,
    ]);
  });

  it.each([
    ["A".repeat(34), 34],
    ["B".repeat(35), 34],
    ["SHORT", 5],
  ])("name of %s characters is sent with %i", (name, length) => {
    expect(
      buildPcpChangePayload(participant, "100100", { ...choice, physicianName: name }, trims)?.pcpInfo[0]
        .pcpName,
    ).toHaveLength(length);
  });

  it.each([
    [trims, " MR ", "MR"],
    [keeps, " MR ", " MR "],
  ])("reason code trimmed per the brand flag (%#)", (brand, code, sent) => {
    expect(
      buildPcpChangePayload(participant, "100100", { ...choice, reasonCode: code }, brand)?.pcpInfo[0]
        .reasonCode,
    ).toBe(sent);
  });

  it.each([
    ["not established", false, "N"],
    ["established", true, "Y"],
  ])("%s patient sends %s", (_label, established, indicator) => {
    expect(
      buildPcpChangePayload(participant, "100100", { ...choice, establishedPatient: established }, trims)
        ?.pcpInfo[0].preExistingInd,
    ).toBe(indicator);
  });

  it.each([
    ["an effective date that does not read", { ...choice, effectiveDate: "13/45/2026" }, participant],
    ["no birth date", choice, { ...participant, birthDate: "" }],
    ["no covered individual", choice, { ...participant, coveredIndivId: "" }],
  ])("cannot be built with %s", (_label, c, p) => {
    expect(buildPcpChangePayload(p, "100100", c, trims)).toBeNull();
  });

  it("waits 500 ms before the form submit after success (§9)", () => {
    expect(PCP_SUCCESS_SUBMIT_DELAY_MS).toBe(500);
  });
});

describe("applyPcpChange", () => {
  const entry = buildPcpChangePayload(
    { ...participant, coveredIndivId: "dependent:02" },
    "100100",
    choice,
    trims,
  )?.pcpInfo[0];

  it("replaces the participant's PCP in the group only", () => {
    if (!entry) throw new Error("no entry");
    const next = applyPcpChange(family("HMO"), "100100", "dependent:02", entry);
    expect(next?.dependents[0]?.memberCoverages[0]?.providerInformation).toEqual({
      physicianNumber: "1000000",
      physicianName: "RIVERSIDE FAMILY PRACTICE",
      existingPatientIndicator: true,
      physicianEffectiveDate: "07/04/2026",
      reason: "Member request",
    });
    expect(next?.subscriber.memberCoverages[0]?.providerInformation).toEqual(provider);
  });

  it.each([
    ["a member without a medical line there", "dependent:03", "100100"],
    ["another group", "subscriber", "999999"],
    ["an unknown member", "dependent:09", "100100"],
  ])("refuses %s", (_label, key, group) => {
    if (!entry) throw new Error("no entry");
    expect(applyPcpChange(family("HMO"), group, key, entry)).toBeNull();
  });
});

describe("defaultPcpEffectiveDate (assist-employees.md §5: the date a change-PCP card starts with)", () => {
  const today = new Date(2026, 5, 15, 14, 30);
  it.each<[string, Date | null, Date]>([
    ["no contract coverage date: today", null, new Date(2026, 5, 15)],
    ["coverage began earlier: today", new Date(2025, 0, 1), new Date(2026, 5, 15)],
    ["coverage begins today: today", new Date(2026, 5, 15), new Date(2026, 5, 15)],
    ["coverage begins later: its first day", new Date(2026, 6, 1), new Date(2026, 6, 1)],
  ])("%s", (_, contract, expected) => {
    expect(defaultPcpEffectiveDate(today, contract)).toEqual(expected);
  });
});
