// Story helpers for the cards' read modes (stories only: excluded from the build, tsconfig.build.json).
// A read card shows a `DataList` (a <dl>): the stories check what the administrator sees as pairs of
// label and value, and that a read card holds no form control.
import { expect, userEvent } from "storybook/test";

/** The labels (`<dt>`) of the description lists in `root`, in order. */
export function shownLabels(root: HTMLElement): string[] {
  return [...root.querySelectorAll("dt")].map((term) => term.textContent ?? "");
}

/** The value (`<dd>`) shown for `label`; throws when the label is not shown. */
export function shownValue(root: HTMLElement, label: string): HTMLElement {
  const term = [...root.querySelectorAll("dt")].find((candidate) => candidate.textContent === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== "DD") {
    throw new Error(`"${label}" is not shown (labels: ${shownLabels(root).join(", ")}).`);
  }
  return value;
}

/** The text of an element with its white space collapsed. */
const textOf = (element: HTMLElement) => (element.textContent ?? "").replace(/\s+/g, " ").trim();

/**
 * Checks each label shows exactly its value (an empty value shows as an em dash, `DataList`). For a
 * value with screen-reader text of its own (a masked SSN), check its parts instead.
 */
export async function expectShown(root: HTMLElement, pairs: Readonly<Record<string, string>>) {
  for (const [label, value] of Object.entries(pairs)) {
    await expect({ label, value: textOf(shownValue(root, label)) }).toEqual({ label, value });
  }
}

/** A read card is a display: no form and no field. */
export async function expectNoFormControls(root: HTMLElement) {
  await expect(root.querySelector("form, input, select, textarea")).toBeNull();
}

/**
 * Matches an error summary's link by the spec's message: the message alone when it names its field,
 * or after the field's label ("Date of Birth: This field is required") when it does not.
 */
export const summaryLink =
  (message: string) =>
  (name: string): boolean =>
    name === message || ([":", "?", ".", "!"] as const).some((end) => name.endsWith(`${end} ${message}`));

/** Tabs forward until `target` has the focus (at most 30 stops): proves it is reachable by keyboard. */
export async function tabTo(target: HTMLElement) {
  for (let i = 0; i < 30 && document.activeElement !== target; i++) await userEvent.tab();
  await expect(target).toHaveFocus();
}
