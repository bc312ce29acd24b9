import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TobaccoCard } from "./TobaccoCard.js";

afterEach(cleanup);

const today = new Date(2026, 10, 22);
const base = { id: "p0", participantName: "Elena Lindqvist", today, required: true };

describe("TobaccoCard on review (enrollment.md §4 Tobacco)", () => {
  it.each([
    [
      "edit, required, medical, no status",
      "edit",
      { editMode: true, questionRequired: true, hasMedicalCoverage: true },
      null,
      true,
    ],
    [
      "edit, not required, no status",
      "edit",
      { editMode: true, questionRequired: false, hasMedicalCoverage: true },
      null,
      false,
    ],
    [
      "edit, required, no medical, no status",
      "edit",
      { editMode: true, questionRequired: true, hasMedicalCoverage: false },
      null,
      false,
    ],
    [
      "view, no status",
      "read",
      { editMode: false, questionRequired: true, hasMedicalCoverage: true },
      null,
      false,
    ],
    [
      "view, status N",
      "read",
      { editMode: false, questionRequired: true, hasMedicalCoverage: true },
      "N",
      true,
    ],
  ] as const)("%s", (_label, mode, review, status, shown) => {
    render(<TobaccoCard {...base} mode={mode} review={review} values={{ tobaccoStatus: status }} />);
    expect(screen.queryByRole("heading", { name: /Tobacco: Elena Lindqvist/ }) !== null).toBe(shown);
  });
});
