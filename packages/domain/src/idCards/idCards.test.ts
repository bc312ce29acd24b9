import { describe, expect, it } from "vitest";
import type { EmployeeRecord } from "../entities/employee.js";
import {
  ID_CARD_PRINT_DELAY_MS,
  idCardHolders,
  idCardId,
  idCardOrderBatches,
  parseIdCardId,
} from "./idCards.js";

const today = new Date(2026, 10, 27);
const line = (lineOfBusiness: string, coverageType: string, end: string | null = null) => ({
  lineOfBusiness,
  coverageType: coverageType as "MEDICAL",
  coverageEffectiveDate: "01/01/2025",
  coverageEndDate: end,
  productName: `${lineOfBusiness} plan`,
});
const record = {
  subscriber: {
    pin: "01",
    fullName: { first: "Ada", last: "Byron" },
    memberCoverages: [
      {
        groupNumber: "100100",
        memberLobs: [
          line("PPO", "MEDICAL"),
          line("DEN", "DENTAL"),
          line("VIS", "VISION", "10/31/2026"),
          line("PDG", "DRUG"),
        ],
      },
      { groupNumber: "100107", memberLobs: [line("MM", "MEDICAL"), line("FA", "MEDICAL")] },
    ],
  },
  dependents: [
    {
      pin: "02",
      fullName: { first: "Ralph", last: "Byron" },
      memberCoverages: [
        { groupNumber: "100100", memberLobs: [line("PPO", "MEDICAL"), line("DEN", "DENTAL")] },
      ],
    },
    { pin: "03", fullName: { first: "Anne", last: "Byron" }, memberCoverages: [] },
  ],
} as unknown as EmployeeRecord;

describe("ID cards (assist-employees.md §2.6, §3, §4, §9)", () => {
  it("prints after 3.75 seconds (§9)", () => {
    expect(ID_CARD_PRINT_DELAY_MS).toBe(3750);
  });

  it("makes one card per group and current line; drug and major medical parts ride on medical; ended lines have none", () => {
    const holders = idCardHolders("M1", record, today);
    expect(
      holders.map((h) => [h.memberKey, h.cards.map((c) => `${c.groupNumber}/${c.lob}/${c.cType}`)]),
    ).toEqual([
      ["subscriber", ["100100/PPO/MEDICAL", "100100/DEN/DENTAL", "100107/MM/MEDICAL"]],
      ["dependent:02", ["100100/PPO/MEDICAL", "100100/DEN/DENTAL"]],
      ["dependent:03", []],
    ]);
    expect(holders[0]?.cards[0]?.cardId).toBe("M1-01-100100-PPO");
  });

  it.each([
    ["M10000037-01-100100-PPO", { umi: "M10000037", pin: "01", groupNumber: "100100", lob: "PPO" }],
    ["m1-02-100107-DEN", { umi: "M1", pin: "02", groupNumber: "100107", lob: "DEN" }],
    ["M1-1-100100-PPO", null],
    ["M1-01-100100-ppo", null],
    ["M1-01-100100", null],
    ["../M1-01-100100-PPO", null],
  ])("reads card id %s", (cardId, parts) => {
    expect(parseIdCardId(cardId)).toEqual(parts);
  });

  it("round-trips a card id", () => {
    expect(parseIdCardId(idCardId("M1", "02", "100100", "VIS"))).toEqual({
      umi: "M1",
      pin: "02",
      groupNumber: "100100",
      lob: "VIS",
    });
  });

  it("orders one batch per group and line of business for the selected members (§4, §7 orderIdCard)", () => {
    const holders = idCardHolders("M1", record, today);
    expect(idCardOrderBatches(holders, ["subscriber", "dependent:02"])).toEqual({
      batches: [
        { groupNumber: "100100", lob: "PPO", memberKeys: ["subscriber", "dependent:02"] },
        { groupNumber: "100100", lob: "DEN", memberKeys: ["subscriber", "dependent:02"] },
        { groupNumber: "100107", lob: "MM", memberKeys: ["subscriber"] },
      ],
      missing: [],
    });
  });

  it("names the selected members who have no card, and unknown ones", () => {
    const holders = idCardHolders("M1", record, today);
    expect(idCardOrderBatches(holders, ["dependent:03", "dependent:09"]).missing).toEqual([
      "dependent:03",
      "dependent:09",
    ]);
  });
});
