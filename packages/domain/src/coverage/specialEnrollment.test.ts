import { describe, expect, it } from "vitest";
import type { EmployeeRecord } from "../entities/employee.js";
import {
  chosenLifeEvent,
  isLifeEventRequired,
  isOutsideEveryOpenEnrollment,
  withLifeEventOnDependents,
  withoutLifeEvent,
} from "./specialEnrollment.js";

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);
const november = { startDate: d(2026, 11, 1), endDate: d(2026, 11, 30) };
const spring = { startDate: d(2027, 3, 1), endDate: d(2027, 3, 30) };

describe("isOutsideEveryOpenEnrollment (enrollment.md §4 Special enrollment)", () => {
  it.each([
    ["no period at all", [], d(2026, 11, 15), true],
    ["a group without a window", [null], d(2026, 11, 15), true],
    ["inside the one window", [november], d(2026, 11, 15), false],
    ["its first day", [november], d(2026, 11, 1), false],
    ["its last day", [november], d(2026, 11, 30), false],
    ["the day after", [november], d(2026, 12, 1), true],
    ["the day before", [november], d(2026, 10, 31), true],
    ["outside one group's window, inside another's", [november, spring], d(2027, 3, 10), false],
    ["outside both", [november, spring], d(2027, 1, 10), true],
  ])("%s → %s", (_name, periods, day, outside) => {
    expect(isOutsideEveryOpenEnrollment(periods, day)).toBe(outside);
  });
});

describe("isLifeEventRequired (enrollment.md §4: SEP on and outside the window)", () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])("SEP %s, outside %s → %s", (sepEnabled, outsideOpenEnrollment, required) => {
    expect(isLifeEventRequired({ sepEnabled, outsideOpenEnrollment })).toBe(required);
  });
});

const record = (subscriber: Record<string, unknown>, dependents: Record<string, unknown>[] = []) =>
  ({
    subscriber: { fullName: { first: "A", last: "B" }, memberCoverages: [], ...subscriber },
    dependents: dependents.map((dependent) => ({
      fullName: { first: "C", last: "B" },
      memberCoverages: [],
      ...dependent,
    })),
  }) as unknown as EmployeeRecord;

describe("withoutLifeEvent (enrollment.md §4 Resuming: the code or date is removed)", () => {
  it("clears the code and date of the subscriber and every dependent", () => {
    const result = withoutLifeEvent(
      record({ eventCode: "1", eventDate: "10/01/2026" }, [{ eventCode: "1" }, { eventDate: "10/01/2026" }]),
    );
    for (const member of [result.subscriber, ...result.dependents]) {
      expect(member.eventCode).toBeNull();
      expect(member.eventDate).toBeNull();
    }
  });
  it("a record without a life event is returned as it is", () => {
    const plain = record({}, [{}]);
    expect(withoutLifeEvent(plain)).toBe(plain);
  });
});

describe("withLifeEventOnDependents (enrollment.md §4: copied onto the dependents)", () => {
  it("every dependent takes the subscriber's reason and date", () => {
    const result = withLifeEventOnDependents(
      record({ eventCode: "2", eventDate: "10/05/2026" }, [{}, { eventCode: "9", eventDate: "01/01/2026" }]),
    );
    expect(result.dependents.map((x) => [x.eventCode, x.eventDate])).toEqual([
      ["2", "10/05/2026"],
      ["2", "10/05/2026"],
    ]);
  });
});

describe("chosenLifeEvent (enrollment.md §5: the window comes from the event code's rule)", () => {
  const rules = [{ lifeEventId: "MAR", lifeEventDescription: "Marriage", beforeDays: 0, afterDays: 30 }];
  it.each([
    ["a known reason and a date", { eventCode: "MAR", eventDate: "10/05/2026" }, d(2026, 10, 5)],
    ["an unknown reason", { eventCode: "XYZ", eventDate: "10/05/2026" }, null],
    ["no date", { eventCode: "MAR", eventDate: null }, null],
    ["an unreadable date", { eventCode: "MAR", eventDate: "2026-10-05" }, null],
  ])("%s", (_name, member, eventDate) => {
    const chosen = chosenLifeEvent(member, rules);
    expect(chosen?.eventDate ?? null).toEqual(eventDate);
    if (eventDate) expect(chosen?.rule).toBe(rules[0]);
  });
});
