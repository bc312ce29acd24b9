import { describe, expect, it } from "vitest";
import {
  qualifyingEventChange,
  qualifyingEventDateApplies,
  qualifyingEventOptions,
} from "./qualifyingEvent.js";

describe("qualifying-event section (enrollment.md §2 employee.find.review)", () => {
  it("offers None and Test", () => {
    expect(qualifyingEventOptions.map((o) => o.label)).toEqual(["None", "Test"]);
  });

  it.each([
    ["Test", true],
    ["None", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("event %j: date applies %s", (event, expected) => {
    expect(qualifyingEventDateApplies(event)).toBe(expected);
  });

  it.each([
    [{ qualifyingEvent: "Test", qualifyingEventDate: "03/01/2026" }, "Test", "03/01/2026"],
    [{ qualifyingEvent: "Test", qualifyingEventDate: null }, "Test", ""],
    [{ qualifyingEvent: "None", qualifyingEventDate: "03/01/2026" }, "None", ""],
    [{ qualifyingEvent: "", qualifyingEventDate: "03/01/2026" }, "None", ""],
    [{ qualifyingEvent: "OTHER", qualifyingEventDate: "03/01/2026" }, "None", ""],
    [{}, "None", ""],
  ])("%j → %s, %j", (values, event, date) => {
    expect(qualifyingEventChange(values)).toEqual({ qualifyingEvent: event, qualifyingEventDate: date });
  });
});
