import { describe, expect, it } from "vitest";
import { assistMessages, domainMessages, UNRECOGNIZED_ANSWER_CODE } from "../messages.js";
import { failureMessage, identityTheftSaveFailure } from "./failures.js";

const FALLBACK = assistMessages.unableToProcess;

describe("failureMessage: which sentence a failed call shows (assist-employees.md §8)", () => {
  it.each([
    [
      "a refusal the server explained (403)",
      { status: 403, message: assistMessages.noPermissionScreen },
      assistMessages.noPermissionScreen,
    ],
    ["a bad request with its reason (400)", { status: 400, message: "Range too long." }, "Range too long."],
    [
      "a stale version (412)",
      { status: 412, message: domainMessages.employeeStale },
      domainMessages.employeeStale,
    ],
    ["a 4xx without a sentence", { status: 404, message: "" }, FALLBACK],
    [
      "a server error keeps its words to itself (500)",
      { status: 500, message: "Something broke, id 42." },
      FALLBACK,
    ],
    [
      "an answer that could not be read: 'something unexpected'",
      { status: 502, message: domainMessages.unexpectedFormat, code: UNRECOGNIZED_ANSWER_CODE },
      assistMessages.unexpected,
    ],
    ["no answer at all (0)", { status: 0, message: "We could not reach the portal." }, FALLBACK],
    ["not an error object", "boom", FALLBACK],
    ["nothing", null, FALLBACK],
    ["an Error without a status", new Error("TypeError: x is undefined"), FALLBACK],
  ])("%s", (_case, error, expected) => {
    expect(failureMessage(error, FALLBACK)).toBe(expected);
  });

  it("a screen that names its own failure says it for an unreadable answer too (ID cards, §8)", () => {
    const unreadable = { status: 502, code: UNRECOGNIZED_ANSWER_CODE };
    expect(failureMessage(unreadable, assistMessages.idCardError, assistMessages.idCardError)).toBe(
      assistMessages.idCardError,
    );
  });
});

describe("identityTheftSaveFailure (assist-employees.md §8 identity theft)", () => {
  const SAVE_FAILURE = "The system failed to update your selection. Please try again...";
  it.each([
    [
      "a success answer with an unknown msgCase",
      { status: 502, code: UNRECOGNIZED_ANSWER_CODE },
      assistMessages.idTheftUnknownCase,
    ],
    [
      "a refusal with its reason (409)",
      { status: 409, message: assistMessages.idTheftOptedInThisYear },
      assistMessages.idTheftOptedInThisYear,
    ],
    ["a server error", { status: 500, message: "Something broke." }, SAVE_FAILURE],
    ["no answer", { status: 0, message: "offline" }, SAVE_FAILURE],
  ])("%s", (_case, error, expected) => {
    expect(identityTheftSaveFailure(error, SAVE_FAILURE)).toBe(expected);
  });
});
