// Story helpers for the modals (stories only: excluded from the build). A harness opens the modal
// from a trigger button, as an app would after a click or a save, and closes it when a choice is made;
// the play helpers check what every modal must do: focus moves in, Tab stays inside, a choice fires
// its callback, and focus returns to the trigger on close.
import { type ReactNode, useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { Button } from "../primitives/Button/Button.js";

/** Props of `ModalHarness`. */
export interface ModalHarnessProps {
  /** Label of the button that opens the modal. */
  trigger: string;
  /** Renders the modal: `open`, and `close(callback)` which wraps a choice so it also closes the modal. */
  children: (
    open: boolean,
    close: <A extends unknown[]>(choice?: (...args: A) => void) => (...args: A) => void,
  ) => ReactNode;
}

/** A trigger button and the modal it opens; a choice calls its callback, then closes the modal. */
export function ModalHarness({ trigger, children }: ModalHarnessProps) {
  const [open, setOpen] = useState(false);
  const close =
    <A extends unknown[]>(choice?: (...args: A) => void) =>
    (...args: A) => {
      choice?.(...args);
      setOpen(false);
    };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      {children(open, close)}
    </>
  );
}

type PlayContext = {
  canvas: ReturnType<typeof within>;
  canvasElement: HTMLElement;
  userEvent: {
    click: (element: Element) => Promise<void>;
    tab: (options?: { shift?: boolean }) => Promise<void>;
    keyboard: (text: string) => Promise<void>;
  };
};

/**
 * Opens the modal from its trigger and waits until focus is inside it. Returns the dialog (by role
 * and accessible name), a query scope on it, and the trigger.
 */
export async function openModal(
  { canvas, canvasElement, userEvent }: PlayContext,
  trigger: string,
  name: string | RegExp,
  role: "dialog" | "alertdialog",
) {
  const button = canvas.getByRole("button", { name: trigger });
  await userEvent.click(button);
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole(role, { name });
  await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  return { dialog, inDialog: within(dialog), trigger: button, body };
}

/** Tabs forward and backward past the last control: focus never leaves the dialog (focus trap). */
export async function expectFocusTrapped(dialog: HTMLElement, userEvent: PlayContext["userEvent"]) {
  const doc = dialog.ownerDocument;
  const stops = dialog.querySelectorAll("button, a[href], input, select, textarea, [tabindex='0']").length;
  for (let i = 0; i <= stops; i++) {
    await userEvent.tab();
    await expect(dialog.contains(doc.activeElement)).toBe(true);
  }
  for (let i = 0; i <= stops; i++) {
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(doc.activeElement)).toBe(true);
  }
}

/** Waits until the modal is gone and focus is back on the trigger. */
export async function expectClosedAndFocusReturned(dialog: HTMLElement, trigger: HTMLElement) {
  await waitFor(() => expect(dialog.isConnected).toBe(false));
  await waitFor(() => expect(trigger).toHaveFocus());
}

/** What a one-button modal (a message with OK, Return Home) shows. */
export interface MessageModalExpectation {
  trigger: string;
  title: string;
  /** The accessible description: the message. */
  text: string | RegExp;
  /** The button's label. */
  button: string;
  role?: "dialog" | "alertdialog";
}

/**
 * A one-button modal opened: its heading, role, message as description, focus on its button, Tab
 * kept inside. The modal is left open, so the story's axe check covers it.
 */
export async function playOpenMessage(context: PlayContext, expected: MessageModalExpectation) {
  const role = expected.role ?? "alertdialog";
  const { dialog, inDialog } = await openModal(context, expected.trigger, expected.title, role);
  await expect(inDialog.getByRole("heading", { level: 2, name: expected.title })).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(expected.text);
  await expect(inDialog.getByRole("button", { name: expected.button })).toHaveFocus();
  await expectFocusTrapped(dialog, context.userEvent);
  return dialog;
}

/**
 * A one-button modal closed by its button, then by Escape: the callback fires each time (Escape does
 * what the button does) and focus returns to the trigger.
 */
export async function playCloseMessage(
  context: PlayContext,
  expected: MessageModalExpectation,
  callback: (...args: never[]) => unknown,
) {
  const role = expected.role ?? "alertdialog";
  const first = await openModal(context, expected.trigger, expected.title, role);
  await context.userEvent.click(first.inDialog.getByRole("button", { name: expected.button }));
  await expect(callback).toHaveBeenCalledTimes(1);
  await expectClosedAndFocusReturned(first.dialog, first.trigger);
  const second = await openModal(context, expected.trigger, expected.title, role);
  await context.userEvent.keyboard("{Escape}");
  await expect(callback).toHaveBeenCalledTimes(2);
  await expectClosedAndFocusReturned(second.dialog, second.trigger);
}
