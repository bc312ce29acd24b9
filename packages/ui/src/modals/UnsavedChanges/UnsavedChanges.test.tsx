import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UnsavedChanges, defaultUnsavedChangesCopy as words } from "./UnsavedChanges.js";

afterEach(cleanup);

const setup = (saveGoesHome = false) => {
  const calls = { onSave: vi.fn(), onAbandon: vi.fn(), onStay: vi.fn() };
  render(<UnsavedChanges open saveGoesHome={saveGoesHome} {...calls} />);
  return { ...calls, user: userEvent.setup() };
};

describe("UnsavedChanges (enrollment.md §4 Footer actions)", () => {
  it.each([
    [false, words.save, words.text],
    [true, words.goHome, words.reviewText],
  ])("saveGoesHome %s: the save choice reads %s", async (saveGoesHome, label, text) => {
    const { onSave, onAbandon, user } = setup(saveGoesHome);
    const dialog = screen.getByRole("alertdialog", { name: words.title });
    expect(dialog).toHaveProperty("textContent", expect.stringContaining(text));
    expect(screen.getByRole("heading", { level: 2, name: words.title })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: label }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onAbandon).not.toHaveBeenCalled();
  });

  it("Abandon calls only onAbandon", async () => {
    const { onSave, onAbandon, onStay, user } = setup();
    await user.click(screen.getByRole("button", { name: words.abandon }));
    expect(onAbandon).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
    expect(onStay).not.toHaveBeenCalled();
  });

  it("Escape and × keep editing: they call onStay, never save or abandon", async () => {
    const { onSave, onAbandon, onStay, user } = setup();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: words.close }));
    expect(onStay).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();
    expect(onAbandon).not.toHaveBeenCalled();
  });

  it("renders nothing while closed", () => {
    render(<UnsavedChanges open={false} onSave={vi.fn()} onAbandon={vi.fn()} onStay={vi.fn()} />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
