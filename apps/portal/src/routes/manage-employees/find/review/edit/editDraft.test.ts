import { employeeRecordSchema } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { reduceEdit } from "./editDraft.js";

const record = employeeRecordSchema.parse({
  subscriber: { fullName: { first: "Ada", last: "Lovelace" }, coverages: [] },
  dependents: [],
});

describe("reduceEdit (enrollment.md §4 Edit entry, Edit save)", () => {
  it("begins clean from what was read, with empty bookkeeping", () => {
    const draft = reduceEdit(null, { type: "began", umi: "U1", version: 3, record });
    expect(draft).toMatchObject({ umi: "U1", version: 3, dirty: false, original: record, record });
    expect(draft?.bookkeeping).toEqual({ coverages: { forAddition: [], forDeletion: [] } });
  });

  it("marks a change dirty and keeps the version it began from", () => {
    const begun = reduceEdit(null, { type: "began", umi: "U1", version: 3, record });
    const changed = reduceEdit(begun, {
      type: "changed",
      update: (d) => ({ record: { ...d.record, dependents: [] } }),
    });
    expect(changed).toMatchObject({ dirty: true, version: 3, original: record });
  });

  it("ignores a change with no edit in progress, and ends", () => {
    expect(reduceEdit(null, { type: "changed", update: () => ({}) })).toBeNull();
    const begun = reduceEdit(null, { type: "began", umi: "U1", version: 1, record });
    expect(reduceEdit(begun, { type: "ended" })).toBeNull();
  });
});
