import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TobaccoCard } from "./TobaccoCard.js";

afterEach(cleanup);

const today = new Date(2026, 10, 22);

describe("TobaccoCard (enrollment.md §3, §4, §5 Tobacco)", () => {
  it.each([
    ["T", "Yes"],
    ["N", "No"],
    ["U", "No"],
  ])("read mode shows status %s as %s", (tobaccoStatus, shown) => {
    render(
      <TobaccoCard
        id="p0"
        participantName="Ana"
        mode="read"
        today={today}
        required
        values={{ tobaccoStatus }}
      />,
    );
    expect(screen.getByText(shown)).toBeTruthy();
  });

  it("reports each change with the answer as typed", async () => {
    const onChange = vi.fn();
    render(
      <TobaccoCard id="p0" participantName="Ana" mode="edit" today={today} required onChange={onChange} />,
    );
    await userEvent.setup().click(screen.getByRole("radio", { name: "Yes" }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ tobaccoStatus: "T" })),
    );
  });
});
