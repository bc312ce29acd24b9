import { describe, expect, it } from "vitest";
import { safeNext } from "./addresses.js";

describe("where login sends the user back (safeNext)", () => {
  it.each([
    ["/employer/manage-employees/find?lastName=Lind", "/employer/manage-employees/find?lastName=Lind"],
    [null, "/employer/home"],
    ["", "/employer/home"],
    ["https://evil.example/", "/employer/home"],
    ["//evil.example/", "/employer/home"],
    ["javascript:alert(1)", "/employer/home"],
    // A browser reads a backslash as a slash and drops tabs and newlines: each of these is another site.
    ["/\\evil.example/", "/employer/home"],
    ["\\/evil.example/", "/employer/home"],
    ["/\\/evil.example/", "/employer/home"],
    ["/employer/home\\..\\x", "/employer/home"],
    ["/\t/evil.example/", "/employer/home"],
    ["/\n/evil.example/", "/employer/home"],
    ["/\r/evil.example/", "/employer/home"],
    ["/\u0000/evil.example/", "/employer/home"],
    ["/\u007f/evil.example/", "/employer/home"],
    ["https:/evil.example/", "/employer/home"],
    ["data:text/html,hi", "/employer/home"],
    ["evil.example", "/employer/home"],
    ["employer/home", "/employer/home"],
    // Same-site paths, with their query and fragment, are followed as given.
    ["/employer/profile", "/employer/profile"],
    ["/employer/reports?reportType=census#top", "/employer/reports?reportType=census#top"],
    ["/employer/find?q=%2F%2Fevil.example", "/employer/find?q=%2F%2Fevil.example"],
  ])("next=%j → %s", (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });
});
