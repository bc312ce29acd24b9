import { addDays, format } from "date-fns";
import { describe, expect, it } from "vitest";
import { errorsOf } from "../shared/testing.js";
import { majorMedicalFormSchema, majorMedicalMessages } from "./majorMedical.js";
import {
  coverageNoticeText,
  planCoverageFormSchema,
  planCoverageMessages,
  planExtraQuestionsFormSchema,
} from "./planCoverage.js";
import { providerFormSchema } from "./provider.js";

const today = new Date(2024, 4, 20, 8);
const us = (date: Date) => format(date, "MM/dd/yyyy");

describe("providerFormSchema (enrollment.md §5 Provider)", () => {
  const optional = providerFormSchema({ group: { providerRequired: false } });
  const required = providerFormSchema({ group: { providerRequired: true } });

  it.each([
    [optional, {}, {}],
    [
      required,
      {},
      {
        physicianNumber: "Please enter a valid Provider Number.",
        effectiveDate: "Please enter a valid Date.",
      },
    ],
    [optional, { physicianNumber: "12345" }, { effectiveDate: "Please enter a valid Date." }],
    [
      optional,
      { physicianNumber: "123 45", effectiveDate: "07/01/2024" },
      { physicianNumber: "Please enter a valid Provider Number." },
    ],
    [
      optional,
      { physicianNumber: "1".repeat(21), effectiveDate: "07/01/2024" },
      { physicianNumber: "Please enter a valid Provider Number." },
    ],
    [required, { physicianNumber: "12345", effectiveDate: "07/01/2024" }, {}],
  ])("%#: %o → %o", (schema, values, expected) => {
    expect(errorsOf(schema, values)).toEqual(expected);
  });

  it("cuts the name to 34 characters", () => {
    expect(optional.parse({ physicianName: "N".repeat(40) }).physicianName).toHaveLength(34);
    expect(providerFormSchema({}).safeParse({}).success).toBe(true);
  });
});

describe("planCoverageFormSchema (enrollment.md §5 Plan coverage)", () => {
  const schema = planCoverageFormSchema({ today, flow: "add" });
  it.each([
    ["", "", undefined],
    ["P1", "", "Please enter a valid coverage start date"],
    ["P1", "02/30/2024", "Please enter a valid coverage start date"],
    ["P1", "05/01/2024", undefined],
    ["P1", us(addDays(today, 90)), undefined],
    ["P1", us(addDays(today, 91)), planCoverageMessages.outOfRange],
    ["P1", us(addDays(today, 92)), planCoverageMessages.outOfRange],
    ["P1", "03/31/2024", planCoverageMessages.outOfRange],
  ])("plan %j date %j → %s", (productId, coverageEffectiveDate, message) => {
    expect(errorsOf(schema, { productId, coverageEffectiveDate }).coverageEffectiveDate).toBe(message);
  });

  it.each([
    [{ productId: "", members: {} }, undefined],
    [
      { productId: "P1", productName: "Gold PPO", members: {} },
      "In order to enroll in Gold PPO coverage, at least one participant must be selected.",
    ],
    [
      { productId: "P1", members: { subscriber: false, d1: false } },
      "In order to enroll in P1 coverage, at least one participant must be selected.",
    ],
    [{ productId: "P1", members: { subscriber: true, d1: false } }, undefined],
  ])("a chosen plan needs a member: %o → %s", (values, message) => {
    expect(errorsOf(schema, { coverageEffectiveDate: "05/01/2024", ...values }).members).toBe(message);
  });
});

describe("planExtraQuestionsFormSchema (enrollment.md §5)", () => {
  it("requires event date, qualifying event and tobacco status", () => {
    expect(errorsOf(planExtraQuestionsFormSchema(), {})).toEqual({
      eventDate: "Please enter a valid Date.",
      qualifyingEvent: "Please select a qualifying event",
      tobaccoStatus: "Please select Yes or No",
    });
    expect(
      errorsOf(planExtraQuestionsFormSchema(), {
        eventDate: "01/01/2024",
        qualifyingEvent: "Test",
        tobaccoStatus: "No",
      }),
    ).toEqual({});
    const noTobacco = planExtraQuestionsFormSchema({ tobaccoQuestion: false });
    expect(errorsOf(noTobacco, { eventDate: "01/01/2024", qualifyingEvent: "Test" })).toEqual({});
    expect(
      errorsOf(noTobacco, { eventDate: "01/01/2024", qualifyingEvent: "Test", tobaccoStatus: "Maybe" }),
    ).toEqual({
      tobaccoStatus: "Please select Yes or No",
    });
  });
});

describe("coverage notices (enrollment.md §5 Coverage notices)", () => {
  it.each([
    [{ key: "noProductSelected" as const }, "The brand's words."],
    [
      { key: "productWithNoMembers" as const, product: "Dental" },
      "In order to enroll in Dental coverage, at least one participant must be selected.",
    ],
  ])("%o", (notice, text) => {
    // 'No product selected' is the brand record's copy (its words per brand: brand-themes' brandRules.test.ts).
    expect(coverageNoticeText(notice, { noProductSelected: "The brand's words." })).toBe(text);
  });
});

describe("majorMedicalFormSchema (enrollment.md §4 Major medical)", () => {
  it.each([
    [{}, majorMedicalMessages.noSelection],
    [{ selection: {} }, majorMedicalMessages.noSelection],
    [{ selection: { FA1: { subscriber: false, d1: false } } }, majorMedicalMessages.noSelection],
    [{ selection: { FA1: { subscriber: true } } }, undefined],
    [{ selection: { FA1: { subscriber: false }, MM1: { subscriber: true, d1: true } } }, undefined],
  ])("%o → %s", (values, message) => {
    expect(errorsOf(majorMedicalFormSchema(), values).selection).toBe(message);
  });
});
