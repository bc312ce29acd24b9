import { describe, expect, it } from "vitest";
import {
  CLIENT_REPORT_CODES_PAGE_SIZE,
  clientInfoTabs,
  DEFAULT_GROUP_STATUS_FILTER,
  GROUP_LIST_PAGE_SIZE,
  groupCounts,
  groupInformationSections,
  groupListEmptyMessage,
  visibleClientInfoTabs,
} from "./clientInformation.js";

describe("client and group information (assist-employees.md §2.10, §6, §9)", () => {
  it("pages the group list by 25 and report codes by 1000, filtering Active by default", () => {
    expect(GROUP_LIST_PAGE_SIZE).toBe(25);
    expect(CLIENT_REPORT_CODES_PAGE_SIZE).toBe(1000);
    expect(DEFAULT_GROUP_STATUS_FILTER).toBe("Active");
  });

  it("has the four tabs in order", () => {
    expect(clientInfoTabs.map((t) => t.id)).toEqual(["general-info", "report-codes", "contacts", "id-theft"]);
  });

  it.each([
    { idTheft: true, status: "active", accepted: false, shown: true },
    { idTheft: false, status: "active", accepted: false, shown: false },
    { idTheft: true, status: "cancelled", accepted: false, shown: false },
    { idTheft: true, status: "cancelled", accepted: true, shown: true },
  ])("identity theft tab with idTheft $idTheft, client $status, accepted $accepted: $shown", (c) => {
    const tabs = visibleClientInfoTabs({
      idTheft: c.idTheft,
      employer: { status: c.status, conditionsAccepted: c.accepted },
    });
    expect(tabs.some((t) => t.id === "id-theft")).toBe(c.shown);
    expect(tabs).toHaveLength(c.shown ? 4 : 3);
  });

  it("has six group sections, report codes at index 3 and identity theft at 4", () => {
    expect(groupInformationSections).toHaveLength(6);
    expect(groupInformationSections[3]?.id).toBe("report-codes");
    expect(groupInformationSections[4]?.id).toBe("identity-theft");
  });

  it("totals the counts", () => {
    expect(groupCounts(7, 3)).toEqual({ acount: 7, ccount: 3, tcount: 10 });
  });
});

describe("groupListEmptyMessage (assist-employees.md §8 group alert)", () => {
  it.each([
    ["", "All", "The service returned no groups."],
    ["  ", "All", "The service returned no groups."],
    ["", "Active", "No active groups."],
    ["", "Cancelled", "No cancelled groups."],
    ["Harbor", "All", 'No groups match "Harbor".'],
    [" 1001 ", "Active", 'No active groups match "1001".'],
    ["Mill", "Cancelled", 'No cancelled groups match "Mill".'],
  ] as const)("search %j, status %s: %s", (search, status, message) => {
    expect(groupListEmptyMessage({ search, status })).toBe(message);
  });
});
