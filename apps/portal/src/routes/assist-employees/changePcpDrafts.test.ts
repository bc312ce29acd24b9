import type { ChangePcpDraft } from "@epr/forms/schemas";
import { describe, expect, it } from "vitest";
import { memoryStorage, refusingStorage } from "../../lib/tabStorage.test-support.js";
import {
  CHANGE_PCP_DRAFT_MAX_AGE_MS,
  CHANGE_PCP_DRAFTS_KEY,
  storeChangePcpDrafts,
  storedChangePcpDrafts,
} from "./changePcpDrafts.js";

const target = { umi: "UMI0001", groupNumber: "100100" };
const saved = 1_750_000_000_000;
const dependent: ChangePcpDraft = {
  providerNumber: "",
  providerName: "",
  establishedPatient: false,
  reasonCode: "MR ",
  effectiveDate: "06/20/2026",
};
const drafts = { "dependent:02": dependent };

describe("Change PCP drafts kept across the directory trip (assist-employees.md §2.1)", () => {
  it("gives back what was kept for the same employee, group and PCP version", () => {
    const storage = memoryStorage();
    storeChangePcpDrafts(target, 3, drafts, { storage, now: saved });
    expect(storedChangePcpDrafts(target, 3, { storage, now: saved + 60_000 })).toEqual(drafts);
  });

  it.each([
    ["another employee", { ...target, umi: "UMI0002" }, 3, saved],
    ["another group of the employee", { ...target, groupNumber: "100200" }, 3, saved],
    ["the PCPs changed since (another version)", target, 4, saved],
    ["older than the limit (stale)", target, 3, saved + CHANGE_PCP_DRAFT_MAX_AGE_MS + 1],
  ])("ignores drafts kept for %s", (_, wanted, version, now) => {
    const storage = memoryStorage();
    storeChangePcpDrafts(target, 3, drafts, { storage, now: saved });
    expect(storedChangePcpDrafts(wanted, version, { storage, now })).toEqual({});
  });

  it("keeps them up to the limit", () => {
    const storage = memoryStorage();
    storeChangePcpDrafts(target, 3, drafts, { storage, now: saved });
    expect(storedChangePcpDrafts(target, 3, { storage, now: saved + CHANGE_PCP_DRAFT_MAX_AGE_MS })).toEqual(
      drafts,
    );
  });

  it("another employee's drafts replace the ones kept", () => {
    const storage = memoryStorage();
    storeChangePcpDrafts(target, 3, drafts, { storage, now: saved });
    storeChangePcpDrafts({ umi: "UMI0002", groupNumber: "100100" }, 1, drafts, { storage, now: saved });
    expect(storedChangePcpDrafts(target, 3, { storage, now: saved })).toEqual({});
  });

  it("no drafts left (each card's change succeeded) forgets the entry", () => {
    const storage = memoryStorage();
    storeChangePcpDrafts(target, 3, drafts, { storage, now: saved });
    storeChangePcpDrafts(target, 4, {}, { storage, now: saved });
    expect(storage.items.has(CHANGE_PCP_DRAFTS_KEY)).toBe(false);
  });

  it.each([
    ["nothing kept", null],
    ["text that is no JSON", "{"],
    ["JSON that is no record", "42"],
    ["a record without drafts", JSON.stringify({ ...target, version: 3, savedAt: saved })],
  ])("reads %s as no drafts", (_, text) => {
    const storage = memoryStorage();
    if (text !== null) storage.setItem(CHANGE_PCP_DRAFTS_KEY, text);
    expect(storedChangePcpDrafts(target, 3, { storage, now: saved })).toEqual({});
  });

  it("drops a kept draft whose fields are not of their types, keeping the others", () => {
    const storage = memoryStorage();
    storage.setItem(
      CHANGE_PCP_DRAFTS_KEY,
      JSON.stringify({
        ...target,
        version: 3,
        savedAt: saved,
        drafts: { subscriber: { ...dependent, establishedPatient: "yes" }, "dependent:02": dependent },
      }),
    );
    expect(storedChangePcpDrafts(target, 3, { storage, now: saved })).toEqual(drafts);
  });

  it("a storage that refuses to keep is no error", () => {
    const refusing = refusingStorage();
    expect(() => storeChangePcpDrafts(target, 3, drafts, { storage: refusing })).not.toThrow();
    expect(storedChangePcpDrafts(target, 3, { storage: refusing })).toEqual({});
  });
});
