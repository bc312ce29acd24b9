import { describe, expect, it } from "vitest";
import { identityTheftFormSchema } from "./identityTheft.js";

const NO_CHANGE = "Please make sure that you have made your selection prior to submission.";

describe("identity theft form (assist-employees.md §5)", () => {
  const schema = identityTheftFormSchema({ original: { "100100": false, "100101": true } });
  it.each([
    ["nothing changed", [false, true], NO_CHANGE],
    ["one group opted in", [true, true], null],
    ["one group opted out", [false, false], null],
    ["both changed", [true, false], null],
  ] as const)("%s", (_case, [first, second], message) => {
    const result = schema.safeParse({
      groups: [
        { groupNumber: "100100", optedIn: first },
        { groupNumber: "100101", optedIn: second },
      ],
    });
    expect(result.success ? null : result.error.issues.map((i) => [i.path.join("."), i.message])).toEqual(
      message === null ? null : [["groups", message]],
    );
  });
});
