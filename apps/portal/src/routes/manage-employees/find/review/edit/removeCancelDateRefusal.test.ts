import { ApiError } from "@epr/contract";
import { domainMessages } from "@epr/domain";
import { cancelMessages } from "@epr/forms";
import { describe, expect, it } from "vitest";
import { removeCancelDateRefusal } from "./removeCancelDateRefusal.js";

const apiError = (status: number, message: string, issues?: { path: string; message: string }[]) =>
  new ApiError(status, { message, code: "x", ...(issues ? { issues } : {}) } as never);

describe("removeCancelDateRefusal (the server's remove cancel date answers)", () => {
  it.each([
    ["nothing refused", null, { field: null, failure: null }],
    [
      "400 on the date: on the field",
      apiError(400, `effectiveDate: ${cancelMessages.removeBeforeCancel}`, [
        { path: "effectiveDate", message: cancelMessages.removeBeforeCancel },
      ]),
      { field: cancelMessages.removeBeforeCancel, failure: null },
    ],
    [
      "400 on another field: above it",
      apiError(400, "lineOfBusiness: no cancel date", [
        { path: "lineOfBusiness", message: "no cancel date" },
      ]),
      { field: null, failure: "lineOfBusiness: no cancel date" },
    ],
    [
      "412: changed by someone else",
      apiError(412, "stale"),
      { field: null, failure: domainMessages.employeeStale },
    ],
    ["409 pending: the server's message", apiError(409, "pending!"), { field: null, failure: "pending!" }],
    ["500", apiError(500, "boom"), { field: null, failure: domainMessages.serviceErrorOnEdit }],
    ["no answer", new TypeError("fetch failed"), { field: null, failure: domainMessages.serviceErrorOnEdit }],
  ])("%s", (_name, error, expected) => {
    expect(removeCancelDateRefusal(error)).toEqual(expected);
  });
});
