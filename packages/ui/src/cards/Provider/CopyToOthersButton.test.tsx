import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyToOthersButton, type CopyToOthersButtonCopy } from "./ProviderNumberFields.js";

afterEach(cleanup);

describe("CopyToOthersButton (assist-employees.md §2.3)", () => {
  it.each<[Partial<CopyToOthersButtonCopy> | undefined, string]>([
    [undefined, "Copy to Others from Elena Lindqvist"],
    [{ copyToOthersLabel: "Copy PCP" }, "Copy PCP from Elena Lindqvist"],
    [{ copyToOthersFrom: "({name}, {name})" }, "Copy to Others (Elena Lindqvist, Elena Lindqvist)"],
  ])("copy %o → named %s", (copy, name) => {
    render(
      <CopyToOthersButton
        sourceName="Elena Lindqvist"
        values={() => 1}
        onCopyToOthers={vi.fn()}
        copy={copy}
      />,
    );
    expect(screen.getByRole("button", { name })).toBeDefined();
  });

  it("gives the values as they are at the click, not at render", async () => {
    const onCopyToOthers = vi.fn();
    let typed = "A1";
    render(
      <CopyToOthersButton
        sourceName="Elena Lindqvist"
        values={() => ({ physicianNumber: typed })}
        onCopyToOthers={onCopyToOthers}
      />,
    );
    typed = "B2";
    await userEvent.setup().click(screen.getByRole("button", { name: /^Copy to Others/ }));
    expect(onCopyToOthers).toHaveBeenCalledExactlyOnceWith({ physicianNumber: "B2" });
  });

  it("renders nothing without onCopyToOthers and never reads the values", () => {
    const values = vi.fn();
    const { container } = render(<CopyToOthersButton sourceName="Elena Lindqvist" values={values} />);
    expect(container.innerHTML).toBe("");
    expect(values).not.toHaveBeenCalled();
  });

  it("is a plain button that never submits the card's form", () => {
    render(
      <form>
        <CopyToOthersButton sourceName="Elena Lindqvist" values={() => 1} onCopyToOthers={vi.fn()} />
      </form>,
    );
    expect(screen.getByRole("button").getAttribute("type")).toBe("button");
  });
});
