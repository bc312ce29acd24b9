import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AsoEffectiveDateWarning } from "./lazyModals.js";

afterEach(cleanup);

describe("AsoEffectiveDateWarning loaded on first open (Add Coverage, enrollment.md §5)", () => {
  it("renders nothing while closed, then the alert dialog naming the date, and OK closes it", async () => {
    const onClose = vi.fn();
    const { container, rerender } = render(
      <AsoEffectiveDateWarning open={false} effectiveDate="01/01/2026" onClose={onClose} />,
    );
    expect(container.innerHTML).toBe("");
    rerender(<AsoEffectiveDateWarning open effectiveDate="01/01/2026" onClose={onClose} />);
    // The modal's module is fetched (and, here, transformed) on this first open: wait for it.
    const dialog = await screen.findByRole(
      "alertdialog",
      { name: "Effective Date Warning" },
      { timeout: 15_000 },
    );
    expect(dialog.textContent).toContain("01/01/2026");
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
