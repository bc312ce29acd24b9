import { cleanup, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UncoveredDependent, defaultUncoveredDependentCopy as words } from "./UncoveredDependent.js";

afterEach(cleanup);

const dependents = [
  { id: "d1", name: "Ana Lind" },
  { id: "d2", name: "Kim Lind" },
];

describe("UncoveredDependent (enrollment.md §4)", () => {
  it.each([
    ["add", words.ok],
    ["edit", words.save],
  ] as const)("flow %s confirms with %s", async (flow, label) => {
    const onConfirm = vi.fn();
    const onReturn = vi.fn();
    render(
      <UncoveredDependent
        open
        flow={flow}
        dependents={dependents}
        onConfirm={onConfirm}
        onReturn={onReturn}
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: label }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onReturn).not.toHaveBeenCalled();
  });

  it("lists every uncovered dependent by name in an alert dialog", () => {
    render(
      <UncoveredDependent open flow="add" dependents={dependents} onConfirm={vi.fn()} onReturn={vi.fn()} />,
    );
    const dialog = screen.getByRole("alertdialog", { name: words.title });
    const items = within(dialog)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["Ana Lind", "Kim Lind"]);
  });

  it("Escape means Return: nobody is removed", async () => {
    const onConfirm = vi.fn();
    const onReturn = vi.fn();
    render(
      <UncoveredDependent
        open
        flow="add"
        dependents={dependents}
        onConfirm={onConfirm}
        onReturn={onReturn}
      />,
    );
    await userEvent.setup().keyboard("{Escape}");
    expect(onReturn).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
