import { describe, expect, it } from "vitest";
import { participantDescription, participantTitle } from "./participant.js";
import { codeText, controlId, yesNoText, yesNoValue } from "./yesNo.js";

describe("per-participant card pieces (enrollment.md §2)", () => {
  it.each([
    [true, "yes", "Yes"],
    [false, "no", "No"],
    ["yes", "yes", "Yes"],
    ["Y", "yes", "Yes"],
    ["false", "no", "No"],
    ["", "", ""],
    [null, "", ""],
    [undefined, "", ""],
    ["maybe", "", ""],
    [1, "", ""],
  ])("yes/no %j → radio %j, text %j", (value, radio, text) => {
    expect(yesNoValue(value)).toBe(radio);
    expect(yesNoText(value)).toBe(text);
  });

  it.each([
    [{ name: "Elena Lind", relationshipCode: "20" }, "Employee"],
    [{ name: "Ana Lind", relationshipCode: "01" }, "Spouse"],
    [
      { name: "Kim Lind", relationshipCode: "02", dependentStatus: "M" },
      "Son or Daughter · Full-Time Student-MNLOA",
    ],
    [{ name: "Noor Lind", relationshipCode: "19", dependentStatus: "N" }, "Child"],
    [{ name: "Sam Lind", relationshipCode: "99", dependentStatus: "3" }, "99 · Permanently Disabled"],
    [{ name: "Lee Lind" }, ""],
  ])("%o is described as %j", (participant, description) => {
    expect(participantDescription(participant)).toBe(description);
  });

  it("titles a card with the participant's name", () => {
    expect(participantTitle("Medicare", { name: "Ana Lind" })).toBe("Medicare: Ana Lind");
    expect(participantTitle("Medicare", { name: "" })).toBe("Medicare");
  });

  it("labels codes and names controls", () => {
    expect(codeText({ A: "Active" }, "A")).toBe("Active");
    expect(codeText({ A: "Active" }, "Z")).toBe("Z");
    expect(codeText({ A: "Active" }, null)).toBe("");
    expect(controlId("medicare", "partCInfo.effectiveDate")).toBe("medicare-partCInfo-effectiveDate");
  });
});
