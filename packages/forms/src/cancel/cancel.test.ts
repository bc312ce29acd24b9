import { describe, expect, it } from "vitest";
import { errorsOf } from "../shared/testing.js";
import {
  cancelFormSchema,
  cancelMessages,
  copyToOthersFormSchema,
  reinstateFormSchema,
  removeCancelDateFormSchema,
} from "./cancel.js";

const lines = [
  { groupNumber: "100", lineOfBusiness: "PPO", effectiveDate: "01/01/2024" },
  { groupNumber: "200", lineOfBusiness: "DEN", effectiveDate: "03/01/2024" },
];
const schema = cancelFormSchema({ lines, groupCancelDates: { "200": "06/30/2024", "100": null } });

describe("cancelFormSchema (enrollment.md §5 Cancel modal)", () => {
  it.each([
    [{ cancelDate: "", cancelReason: "01" }, "cancelDate", cancelMessages.submission],
    [{ cancelDate: "04/01/2024", cancelReason: "" }, "cancelReason", cancelMessages.submission],
    [{ cancelDate: "02/30/2024", cancelReason: "01" }, "cancelDate", "Please enter a valid Cancel Date."],
    [{ cancelDate: "01/01/2501", cancelReason: "01" }, "cancelDate", "Please enter a valid Date."],
    [{ cancelDate: "12/31/1899", cancelReason: "01" }, "cancelDate", "Please enter a valid Date."],
    [{ cancelDate: "02/29/2024", cancelReason: "01" }, "cancelDate", cancelMessages.beforeEffective],
    [{ cancelDate: "03/01/2024", cancelReason: "01" }, "cancelDate", undefined],
    [{ cancelDate: "06/30/2024", cancelReason: "01" }, "cancelDate", undefined],
    [
      { cancelDate: "07/01/2024", cancelReason: "01" },
      "cancelDate",
      "Please be aware that group 200 will end on 06/30/2024, choose a date before or equal to 06/30/2024 to cancel the coverage for this group.",
    ],
    [{ cancelDate: "03/01/2024", cancelReason: "03" }, "cancelReason", cancelMessages.void],
  ])("%o → %s: %s", (values, field, message) => {
    expect(errorsOf(schema, values)[field]).toBe(message);
  });

  it("void is allowed when the dates match", () => {
    const single = cancelFormSchema({ lines: [lines[1] ?? lines[0]] as never });
    expect(errorsOf(single, { cancelDate: "03/01/2024", cancelReason: "03" })).toEqual({});
    expect(
      errorsOf(cancelFormSchema({ lines: [] }), { cancelDate: "03/01/2024", cancelReason: "03" }),
    ).toEqual({});
  });

  it("uses the spec's void message", () => {
    expect(cancelMessages.void).toBe(
      "You cannot use the Void termination reason unless the Product Effective Date and the Cancel Date match.",
    );
    expect(cancelMessages.beforeEffective).toBe(
      "Please make sure that the entered cancel date is equal or greater than the coverage effective date. Please update and try again.",
    );
    expect(cancelMessages.submission).toBe(
      "Submission Error: Please check that the Cancel Date and Cancel Reason are correctly set.",
    );
  });

  it("rejects wrong types without throwing", () => {
    expect(errorsOf(schema, { cancelDate: 5, cancelReason: "01" }).cancelDate).toBe(
      "Please enter a valid Cancel Date.",
    );
  });
});

describe("removeCancelDateFormSchema (enrollment.md §5)", () => {
  const remove = removeCancelDateFormSchema({ cancelDate: "06/30/2024", groupCancelDate: "12/31/2024" });
  it.each([
    ["", cancelMessages.removeEffectiveRequired],
    ["06/29/2024", cancelMessages.removeBeforeCancel],
    ["06/30/2024", undefined],
    ["12/30/2024", undefined],
    ["12/31/2024", cancelMessages.removeAfterGroupCancel],
  ])("%s → %s", (effectiveDate, message) => {
    expect(errorsOf(remove, { effectiveDate }).effectiveDate).toBe(message);
  });
  it("works without group cancel date", () => {
    expect(errorsOf(removeCancelDateFormSchema({ cancelDate: "" }), { effectiveDate: "01/01/2030" })).toEqual(
      {},
    );
  });
});

describe("reinstateFormSchema", () => {
  it.each([
    ["", "Please enter a valid Date."],
    ["07/01/2024", undefined],
    ["06/30/2024", "Please enter a valid Date."],
    ["01/01/2501", "Please enter a valid Date."],
  ])("%s → %s", (reinstateDate, message) => {
    expect(
      errorsOf(reinstateFormSchema({ lastCancelDate: "07/01/2024" }), { reinstateDate }).reinstateDate,
    ).toBe(message);
  });
  it("defaults the context", () => {
    expect(errorsOf(reinstateFormSchema(), { reinstateDate: "01/01/2020" })).toEqual({});
  });
});

describe("copyToOthersFormSchema", () => {
  it.each([
    [2, [], "Please select at least one"],
    [2, ["d1"], undefined],
    [1, [], undefined],
  ])("%i others, selected %o → %s", (otherMembers, selected, message) => {
    expect(errorsOf(copyToOthersFormSchema({ otherMembers }), { selected }).selected).toBe(message);
  });
});
