import { ApiError } from "@epr/contract";
import { describe, expect, it } from "vitest";
import { fileRefusal } from "./fileRefusal.js";

const refused = (details: Record<string, unknown>) =>
  new ApiError(422, {
    message: "The file could not be read as a census.",
    code: "eligibility_file_refused",
    details,
  });

describe("the upload's refusal as the card shows it", () => {
  it.each([
    [
      "a malformed 834: its first fault and segment",
      refused({
        reason: "edi834",
        errors: [
          { segment: 12, segmentId: "INS", element: 2, message: "INS02 must be a relationship code." },
          { segment: 20, segmentId: "SE", message: "SE01 does not count the set." },
        ],
      }),
      { message: "INS02 must be a relationship code.", segment: { number: 12, id: "INS" } },
    ],
    [
      "a census with problems: the server's sentence",
      refused({ reason: "census-shape", problems: [{ row: 3, column: "SSN", message: "x" }] }),
      { message: "The file could not be read as a census." },
    ],
    [
      "details of a shape it does not know: the server's sentence",
      refused({ reason: "nonsense" }),
      { message: "The file could not be read as a census." },
    ],
    ["another failure", new ApiError(403, { message: "No", code: "view_only" }), null],
    ["not a call", new Error("bug"), null],
  ])("%s", (_, error, shown) => expect(fileRefusal(error)).toEqual(shown));
});
