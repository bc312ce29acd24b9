import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ReportCodesCard } from "./ReportCodesCard.js";

afterEach(cleanup);

const blank = [{ type: "Department", abbreviatedType: "DEPT", value: "" }];
const valued = [{ type: "Department", abbreviatedType: "DEPT", value: "hr" }];

describe("ReportCodesCard on review (enrollment.md §4 Report codes: view mode only with a value)", () => {
  it.each([
    ["read, no value, onlyWithValue: hidden", "read", blank, true, false],
    ["read, a value, onlyWithValue: shown", "read", valued, true, true],
    ["edit, no value, onlyWithValue: shown", "edit", blank, true, true],
    ["read, no value, add flow: shown (says none on file)", "read", blank, false, true],
  ] as const)("%s", (_label, mode, codes, onlyWithValue, shown) => {
    render(<ReportCodesCard groupNumber="100200" mode={mode} codes={codes} onlyWithValue={onlyWithValue} />);
    expect(screen.queryByRole("heading", { name: "Report Codes: Group 100200" }) !== null).toBe(shown);
  });
});
