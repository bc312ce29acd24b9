// A failing screenshot leaves three files in .vitest-attachments/ (reference, actual, diff; a change of
// size has no diff). This joins them into one image, reference | actual | diff, beside the actual one,
// and names it in the failure so the log (CI's too) says where to look (docs/testing.md Visual baselines).
import { expect } from "vitest";
import { commands, type Locator } from "vitest/browser";

/** The paths the matcher's failure message names. */
function pathsIn(message: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the message carries the reporter's colours.
  const plain = message.replace(/\u001b\[[0-9;]*m/g, "");
  const after = (label: string) => plain.match(new RegExp(`${label}:\\s+(\\S+\\.png)`))?.[1];
  return [after("Reference screenshot"), after("Actual screenshot"), after("Diff image")].filter(
    (path): path is string => path !== undefined,
  );
}

async function load(path: string) {
  const image = new Image();
  image.src = `data:image/png;base64,${await commands.readFile(path, "base64")}`;
  await image.decode();
  return image;
}

/** Writes reference | actual | diff as one PNG next to the actual screenshot; returns its path. */
export async function writeSideBySide(message: string): Promise<string | undefined> {
  const paths = pathsIn(message);
  const actual = paths.find((path) => path.includes("-actual-"));
  if (paths.length < 2 || !actual) return undefined;
  const images = await Promise.all(paths.map(load));
  const gap = 16;
  const canvas = document.createElement("canvas");
  canvas.width = images.reduce((sum, image) => sum + image.naturalWidth, 0) + gap * (images.length - 1);
  canvas.height = Math.max(...images.map((image) => image.naturalHeight));
  const context = canvas.getContext("2d") as CanvasRenderingContext2D;
  context.fillStyle = "#ff00ff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  let x = 0;
  for (const image of images) {
    context.clearRect(x, 0, image.naturalWidth, canvas.height);
    context.drawImage(image, x, 0);
    x += image.naturalWidth + gap;
  }
  const out = actual.replace("-actual-", "-side-by-side-");
  await commands.writeFile(out, canvas.toDataURL("image/png").split(",")[1] as string, "base64");
  return out;
}

/** toMatchScreenshot, and on a failure the side-by-side image, named in the error. */
export async function expectScreenshot(shot: Locator, name: string) {
  try {
    await expect(shot).toMatchScreenshot(name);
  } catch (error) {
    if (error instanceof Error) {
      const out = await writeSideBySide(error.message);
      if (out) error.message += `\nSide by side (reference | actual | diff):\n  ${out}\n`;
    }
    throw error;
  }
}
