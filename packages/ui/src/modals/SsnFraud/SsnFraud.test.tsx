import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SsnFraud, defaultSsnFraudCopy as words } from "./index.js";

afterEach(cleanup);

describe("SsnFraud (enrollment.md §8 EMPLOYEE-DETAILS-FRAUD)", () => {
  it("is an alert dialog with the message and one button, nothing else", () => {
    render(<SsnFraud open onClose={vi.fn()} />);
    const dialog = screen.getByRole("alertdialog", { name: words.title });
    expect(dialog.textContent).toBe(`${words.title}${words.text}${words.ok}`);
    expect(screen.getAllByRole("button")).toHaveLength(1);
  });

  it.each([
    [
      "OK",
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole("button", { name: words.ok })),
    ],
    ["Escape", async (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
  ])("%s closes it", async (_, act) => {
    const onClose = vi.fn();
    render(<SsnFraud open onClose={onClose} />);
    await act(userEvent.setup());
    expect(onClose).toHaveBeenCalledOnce();
  });
});
