import { describe, expect, it } from "vitest";
import { directoryReturnPath } from "./directoryReturn.js";

describe("directoryReturnPath (enrollment.md §2: PCPIndex, PCPNumber, PCPNAME URL-encoded)", () => {
  it.each([
    [
      1,
      { physicianNumber: "1000003", physicianName: "VALLEY SPECIALTY CLINIC & CO" },
      "e-1",
      "/employer/manage-employees/add/coverage?enrollment=e-1&PCPIndex=1&PCPNumber=1000003&PCPNAME=VALLEY%20SPECIALTY%20CLINIC%20%26%20CO",
    ],
    [
      0,
      { physicianNumber: "999999", physicianName: "NO INITIAL PCP SELECTION" },
      null,
      "/employer/manage-employees/add/coverage?PCPIndex=0&PCPNumber=999999&PCPNAME=NO%20INITIAL%20PCP%20SELECTION",
    ],
    [2, null, "e-1", "/employer/manage-employees/add/coverage?enrollment=e-1"],
    [2, null, null, "/employer/manage-employees/add/coverage"],
  ])("participant %i, %j, enrollment %j", (index, choice, enrollmentId, expected) => {
    const path = directoryReturnPath(index, choice, enrollmentId);
    expect(path).toBe(expected);
    if (choice) {
      const params = new URL(path, "http://portal").searchParams;
      expect([params.get("PCPIndex"), params.get("PCPNumber"), params.get("PCPNAME")]).toEqual([
        String(index),
        choice.physicianNumber,
        choice.physicianName,
      ]);
    }
  });
});
