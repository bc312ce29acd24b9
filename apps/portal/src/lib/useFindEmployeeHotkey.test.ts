import { describe, expect, it } from "vitest";
import { isTypingTarget } from "./useFindEmployeeHotkey.js";

describe("Ctrl+Alt+L is ignored while typing (enrollment.md §2)", () => {
  it.each([
    ["input", true],
    ["textarea", true],
    ["select", true],
    ["button", false],
    ["div", false],
  ])("focus in a %s → typing %s", (tag, typing) => {
    expect(isTypingTarget(document.createElement(tag))).toBe(typing);
  });

  it("treats contenteditable as typing and a non-element as not", () => {
    const div = document.createElement("div");
    div.contentEditable = "true";
    document.body.append(div);
    expect(isTypingTarget(div)).toBe(div.isContentEditable);
    expect(isTypingTarget(null)).toBe(false);
  });
});
