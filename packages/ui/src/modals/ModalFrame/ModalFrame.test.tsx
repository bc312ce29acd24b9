import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ModalFrame, type ModalFrameProps } from "./ModalFrame.js";

afterEach(cleanup);

function Frame(props: Partial<ModalFrameProps> & { focusSecond?: boolean }) {
  const second = useRef<HTMLButtonElement>(null);
  const { focusSecond, ...rest } = props;
  return (
    <ModalFrame
      name="test"
      open
      title="Title"
      description="Message"
      footer={
        <>
          <button type="button">First</button>
          <button type="button" ref={second}>
            Second
          </button>
        </>
      }
      {...(focusSecond ? { initialFocus: second } : {})}
      {...rest}
    />
  );
}

describe("ModalFrame (the enrollment modals' shared frame)", () => {
  it.each([
    [false, "dialog"],
    [true, "alertdialog"],
  ] as const)("alert %s gives role %s, the title as its name and a level-2 heading", (alert, role) => {
    render(<Frame alert={alert} />);
    expect(screen.getByRole(role, { name: "Title" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Title" })).toBeTruthy();
  });

  it("without onDismiss: no × and Escape does nothing", async () => {
    render(<Frame />);
    await userEvent.setup().keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("with onDismiss: Escape dismisses; a × appears only with a closeLabel", async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Frame onDismiss={onDismiss} />);
    expect(screen.getAllByRole("button")).toHaveLength(2);
    await userEvent.setup().keyboard("{Escape}");
    expect(onDismiss).toHaveBeenCalledOnce();
    rerender(<Frame onDismiss={onDismiss} closeLabel="Keep editing" />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Keep editing" }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it("a click outside never answers it", async () => {
    const onDismiss = vi.fn();
    render(<Frame onDismiss={onDismiss} />);
    const overlay = document.querySelector<HTMLElement>("[data-slot=dialog-overlay]");
    if (!overlay) throw new Error("no overlay");
    await userEvent.setup().click(overlay);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it.each([
    [false, "First"],
    [true, "Second"],
  ])("initialFocus %s: focus starts on %s", async (focusSecond, name) => {
    render(<Frame focusSecond={focusSecond} />);
    await waitFor(() => expect(document.activeElement?.textContent).toBe(name));
  });
});
