import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Every editable card takes its mode through `EditableCardProps` (CardForm.tsx, enrollment.md §2):
// the union is written once, so a card that retypes it (or declares a `mode` of another type) fails.
const src = fileURLToPath(new URL("../..", import.meta.url));
const home = join(src, "primitives/Card/CardForm.tsx");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const modeUnion = /["'](edit|read)["']\s*\|\s*["'](edit|read)["']/;
/** A `mode` member of an interface or type (`mode: …;`), not an options object (`mode: "onSubmit",`). */
const modeMember = /^\s*mode\??:\s*([^;,\n]+);/gm;

describe("editable cards share one mode (CardForm.tsx EditableCardProps)", () => {
  const files = sources(src).filter((path) => path !== home);

  it("finds the cards' sources", () => {
    expect(files.some((path) => path.endsWith("Medicare/MedicareCard.tsx"))).toBe(true);
  });

  it("no source but CardForm.tsx writes the mode's union of edit and read", () => {
    const retyped = files.filter((path) => modeUnion.test(readFileSync(path, "utf8")));
    expect(retyped.map((path) => relative(src, path))).toEqual([]);
  });

  it("every `mode` a component declares is CardMode", () => {
    const others = files.flatMap((path) =>
      [...readFileSync(path, "utf8").matchAll(modeMember)]
        .filter((match) => match[1]?.trim() !== "CardMode")
        .map((match) => `${relative(src, path)}: ${match[0].trim()}`),
    );
    expect(others).toEqual([]);
  });

  it("every card that renders CardForm takes its edit shell from useCardForm (useCardForm.ts)", () => {
    const own = files.filter((path) => {
      const text = readFileSync(path, "utf8");
      return /<CardForm\b/.test(text) && !/\buseCardForm\(/.test(text) && !path.endsWith(".stories.tsx");
    });
    expect(own.map((path) => relative(src, path))).toEqual([]);
  });

  it("the union itself is written in CardForm.tsx", () => {
    expect(readFileSync(home, "utf8")).toMatch(/export type CardMode = "edit" \| "read";/);
  });
});
