import { describe, expect, it } from "vitest";
import { assistMessages } from "../messages.js";
import {
  DOCUMENTS_NOT_FOUND,
  documentCountText,
  documentListingFor,
  documentLookbackWindow,
  erisaIndicator,
  matchesDocumentFilter,
  recentDocumentsSince,
  SBC_DOWNLOAD_DELAY_MS,
  SBC_MODAL_CLOSE_MS,
  sbcRequestFailure,
} from "./documents.js";

describe("document listings (assist-employees.md §2.4)", () => {
  it.each([
    ["bene-books", "Find Booklets", "booklet", "booklets"],
    ["summary-of-benes", "Find SBCs", "SBC", "SBCs"],
    ["group-contracts", "Find Contracts", "contract", "contracts"],
    ["preventive-medications", "Find Lists", "list", "lists"],
  ])("%s: %s, counted in %s / %s", (callingPage, findLabel, one, other) => {
    const listing = documentListingFor(callingPage);
    expect(listing?.findLabel).toBe(findLabel);
    expect(documentCountText(1, listing ?? { noun: { one: "", other: "" } })).toBe(`1 ${one}`);
    expect(documentCountText(0, listing ?? { noun: { one: "", other: "" } })).toBe(`0 ${other}`);
    expect(documentCountText(12, listing ?? { noun: { one: "", other: "" } })).toBe(`12 ${other}`);
  });

  it.each([null, undefined, "", "booklets", "toString", "BENE-BOOKS"])(
    "an unrecognised calling page (%s) selects nothing, so the page alerts",
    (value) => {
      expect(documentListingFor(value)).toBeNull();
      expect(assistMessages.callingPageNotRecognized).toBe("Calling page not recognized.");
    },
  );

  it("only preventive medication lists need employees view (§6)", () => {
    expect(documentListingFor("preventive-medications")?.needsEmployeesView).toBe(true);
    expect(documentListingFor("bene-books")?.needsEmployeesView).toBe(false);
  });

  it.each([
    ["", true],
    ["ppo", true],
    ["Choice 1", true],
    ["1001", true],
    ["100107", false],
    ["0107", false],
    ["HMO", false],
  ])("filter %j by plan name or group number → %s", (filter, kept) => {
    expect(matchesDocumentFilter({ planName: "PPO Choice 1", groupNumber: "100100" }, filter)).toBe(kept);
  });
});

describe("summary of benefits (§2.5, §9)", () => {
  it("waits 500 ms before the download and closes its modal after 3 s", () => {
    expect(SBC_DOWNLOAD_DELAY_MS).toBe(500);
    expect(SBC_MODAL_CLOSE_MS).toBe(3000);
  });

  it.each([
    [{ code: DOCUMENTS_NOT_FOUND, message: "none" }, "notFound"],
    [{ code: "server_error", message: "There was an error on the server." }, "redirect"],
    [{ code: "x", message: "" }, "generic"],
    [{}, "generic"],
  ] as const)("a failed member SBC request %j → %s", (error, outcome) => {
    expect(sbcRequestFailure(error)).toBe(outcome);
  });

  it.each([
    [true, "Y"],
    ["y", "Y"],
    ["Y", "Y"],
    [false, "N"],
    ["N", "N"],
    [null, "N"],
  ] as const)("ERISA %j is sent upper case as %s", (erisa, sent) => {
    expect(erisaIndicator(erisa)).toBe(sent);
  });
});

describe("windows (§9)", () => {
  const today = new Date(2026, 10, 27);
  it("documents look back 3 years, dates MM-dd-yyyy", () => {
    expect(documentLookbackWindow(today)).toEqual({ beginDate: "11-27-2023", endDate: "11-27-2026" });
  });
  it("recent documents are those added in the past 60 days", () => {
    expect(recentDocumentsSince(today)).toEqual(new Date(2026, 8, 28));
  });
});
