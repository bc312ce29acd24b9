import { describe, expect, it } from "vitest";
import { brandFlags } from "../test-fixtures.js";
import {
  cutPcpName,
  interpretPcpChange,
  interpretPcpValidation,
  isAhpa,
  isNoPcpNumber,
  normalizePcpChoice,
  providerRequired,
} from "./pcp.js";

describe("PCP rules (enrollment.md §4; assist-employees.md §5, §7)", () => {
  it.each([
    ["002759262", true],
    ["999999", true],
    ["BC12345", true],
    ["bc12345", true],
    ["IP999", true],
    ["9999990", false],
    ["12345", false],
    [null, false],
  ])("%s means no PCP: %s", (number, expected) => {
    expect(isNoPcpNumber(number)).toBe(expected);
  });

  it("cuts names to 34 characters", () => {
    expect(cutPcpName("A".repeat(34))).toHaveLength(34);
    expect(cutPcpName("A".repeat(35))).toHaveLength(34);
    expect(cutPcpName(null)).toBe("");
  });

  it("clears a no-PCP choice and uses NO INITIAL PCP SELECTION", () => {
    expect(
      normalizePcpChoice(
        { physicianNumber: "999999", physicianName: "Dr", reasonCode: " 01 " },
        brandFlags({ trimsPcpReasonCode: true }),
      ),
    ).toEqual({
      physicianNumber: "",
      physicianName: "",
      reasonCode: "01",
      reasonDescription: "NO INITIAL PCP SELECTION",
    });
  });

  it.each([
    [false, " 01 "],
    [true, "01"],
  ])("trimsPcpReasonCode %s: reason code %j", (trims, reason) => {
    const choice = normalizePcpChoice(
      { physicianNumber: " 123 ", physicianName: "B".repeat(40), reasonCode: " 01 " },
      brandFlags({ trimsPcpReasonCode: trims }),
    );
    expect(choice.reasonCode).toBe(reason);
    expect(choice.physicianNumber).toBe("123");
    expect(choice.physicianName).toHaveLength(34);
    expect(choice.reasonDescription).toBe("Initial PCP Selection");
  });

  it("handles an empty choice", () => {
    expect(normalizePcpChoice({}, brandFlags({ trimsPcpReasonCode: true })).reasonCode).toBe("");
  });

  it.each([
    ["123", false, true],
    [" ", true, true],
    ["", false, false],
    [null, null, false],
  ])("provider required for %j / group %s: %s", (number, group, expected) => {
    expect(providerRequired(number, group)).toBe(expected);
  });

  it.each([
    ["375", "375", true],
    ["375", "363", false],
    [null, "375", false],
    [null, null, false],
  ])("AHPA with the brand's code %s and plan area %s: %s", (code, area, expected) => {
    expect(isAhpa(brandFlags({ ahpaPlanAreaCode: code }), area)).toBe(expected);
  });
});

describe("interpretPcpValidation", () => {
  it.each([
    [{ payload: { pcpAcceptedInd: "Y" } }, { ok: true }],
    [
      { payload: { pcpAcceptedInd: "N", statusMessage: "Closed panel" } },
      { ok: false, message: "Closed panel" },
    ],
    [{ payload: { pcpAcceptedInd: "N" } }, { ok: false, message: "Not a valid PCP." }],
    [{ payload: { pcpAcceptedInd: "X" } }, { ok: false, message: "Unexpected PCP validation results." }],
    [{ payload: { statusMessage: "?" } }, { ok: false, message: "Not a valid PCP number." }],
    [{ payload: {} }, { ok: false, message: "Not a valid PCP. Response payload is empty" }],
    [{ payload: null }, { ok: false, message: "Not a valid PCP. Response payload is empty" }],
    [
      { error: true as const, message: "Down" },
      { ok: false, message: "Down" },
    ],
    [{ error: true as const }, { ok: false, message: "Server error. Please try again later. Sorry." }],
  ])("%o → %o", (response, outcome) => {
    expect(interpretPcpValidation(response)).toEqual(outcome);
  });
});

describe("interpretPcpChange (assist-employees.md §4)", () => {
  it.each([
    [{ pcpInfo: [{ pcpDenyCde: "" }] }, { ok: true }],
    [
      { pcpInfo: [{ pcpDenyCde: "D1", msgArea: "PROVIDER NOT ACCEPTING" }] },
      { ok: false, message: "Provider not accepting" },
    ],
    [{ pcpInfo: [{ pcpDenyCde: "D1" }] }, { ok: false, message: "The update was not successful." }],
    [{ pcpInfo: [] }, { ok: false, message: "There was an error in the code. Sorry." }],
    [null, { ok: false, message: "There was an error in the code. Sorry." }],
  ])("%o → %o", (payload, outcome) => {
    expect(interpretPcpChange(payload)).toEqual(outcome);
  });
});

describe("copy provider and assign providers (enrollment.md §4; assist-employees.md §2.3)", () => {
  it("copies name, number and date to the selected members", async () => {
    const { copyProviderTo } = await import("./pcp.js");
    expect(
      copyProviderTo({ physicianNumber: "1", physicianName: "N".repeat(40), effectiveDate: "07/01/2024" }, [
        "d1",
      ]),
    ).toEqual({
      d1: { physicianNumber: "1", physicianName: "N".repeat(34), effectiveDate: "07/01/2024" },
    });
    expect(copyProviderTo({}, ["d1", "d2"]).d2).toEqual({
      physicianNumber: "",
      physicianName: "",
      effectiveDate: "",
    });
  });
  it("assigns only if every validation succeeds", async () => {
    const { assignProvidersIfAllValid } = await import("./pcp.js");
    expect(assignProvidersIfAllValid([{ provider: "a", outcome: { ok: true } }])).toEqual({
      ok: true,
      providers: ["a"],
    });
    expect(
      assignProvidersIfAllValid([
        { provider: "a", outcome: { ok: true } },
        { provider: "b", outcome: { ok: false, message: "x" } },
      ]),
    ).toEqual({ ok: false, message: "invalid providers" });
  });
});
