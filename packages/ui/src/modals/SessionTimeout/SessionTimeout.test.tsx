import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatTimeLeft, SessionTimeout, defaultSessionTimeoutCopy as words } from "./SessionTimeout.js";

afterEach(cleanup);

const setup = (secondsLeft = 120) => {
  const calls = { onStay: vi.fn(), onSignOut: vi.fn() };
  render(<SessionTimeout open secondsLeft={secondsLeft} {...calls} />);
  return { ...calls, user: userEvent.setup() };
};

describe("SessionTimeout (the idle warning, beyond the spec)", () => {
  it.each([
    [120, "2:00"],
    [119, "1:59"],
    [65, "1:05"],
    [9.7, "0:09"],
    [0, "0:00"],
    [-3, "0:00"],
  ])("%s seconds read %s", (seconds, shown) => {
    expect(formatTimeLeft(seconds)).toBe(shown);
  });

  it("an alert dialog with the time left, focus on Stay signed in", () => {
    setup(119);
    const dialog = screen.getByRole("alertdialog", { name: words.title });
    expect(dialog.textContent).toContain(words.text);
    expect(screen.getByTestId("session-time-left").textContent).toBe("1:59");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: words.stay }));
  });

  it.each([
    [words.stay, "onStay"],
    [words.signOut, "onSignOut"],
  ] as const)("%s calls only %s", async (label, called) => {
    const calls = setup();
    await calls.user.click(screen.getByRole("button", { name: label }));
    expect(calls[called]).toHaveBeenCalledOnce();
    const other = called === "onStay" ? calls.onSignOut : calls.onStay;
    expect(other).not.toHaveBeenCalled();
  });

  it("Escape stays signed in", async () => {
    const { onStay, onSignOut, user } = setup();
    await user.keyboard("{Escape}");
    expect(onStay).toHaveBeenCalledOnce();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it("while staying, its button is busy and cannot be pressed twice", () => {
    render(<SessionTimeout open secondsLeft={60} staying onStay={vi.fn()} onSignOut={vi.fn()} />);
    expect(screen.getByRole("button", { name: words.stay }).hasAttribute("disabled")).toBe(true);
  });

  it("renders nothing while closed", () => {
    render(<SessionTimeout open={false} secondsLeft={60} onStay={vi.fn()} onSignOut={vi.fn()} />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
