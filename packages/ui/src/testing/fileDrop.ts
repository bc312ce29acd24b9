/**
 * What the drop zone's stories share (the `FileDropZone` primitive and the cards composing it): a
 * file to choose, the hidden input the Choose button opens, and a drag from the desktop.
 */

/** A CSV file of `bytes` bytes. */
export const csvFile = (name: string, bytes = 64) =>
  new File([new Uint8Array(bytes)], name, { type: "text/csv" });

/** The hidden file input the Choose button opens. */
export function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>("input[type=file]");
  if (!input) throw new Error("The drop zone has no file input.");
  return input;
}

/** Drags `files` onto `zone` as the desktop does: each event of `types` carries the browser's own DataTransfer. */
export function dragFiles(zone: HTMLElement, files: readonly File[], types: readonly string[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  for (const type of types) {
    const event = new Event(type, { bubbles: true, cancelable: true });
    Object.defineProperty(event, "dataTransfer", { value: transfer });
    zone.dispatchEvent(event);
  }
}
